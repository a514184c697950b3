DROP INDEX "stores_deleted_idx";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "owner_suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stores_deleted_idx" ON "stores" USING btree ("id") WHERE "stores"."deleted_at" IS NOT NULL OR "stores"."hidden_at" IS NOT NULL OR "stores"."owner_suspended_at" IS NOT NULL;--> statement-breakpoint
-- Hand-written below
-- A suspended owner's stores leave the catalogue like hidden ones (docs/decisions/1006): the
-- triggers keeping product_counts (0017) and product_price_counts (0021) count a product when
-- its store is also not closed by its owner's suspension. Stores of users suspended before this
-- migration are closed here, and both counts are rebuilt.
UPDATE "stores" s SET "owner_suspended_at" = u."suspended_at"
  FROM "users" u WHERE u."id" = s."owner_id" AND u."suspended_at" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A concurrent store deletion waits for this transaction, then counts these products.
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM new_rows) FOR SHARE;
  INSERT INTO product_counts (category_id, visible)
    SELECT n.category_id, count(*) FROM new_rows n JOIN stores s ON s.id = n.store_id
    WHERE n.deleted_at IS NULL AND n.hidden_at IS NULL
      AND s.deleted_at IS NULL AND s.hidden_at IS NULL AND s.owner_suspended_at IS NULL
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
      SELECT 1 FROM stores WHERE id = NEW.store_id
        AND deleted_at IS NULL AND hidden_at IS NULL AND owner_suspended_at IS NULL
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
    SELECT 1 FROM stores WHERE id = OLD.store_id
      AND deleted_at IS NULL AND hidden_at IS NULL AND owner_suspended_at IS NULL
  ) THEN
    UPDATE product_counts SET visible = visible - 1 WHERE category_id = OLD.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (category_id, visible)
    SELECT category_id,
      (CASE WHEN NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND NEW.owner_suspended_at IS NULL
        THEN 1 ELSE -1 END) * count(*)
    FROM products WHERE store_id = NEW.id AND deleted_at IS NULL AND hidden_at IS NULL
    GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET visible = product_counts.visible + excluded.visible;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "stores_visibility_changed" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_visibility_changed" AFTER UPDATE OF "deleted_at", "hidden_at", "owner_suspended_at" ON "stores"
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL AND OLD.owner_suspended_at IS NULL)
    <> (NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND NEW.owner_suspended_at IS NULL))
  EXECUTE FUNCTION catalog_store_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "price_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM new_rows) FOR SHARE;
  INSERT INTO product_price_counts (category_id, band, visible)
    SELECT n.category_id, price_band_of(n.price), count(*) FROM new_rows n JOIN stores s ON s.id = n.store_id
    WHERE n.deleted_at IS NULL AND n.hidden_at IS NULL
      AND s.deleted_at IS NULL AND s.hidden_at IS NULL AND s.owner_suspended_at IS NULL
    GROUP BY 1, 2
  ON CONFLICT (category_id, band) DO UPDATE SET visible = product_price_counts.visible + excluded.visible;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "price_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM stores WHERE id = NEW.store_id FOR SHARE;
    IF NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND EXISTS (
      SELECT 1 FROM stores WHERE id = NEW.store_id
        AND deleted_at IS NULL AND hidden_at IS NULL AND owner_suspended_at IS NULL
    ) THEN
      INSERT INTO product_price_counts (category_id, band, visible)
        VALUES (NEW.category_id, price_band_of(NEW.price), 1)
      ON CONFLICT (category_id, band) DO UPDATE SET visible = product_price_counts.visible + 1;
    END IF;
  END IF;
  PERFORM 1 FROM stores WHERE id = OLD.store_id FOR SHARE;
  IF OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL AND EXISTS (
    SELECT 1 FROM stores WHERE id = OLD.store_id
      AND deleted_at IS NULL AND hidden_at IS NULL AND owner_suspended_at IS NULL
  ) THEN
    UPDATE product_price_counts SET visible = visible - 1
    WHERE category_id = OLD.category_id AND band = price_band_of(OLD.price);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "price_counts_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_counts (category_id, band, visible)
    SELECT category_id, price_band_of(price),
      (CASE WHEN NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND NEW.owner_suspended_at IS NULL
        THEN 1 ELSE -1 END) * count(*)
    FROM products WHERE store_id = NEW.id AND deleted_at IS NULL AND hidden_at IS NULL
    GROUP BY 1, 2
  ON CONFLICT (category_id, band) DO UPDATE SET visible = product_price_counts.visible + excluded.visible;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "stores_price_counts_changed" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_price_counts_changed" AFTER UPDATE OF "deleted_at", "hidden_at", "owner_suspended_at" ON "stores"
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL AND OLD.owner_suspended_at IS NULL)
    <> (NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND NEW.owner_suspended_at IS NULL))
  EXECUTE FUNCTION price_counts_store_changed();--> statement-breakpoint
UPDATE "product_counts" SET "visible" = 0;--> statement-breakpoint
INSERT INTO "product_counts" ("category_id", "visible")
SELECT p.category_id, count(*) FROM products p JOIN stores s ON s.id = p.store_id
WHERE p.deleted_at IS NULL AND p.hidden_at IS NULL
  AND s.deleted_at IS NULL AND s.hidden_at IS NULL AND s.owner_suspended_at IS NULL
GROUP BY 1
ON CONFLICT ("category_id") DO UPDATE SET "visible" = excluded."visible";--> statement-breakpoint
UPDATE "product_price_counts" SET "visible" = 0;--> statement-breakpoint
INSERT INTO "product_price_counts" ("category_id", "band", "visible")
SELECT p.category_id, price_band_of(p.price), count(*) FROM products p JOIN stores s ON s.id = p.store_id
WHERE p.deleted_at IS NULL AND p.hidden_at IS NULL
  AND s.deleted_at IS NULL AND s.hidden_at IS NULL AND s.owner_suspended_at IS NULL
GROUP BY 1, 2
ON CONFLICT ("category_id", "band") DO UPDATE SET "visible" = excluded."visible";
