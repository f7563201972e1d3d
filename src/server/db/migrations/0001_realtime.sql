-- Realtime: every write to articles is announced on the channel articles_changed (ARCHITECTURE.md "realtime hub").
CREATE OR REPLACE FUNCTION notify_articles_changed() RETURNS trigger AS $$
DECLARE
  row_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id;
  ELSE
    row_id := NEW.id;
  END IF;
  PERFORM pg_notify('articles_changed', json_build_object('op', TG_OP, 'id', row_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS articles_changed ON articles;
--> statement-breakpoint
CREATE TRIGGER articles_changed AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION notify_articles_changed();
