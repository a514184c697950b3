ALTER TABLE "payment_attempts" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "local_payment_transactions" ADD COLUMN "payment_details" jsonb;