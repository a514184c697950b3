-- Catalogue search and counts (docs/decisions/0201, 0202). Kept as hand-written SQL: drizzle-kit
-- does not model generated tsvector columns, "C" collations or triggers.
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', "description"), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Every word ever used in a product name: the vocabulary typos are corrected against.
CREATE TABLE "search_terms" ("term" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
-- Visible products per category, kept exact by the triggers below, so lists need no COUNT(*).
CREATE TABLE "product_counts" (
  "category_id" integer PRIMARY KEY,
  "visible" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE FUNCTION "catalog_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A concurrent store deletion waits for this transaction, then counts these products.
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM new_rows) FOR SHARE;
  INSERT INTO product_counts (category_id, visible)
    SELECT n.category_id, count(*) FROM new_rows n JOIN stores s ON s.id = n.store_id
    WHERE n.deleted_at IS NULL AND s.deleted_at IS NULL GROUP BY n.category_id
  ON CONFLICT (category_id) DO UPDATE SET visible = product_counts.visible + excluded.visible;
  INSERT INTO search_terms (term)
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', name))) FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_inserted();--> statement-breakpoint
CREATE FUNCTION "catalog_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM stores WHERE id = NEW.store_id FOR SHARE;
    IF NEW.deleted_at IS NULL AND EXISTS (SELECT 1 FROM stores WHERE id = NEW.store_id AND deleted_at IS NULL) THEN
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
  IF OLD.deleted_at IS NULL AND EXISTS (SELECT 1 FROM stores WHERE id = OLD.store_id AND deleted_at IS NULL) THEN
    UPDATE product_counts SET visible = visible - 1 WHERE category_id = OLD.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER UPDATE OF "deleted_at", "category_id", "store_id", "name" ON "products"
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.category_id <> NEW.category_id
    OR OLD.store_id <> NEW.store_id OR OLD.name <> NEW.name)
  EXECUTE FUNCTION catalog_product_changed();--> statement-breakpoint
CREATE TRIGGER "products_deleted" AFTER DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION catalog_product_changed();--> statement-breakpoint
CREATE FUNCTION "catalog_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (category_id, visible)
    SELECT category_id, (CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END) * count(*)
    FROM products WHERE store_id = NEW.id AND deleted_at IS NULL GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET visible = product_counts.visible + excluded.visible;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stores_visibility_changed" AFTER UPDATE OF "deleted_at" ON "stores"
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION catalog_store_changed();--> statement-breakpoint
INSERT INTO product_counts (category_id, visible)
  SELECT p.category_id, count(*) FROM products p JOIN stores s ON s.id = p.store_id
  WHERE p.deleted_at IS NULL AND s.deleted_at IS NULL GROUP BY p.category_id;--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', name))) FROM products
ON CONFLICT DO NOTHING;
