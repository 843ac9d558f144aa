ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Bookings that already have several open checkouts keep the newest open. The older ones become
-- 'failed': like 'open', a payment that still arrives on one is settled (and refunded when the
-- booking is paid already), but they no longer count as the booking's open checkout.
UPDATE "payments" SET "status" = 'failed', "updated_at" = now()
WHERE "status" = 'open' AND "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "booking_id" ORDER BY "created_at" DESC, "id" DESC) AS "newest"
    FROM "payments" WHERE "status" = 'open'
  ) AS "ranked" WHERE "newest" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'open';
