-- Whatever changes what an item page shows, from any process or tool, tells every server
-- process on commit (channel lendwell_cache, as src/server/live/cacheChannel.ts), so item pages
-- may stay cached for minutes. The item row: its own fields, the Rented flag, a renamed category
-- (which touches its items), an account deletion emptying it.
CREATE FUNCTION items_announce_page_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lendwell_cache', NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_announce_page_change
  AFTER UPDATE ON items
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION items_announce_page_change();
--> statement-breakpoint
-- The rating: a review written or removed.
CREATE FUNCTION reviews_announce_page_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lendwell_cache', OLD.item_id::text);
  ELSE
    PERFORM pg_notify('lendwell_cache', NEW.item_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_announce_page_change
  AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_announce_page_change();
--> statement-breakpoint
-- The owner: a new name, or an address verified (or no longer). Every page of theirs.
CREATE FUNCTION users_announce_owner_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lendwell_cache', 'owner:' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_owner_change
  AFTER UPDATE OF first_name, last_name, email_verified_at ON users
  FOR EACH ROW WHEN (
    OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR (OLD.email_verified_at IS NULL) <> (NEW.email_verified_at IS NULL)
  )
  EXECUTE FUNCTION users_announce_owner_change();
