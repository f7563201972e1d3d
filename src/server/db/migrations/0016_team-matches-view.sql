-- team_matches becomes a view over matches (docs/decisions/027-matches-and-events.md: one source of truth).
-- First the rows it held become matches (best effort: a later sync rewrites them from PandaScore), so a database
-- in use loses nothing; the same function puts back the team_matches of a team trashed before this migration.
CREATE FUNCTION insert_legacy_team_matches(rows jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
BEGIN
  WITH r AS (
    SELECT * FROM jsonb_to_recordset(rows) AS x(
      pandascore_match_id integer, team_id uuid, opponent_team_id uuid, tournament_id uuid, game text,
      match_date timestamptz, result text, score_team integer, score_opponent integer, opponent_name text,
      opponent_acronym text, maps_played jsonb, match_type text, is_finished boolean)
  ), side AS (
    -- One row per match, seen from the side with the lower PandaScore id.
    SELECT DISTINCT ON (r.pandascore_match_id) r.*, t.pandascore_id AS team_ps, t.name AS team_name,
           t.acronym AS team_acronym, t.image_url AS team_image, o.pandascore_id AS opponent_ps,
           o.image_url AS opponent_image, tr.id AS tr_id, tr.pandascore_id AS tr_ps
    FROM r
    JOIN teams t ON t.id = r.team_id AND t.pandascore_id IS NOT NULL
    LEFT JOIN teams o ON o.id = r.opponent_team_id
    LEFT JOIN tournaments tr ON tr.id = r.tournament_id
    ORDER BY r.pandascore_match_id, t.pandascore_id
  ), slugged AS (
    SELECT side.*,
      coalesce(nullif(trim(both '-' from regexp_replace(lower(team_name), '[^a-z0-9]+', '-', 'g')), ''), 'tbd')
      || '-vs-' ||
      coalesce(nullif(trim(both '-' from regexp_replace(lower(coalesce(opponent_name, '')), '[^a-z0-9]+', '-', 'g')), ''), 'tbd')
      || '-' || pandascore_match_id AS slug
    FROM side
  ), ins AS (
    INSERT INTO matches (pandascore_id, game, slug, name, status, tournament_id, tournament_pandascore_id,
      scheduled_at, begin_at, match_type, team1_pandascore_id, team1_name, team1_acronym, team1_image_url,
      team1_score, team2_pandascore_id, team2_name, team2_acronym, team2_image_url, team2_score,
      winner_pandascore_id, draw)
    SELECT pandascore_match_id, game, slug,
      coalesce(team_acronym, team_name) || ' vs ' || coalesce(opponent_acronym, opponent_name, 'TBD'),
      CASE WHEN is_finished THEN 'finished' ELSE 'not_started' END, tr_id, tr_ps, match_date, match_date,
      match_type, team_ps, team_name, team_acronym, team_image, score_team, opponent_ps, opponent_name,
      opponent_acronym, opponent_image, score_opponent,
      CASE result WHEN 'win' THEN team_ps WHEN 'loss' THEN opponent_ps END, coalesce(result = 'draw', false)
    FROM slugged
    ON CONFLICT DO NOTHING
    RETURNING id, pandascore_id
  ), games AS (
    INSERT INTO match_games (match_id, position, status, map_name, winner_pandascore_id)
    SELECT ins.id, g.position, 'finished', g.map->>'name',
      CASE g.map->>'result' WHEN 'win' THEN side.team_ps WHEN 'loss' THEN side.opponent_ps END
    FROM ins
    JOIN side ON side.pandascore_match_id = ins.pandascore_id
    CROSS JOIN LATERAL jsonb_array_elements(coalesce(side.maps_played, '[]'::jsonb)) WITH ORDINALITY AS g(map, position)
    RETURNING 1
  )
  SELECT count(*) INTO inserted FROM ins;
  RETURN inserted;
END $$;
--> statement-breakpoint
SELECT insert_legacy_team_matches(coalesce((SELECT jsonb_agg(to_jsonb(tm)) FROM team_matches tm), '[]'::jsonb));--> statement-breakpoint
DROP TABLE "team_matches" CASCADE;--> statement-breakpoint
-- One branch per side, so a team's rows come from matches_team1_starts_idx / matches_team2_starts_idx.
CREATE VIEW "team_matches" AS
SELECT md5(m.id::text || ':1')::uuid AS id, m.pandascore_id AS pandascore_match_id, t.id AS team_id,
  o.id AS opponent_team_id, m.tournament_id, m.game, m.starts_at AS match_date,
  CASE WHEN m.status <> 'finished' THEN NULL WHEN m.draw THEN 'draw'
       WHEN m.winner_pandascore_id = m.team1_pandascore_id THEN 'win'
       WHEN m.winner_pandascore_id IS NOT NULL THEN 'loss' END AS result,
  m.team1_score AS score_team, m.team2_score AS score_opponent,
  m.team2_name AS opponent_name, m.team2_acronym AS opponent_acronym,
  coalesce((SELECT jsonb_agg(jsonb_build_object('name', g.map_name, 'result',
      CASE WHEN g.winner_pandascore_id IS NULL THEN NULL
           WHEN g.winner_pandascore_id = m.team1_pandascore_id THEN 'win' ELSE 'loss' END) ORDER BY g.position)
    FROM match_games g WHERE g.match_id = m.id AND g.map_name IS NOT NULL AND g.status = 'finished'), '[]'::jsonb)
    AS maps_played,
  m.match_type, m.status = 'finished' AS is_finished, tr.name AS tournament_name, m.slug AS match_slug,
  m.created_at, m.updated_at
FROM matches m
JOIN teams t ON t.pandascore_id = m.team1_pandascore_id
LEFT JOIN teams o ON o.pandascore_id = m.team2_pandascore_id
LEFT JOIN tournaments tr ON tr.id = m.tournament_id
WHERE m.status IN ('not_started', 'running', 'finished') AND m.starts_at IS NOT NULL
UNION ALL
SELECT md5(m.id::text || ':2')::uuid, m.pandascore_id, t.id, o.id, m.tournament_id, m.game, m.starts_at,
  CASE WHEN m.status <> 'finished' THEN NULL WHEN m.draw THEN 'draw'
       WHEN m.winner_pandascore_id = m.team2_pandascore_id THEN 'win'
       WHEN m.winner_pandascore_id IS NOT NULL THEN 'loss' END,
  m.team2_score, m.team1_score, m.team1_name, m.team1_acronym,
  coalesce((SELECT jsonb_agg(jsonb_build_object('name', g.map_name, 'result',
      CASE WHEN g.winner_pandascore_id IS NULL THEN NULL
           WHEN g.winner_pandascore_id = m.team2_pandascore_id THEN 'win' ELSE 'loss' END) ORDER BY g.position)
    FROM match_games g WHERE g.match_id = m.id AND g.map_name IS NOT NULL AND g.status = 'finished'), '[]'::jsonb),
  m.match_type, m.status = 'finished', tr.name, m.slug, m.created_at, m.updated_at
FROM matches m
JOIN teams t ON t.pandascore_id = m.team2_pandascore_id
LEFT JOIN teams o ON o.pandascore_id = m.team1_pandascore_id
LEFT JOIN tournaments tr ON tr.id = m.tournament_id
WHERE m.status IN ('not_started', 'running', 'finished') AND m.starts_at IS NOT NULL;
