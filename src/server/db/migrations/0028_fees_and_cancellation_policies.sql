-- Fees and cancellation policies. An item names its cancellation policy and an optional
-- security deposit; a booking fixes, when it is requested, the policy, the renter's service
-- fee, the owner's commission and the deposit, so that later changes to the item or to the
-- marketplace's settings never reprice it. Bookings made before fees existed have none.
ALTER TABLE "items" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_cancellation_policy_valid" CHECK ("items"."cancellation_policy" in ('flexible', 'moderate', 'strict'));
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_deposit_non_negative" CHECK ("items"."deposit_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_policy_valid" CHECK ("bookings"."cancellation_policy" in ('flexible', 'moderate', 'strict'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_fee_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_fees_non_negative" CHECK ("bookings"."service_fee_cents" >= 0 AND "bookings"."deposit_cents" >= 0 AND "bookings"."commission_cents" >= 0);
--> statement-breakpoint
-- Who cancelled: an owner's cancellations of confirmed rentals are counted on their profile.
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_valid" CHECK ("bookings"."cancelled_by" in ('renter', 'owner', 'admin', 'clock', 'system'));
--> statement-breakpoint
CREATE INDEX "bookings_owner_cancellations_idx" ON "bookings" USING btree ("owner_id") WHERE "cancelled_by" = 'owner';
--> statement-breakpoint
-- What a refund gives back, decided with the transition that caused it (a cancellation
-- policy may keep part of the payment), and when the provider confirmed it.
ALTER TABLE "payments" ADD COLUMN "refund_cents" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "payments" SET "refund_cents" = "amount_cents" WHERE "status" in ('refund_pending', 'refunded');
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refund_cents" IS NULL OR ("payments"."refund_cents" > 0 AND "payments"."refund_cents" <= "payments"."amount_cents"));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_amount_known" CHECK (("payments"."status" in ('refund_pending', 'refunded')) = ("payments"."refund_cents" IS NOT NULL));
--> statement-breakpoint
-- The local provider records what each refund gave back, as Stripe does.
ALTER TABLE "local_checkout_sessions" ADD COLUMN "refunded_cents" integer;
--> statement-breakpoint
UPDATE "local_checkout_sessions" SET "refunded_cents" = "amount_cents" WHERE "refunded";
