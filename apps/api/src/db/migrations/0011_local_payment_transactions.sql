CREATE TABLE "local_payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_order_id" text NOT NULL,
	"refund_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_refunds_key_unique" UNIQUE("provider_order_id","refund_key")
);
--> statement-breakpoint
CREATE TABLE "local_payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"items" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"transaction_status" text,
	"status_code" text,
	"fraud_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_transactions_token_unique" UNIQUE("token"),
	CONSTRAINT "local_payment_transactions_providerOrderId_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
ALTER TABLE "local_payment_refunds" ADD CONSTRAINT "local_payment_refunds_transaction_fk" FOREIGN KEY ("provider_order_id") REFERENCES "public"."local_payment_transactions"("provider_order_id") ON DELETE cascade ON UPDATE no action;