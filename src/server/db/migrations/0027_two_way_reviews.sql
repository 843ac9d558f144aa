-- Two-way blind reviews: the renter reviews the item and its owner, the owner reviews the
-- renter. Each review names its direction and the person reviewed; one per booking and
-- direction. revealed_at is set when both sides have written, or when the review window
-- closes; until then only the writer reads the review. Existing reviews are renters' reviews
-- of items, already public.
ALTER TABLE "reviews" ADD COLUMN "direction" text DEFAULT 'renter_to_owner' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_id" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "revealed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "reviews" SET "subject_id" = "owner_id", "revealed_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "subject_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "direction" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_direction_valid" CHECK ("reviews"."direction" in ('renter_to_owner', 'owner_to_renter'));
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_booking_id_unique";
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_direction_unique" UNIQUE("booking_id", "direction");
--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id", "created_at");
--> statement-breakpoint
-- The reviews still hidden: few at any time, read by every reveal sweep.
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("booking_id") WHERE "revealed_at" IS NULL;
--> statement-breakpoint
-- A review shown at last changes the item's rating as much as a new one does.
CREATE TRIGGER reviews_announce_reveal
  AFTER UPDATE OF revealed_at ON reviews
  FOR EACH ROW WHEN (OLD.revealed_at IS DISTINCT FROM NEW.revealed_at)
  EXECUTE FUNCTION reviews_announce_page_change();
