-- A rental or an owner's block taking or giving back days changes which items a search on dates
-- finds: every server process hears of it on commit (channel lendwell_cache, as
-- src/server/live/cacheChannel.ts) and drops its cached result pages, whichever code or tool
-- wrote the row.
CREATE FUNCTION item_calendar_announce_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lendwell_cache', OLD.item_id::text);
  ELSE
    PERFORM pg_notify('lendwell_cache', NEW.item_id::text);
    IF TG_OP = 'UPDATE' AND OLD.item_id <> NEW.item_id THEN
      PERFORM pg_notify('lendwell_cache', OLD.item_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_calendar_announce_change
  AFTER INSERT OR UPDATE OR DELETE ON item_calendar
  FOR EACH ROW EXECUTE FUNCTION item_calendar_announce_change();
