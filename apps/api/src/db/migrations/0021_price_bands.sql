CREATE TABLE "price_bands" (
	"band" integer PRIMARY KEY NOT NULL,
	"lo" integer NOT NULL,
	"hi" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_counts" (
	"category_id" integer NOT NULL,
	"band" integer NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_price_counts_category_id_band_pk" PRIMARY KEY("category_id","band")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_bands_lo_key" ON "price_bands" USING btree ("lo");--> statement-breakpoint
-- Price bands and the visible products per category and band (docs/decisions/0962): a priced
-- listing's exact total sums the bands inside its range and counts only the products of its two
-- edges, instead of every product in the range. Band 0 starts at 0; band k ≥ 1 at
-- round(1000 × 1.05^k), past the highest price the catalogue allows (products_price_range).
INSERT INTO "price_bands" ("band", "lo", "hi")
SELECT "band", "lo", COALESCE(lead("lo") OVER (ORDER BY "lo") - 1, 2147483647)
FROM (
  SELECT (row_number() OVER (ORDER BY "lo") - 1)::int AS "band", "lo"
  FROM (
    SELECT DISTINCT CASE WHEN k = 0 THEN 0 ELSE round(1000 * power(1.05::numeric, k))::int END AS "lo"
    FROM generate_series(0, 240) AS k
  ) l
) b;--> statement-breakpoint
CREATE FUNCTION "price_band_of"(price integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT band FROM price_bands WHERE lo <= price ORDER BY lo DESC LIMIT 1
$$;--> statement-breakpoint
-- The same visibility as product_counts (migration 0017): the product and its store neither
-- deleted nor hidden; the same store locks, so a concurrent store change counts these rows once.
CREATE FUNCTION "price_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM new_rows) FOR SHARE;
  INSERT INTO product_price_counts (category_id, band, visible)
    SELECT n.category_id, price_band_of(n.price), count(*) FROM new_rows n JOIN stores s ON s.id = n.store_id
    WHERE n.deleted_at IS NULL AND n.hidden_at IS NULL AND s.deleted_at IS NULL AND s.hidden_at IS NULL
    GROUP BY 1, 2
  ON CONFLICT (category_id, band) DO UPDATE SET visible = product_price_counts.visible + excluded.visible;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_price_counts_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_counts_inserted();--> statement-breakpoint
CREATE FUNCTION "price_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM stores WHERE id = NEW.store_id FOR SHARE;
    IF NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND EXISTS (
      SELECT 1 FROM stores WHERE id = NEW.store_id AND deleted_at IS NULL AND hidden_at IS NULL
    ) THEN
      INSERT INTO product_price_counts (category_id, band, visible)
        VALUES (NEW.category_id, price_band_of(NEW.price), 1)
      ON CONFLICT (category_id, band) DO UPDATE SET visible = product_price_counts.visible + 1;
    END IF;
  END IF;
  PERFORM 1 FROM stores WHERE id = OLD.store_id FOR SHARE;
  IF OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL AND EXISTS (
    SELECT 1 FROM stores WHERE id = OLD.store_id AND deleted_at IS NULL AND hidden_at IS NULL
  ) THEN
    UPDATE product_price_counts SET visible = visible - 1
    WHERE category_id = OLD.category_id AND band = price_band_of(OLD.price);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_price_counts_changed" AFTER UPDATE OF "deleted_at", "hidden_at", "category_id", "store_id", "price" ON "products"
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at
    OR OLD.category_id <> NEW.category_id OR OLD.store_id <> NEW.store_id OR OLD.price <> NEW.price)
  EXECUTE FUNCTION price_counts_changed();--> statement-breakpoint
CREATE TRIGGER "products_price_counts_deleted" AFTER DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION price_counts_changed();--> statement-breakpoint
CREATE FUNCTION "price_counts_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_counts (category_id, band, visible)
    SELECT category_id, price_band_of(price),
      (CASE WHEN NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL THEN 1 ELSE -1 END) * count(*)
    FROM products WHERE store_id = NEW.id AND deleted_at IS NULL AND hidden_at IS NULL
    GROUP BY 1, 2
  ON CONFLICT (category_id, band) DO UPDATE SET visible = product_price_counts.visible + excluded.visible;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stores_price_counts_changed" AFTER UPDATE OF "deleted_at", "hidden_at" ON "stores"
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL) <> (NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL))
  EXECUTE FUNCTION price_counts_store_changed();--> statement-breakpoint
INSERT INTO "product_price_counts" ("category_id", "band", "visible")
SELECT p.category_id, price_band_of(p.price), count(*) FROM products p JOIN stores s ON s.id = p.store_id
WHERE p.deleted_at IS NULL AND p.hidden_at IS NULL AND s.deleted_at IS NULL AND s.hidden_at IS NULL
GROUP BY 1, 2;
