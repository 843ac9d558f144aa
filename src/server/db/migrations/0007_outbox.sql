CREATE TABLE "outbox_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"booking_id" uuid,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("available_at") WHERE "outbox_events"."delivered_at" is null;
--> statement-breakpoint
CREATE INDEX "outbox_events_booking_idx" ON "outbox_events" USING btree ("booking_id");
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "paid_at";
