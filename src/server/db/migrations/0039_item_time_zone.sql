-- The IANA time zone where an item is, found from its place: every rule about its rentals' dates
-- is judged on that zone's clock. Rows written before zones existed start in the marketplace's
-- default zone; the start-up backfill then places each one once (recorded in data_backfills).
-- No default is kept: the application always says where a new item is.
ALTER TABLE "items" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
-- Data changes that code, not SQL, must make once after a migration: one row each once done.
CREATE TABLE "data_backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
