-- An item row removed (by hand, a script, a cascade) is a page gone: its notice names OLD.id.
-- The update trigger keeps its WHEN, which a DELETE trigger cannot have (it has no NEW row).
CREATE OR REPLACE FUNCTION items_announce_page_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lendwell_cache', OLD.id::text);
  ELSE
    PERFORM pg_notify('lendwell_cache', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_announce_page_removal
  AFTER DELETE ON items
  FOR EACH ROW EXECUTE FUNCTION items_announce_page_change();
--> statement-breakpoint
-- A renamed category, told as such: the rename's touch of its items changes no item column when
-- only letter case changes (the search vector folds case), so the items trigger stays silent.
CREATE FUNCTION categories_announce_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lendwell_cache', 'category:' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_announce_rename
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_announce_rename();
