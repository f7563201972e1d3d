-- Live scores reach open pages (issue #14 item 3): a change to a live match (one running before or after the
-- write: it started, its score or games moved, it finished) and any change of a match's status, score or winner
-- is announced on the channel matches_changed, one notice per match, with what a page needs to know it:
-- {pandascoreId, game, slug, status, scores, winner}. /api/realtime sends it to every open page as event "match".
--
-- A trigger, so every writer (the sync, the live poller, the demo seed) announces without knowing it must.
-- DEFERRABLE INITIALLY DEFERRED: the notice is queued at commit, after the statement-level content_changed
-- notice of the same write (0008). PostgreSQL delivers a transaction's notices in the order they were queued, and
-- every instance hears them on one connection, so each instance empties its response cache before any of its
-- pages hears of the change: the refetch that follows can never be answered with the old score.
CREATE OR REPLACE FUNCTION notify_match_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('matches_changed', json_build_object(
    'pandascoreId', NEW.pandascore_id,
    'game', NEW.game,
    'slug', NEW.slug,
    'status', NEW.status,
    'scores', json_build_array(NEW.team1_score, NEW.team2_score),
    'winner', CASE
      WHEN NEW.winner_pandascore_id IS NULL THEN NULL
      WHEN NEW.winner_pandascore_id = NEW.team1_pandascore_id THEN 1
      WHEN NEW.winner_pandascore_id = NEW.team2_pandascore_id THEN 2
    END
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS match_started ON matches;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER match_started AFTER INSERT ON matches
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status = 'running')
  EXECUTE FUNCTION notify_match_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS match_changed ON matches;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER match_changed AFTER UPDATE ON matches
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.team1_score IS DISTINCT FROM NEW.team1_score
    OR OLD.team2_score IS DISTINCT FROM NEW.team2_score
    OR OLD.winner_pandascore_id IS DISTINCT FROM NEW.winner_pandascore_id
    OR (NEW.status = 'running' AND OLD.modified_at IS DISTINCT FROM NEW.modified_at)
  )
  EXECUTE FUNCTION notify_match_changed();
