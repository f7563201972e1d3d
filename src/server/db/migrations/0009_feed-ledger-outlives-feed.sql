ALTER TABLE "feed_entries" DROP CONSTRAINT "feed_entries_feed_id_feed_sources_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_entries" ALTER COLUMN "feed_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_feed_id_feed_sources_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;