CREATE TABLE "stock_changes" (
	"stock_version" bigint NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "stock_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_changes_version_idx" ON "stock_changes" USING btree ("stock_version");
--> statement-breakpoint
-- A change of stock alone (a sale, a seller restocking) moves only `stock_version` and records
-- which products it changed in `stock_changes`, so the kept catalogue answers survive it and only
-- the changed figures are read again (docs/decisions/0845-stock-apart-from-kept-answers.md). Every
-- other change of a product still moves `version`. Both are deferred to the commit and moved once
-- per transaction; the transaction-local setting remembers the stock version it moved to.
CREATE FUNCTION "product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_to bigint;
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - 'stock' - 'updated_at') = (to_jsonb(NEW) - 'stock' - 'updated_at') THEN
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
DROP TRIGGER "products_catalogue_changed" ON "products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_changed();
