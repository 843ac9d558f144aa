-- Money is kept in whole cents: integers add and multiply exactly, in SQL and in JavaScript.
-- Prices have exactly two decimals, so round() only turns numeric into integer here.
ALTER TABLE "items" ADD COLUMN "price_cents" integer;
--> statement-breakpoint
UPDATE "items" SET "price_cents" = round("price" * 100);
--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "price_cents" SET NOT NULL;
--> statement-breakpoint
-- Dropping the column drops its CHECK constraint and its index; both come back on the cents.
ALTER TABLE "items" DROP COLUMN "price";
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_price_non_negative" CHECK ("items"."price_cents" >= 0);
--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree ("price_cents");
--> statement-breakpoint
-- bigint: an hourly item at the highest price, booked for a day, is past a 32-bit integer.
ALTER TABLE "bookings" ADD COLUMN "total_cents" bigint;
--> statement-breakpoint
UPDATE "bookings" SET "total_cents" = round("total_price" * 100);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "total_price";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_total_non_negative" CHECK ("bookings"."total_cents" >= 0);
