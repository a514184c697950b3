-- Catalogue listings walk these indexes newest first and need each row's store to hide products
-- of deleted stores: with store_id included the walk is index-only (docs/decisions/0203). Same
-- names, keys and predicates as in the schema; drizzle-kit does not model INCLUDE.
DROP INDEX IF EXISTS "products_listing_idx";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("store_id") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_listing_idx";--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("store_id") WHERE "products"."deleted_at" IS NULL;
