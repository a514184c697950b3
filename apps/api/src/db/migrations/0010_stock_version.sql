ALTER TABLE "catalogue_version" ADD COLUMN "stock_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A change of stock alone (a sale, a seller restocking) moves only `stock_version`, so the kept
-- catalogue answers survive it and only their stock figures are read again
-- (docs/decisions/0845-stock-apart-from-kept-answers.md). Every other change of a product still
-- moves `version`. Both are deferred to the commit and moved once per transaction.
CREATE FUNCTION "product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - 'stock' - 'updated_at') = (to_jsonb(NEW) - 'stock' - 'updated_at') THEN
    IF current_setting('pasar.stock_changed', true) IS DISTINCT FROM 'yes' THEN
      PERFORM set_config('pasar.stock_changed', 'yes', true);
      UPDATE catalogue_version SET stock_version = stock_version + 1 WHERE id = 1;
    END IF;
  ELSIF current_setting('pasar.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('pasar.catalogue_changed', 'yes', true);
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "products_catalogue_changed" ON "products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_changed();
