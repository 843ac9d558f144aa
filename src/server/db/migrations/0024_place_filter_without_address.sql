-- The location filter matches the city and ZIP code only: the street address is shared once a
-- booking is confirmed, so no search may tell which item sits at an address.
DROP INDEX IF EXISTS "items_place_trgm_idx";
--> statement-breakpoint
CREATE INDEX "items_place_trgm_idx" ON "items" USING gin (lower("city" || ' ' || "zip_code") gin_trgm_ops);
