CREATE TABLE "roster_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game" text NOT NULL,
	"kind" text NOT NULL,
	"player_pandascore_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"from_team_pandascore_id" integer,
	"from_team_name" text,
	"to_team_pandascore_id" integer,
	"to_team_name" text,
	"seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"roster_change_id" uuid NOT NULL,
	"story_type" text DEFAULT 'roster_change' NOT NULL,
	"game" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"engine" text DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_drafts" ADD CONSTRAINT "story_drafts_roster_change_id_roster_changes_id_fk" FOREIGN KEY ("roster_change_id") REFERENCES "public"."roster_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_changes_player_seen_key" ON "roster_changes" USING btree ("player_pandascore_id","seen_at");--> statement-breakpoint
CREATE INDEX "roster_changes_seen_idx" ON "roster_changes" USING btree ("seen_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "roster_changes_game_seen_idx" ON "roster_changes" USING btree ("game","seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "roster_changes_from_team_idx" ON "roster_changes" USING btree ("from_team_pandascore_id");--> statement-breakpoint
CREATE INDEX "roster_changes_to_team_idx" ON "roster_changes" USING btree ("to_team_pandascore_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_drafts_roster_change_key" ON "story_drafts" USING btree ("roster_change_id");--> statement-breakpoint
CREATE INDEX "story_drafts_created_idx" ON "story_drafts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- roster_changes announces its writes like every table a public page reads (0020), so the response cache never
-- replays a transfers list older than the sync that wrote it. (The sync writes players in the same transaction,
-- which announces too; this keeps the rule true for any other writer.)
CREATE TRIGGER content_inserted AFTER INSERT ON roster_changes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER content_updated AFTER UPDATE ON roster_changes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER content_deleted AFTER DELETE ON roster_changes REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER content_truncated AFTER TRUNCATE ON roster_changes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
