-- The catalogue's version (docs/decisions/0205): a number that moves with every committed
-- transaction that changes what the catalogue shows. Catalogue answers kept in memory are reused
-- only while it stands still, on PGlite and on every instance sharing one PostgreSQL.
CREATE TABLE "catalogue_version" (
  "id" integer PRIMARY KEY CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Deferred to the commit and done once per transaction (the transaction-local setting remembers
-- it), so the one row is locked only while a transaction commits, never while it works.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pasar.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('pasar.catalogue_changed', 'yes', true);
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stores_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "stores"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
-- TRUNCATE has no row triggers; it bumps the version at once.
CREATE TRIGGER "catalogue_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "catalogue_truncated" AFTER TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "catalogue_truncated" AFTER TRUNCATE ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "catalogue_truncated" AFTER TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
