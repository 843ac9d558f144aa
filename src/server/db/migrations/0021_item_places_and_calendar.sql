-- Where items and people roughly are: the centre of their ZIP code, from the ZIP centroids the
-- server ships with. Null while the ZIP code is empty or unknown.
ALTER TABLE "items" ADD COLUMN "latitude" double precision;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "longitude" double precision;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_coordinates_valid" CHECK (
  ("latitude" IS NULL) = ("longitude" IS NULL)
  AND ("latitude" IS NULL OR ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180))
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coordinates_valid" CHECK (
  ("latitude" IS NULL) = ("longitude" IS NULL)
  AND ("latitude" IS NULL OR ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180))
);
--> statement-breakpoint
-- A search near a place asks for the active items inside a box around it: the built-in GiST
-- operator class for points answers that on PostgreSQL and PGlite alike, with no extension.
CREATE INDEX "items_active_point_idx" ON "items" USING gist (point("longitude", "latitude"))
  WHERE "status" = 'active' AND "latitude" IS NOT NULL;
--> statement-breakpoint
-- The owner's rules for a request: the nights a rental lasts at least and at most, and the days
-- of notice before it starts. Null: no rule.
ALTER TABLE "items" ADD COLUMN "min_rental_days" integer;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "max_rental_days" integer;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "min_notice_days" integer;
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_rental_rules_valid" CHECK (
  ("min_rental_days" IS NULL OR "min_rental_days" BETWEEN 1 AND 365)
  AND ("max_rental_days" IS NULL OR "max_rental_days" BETWEEN 1 AND 365)
  AND ("min_rental_days" IS NULL OR "max_rental_days" IS NULL OR "min_rental_days" <= "max_rental_days")
  AND ("min_notice_days" IS NULL OR "min_notice_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
-- Every day an item is taken: by a rental (a confirmed or completed booking, mirrored here by a
-- trigger) or by the owner's block (away, in repair). One exclusion constraint over both, so a
-- block and a rental, two blocks, or two rentals never share a day of their half-open ranges,
-- under any concurrency.
CREATE TABLE "item_calendar" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "item_id" uuid NOT NULL,
  "kind" text NOT NULL,
  "booking_id" uuid,
  "from_date" date NOT NULL,
  "to_date" date NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "item_calendar_kind_valid" CHECK ("kind" IN ('rental', 'block')),
  CONSTRAINT "item_calendar_rental_has_booking" CHECK (("kind" = 'rental') = ("booking_id" IS NOT NULL)),
  CONSTRAINT "item_calendar_dates_ordered" CHECK ("from_date" < "to_date"),
  CONSTRAINT "item_calendar_booking_unique" UNIQUE ("booking_id")
);
--> statement-breakpoint
ALTER TABLE "item_calendar" ADD CONSTRAINT "item_calendar_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "item_calendar" ADD CONSTRAINT "item_calendar_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "item_calendar" ADD CONSTRAINT "item_calendar_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, daterange("from_date", "to_date", '[)') WITH &&);
--> statement-breakpoint
-- A booking holds its item's days while it is confirmed or completed, and gives them back when
-- it leaves those states. A move into them that meets a block fails with the exclusion
-- violation, as a move that meets another rental always has.
CREATE FUNCTION bookings_mirror_calendar() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IN ('confirmed', 'completed')
     AND OLD.status IN ('confirmed', 'completed')
     AND NEW.item_id = OLD.item_id AND NEW.from_date = OLD.from_date AND NEW.to_date = OLD.to_date THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM item_calendar WHERE booking_id = OLD.id;
  END IF;
  IF NEW.status IN ('confirmed', 'completed') THEN
    INSERT INTO item_calendar (item_id, kind, booking_id, from_date, to_date)
    VALUES (NEW.item_id, 'rental', NEW.id, NEW.from_date, NEW.to_date);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_mirror_calendar
  AFTER INSERT OR UPDATE OF status, item_id, from_date, to_date ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_mirror_calendar();
--> statement-breakpoint
-- The rentals taken before this migration.
INSERT INTO item_calendar (item_id, kind, booking_id, from_date, to_date)
SELECT item_id, 'rental', id, from_date, to_date FROM bookings
WHERE status IN ('confirmed', 'completed');
--> statement-breakpoint
CREATE INDEX "item_calendar_item_idx" ON "item_calendar" USING btree ("item_id", "from_date");
