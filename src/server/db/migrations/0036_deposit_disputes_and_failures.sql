-- A disputed claim's amount is captured when the renter disputes it and the decision refunds
-- what it does not award; a deposit the card refuses is failed, and the owner may keep the rental
-- without it (waived). The local provider records the refund of a captured hold, and a checkout
-- paid with the test card that declines later payments.
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_status_valid";
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_status_valid" CHECK ("deposits"."status" in ('to_hold', 'held', 'capture_pending', 'release_pending', 'captured', 'released', 'dispute_capture_pending', 'dispute_captured', 'refund_pending', 'refunded', 'failed', 'waived'));
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_capture_amount_known";
--> statement-breakpoint
-- A decision's refund names what it awards, which may be nothing.
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_capture_amount_known" CHECK ("deposits"."status" in ('refund_pending', 'refunded') OR ("deposits"."status" in ('capture_pending', 'captured', 'dispute_capture_pending', 'dispute_captured')) = ("deposits"."captured_cents" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "local_deposit_holds" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "declines_off_session" boolean DEFAULT false NOT NULL;
