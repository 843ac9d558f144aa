-- Rate-limit counters every server process shares, so that a limit of N is N however many
-- processes serve. One row per counted key (its SHA-256: keys name client and email addresses)
-- and window. Nothing of it needs to survive a crash of the database server, so the table is
-- unlogged (cheaper writes; emptied after a crash).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_at_idx" ON "rate_limit_counters" USING btree ("window_ends_at");
--> statement-breakpoint
-- A session that ends (signed out, revoked by a password change, reset or suspension, deleted
-- with its account) tells every server process on commit (channel lendwell_revoked, as
-- src/server/live/revocations.ts), which ends the event streams it opened there at once.
CREATE FUNCTION sessions_announce_revocation() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lendwell_revoked', OLD.token_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_revocation
  AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION sessions_announce_revocation();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_removal
  AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION sessions_announce_revocation();
