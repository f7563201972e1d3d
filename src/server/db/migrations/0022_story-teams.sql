CREATE TABLE "story_teams" (
	"article_id" text NOT NULL,
	"team_id" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "story_teams_article_id_team_id_pk" PRIMARY KEY("article_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "story_teams" ADD CONSTRAINT "story_teams_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_teams" ADD CONSTRAINT "story_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_teams_team_published_idx" ON "story_teams" USING btree ("team_id","published_at" DESC NULLS FIRST,"article_id" DESC NULLS FIRST);--> statement-breakpoint
-- Which teams each story names, worked out when either is written instead of on every read (issue #16 item 4; the
-- match page, a team's feed). The rule is the one the read used (services/team-mentions.ts): the english full-text
-- search proposes stories mentioning the team's name or acronym (websearch_to_tsquery of each, quoted), of which
-- those whose title or summary holds one as a whole word are kept (text-match.ts literalKeywordPattern: a name of
-- two characters or more, trimmed, punctuation literal, a space matching any run of whitespace, not glued to a
-- letter or digit on either side, any case).
CREATE FUNCTION story_team_names(name text, acronym text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(n), '{}') FROM (
    SELECT regexp_replace(x, '^\s+|\s+$', '', 'g') AS n FROM unnest(ARRAY[name, acronym]) AS x WHERE x IS NOT NULL
  ) s WHERE length(n) > 1
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION story_team_query(names text[]) RETURNS tsquery AS $$
  SELECT websearch_to_tsquery('english', string_agg('"' || w || '"', ' or ')) FROM (
    SELECT btrim(regexp_replace(n, '[^[:alnum:]]+', ' ', 'g')) AS w FROM unnest(names) AS n
  ) s WHERE w <> ''
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION story_team_pattern(names text[]) RETURNS text AS $$
  SELECT '(?<![a-z0-9])(?:' || string_agg(
    regexp_replace(regexp_replace(n, '([^[:alnum:][:space:]])', '\\\1', 'g'), ' +', '\\s+', 'g'), '|'
  ) || ')(?![a-z0-9])' FROM unnest(names) AS n
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The teams each of these stories names. A story can only name a team whose name's (or acronym's) last word is a
-- word of its title or summary: stories and teams meet on that word first (a hash join, not every story against
-- every team: 5,000 stories and 5,000 teams are 25 million pairs), then the rule above.
CREATE FUNCTION story_teams_add_stories(ids text[]) RETURNS void AS $$
  INSERT INTO story_teams (article_id, team_id, published_at)
  SELECT a.id, t.id, a.published_at
  FROM (
    SELECT DISTINCT sw.id, tw.id AS team_id
    FROM (SELECT DISTINCT a.id, w
          FROM articles a, regexp_split_to_table(lower(a.title || E'\n' || a.summary), '[^[:alnum:]]+') AS w
          WHERE a.id = ANY (ids) AND w <> '') sw
    JOIN (SELECT t.id, (SELECT w FROM regexp_split_to_table(lower(n), '[^[:alnum:]]+') WITH ORDINALITY AS x (w, i)
                        WHERE w <> '' ORDER BY i DESC LIMIT 1) AS w
          FROM teams t, unnest(story_team_names(t.name, t.acronym)) AS n) tw ON tw.w = sw.w
  ) c
  JOIN articles a ON a.id = c.id
  JOIN teams t ON t.id = c.team_id
  CROSS JOIN LATERAL (SELECT story_team_names(t.name, t.acronym) AS names) n
  WHERE a.search @@ story_team_query(n.names) AND (a.title || E'\n' || a.summary) ~* story_team_pattern(n.names)
  ON CONFLICT DO NOTHING
$$ LANGUAGE sql;
--> statement-breakpoint
-- The stories each of these teams is named in: team by team, through the full-text index.
CREATE FUNCTION story_teams_add_teams(ids uuid[]) RETURNS void AS $$
DECLARE
  team record;
BEGIN
  FOR team IN
    SELECT id, story_team_query(names) AS q, story_team_pattern(names) AS p
    FROM (SELECT id, story_team_names(name, acronym) AS names FROM teams WHERE id = ANY (ids)) s
    WHERE cardinality(names) > 0
  LOOP
    INSERT INTO story_teams (article_id, team_id, published_at)
      SELECT a.id, team.id, a.published_at FROM articles a
      WHERE a.search @@ team.q AND (a.title || E'\n' || a.summary) ~* team.p
      ON CONFLICT DO NOTHING;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Stories written (inserted, or their title, summary or date changed): their rows are worked out again.
CREATE FUNCTION story_teams_of_stories() RETURNS trigger AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.title IS DISTINCT FROM n.title OR o.summary IS DISTINCT FROM n.summary
         OR o.published_at IS DISTINCT FROM n.published_at;
    DELETE FROM story_teams WHERE article_id = ANY (ids);
  ELSE
    SELECT array_agg(id) INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM story_teams_add_stories(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Teams written (inserted, or their name or acronym changed): their rows are worked out again.
CREATE FUNCTION story_teams_of_teams() RETURNS trigger AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.name IS DISTINCT FROM n.name OR o.acronym IS DISTINCT FROM n.acronym;
    DELETE FROM story_teams WHERE team_id = ANY (ids);
  ELSE
    SELECT array_agg(id) INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM story_teams_add_teams(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER story_teams_inserted AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION story_teams_of_stories();--> statement-breakpoint
CREATE TRIGGER story_teams_updated AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION story_teams_of_stories();--> statement-breakpoint
CREATE TRIGGER story_teams_inserted AFTER INSERT ON teams REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION story_teams_of_teams();--> statement-breakpoint
CREATE TRIGGER story_teams_updated AFTER UPDATE ON teams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION story_teams_of_teams();--> statement-breakpoint
-- The stories and teams already held.
SELECT story_teams_add_teams(array_agg(id)) FROM teams;
