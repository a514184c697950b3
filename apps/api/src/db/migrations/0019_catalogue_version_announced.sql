-- Each move of the catalogue's versions is announced on the channel catalogue_version when its
-- transaction commits (docs/decisions/0997): on PGlite, the one process on its data keeps the
-- versions in memory from these instead of reading them for every answer it serves from memory.
CREATE FUNCTION "catalogue_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_version', NEW.version || ' ' || NEW.stock_version);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_version_moved" AFTER UPDATE ON "catalogue_version"
  FOR EACH ROW EXECUTE FUNCTION catalogue_version_moved();
