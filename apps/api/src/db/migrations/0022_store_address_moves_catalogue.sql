-- A store's public answer names the city it ships from (docs/decisions/0966): a change of its
-- ship-from address moves the catalogue version, as a change of the store itself does.
CREATE CONSTRAINT TRIGGER "store_addresses_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_addresses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "catalogue_truncated" AFTER TRUNCATE ON "store_addresses"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
