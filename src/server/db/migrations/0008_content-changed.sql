-- Every write to a table a public page shows is announced on the channel content_changed, once per statement,
-- with the table's name: the in-process cache of public answers (src/server/routes/response-cache.ts) empties
-- itself on every instance. Statement-level, so a sync writing a thousand rows sends one notice per statement,
-- and identical notices within a transaction are folded into one by PostgreSQL.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['articles', 'article_tags', 'article_summaries', 'teams', 'players', 'player_stats',
                           'tournaments', 'team_matches', 'team_rankings', 'team_analysis']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS content_changed ON %I', t);
    EXECUTE format('CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t);
  END LOOP;
END;
$$;
