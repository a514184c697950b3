CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"store_order_id" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_store_order_kind_key" UNIQUE("store_order_id","kind"),
	CONSTRAINT "ledger_entries_payout_kind_key" UNIQUE("payout_id","kind"),
	CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" IN ('SALE','FEE','PAYOUT','PAYOUT_RETURNED')),
	CONSTRAINT "ledger_entries_source" CHECK (("ledger_entries"."kind" IN ('SALE','FEE') AND "ledger_entries"."store_order_id" IS NOT NULL AND "ledger_entries"."payout_id" IS NULL)
        OR ("ledger_entries"."kind" IN ('PAYOUT','PAYOUT_RETURNED') AND "ledger_entries"."payout_id" IS NOT NULL AND "ledger_entries"."store_order_id" IS NULL)),
	CONSTRAINT "ledger_entries_sign" CHECK (("ledger_entries"."kind" = 'SALE' AND "ledger_entries"."amount" >= 0) OR ("ledger_entries"."kind" = 'FEE' AND "ledger_entries"."amount" <= 0)
        OR ("ledger_entries"."kind" = 'PAYOUT' AND "ledger_entries"."amount" < 0) OR ("ledger_entries"."kind" = 'PAYOUT_RETURNED' AND "ledger_entries"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"reference_no" text,
	"approving_since" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_referenceNo_unique" UNIQUE("reference_no"),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" IN ('REQUESTED','PROCESSING','COMPLETED','FAILED')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_bank_accounts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_iris_payouts" (
	"reference_no" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"beneficiary_name" text NOT NULL,
	"beneficiary_account" text NOT NULL,
	"beneficiary_bank" text NOT NULL,
	"amount" bigint NOT NULL,
	"notes" text NOT NULL,
	"status" text NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_iris_payouts_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bank_accounts" ADD CONSTRAINT "store_bank_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_store_idx" ON "ledger_entries" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_store_idx" ON "payouts" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Hand-written below
-- The ledger is append-only (docs/decisions/0980): the database itself refuses to change or
-- remove an entry, whatever the code asks.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
