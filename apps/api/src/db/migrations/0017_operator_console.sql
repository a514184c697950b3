CREATE TABLE "operator_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_category_listing_idx";--> statement-breakpoint
DROP INDEX "stores_deleted_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "icon" text DEFAULT 'tag' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settle_note" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_recent_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("store_id") WHERE "products"."deleted_at" IS NULL AND "products"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stores_deleted_idx" ON "stores" USING btree ("id") WHERE "stores"."deleted_at" IS NOT NULL OR "stores"."hidden_at" IS NOT NULL;
--> statement-breakpoint
-- Hand-written below
-- Categories keep the menu order they were created in (docs/decisions/0992) and get the icons
-- the web app drew for their slugs.
UPDATE "categories" SET "position" = c.n FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM categories) c
  WHERE categories.id = c.id;--> statement-breakpoint
UPDATE "categories" SET "icon" = CASE "slug"
  WHEN 'electronics' THEN 'smartphone' WHEN 'clothing' THEN 'shirt' WHEN 'accessories' THEN 'glasses'
  WHEN 'sports' THEN 'dumbbell' WHEN 'jewelery' THEN 'gem' WHEN 'mens-clothing' THEN 'shirt'
  WHEN 'womens-clothing' THEN 'shirt' ELSE 'tag' END;--> statement-breakpoint
-- The operator audit is append-only (docs/decisions/0994-operator-audit.md).
CREATE FUNCTION "operator_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "operator_actions_append_only" BEFORE UPDATE OR DELETE ON "operator_actions"
  FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_truncate" BEFORE TRUNCATE ON "operator_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_append_only();--> statement-breakpoint
-- The catalogue's one visibility rule gains "not hidden by an operator" (docs/decisions/0991):
-- the triggers keeping product_counts (migrations 0001, 0003) count a product when it and its
-- store are neither deleted nor hidden.
CREATE OR REPLACE FUNCTION "catalog_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A concurrent store deletion waits for this transaction, then counts these products.
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM new_rows) FOR SHARE;
  INSERT INTO product_counts (category_id, visible)
    SELECT n.category_id, count(*) FROM new_rows n JOIN stores s ON s.id = n.store_id
    WHERE n.deleted_at IS NULL AND n.hidden_at IS NULL AND s.deleted_at IS NULL AND s.hidden_at IS NULL
    GROUP BY n.category_id
  ON CONFLICT (category_id) DO UPDATE SET visible = product_counts.visible + excluded.visible;
  INSERT INTO product_words (term, product_id, created_at)
    SELECT t.term, n.id, n.created_at
    FROM new_rows n, unnest(tsvector_to_array(to_tsvector('simple', n.name))) AS t(term);
  INSERT INTO search_terms (term, products)
    SELECT t.term, count(*)
    FROM new_rows n, unnest(tsvector_to_array(to_tsvector('simple', n.name))) AS t(term)
    GROUP BY t.term
  ON CONFLICT (term) DO UPDATE SET products = search_terms.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM stores WHERE id = NEW.store_id FOR SHARE;
    IF NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND EXISTS (
      SELECT 1 FROM stores WHERE id = NEW.store_id AND deleted_at IS NULL AND hidden_at IS NULL
    ) THEN
      INSERT INTO product_counts (category_id, visible) VALUES (NEW.category_id, 1)
      ON CONFLICT (category_id) DO UPDATE SET visible = product_counts.visible + 1;
    END IF;
    IF NEW.name IS DISTINCT FROM OLD.name THEN
      INSERT INTO search_terms (term)
        SELECT unnest(tsvector_to_array(to_tsvector('simple', NEW.name)))
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  PERFORM 1 FROM stores WHERE id = OLD.store_id FOR SHARE;
  IF OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL AND EXISTS (
    SELECT 1 FROM stores WHERE id = OLD.store_id AND deleted_at IS NULL AND hidden_at IS NULL
  ) THEN
    UPDATE product_counts SET visible = visible - 1 WHERE category_id = OLD.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER UPDATE OF "deleted_at", "hidden_at", "category_id", "store_id", "name" ON "products"
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at
    OR OLD.category_id <> NEW.category_id OR OLD.store_id <> NEW.store_id OR OLD.name <> NEW.name)
  EXECUTE FUNCTION catalog_product_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (category_id, visible)
    SELECT category_id,
      (CASE WHEN NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL THEN 1 ELSE -1 END) * count(*)
    FROM products WHERE store_id = NEW.id AND deleted_at IS NULL AND hidden_at IS NULL
    GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET visible = product_counts.visible + excluded.visible;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "stores_visibility_changed" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_visibility_changed" AFTER UPDATE OF "deleted_at", "hidden_at" ON "stores"
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL) <> (NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL))
  EXECUTE FUNCTION catalog_store_changed();
