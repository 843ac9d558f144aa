CREATE TABLE "item_title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"duration" text DEFAULT 'day' NOT NULL,
	"condition" text DEFAULT 'Good' NOT NULL,
	"availability" text DEFAULT 'Available' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"image_urls" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "items_price_non_negative" CHECK ("items"."price" >= 0),
	CONSTRAINT "items_duration_valid" CHECK ("items"."duration" in ('hour', 'day', 'week', 'month')),
	CONSTRAINT "items_condition_valid" CHECK ("items"."condition" in ('Excellent', 'Good', 'Fair', 'Poor')),
	CONSTRAINT "items_availability_valid" CHECK ("items"."availability" in ('Available', 'Unavailable', 'Rented')),
	CONSTRAINT "items_status_valid" CHECK ("items"."status" in ('active', 'inactive')),
	CONSTRAINT "items_image_count" CHECK (cardinality("items"."image_urls") between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_status_created_at_idx" ON "items" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_owner_id_idx" ON "items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "items_category_id_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree ("price");--> statement-breakpoint
CREATE INDEX "items_search_vector_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_title_trgm_idx" ON "items" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_place_trgm_idx" ON "items" USING gin (lower("city" || ' ' || "zip_code" || ' ' || "location") gin_trgm_ops);