-- Interrupted work finishes by itself (docs/decisions/017): a lease names its holder and lapses within seconds
-- of the holder's last renewal, and the demo seed records how far it got.
ALTER TABLE "feed_sources" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE TABLE "job_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "app_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
