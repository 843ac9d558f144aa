-- An event that failed for good (a permanent error, or too many attempts) is a dead letter: no
-- longer claimed, shown in the admin console until an administrator retries or discards it.
ALTER TABLE "outbox_events" ADD COLUMN "dead_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "discarded_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "outbox_events_dead_idx" ON "outbox_events" USING btree ("dead_at") WHERE "outbox_events"."dead_at" is not null and "outbox_events"."discarded_at" is null;
--> statement-breakpoint
-- The retention job deletes delivered and discarded events, sent emails and expired tokens in
-- batches of the oldest first.
CREATE INDEX "outbox_events_delivered_idx" ON "outbox_events" USING btree ("delivered_at") WHERE "outbox_events"."delivered_at" is not null;
--> statement-breakpoint
CREATE INDEX "outbox_events_discarded_idx" ON "outbox_events" USING btree ("discarded_at") WHERE "outbox_events"."discarded_at" is not null;
--> statement-breakpoint
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");
--> statement-breakpoint
-- Retrying and discarding a dead letter are actions of the audit log.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_valid";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_valid" CHECK ("admin_audit_log"."action" in ('user.suspend', 'user.reinstate', 'listing.hide', 'listing.unhide', 'booking.cancel', 'report.resolve', 'report.dismiss', 'payout.mark_paid', 'claim.decide', 'outbox.retry', 'outbox.discard'));
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_type_valid";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_type_valid" CHECK ("admin_audit_log"."target_type" in ('user', 'listing', 'booking', 'report', 'payout', 'claim', 'outbox_event'));
