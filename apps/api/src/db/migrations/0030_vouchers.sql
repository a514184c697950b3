CREATE TABLE "voucher_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"store_order_id" integer,
	"code" text NOT NULL,
	"amount" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_voucher_order_key" UNIQUE("voucher_id","order_id"),
	CONSTRAINT "voucher_uses_amount_nonnegative" CHECK ("voucher_uses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"quota" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"per_buyer" integer DEFAULT 1 NOT NULL,
	"applies_to" text DEFAULT 'ITEMS' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_store_code_key" UNIQUE("store_id","code"),
	CONSTRAINT "vouchers_kind_valid" CHECK ("vouchers"."kind" IN ('PERCENT','FIXED')),
	CONSTRAINT "vouchers_applies_to_valid" CHECK ("vouchers"."applies_to" IN ('ITEMS','SHIPPING')),
	CONSTRAINT "vouchers_store_items_only" CHECK ("vouchers"."store_id" IS NULL OR "vouchers"."applies_to" = 'ITEMS'),
	CONSTRAINT "vouchers_value_valid" CHECK (("vouchers"."kind" = 'PERCENT' AND "vouchers"."value" BETWEEN 1 AND 90) OR ("vouchers"."kind" = 'FIXED' AND "vouchers"."value" >= 1000 AND "vouchers"."max_discount" IS NULL)),
	CONSTRAINT "vouchers_uses_within_quota" CHECK ("vouchers"."uses" >= 0 AND "vouchers"."uses" <= "vouchers"."quota"),
	CONSTRAINT "vouchers_per_buyer_positive" CHECK ("vouchers"."per_buyer" >= 1),
	CONSTRAINT "vouchers_min_spend_nonnegative" CHECK ("vouchers"."min_spend" >= 0),
	CONSTRAINT "vouchers_ends_after_start" CHECK ("vouchers"."ends_at" > "vouchers"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "store_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "platform_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_uses_buyer_idx" ON "voucher_uses" USING btree ("voucher_id","user_id") WHERE "voucher_uses"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "voucher_uses_order_idx" ON "voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_platform_code_key" ON "vouchers" USING btree ("code") WHERE "vouchers"."store_id" IS NULL;--> statement-breakpoint
CREATE INDEX "vouchers_store_idx" ON "vouchers" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_discounts_valid" CHECK ("store_orders"."store_discount" >= 0 AND "store_orders"."platform_discount" >= 0 AND "store_orders"."store_discount" <= "store_orders"."items_total" AND "store_orders"."store_discount" + "store_orders"."platform_discount" <= "store_orders"."items_total" + "store_orders"."shipping_price");