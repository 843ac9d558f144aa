-- Owner earnings and payouts on a ledger. Every movement of money is one signed entry in cents;
-- balances are sums of entries, never stored totals. Entries name an account (an owner's
-- earnings, the marketplace's fees, or the money held for a booking), and an idempotency key
-- that a replayed event or a repeated transition cannot write twice. No foreign keys: the
-- ledger outlives the rows it names, and it is never deleted with them.
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text NOT NULL,
	"user_id" uuid,
	"booking_id" uuid,
	"payout_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_account_valid" CHECK ("ledger_entries"."account" in ('owner', 'marketplace', 'held')),
	CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" in ('charge', 'refund', 'settlement', 'rental_earning', 'cancellation_earning', 'fee', 'deposit_capture', 'payout')),
	CONSTRAINT "ledger_entries_owner_named" CHECK (("ledger_entries"."account" = 'owner') = ("ledger_entries"."user_id" IS NOT NULL)),
	CONSTRAINT "ledger_entries_held_booking" CHECK ("ledger_entries"."account" <> 'held' OR "ledger_entries"."booking_id" IS NOT NULL),
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");
--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by another entry, never by rewriting one.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- An owner's request to be paid their available balance: debited on the ledger when requested,
-- then transferred through Stripe Connect, or marked paid by an administrator (local provider).
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"transfer_id" text,
	"paid_by" uuid REFERENCES "users"("id"),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_method_valid" CHECK ("payouts"."method" in ('local', 'stripe')),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('requested', 'paid')),
	CONSTRAINT "payouts_paid_at_known" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "payouts_requested_idx" ON "payouts" USING btree ("created_at") WHERE "status" = 'requested';
--> statement-breakpoint
-- An owner's Stripe Express account, where their payouts are transferred.
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"stripe_account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
-- An administrator marking a payout paid is an action of the audit log.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_valid";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_valid" CHECK ("admin_audit_log"."action" in ('user.suspend', 'user.reinstate', 'listing.hide', 'listing.unhide', 'booking.cancel', 'report.resolve', 'report.dismiss', 'claim.decide', 'payout.mark_paid'));
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_type_valid";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_type_valid" CHECK ("admin_audit_log"."target_type" in ('user', 'listing', 'booking', 'report', 'claim', 'payout'));
