ALTER TABLE "products" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sold_nonnegative" CHECK ("products"."sold" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_range" CHECK ("products"."rating_total" BETWEEN "products"."rating_count" AND 5 * "products"."rating_count");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_sold_nonnegative" CHECK ("stores"."sold" >= 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_rating_range" CHECK ("stores"."rating_total" BETWEEN "stores"."rating_count" AND 5 * "stores"."rating_count");