-- content_changed (0008, 0015) announces only a write that changed rows. The statement-level trigger fired for
-- every statement, so an upsert whose WHERE let no row through (a quiet re-sync, every live poll: 0017) still
-- emptied the response cache of every instance. Now each table has one trigger per event, each with the rows
-- the statement wrote (a transition table: PostgreSQL allows REFERENCING with one event per trigger), and a
-- statement that wrote none announces nothing. Still once per statement, with the table's name; TRUNCATE
-- keeps announcing (it has no transition table). One function serves the four triggers. team_matches is a
-- view since 0016: not covered.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  -- A nested IF: changed_rows exists for the INSERT, UPDATE and DELETE triggers only, not for TRUNCATE.
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
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
                           'tournaments', 'team_rankings', 'team_analysis', 'events', 'matches', 'match_games',
                           'standings', 'tournament_rosters', 'match_texts']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS content_changed ON %I', t);
    EXECUTE format('DROP TRIGGER IF EXISTS content_inserted ON %I', t);
    EXECUTE format('DROP TRIGGER IF EXISTS content_updated ON %I', t);
    EXECUTE format('DROP TRIGGER IF EXISTS content_deleted ON %I', t);
    EXECUTE format('DROP TRIGGER IF EXISTS content_truncated ON %I', t);
    EXECUTE format('CREATE TRIGGER content_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t);
    EXECUTE format('CREATE TRIGGER content_updated AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t);
    EXECUTE format('CREATE TRIGGER content_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t);
    EXECUTE format('CREATE TRIGGER content_truncated AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t);
  END LOOP;
END;
$$;
