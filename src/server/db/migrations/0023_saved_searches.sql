CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search" text,
	"category_id" integer,
	"location" text,
	"near_zip" text,
	"radius_miles" integer,
	"min_price_cents" integer,
	"max_price_cents" integer,
	"query_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_until" timestamp with time zone NOT NULL,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"saved_search_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_item_id_pk" PRIMARY KEY("saved_search_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query_key");
--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("last_digest_at");
--> statement-breakpoint
CREATE INDEX "saved_search_hits_item_idx" ON "saved_search_hits" USING btree ("item_id");
--> statement-breakpoint
-- Alerts of saved searches are a category of their own, which a person may mail or not.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_category_valid";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_category_valid" CHECK ("notifications"."category" in ('booking_requests', 'booking_updates', 'payments', 'reminders', 'messages', 'reviews', 'saved_searches'));
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_category_valid";
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_category_valid" CHECK ("notification_preferences"."category" in ('booking_requests', 'booking_updates', 'payments', 'reminders', 'messages', 'reviews', 'saved_searches'));
