-- Extensions Drizzle cannot declare: btree_gist backs the bookings exclusion constraint,
-- pg_trgm the typo-tolerant item search. PGlite must load both on every open.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
