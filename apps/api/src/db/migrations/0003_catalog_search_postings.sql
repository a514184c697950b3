-- Search postings (docs/decisions/0203): every word of every product name with the product's
-- creation time, indexed by (word, newest first), so the newest products holding a word are the
-- first entries of one index range instead of a sort of every match. Kept by triggers.
CREATE TABLE "product_words" (
  "term" text COLLATE "C" NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("product_id", "term")
);--> statement-breakpoint
CREATE INDEX "product_words_recent_idx" ON "product_words" USING btree ("term", "created_at" DESC, "product_id" DESC);--> statement-breakpoint
-- How many products were ever named with the term: only used to pick the rarest word of a
-- query to walk first, so it is never decremented.
ALTER TABLE "search_terms" ADD COLUMN "products" integer NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A concurrent store deletion waits for this transaction, then counts these products.
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM new_rows) FOR SHARE;
  INSERT INTO product_counts (category_id, visible)
    SELECT n.category_id, count(*) FROM new_rows n JOIN stores s ON s.id = n.store_id
    WHERE n.deleted_at IS NULL AND s.deleted_at IS NULL GROUP BY n.category_id
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
CREATE FUNCTION "catalog_product_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_words WHERE product_id = NEW.id;
  INSERT INTO product_words (term, product_id, created_at)
    SELECT t.term, NEW.id, NEW.created_at
    FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.name))) AS t(term);
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    INSERT INTO search_terms (term, products)
      SELECT t.term, 1 FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.name))) AS t(term)
      WHERE t.term <> ALL (tsvector_to_array(to_tsvector('simple', OLD.name)))
    ON CONFLICT (term) DO UPDATE SET products = search_terms.products + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_words_changed" AFTER UPDATE OF "name", "created_at" ON "products"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION catalog_product_words_changed();--> statement-breakpoint
INSERT INTO product_words (term, product_id, created_at)
  SELECT t.term, p.id, p.created_at
  FROM products p, unnest(tsvector_to_array(to_tsvector('simple', p.name))) AS t(term);--> statement-breakpoint
UPDATE search_terms st SET products = w.products
  FROM (SELECT term, count(*)::int AS products FROM product_words GROUP BY term) w
  WHERE w.term = st.term;
--> statement-breakpoint
-- Deleted stores, usually few: the listings read their ids once per request instead of joining
-- every walked product with its store (docs/decisions/0203).
CREATE INDEX "stores_deleted_idx" ON "stores" USING btree ("id") WHERE "stores"."deleted_at" IS NOT NULL;
