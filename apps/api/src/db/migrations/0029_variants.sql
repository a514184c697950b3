CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"option_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"sku" text,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"weight" integer NOT NULL,
	"image_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_range" CHECK ("product_variants"."price" BETWEEN 1000 AND 100000000),
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_range" CHECK ("product_variants"."weight" BETWEEN 1 AND 50000)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_product_key";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position") WHERE "product_variants"."retired_at" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_product_idx" ON "cart_items" USING btree ("user_id","product_id");--> statement-breakpoint
-- Hand-written below (docs/decisions/1015-variants.md): every product becomes one variant
-- without options carrying its price, stock and weight; carts and order lines name it.
ALTER TABLE "products" ADD COLUMN "price_max" integer;--> statement-breakpoint
ALTER TABLE "products" DISABLE TRIGGER "products_catalogue_changed";--> statement-breakpoint
UPDATE "products" SET "price_max" = "price";--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_catalogue_changed";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_max" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_max" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_max_range" CHECK ("products"."price_max" >= "products"."price");--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "price", "stock", "weight")
  SELECT "id", "price", "stock", "weight" FROM "products" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
UPDATE "cart_items" c SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = c."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_variant_key" UNIQUE("user_id","variant_id");--> statement-breakpoint
UPDATE "order_items" o SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = o."product_id";--> statement-breakpoint
-- A product's price_max starts as its price; its own insert gives it its sole variant (a product
-- is never without one), from its figures.
CREATE FUNCTION "product_price_max_at_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_max := GREATEST(COALESCE(NEW.price_max, NEW.price), NEW.price);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_price_max_at_insert" BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION product_price_max_at_insert();--> statement-breakpoint
CREATE FUNCTION "product_sole_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, price, stock, weight)
    SELECT id, price, stock, weight FROM new_rows ORDER BY id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_sole_variant" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sole_variant();--> statement-breakpoint
-- A product's price (its lowest live variant's), price_max (the highest), stock (the sum) and
-- weight (its first variant's) follow its variants. A change of one variant's stock alone moves the product's stock by the
-- difference, so a sale stays a stock-only change (docs/decisions/0845); anything else sums the
-- live variants again. Variants written by the product's own insert (above) already agree.
CREATE FUNCTION "variant_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    pid := OLD.product_id;
  ELSE
    pid := NEW.product_id;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.product_id = NEW.product_id AND OLD.price = NEW.price
    AND OLD.weight = NEW.weight AND OLD.position = NEW.position
    AND OLD.retired_at IS NOT DISTINCT FROM NEW.retired_at THEN
    IF NEW.retired_at IS NULL AND OLD.stock <> NEW.stock THEN
      UPDATE products SET stock = stock + (NEW.stock - OLD.stock) WHERE id = pid;
    END IF;
    RETURN NULL;
  END IF;
  UPDATE products p SET price = f.lo, price_max = f.hi, stock = f.total, weight = f.first_weight
    FROM (SELECT min(price) AS lo, max(price) AS hi, sum(stock)::integer AS total,
            (array_agg(weight ORDER BY position, id))[1] AS first_weight
          FROM product_variants WHERE product_id = pid AND retired_at IS NULL) f
    WHERE p.id = pid AND f.lo IS NOT NULL
      AND (p.price, p.price_max, p.stock, p.weight)
        IS DISTINCT FROM (f.lo, f.hi, f.total, f.first_weight);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_figures" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION variant_figures();;--> statement-breakpoint
-- A product without options is its sole variant: a write of its price, stock or weight (not one
-- made by the trigger above) is written through to that variant. A product with options changes
-- its figures only through its variants.
CREATE FUNCTION "product_figures_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF NEW.options <> '[]'::jsonb OR OLD.options <> '[]'::jsonb THEN
    RAISE EXCEPTION 'product % has options: its price and stock change through its variants', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  NEW.price_max := NEW.price;
  UPDATE product_variants SET price = NEW.price, stock = NEW.stock, weight = NEW.weight,
      updated_at = now()
    WHERE product_id = NEW.id AND retired_at IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_figures_written" BEFORE UPDATE OF "price", "stock", "weight" ON "products"
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.stock IS DISTINCT FROM NEW.stock
    OR OLD.weight IS DISTINCT FROM NEW.weight)
  EXECUTE FUNCTION product_figures_written();;--> statement-breakpoint
-- A variant added, removed or changed other than in stock changes what the kept catalogue answers
-- show (docs/decisions/0205), even when the product's row stays as it was (a SKU, a picture, a
-- price between the lowest and the highest); a change of stock alone moves the product's stock,
-- which records it (0845).
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_changed" AFTER INSERT OR DELETE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_edited" AFTER UPDATE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at'))
  EXECUTE FUNCTION catalogue_changed();
