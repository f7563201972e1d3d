import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { events, players, standings, teams, tournamentRosters, tournaments } from '../db/schema/index'

// The events API's reads (issue #14): the events list, an event with its stages, standings and rosters, and the
// team and player pages a side or a roster links to. Nothing here writes (the sync does, storage/matches.ts).

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
  const [row] = await selectEvents(db, eq(events.pandascoreId, pandascoreId)).limit(1)
  return row ?? null
}

/** An event's stages (tournaments) in order of play. */
export function listEventStages(db: Db, eventId: string) {
  return db
    .select({
      id: tournaments.id,
      pandascoreId: tournaments.pandascoreId,
      name: tournaments.name,
      stageName: tournaments.stageName,
      beginAt: tournaments.beginAt,
      endAt: tournaments.endAt,
      tier: tournaments.tier,
      hasBracket: tournaments.hasBracket,
    })
    .from(tournaments)
    .where(eq(tournaments.eventId, eventId))
    .orderBy(asc(tournaments.beginAt), asc(tournaments.pandascoreId))
}

/** The standings of some stages, by rank. */
export function listStandings(db: Db, tournamentIds: string[]) {
  if (!tournamentIds.length) return Promise.resolve([])
  return db
    .select()
    .from(standings)
    .where(inArray(standings.tournamentId, tournamentIds))
    .orderBy(asc(standings.rank), asc(standings.teamName))
}

/** Who played some stages for which team; `teamPandascoreIds` narrows it to those teams. */
export function listTournamentRosters(db: Db, tournamentIds: string[], teamPandascoreIds?: number[]) {
  if (!tournamentIds.length) return Promise.resolve([])
  return db
    .select()
    .from(tournamentRosters)
    .where(
      and(
        inArray(tournamentRosters.tournamentId, tournamentIds),
        teamPandascoreIds ? inArray(tournamentRosters.teamPandascoreId, teamPandascoreIds) : undefined,
      ),
    )
    .orderBy(asc(tournamentRosters.teamName))
}

/** Our team pages of some PandaScore teams. */
export function listTeamPages(db: Db, teamPandascoreIds: number[]) {
  if (!teamPandascoreIds.length) return Promise.resolve([])
  return db
    .select({ pandascoreId: teams.pandascoreId, slug: teams.slug, game: teams.currentVideogame })
    .from(teams)
    .where(inArray(teams.pandascoreId, teamPandascoreIds))
}

/** Our player pages of some PandaScore players; a player's page lives under its team's game, else its own. */
export function listPlayerPages(db: Db, playerPandascoreIds: number[]) {
  if (!playerPandascoreIds.length) return Promise.resolve([])
  return db
    .select({
      pandascoreId: players.pandascoreId,
      slug: players.slug,
      game: sql<string | null>`coalesce(${teams.currentVideogame}, ${players.currentVideogame})`,
    })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(inArray(players.pandascoreId, playerPandascoreIds))
}

/** The current players of the teams we hold for some PandaScore teams, with their pages. */
export function listCurrentPlayersOfTeams(db: Db, teamPandascoreIds: number[]) {
  if (!teamPandascoreIds.length) return Promise.resolve([])
  return db
    .select({
      teamPandascoreId: teams.pandascoreId,
      game: teams.currentVideogame,
      pandascoreId: players.pandascoreId,
      slug: players.slug,
      name: players.name,
      role: players.role,
      nationality: players.nationality,
      imageUrl: players.imageUrl,
    })
    .from(players)
    .innerJoin(teams, eq(players.teamId, teams.id))
    .where(inArray(teams.pandascoreId, teamPandascoreIds))
    .orderBy(asc(players.name))
}
