-- The language of a user's mail, chosen in the interface (docs/decisions/0999): null until
-- chosen, and then mail is in English.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" IN ('en','id'));
