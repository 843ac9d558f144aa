-- The demo seed records its own progress: started before its first account, completed after its
-- last review. A start that finds it started and not completed (a process killed mid-seed)
-- finishes it. Databases seeded before this table existed have no row and are left as they are.
CREATE TABLE "demo_seed_runs" (
	"id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "demo_seed_runs_single_row" CHECK ("id" = 1)
);
