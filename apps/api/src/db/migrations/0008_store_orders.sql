CREATE TABLE "store_order_tracking" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_order_tracking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_order_tracking_event_key" UNIQUE("store_order_id","at","status")
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"items_total" integer NOT NULL,
	"courier_code" text NOT NULL,
	"courier_name" text NOT NULL,
	"service_code" text NOT NULL,
	"service_name" text NOT NULL,
	"shipping_price" integer NOT NULL,
	"etd" text DEFAULT '' NOT NULL,
	"tracking_number" text,
	"ship_by" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"canceled_by" text,
	"tracking_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_order_store_key" UNIQUE("order_id","store_id"),
	CONSTRAINT "store_orders_status_valid" CHECK ("store_orders"."status" IN ('AWAITING_PAYMENT','TO_SHIP','SHIPPED','DELIVERED','COMPLETED','CANCELED')),
	CONSTRAINT "store_orders_totals_nonnegative" CHECK ("store_orders"."items_total" >= 0 AND "store_orders"."shipping_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "items_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "store_order_tracking" ADD CONSTRAINT "store_order_tracking_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_orders_store_idx" ON "store_orders" USING btree ("store_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_orders_store_all_idx" ON "store_orders" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_orders_ship_by_idx" ON "store_orders" USING btree ("ship_by") WHERE "store_orders"."status" = 'TO_SHIP';--> statement-breakpoint
CREATE INDEX "store_orders_tracking_idx" ON "store_orders" USING btree ("tracking_checked_at") WHERE "store_orders"."status" = 'SHIPPED';--> statement-breakpoint
CREATE INDEX "store_orders_delivered_idx" ON "store_orders" USING btree ("delivered_at") WHERE "store_orders"."status" = 'DELIVERED';--> statement-breakpoint
CREATE INDEX "order_items_store_order_idx" ON "order_items" USING btree ("store_order_id");--> statement-breakpoint
UPDATE "orders" SET "items_total" = "total_price";
