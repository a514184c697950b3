DROP INDEX "products_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_popular_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_store_listing_idx";--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("price","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("popular" DESC NULLS LAST,round(rating_total::numeric / NULLIF(rating_count, 0), 1) DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id","rating_total","rating_count") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree (round(rating_total::numeric / NULLIF(rating_count, 0), 1) DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id","rating_total") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_store_listing_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;;--> statement-breakpoint
-- Hand-written below: the listings of newest products carry the price too, so a price range
-- filters inside their index-only walk (docs/decisions/0972).
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_category_listing_idx";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id","price") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id","price") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;
