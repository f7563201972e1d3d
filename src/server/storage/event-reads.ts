import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  events,
  matches,
  players,
  standings,
  teams,
  tournamentRosters,
  tournaments,
} from '../db/schema/index'
import { inStage, type MatchSummaryRow, type StageMatchRow, selectStageMatches } from './match-summaries'
import { preparedOnce, rowsAsJson, runPrepared } from './prepared'

// The events API's reads (issue #14): the events list, an event with its stages, standings, rosters and matches,
// and the team and player pages a side or a roster links to. Nothing here writes (the sync does, storage/matches.ts).

// What the list shows of an event's stages: the last stage's prize pool, region and format (the playoffs usually
// carry them), how many teams played, and the winner's name when we hold no page for it.
const stageFact = (column: string) =>
  sql<string | null>`(SELECT t.${sql.raw(column)} FROM tournaments t
    WHERE t.event_id = ${events.id} AND t.${sql.raw(column)} IS NOT NULL
    ORDER BY t.begin_at DESC NULLS LAST LIMIT 1)`

const eventFields = {
  id: events.id,
  pandascoreId: events.pandascoreId,
  slug: events.slug,
  game: events.game,
  name: events.name,
  leagueName: events.leagueName,
  tier: events.tier,
  beginAt: events.beginAt,
  endAt: events.endAt,
  winnerPandascoreId: events.winnerPandascoreId,
  prizepool: stageFact('prizepool'),
  region: stageFact('region'),
  eventType: stageFact('event_type'),
  teamCount: sql<number>`(SELECT count(DISTINCT side) FROM (
      SELECT team1_pandascore_id AS side FROM matches WHERE event_id = ${events.id}
      UNION ALL SELECT team2_pandascore_id FROM matches WHERE event_id = ${events.id}) sides)`.mapWith(
    Number,
  ),
  winnerName: sql<string | null>`coalesce(${teams.name}, (SELECT s.team_name FROM standings s
      JOIN tournaments t ON t.id = s.tournament_id
      WHERE t.event_id = ${events.id} AND s.team_pandascore_id = ${events.winnerPandascoreId} LIMIT 1))`,
  winnerAcronym: teams.acronym,
  winnerImageUrl: teams.imageUrl,
  winnerPage: { slug: teams.slug, game: teams.currentVideogame },
}

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number]

function selectEvents(db: Db, where: SQL | undefined) {
  return db
    .select(eventFields)
    .from(events)
    .leftJoin(teams, eq(teams.pandascoreId, events.winnerPandascoreId))
    .where(where)
    .$dynamic()
}

export type EventTiming = 'ongoing' | 'upcoming' | 'past'

/**
 * Events of one timing relative to `now`: ongoing (begun, not ended) ending soonest first, upcoming (not begun,
 * or no date yet) soonest first, past newest first.
 */
export function listEvents(
  db: Db,
  options: { timing: EventTiming; game?: string | undefined; now: Date; limit: number },
): Promise<EventRow[]> {
  const { now } = options
  const game = options.game ? eq(events.game, options.game) : undefined
  switch (options.timing) {
    case 'ongoing':
      return selectEvents(
        db,
        and(game, lte(events.beginAt, now), or(isNull(events.endAt), sql`${events.endAt} >= ${now}`)),
      )
        .orderBy(asc(events.endAt), asc(events.pandascoreId))
        .limit(options.limit)
    case 'upcoming':
      return selectEvents(db, and(game, or(isNull(events.beginAt), gt(events.beginAt, now))))
        .orderBy(asc(events.beginAt), asc(events.pandascoreId))
        .limit(options.limit)
    case 'past':
      return selectEvents(db, and(game, lt(events.endAt, now)))
        .orderBy(desc(events.endAt), desc(events.pandascoreId))
        .limit(options.limit)
  }
}

/** An event by its PandaScore serie id (the number its slug ends in), or null. */
export async function getEventRow(db: Db, pandascoreId: number): Promise<EventRow | null> {
  const [row] = await runPrepared(selectEvents(db, eq(events.pandascoreId, pandascoreId)).limit(1))
  return row ?? null
}

/** The ids of the stages of the event with a PandaScore serie id (a placeholder), as a subquery (its matches). */
export const stageIdsOfEvent = (pandascoreId: Placeholder): SQL =>
  sql`(SELECT t.id FROM ${tournaments} t JOIN ${events} e ON e.id = t.event_id WHERE e.pandascore_id = ${pandascoreId})`

/** An event's stages (tournaments) in order of play. */
export function listEventStages(db: Db, eventId: string) {
  return db
    .select(stageFields)
    .from(tournaments)
    .where(eq(tournaments.eventId, eventId))
    .orderBy(asc(tournaments.beginAt), asc(tournaments.pandascoreId))
}

const stageFields = {
  id: tournaments.id,
  pandascoreId: tournaments.pandascoreId,
  name: tournaments.name,
  stageName: tournaments.stageName,
  beginAt: tournaments.beginAt,
  endAt: tournaments.endAt,
  tier: tournaments.tier,
  hasBracket: tournaments.hasBracket,
}

/** A row as JSON carries it: timestamps are text. */
type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K]
}
type TeamPage = { slug: string | null; game: string | null }
export type StageJson = AsJson<
  Pick<
    typeof tournaments.$inferSelect,
    'id' | 'pandascoreId' | 'name' | 'stageName' | 'beginAt' | 'endAt' | 'tier' | 'hasBracket'
  >
>
export type StandingJson = Omit<typeof standings.$inferSelect, 'lastMatchPandascoreId'> & {
  teamPage: TeamPage
}
export interface RosterRow {
  tournamentId: string
  teamPandascoreId: number
  teamName: string
  teamAcronym: string | null
  teamImageUrl: string | null
  teamPage: TeamPage | null
  players: RosterPlayerWithPage[]
}
type StoredRosterRow = Omit<RosterRow, 'players'> & { players: RosterPlayerStored[] }
/** A rostered player's PandaScore id with the slug and game of our page of the player. */
type PlayerPageRow = [pandascoreId: number, slug: string, game: string | null]

/**
 * The rosters `where` selects (of `tournament_rosters r`) with our team pages, as a JSON array by team name, and
 * our pages of their players (`pages`, merged by `withPlayerPages`): a column of the event page's and the match
 * page's reads. The pages are read in one list rather than merged into each roster's jsonb by PostgreSQL, which
 * cost twice as much (0.88 → 0.43 ms for an event's 16 rosters, decision 042's update).
 */
export const rostersJson = (where: SQL) => sql<{ rosters: StoredRosterRow[]; pages: PlayerPageRow[] }>`
  json_build_object('rosters', (SELECT coalesce(json_agg(json_build_object(
    'tournamentId', r.tournament_id, 'teamPandascoreId', r.team_pandascore_id, 'teamName', r.team_name,
    'teamAcronym', r.team_acronym, 'teamImageUrl', r.team_image_url,
    'teamPage', json_build_object('slug', rt.slug, 'game', rt.current_videogame),
    'players', r.players) ORDER BY r.team_name), '[]')
    FROM ${tournamentRosters} r LEFT JOIN ${teams} rt ON rt.pandascore_id = r.team_pandascore_id WHERE ${where}),
  'pages', (SELECT coalesce(json_agg(json_build_array(pl.pandascore_id, pl.slug,
      coalesce(plt.current_videogame, pl.current_videogame))), '[]')
    FROM ${players} pl LEFT JOIN ${teams} plt ON plt.id = pl.team_id
    WHERE pl.pandascore_id IN (SELECT (p.player->>'pandascoreId')::int
      FROM ${tournamentRosters} r, jsonb_array_elements(r.players) p(player) WHERE ${where})))`

/**
 * The rosters `rostersJson` read, each player given the slug and game of our page of the player (null without), in
 * place: the rows are the statement's own, and copying every roster and player cost more than the merge saved.
 */
export function withPlayerPages({ rosters, pages }: { rosters: StoredRosterRow[]; pages: PlayerPageRow[] }) {
  const pageOf = new Map(pages.map(([id, slug, game]) => [id, { slug, game }]))
  for (const roster of rosters)
    for (const stored of roster.players) {
      const player = stored as RosterPlayerWithPage
      const page = pageOf.get(player.pandascoreId)
      player.slug = page?.slug ?? null
      player.game = page?.game ?? null
    }
  return rosters as RosterRow[]
}

/** A team's current players (`team_ids` a list of PandaScore team ids) with their pages, as a JSON array by name. */
export const currentPlayersJson = (teamIds: SQL) => sql<CurrentPlayerJson[]>`(SELECT coalesce(json_agg(
    json_build_object('teamPandascoreId', ct.pandascore_id, 'game', ct.current_videogame,
      'pandascoreId', cp.pandascore_id, 'slug', cp.slug, 'name', cp.name, 'role', cp.role,
      'nationality', cp.nationality, 'imageUrl', cp.image_url) ORDER BY cp.name), '[]')
  FROM ${players} cp JOIN ${teams} ct ON ct.id = cp.team_id WHERE ct.pandascore_id IN ${teamIds})`

export interface CurrentPlayerJson {
  teamPandascoreId: number
  game: string
  pandascoreId: number | null
  slug: string
  name: string
  role: string | null
  nationality: string | null
  imageUrl: string | null
}

/**
 * An event by its PandaScore serie id with its stages in order of play, their standings by rank, their rosters
 * (with our team and player pages) and the matches of every stage in time order (summaries), in one statement; or
 * null.
 */
export async function getEventPage(db: Db, pandascoreId: number) {
  const [row] = await preparedOnce(db, 'event-page', () => eventPageQuery(db)).execute({ id: pandascoreId })
  if (!row) return null
  // Each match's stage and event are the page's own rows (the matches are read by the event's stages).
  const event = { name: row.name, slug: row.slug, game: row.game }
  const stages = new Map(
    row.stages.map((stage) => [
      stage.id,
      {
        name: stage.name,
        stageName: stage.stageName,
        tier: stage.tier,
      } satisfies MatchSummaryRow['tournament'],
    ]),
  )
  return {
    ...row,
    rosters: withPlayerPages(row.rosters),
    matches: row.matches.map((match) =>
      inStage(match, (match.tournamentId && stages.get(match.tournamentId)) || null, event),
    ),
  }
}

/** getEventPage's statement; the event's PandaScore id is the placeholder `id`. */
function eventPageQuery(db: Db) {
  const stages = sql<StageJson[]>`(SELECT coalesce(json_agg(json_build_object('id', t.id,
      'pandascoreId', t.pandascore_id, 'name', t.name, 'stageName', t.stage_name, 'beginAt', t.begin_at,
      'endAt', t.end_at, 'tier', t.tier, 'hasBracket', t.has_bracket) ORDER BY t.begin_at, t.pandascore_id), '[]')
    FROM ${tournaments} t WHERE t.event_id = ${events.id})`
  const standingRows = sql<StandingJson[]>`(SELECT coalesce(json_agg(json_build_object(
      'tournamentId', s.tournament_id, 'teamPandascoreId', s.team_pandascore_id, 'teamName', s.team_name,
      'teamAcronym', s.team_acronym, 'teamImageUrl', s.team_image_url, 'rank', s.rank, 'wins', s.wins,
      'losses', s.losses, 'ties', s.ties, 'gameWins', s.game_wins, 'gameLosses', s.game_losses,
      'teamPage', json_build_object('slug', st.slug, 'game', st.current_videogame)) ORDER BY s.rank, s.team_name), '[]')
    FROM ${standings} s JOIN ${tournaments} t ON t.id = s.tournament_id
    LEFT JOIN ${teams} st ON st.pandascore_id = s.team_pandascore_id WHERE t.event_id = ${events.id})`
  const rosters = rostersJson(
    sql`r.tournament_id IN (SELECT t.id FROM ${tournaments} t WHERE t.event_id = ${events.id})`,
  )
  const stageMatches = rowsAsJson<StageMatchRow[]>(
    selectStageMatches(db, inArray(matches.tournamentId, stageIdsOfEvent(sql.placeholder('id')))),
    (column) => [column(matches.startsAt), column(matches.pandascoreId)],
  )
  return db
    .select({ ...eventFields, stages, standings: standingRows, rosters, matches: stageMatches })
    .from(events)
    .leftJoin(teams, eq(teams.pandascoreId, events.winnerPandascoreId))
    .where(eq(events.pandascoreId, sql.placeholder('id')))
    .limit(1)
}

/** A roster's player as stored, with the slug and game of our page of the player (null when we hold none). */
export type RosterPlayerWithPage = RosterPlayerStored & { slug: string | null; game: string | null }
type RosterPlayerStored = (typeof tournamentRosters.$inferSelect)['players'][number]
