CREATE TABLE "product_sales_daily" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_daily_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "product_sales_daily_units_nonnegative" CHECK ("product_sales_daily"."units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "popular" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_daily_day_idx" ON "product_sales_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("price","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("popular" DESC NULLS LAST,round(rating_total::numeric / NULLIF(rating_count, 0), 1) DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree (round(rating_total::numeric / NULLIF(rating_count, 0), 1) DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_store_listing_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_popular_nonnegative" CHECK ("products"."popular" >= 0);
--> statement-breakpoint
-- Hand-written below
-- Sales kept on write (docs/decisions/0970): units of paid store orders (TO_SHIP and after) that
-- were not canceled. A store order's status moves only through guarded transitions (ADR 0850),
-- so each move into or out of the paid states happens once, and so does its tally here.
CREATE FUNCTION "tally_sale"(a_product integer, a_store integer, a_day date, a_units integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET sold = sold + a_units,
    popular = CASE WHEN a_day >= (now() AT TIME ZONE 'UTC')::date - 29
      THEN GREATEST(popular + a_units, 0) ELSE popular END
  WHERE id = a_product;
  UPDATE stores SET sold = sold + a_units WHERE id = a_store;
  INSERT INTO product_sales_daily AS d (product_id, day, units)
    VALUES (a_product, a_day, GREATEST(a_units, 0))
    ON CONFLICT (product_id, day) DO UPDATE SET units = d.units + a_units;
END $$;--> statement-breakpoint
CREATE FUNCTION "store_order_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid CONSTANT text[] := ARRAY['TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED'];
  sign integer;
  line record;
BEGIN
  IF (OLD.status = ANY (paid)) = (NEW.status = ANY (paid)) THEN
    RETURN NULL;
  END IF;
  sign := CASE WHEN NEW.status = ANY (paid) THEN 1 ELSE -1 END;
  -- Products in id order, as every other writer of several products locks them.
  FOR line IN
    SELECT product_id, SUM(quantity)::int AS units FROM order_items
    WHERE store_order_id = NEW.id AND product_id IS NOT NULL
    GROUP BY product_id ORDER BY product_id
  LOOP
    PERFORM tally_sale(line.product_id, NEW.store_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
      sign * line.units);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "store_orders_sales" AFTER UPDATE OF "status" ON "store_orders"
  FOR EACH ROW EXECUTE FUNCTION store_order_sales();--> statement-breakpoint
-- A line added to a store order that is already paid (the demo seed writes orders as they ended).
CREATE FUNCTION "order_item_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  so record;
BEGIN
  IF NEW.store_order_id IS NULL OR NEW.product_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT id, store_id, created_at INTO so FROM store_orders
  WHERE id = NEW.store_order_id AND status IN ('TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED');
  IF FOUND THEN
    PERFORM tally_sale(NEW.product_id, so.store_id, (so.created_at AT TIME ZONE 'UTC')::date,
      NEW.quantity);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_sales" AFTER INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION order_item_sales();--> statement-breakpoint
-- The sales of the orders already paid.
INSERT INTO product_sales_daily (product_id, day, units)
  SELECT i.product_id, (so.created_at AT TIME ZONE 'UTC')::date, SUM(i.quantity)::int
  FROM order_items i JOIN store_orders so ON so.id = i.store_order_id
  WHERE so.status IN ('TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED') AND i.product_id IS NOT NULL
  GROUP BY 1, 2;--> statement-breakpoint
UPDATE products p SET sold = s.units, popular = s.recent
  FROM (
    SELECT product_id, SUM(units)::int AS units,
      (SUM(units) FILTER (WHERE day >= (now() AT TIME ZONE 'UTC')::date - 29))::int AS recent
    FROM product_sales_daily GROUP BY product_id
  ) s
  WHERE p.id = s.product_id;--> statement-breakpoint
UPDATE stores st SET sold = s.units
  FROM (
    SELECT p.store_id, SUM(d.units)::int AS units
    FROM product_sales_daily d JOIN products p ON p.id = d.product_id GROUP BY p.store_id
  ) s
  WHERE st.id = s.store_id;--> statement-breakpoint
-- A sale moves `sold` and `popular` like stock (docs/decisions/0970): the stock version, with
-- the product recorded in stock_changes, so kept answers survive it and get the new figures.
CREATE OR REPLACE FUNCTION "product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_to bigint;
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - 'stock' - 'sold' - 'popular' - 'updated_at')
      = (to_jsonb(NEW) - 'stock' - 'sold' - 'popular' - 'updated_at') THEN
    moved_to := NULLIF(current_setting('pasar.stock_version', true), '')::bigint;
    IF moved_to IS NULL THEN
      UPDATE catalogue_version SET stock_version = stock_version + 1 WHERE id = 1
        RETURNING stock_version INTO moved_to;
      PERFORM set_config('pasar.stock_version', moved_to::text, true);
    END IF;
    INSERT INTO stock_changes (stock_version, product_id) VALUES (moved_to, NEW.id);
  ELSIF current_setting('pasar.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('pasar.catalogue_changed', 'yes', true);
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A store's `sold` is no part of any catalogue answer: its move leaves the version alone.
CREATE FUNCTION "store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - 'sold' - 'updated_at') = (to_jsonb(NEW) - 'sold' - 'updated_at') THEN
    RETURN NULL;
  END IF;
  IF current_setting('pasar.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('pasar.catalogue_changed', 'yes', true);
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "stores_catalogue_changed" ON "stores";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stores_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "stores"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION store_changed();
--> statement-breakpoint
-- True when `a` becomes `b` by at most one edit: a letter added, dropped or changed, or two
-- neighbours swapped. The search results page keeps only such corrections of a mistyped word
-- (docs/decisions/0971): 'kaos' may be 'kaus', never 'kawi'.
CREATE FUNCTION "within_one_edit"(a text, b text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  i integer := 1;
BEGIN
  IF abs(la - lb) > 1 THEN
    RETURN false;
  END IF;
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP
    i := i + 1;
  END LOOP;
  IF i > least(la, lb) THEN
    RETURN true;
  ELSIF la = lb THEN
    RETURN substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
        AND substr(a, i + 2) = substr(b, i + 2));
  ELSIF la > lb THEN
    RETURN substr(a, i + 1) = substr(b, i);
  END IF;
  RETURN substr(a, i) = substr(b, i + 1);
END $$;
