CREATE TABLE "article_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'content' NOT NULL,
	"color" text DEFAULT '#64748b' NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"game" text DEFAULT 'Esports' NOT NULL,
	"timestamp" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '/placeholder.svg' NOT NULL,
	"insights" text DEFAULT '' NOT NULL,
	"original_url" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text NOT NULL,
	"engine" text DEFAULT 'local' NOT NULL,
	"source_feed_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"game" text NOT NULL,
	"stat_type" text NOT NULL,
	"stat_value" jsonb NOT NULL,
	"matches_played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandascore_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"nationality" text,
	"role" text,
	"image_url" text,
	"current_videogame" text,
	"team_id" uuid,
	"last_sync" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'B')) STORED,
	CONSTRAINT "players_pandascoreId_unique" UNIQUE("pandascore_id"),
	CONSTRAINT "players_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "team_analysis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"analysis_type" text DEFAULT 'current_form' NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"content" text NOT NULL,
	"engine" text DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandascore_match_id" integer NOT NULL,
	"team_id" uuid NOT NULL,
	"opponent_team_id" uuid,
	"tournament_id" uuid,
	"game" text NOT NULL,
	"match_date" timestamp with time zone NOT NULL,
	"result" text,
	"score_team" integer,
	"score_opponent" integer,
	"opponent_name" text,
	"opponent_acronym" text,
	"maps_played" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_type" text,
	"is_finished" boolean DEFAULT false NOT NULL,
	"tournament_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"game" text NOT NULL,
	"rank" integer NOT NULL,
	"points" integer,
	"ranking_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandascore_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"acronym" text,
	"location" text,
	"image_url" text,
	"current_videogame" text NOT NULL,
	"tier" text DEFAULT 'unknown' NOT NULL,
	"quality_score" real DEFAULT 0 NOT NULL,
	"tournament_count" integer DEFAULT 0 NOT NULL,
	"priority_sync" boolean DEFAULT false NOT NULL,
	"matches_count" integer DEFAULT 0 NOT NULL,
	"faq_content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(acronym, '')), 'A') || setweight(to_tsvector('simple', coalesce(location, '')), 'C')) STORED,
	CONSTRAINT "teams_pandascoreId_unique" UNIQUE("pandascore_id"),
	CONSTRAINT "teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandascore_id" integer,
	"name" text NOT NULL,
	"tier" text DEFAULT 'unknown' NOT NULL,
	"image_url" text,
	"game" text NOT NULL,
	"league_name" text,
	"serie_name" text,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_pandascoreId_unique" UNIQUE("pandascore_id")
);
--> statement-breakpoint
CREATE TABLE "feed_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feed_id" uuid NOT NULL,
	"guid" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"title_hash" text NOT NULL,
	"article_id" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"game" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_fetched" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_sources_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_source_feed_id_feed_sources_id_fk" FOREIGN KEY ("source_feed_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_analysis" ADD CONSTRAINT "team_analysis_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_opponent_team_id_teams_id_fk" FOREIGN KEY ("opponent_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rankings" ADD CONSTRAINT "team_rankings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_feed_id_feed_sources_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feed_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_tags_gin" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_created_published_idx" ON "articles" USING btree ("created_at" DESC NULLS FIRST,"published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_search_gin" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_stats_player_game_type_key" ON "player_stats" USING btree ("player_id","game","stat_type");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree ("name");--> statement-breakpoint
CREATE INDEX "players_search_gin" ON "players" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "team_analysis_current_key" ON "team_analysis" USING btree ("team_id","analysis_type") WHERE is_current;--> statement-breakpoint
CREATE UNIQUE INDEX "team_matches_match_team_key" ON "team_matches" USING btree ("pandascore_match_id","team_id");--> statement-breakpoint
CREATE INDEX "team_matches_team_date_idx" ON "team_matches" USING btree ("team_id","match_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "team_matches_upcoming_idx" ON "team_matches" USING btree ("is_finished","match_date");--> statement-breakpoint
CREATE UNIQUE INDEX "team_rankings_team_game_date_key" ON "team_rankings" USING btree ("team_id","game","ranking_date");--> statement-breakpoint
CREATE INDEX "teams_quality_idx" ON "teams" USING btree ("quality_score" DESC NULLS FIRST,"name");--> statement-breakpoint
CREATE INDEX "teams_game_quality_idx" ON "teams" USING btree ("current_videogame","quality_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "teams_search_gin" ON "teams" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_entries_feed_guid_key" ON "feed_entries" USING btree ("feed_id","guid");--> statement-breakpoint
CREATE INDEX "feed_entries_url_idx" ON "feed_entries" USING btree ("url");--> statement-breakpoint
CREATE INDEX "feed_entries_title_hash_idx" ON "feed_entries" USING btree ("title_hash");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);