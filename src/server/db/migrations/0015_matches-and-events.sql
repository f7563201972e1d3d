CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandascore_id" integer NOT NULL,
	"game" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"league_pandascore_id" integer,
	"league_name" text NOT NULL,
	"league_image_url" text,
	"serie_name" text,
	"year" integer,
	"tier" text DEFAULT 'unknown' NOT NULL,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"winner_pandascore_id" integer,
	"modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_pandascoreId_unique" UNIQUE("pandascore_id"),
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "match_games" (
	"match_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pandascore_id" integer,
	"status" text NOT NULL,
	"winner_pandascore_id" integer,
	"length_seconds" integer,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"forfeit" boolean DEFAULT false NOT NULL,
	"map_name" text,
	CONSTRAINT "match_games_match_id_position_pk" PRIMARY KEY("match_id","position")
);
--> statement-breakpoint
CREATE TABLE "match_texts" (
	"match_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"engine" text NOT NULL,
	"source_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandascore_id" integer NOT NULL,
	"game" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"tournament_id" uuid,
	"tournament_pandascore_id" integer,
	"event_id" uuid,
	"scheduled_at" timestamp with time zone,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"original_scheduled_at" timestamp with time zone,
	"rescheduled" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(begin_at, scheduled_at, original_scheduled_at)) STORED,
	"match_type" text,
	"number_of_games" integer,
	"team1_pandascore_id" integer,
	"team1_name" text,
	"team1_acronym" text,
	"team1_image_url" text,
	"team1_score" integer,
	"team2_pandascore_id" integer,
	"team2_name" text,
	"team2_acronym" text,
	"team2_image_url" text,
	"team2_score" integer,
	"winner_pandascore_id" integer,
	"forfeit" boolean DEFAULT false NOT NULL,
	"draw" boolean DEFAULT false NOT NULL,
	"streams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_pandascoreId_unique" UNIQUE("pandascore_id"),
	CONSTRAINT "matches_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"tournament_id" uuid NOT NULL,
	"team_pandascore_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"team_acronym" text,
	"team_image_url" text,
	"rank" integer NOT NULL,
	"wins" integer,
	"losses" integer,
	"ties" integer,
	"game_wins" integer,
	"game_losses" integer,
	"last_match_pandascore_id" integer,
	CONSTRAINT "standings_tournament_id_team_pandascore_id_pk" PRIMARY KEY("tournament_id","team_pandascore_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_rosters" (
	"tournament_id" uuid NOT NULL,
	"team_pandascore_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"team_acronym" text,
	"team_image_url" text,
	"players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tournament_rosters_tournament_id_team_pandascore_id_pk" PRIMARY KEY("tournament_id","team_pandascore_id")
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "stage_name" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "league_pandascore_id" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "serie_pandascore_id" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prizepool" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "has_bracket" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "live_supported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "winner_pandascore_id" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "modified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_games" ADD CONSTRAINT "match_games_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_texts" ADD CONSTRAINT "match_texts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rosters" ADD CONSTRAINT "tournament_rosters_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_game_begin_idx" ON "events" USING btree ("game","begin_at");--> statement-breakpoint
CREATE INDEX "events_game_end_idx" ON "events" USING btree ("game","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_texts_match_kind_key" ON "match_texts" USING btree ("match_id","kind");--> statement-breakpoint
CREATE INDEX "matches_status_starts_idx" ON "matches" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "matches_game_status_starts_idx" ON "matches" USING btree ("game","status","starts_at");--> statement-breakpoint
CREATE INDEX "matches_team1_starts_idx" ON "matches" USING btree ("team1_pandascore_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_team2_starts_idx" ON "matches" USING btree ("team2_pandascore_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_tournament_starts_idx" ON "matches" USING btree ("tournament_id","starts_at");--> statement-breakpoint
CREATE INDEX "matches_event_starts_idx" ON "matches" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "standings_tournament_rank_idx" ON "standings" USING btree ("tournament_id","rank");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_event_begin_idx" ON "tournaments" USING btree ("event_id","begin_at");--> statement-breakpoint
-- The new tables' writes empty the cache of public answers like every table a public page shows (0008).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['events', 'matches', 'match_games', 'standings', 'tournament_rosters', 'match_texts']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS content_changed ON %I', t);
    EXECUTE format('CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t);
  END LOOP;
END;
$$;
