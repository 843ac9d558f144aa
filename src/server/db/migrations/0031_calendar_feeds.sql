-- Receipts and calendar feeds. A payment records when it was taken, which its receipt shows, and
-- when its receipt email was queued, so that a capture event delivered twice mails it once.
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
-- Payments taken before this column existed: their last change is the best record of when.
UPDATE "payments" SET "paid_at" = "updated_at" WHERE "status" IN ('paid', 'refund_pending', 'refunded');
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_mailed_at" timestamp with time zone;
--> statement-breakpoint
-- Older payments were never mailed a receipt and are not to be mailed one now.
UPDATE "payments" SET "receipt_mailed_at" = "updated_at" WHERE "status" IN ('paid', 'refund_pending', 'refunded');
--> statement-breakpoint
-- Each person's private calendar feed: only the SHA-256 of its secret token is kept; revoking
-- or regenerating it sets revoked_at, so at most one feed of a person is live.
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_live_per_user" ON "calendar_feeds" USING btree ("user_id") WHERE "revoked_at" IS NULL;
