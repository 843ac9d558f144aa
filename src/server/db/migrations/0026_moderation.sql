-- Trust and safety: suspended accounts, listings hidden by an administrator, reports, the
-- administrators' append-only audit log, and people blocking each other.
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_has_reason" CHECK (("users"."suspended_at" is null) = ("users"."suspension_reason" is null));
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "hidden_with_suspension" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_status_valid";
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_status_valid" CHECK ("items"."status" in ('active', 'inactive', 'hidden'));
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_hidden_has_reason" CHECK (("items"."status" = 'hidden') = ("items"."hidden_reason" is not null));
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" uuid REFERENCES "users"("id"),
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_valid" CHECK ("reports"."target_type" in ('listing', 'user', 'message')),
	CONSTRAINT "reports_reason_valid" CHECK ("reports"."reason" in ('scam', 'prohibited', 'offensive', 'unsafe', 'other')),
	CONSTRAINT "reports_status_valid" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_target_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "reports_target_user_idx" ON "reports" USING btree ("target_user_id");
--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL REFERENCES "users"("id"),
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_action_valid" CHECK ("admin_audit_log"."action" in ('user.suspend', 'user.reinstate', 'listing.hide', 'listing.unhide', 'booking.cancel', 'report.resolve', 'report.dismiss')),
	CONSTRAINT "admin_audit_log_target_type_valid" CHECK ("admin_audit_log"."target_type" in ('user', 'listing', 'booking', 'report'))
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");
--> statement-breakpoint
-- The log is append-only: what an administrator did cannot be rewritten or erased afterwards.
CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"blocked_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");
