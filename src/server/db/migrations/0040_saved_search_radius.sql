-- A saved search's reach is in the marketplace's distance unit (miles in the US, kilometres in
-- most countries), no longer miles only.
ALTER TABLE "saved_searches" RENAME COLUMN "radius_miles" TO "radius";
