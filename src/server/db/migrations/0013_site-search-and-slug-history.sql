-- Site search (/search, decision 020): typo-tolerant matching by trigrams (pg_trgm) over accent-folded text
-- (unaccent), so "inaki" finds "Iñaki" and "astrelis" finds "Astralis". Both extensions ship with PostgreSQL 15
-- and with PGlite (loaded in src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE (it reads its dictionary by name at run time), so it cannot be indexed; naming the
-- dictionary makes the result depend on the argument alone, which is what IMMUTABLE promises.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_title_trgm" ON "articles" USING gin (search_fold("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "teams_name_trgm" ON "teams" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "players_name_trgm" ON "players" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "players_real_name_trgm" ON "players"
  USING gin (search_fold(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);
--> statement-breakpoint
-- Old slugs keep working (decision 020): every change of an article's, team's or player's slug is recorded here
-- by a trigger, whatever made it (a new slug rule, a PandaScore rename, an admin edit), and a request for the old
-- slug is answered with a 301 to the current one.
CREATE TABLE IF NOT EXISTS "slug_history" (
  "kind" text NOT NULL,
  "old_slug" text NOT NULL,
  "target_id" text NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "slug_history_pkey" PRIMARY KEY ("kind", "old_slug")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_slug_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO slug_history (kind, old_slug, target_id, changed_at)
  VALUES (TG_ARGV[0], OLD.slug, OLD.id::text, now())
  ON CONFLICT (kind, old_slug) DO UPDATE SET target_id = EXCLUDED.target_id, changed_at = EXCLUDED.changed_at;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS slug_history ON "articles";
--> statement-breakpoint
CREATE TRIGGER slug_history AFTER UPDATE OF slug ON "articles"
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug AND OLD.slug <> '') EXECUTE FUNCTION record_slug_change('article');
--> statement-breakpoint
DROP TRIGGER IF EXISTS slug_history ON "teams";
--> statement-breakpoint
CREATE TRIGGER slug_history AFTER UPDATE OF slug ON "teams"
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION record_slug_change('team');
--> statement-breakpoint
DROP TRIGGER IF EXISTS slug_history ON "players";
--> statement-breakpoint
CREATE TRIGGER slug_history AFTER UPDATE OF slug ON "players"
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION record_slug_change('player');
