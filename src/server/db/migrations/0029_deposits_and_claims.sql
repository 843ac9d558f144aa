-- Security deposits and damage claims. A deposit row is committed with the capture of the
-- rental's payment (status to_hold); the outbox then asks the provider to place it. Its mode
-- (a card hold, or a charge refunded on release) is chosen then and kept. One claim per rental.
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'to_hold' NOT NULL,
	"provider_reference" text,
	"captured_cents" integer,
	"release_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_cents" > 0),
	CONSTRAINT "deposits_provider_valid" CHECK ("deposits"."provider" in ('local', 'stripe')),
	CONSTRAINT "deposits_mode_valid" CHECK ("deposits"."mode" in ('hold', 'charge')),
	CONSTRAINT "deposits_status_valid" CHECK ("deposits"."status" in ('to_hold', 'held', 'capture_pending', 'release_pending', 'captured', 'released')),
	CONSTRAINT "deposits_captured_within_amount" CHECK ("deposits"."captured_cents" IS NULL OR ("deposits"."captured_cents" > 0 AND "deposits"."captured_cents" <= "deposits"."amount_cents")),
	CONSTRAINT "deposits_capture_amount_known" CHECK (("deposits"."status" in ('capture_pending', 'captured')) = ("deposits"."captured_cents" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The release sweep reads only deposits still on the card.
CREATE INDEX "deposits_release_due_idx" ON "deposits" USING btree ("release_at") WHERE "status" in ('to_hold', 'held');
--> statement-breakpoint
CREATE TABLE "damage_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"photo_urls" text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"dispute_text" text,
	"respond_by" timestamp with time zone NOT NULL,
	"decided_cents" integer,
	"decision_note" text,
	"decided_by" uuid,
	"answered_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_claims_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "damage_claims_status_valid" CHECK ("damage_claims"."status" in ('open', 'accepted', 'disputed', 'decided')),
	CONSTRAINT "damage_claims_amount_positive" CHECK ("damage_claims"."amount_cents" > 0),
	CONSTRAINT "damage_claims_decided_within_claim" CHECK ("damage_claims"."decided_cents" IS NULL OR ("damage_claims"."decided_cents" >= 0 AND "damage_claims"."decided_cents" <= "damage_claims"."amount_cents")),
	CONSTRAINT "damage_claims_decision_known" CHECK (("damage_claims"."status" in ('accepted', 'decided')) = ("damage_claims"."decided_cents" IS NOT NULL)),
	CONSTRAINT "damage_claims_photos_count" CHECK (cardinality("damage_claims"."photo_urls") between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "damage_claims_status_created_idx" ON "damage_claims" USING btree ("status","created_at");
--> statement-breakpoint
-- The local provider's card holds, as Stripe keeps its PaymentIntents: one per deposit.
CREATE TABLE "local_deposit_holds" (
	"deposit_id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"captured_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_deposit_holds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "local_deposit_holds_status_valid" CHECK ("local_deposit_holds"."status" in ('held', 'captured', 'released'))
);
--> statement-breakpoint
-- The local checkout page tells the payer of the deposit that will be held.
ALTER TABLE "local_checkout_sessions" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_valid";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_valid" CHECK ("admin_audit_log"."action" in ('user.suspend', 'user.reinstate', 'listing.hide', 'listing.unhide', 'booking.cancel', 'report.resolve', 'report.dismiss', 'claim.decide'));
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_type_valid";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_type_valid" CHECK ("admin_audit_log"."target_type" in ('user', 'listing', 'booking', 'report', 'claim'));
