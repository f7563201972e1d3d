import { buildBracket } from '#shared/domain/bracket'
import type { GameSlug } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type { EventDetail, EventList, EventStatus, EventSummary } from '#shared/schemas/matches'
import type { ServiceDeps } from '../deps'
import {
  type EventRow,
  getEventPage,
  listEvents,
  type RosterRow,
  type StandingJson,
} from '../storage/event-reads'
import type { MatchSummaryRow } from '../storage/match-summaries'
import { iso, teamPath, toMatchSummary, toRosterPlayer } from './matches'

// The events pages (issue #14): an event is a PandaScore serie, its stages are tournaments (decision 027).

type Ctx = Pick<ServiceDeps, 'db' | 'now'>

/** A timestamp PostgreSQL wrote in JSON, as the API writes times. */
const isoText = (text: string | null) => (text ? new Date(text).toISOString() : null)

/** Ongoing once begun until its end, upcoming before (or with no date yet), past after its end. */
export function eventStatus(event: { beginAt: Date | null; endAt: Date | null }, now: Date): EventStatus {
  if (!event.beginAt || event.beginAt > now) return 'upcoming'
  if (event.endAt && event.endAt < now) return 'past'
  return 'ongoing'
}

function toEventSummary(row: EventRow, now: Date): EventSummary {
  return {
    pandascoreId: row.pandascoreId,
    slug: row.slug,
    path: paths.event(row.game, row.slug),
    game: row.game as GameSlug,
    name: row.name,
    leagueName: row.leagueName,
    tier: row.tier,
    status: eventStatus(row, now),
    beginAt: iso(row.beginAt),
    endAt: iso(row.endAt),
    prizepool: row.prizepool,
    region: row.region,
    eventType: row.eventType,
    winner:
      row.winnerPandascoreId != null && row.winnerName
        ? {
            pandascoreId: row.winnerPandascoreId,
            name: row.winnerName,
            acronym: row.winnerAcronym,
            imageUrl: row.winnerImageUrl,
            path: teamPath(row.winnerPage),
          }
        : null,
    teamCount: row.teamCount,
  }
}

/** The events of a game (or every game): ongoing, upcoming and past, or only the one status asked for. */
export async function listEventSummaries(
  ctx: Ctx,
  query: { game?: GameSlug | undefined; status?: EventStatus | undefined; limit: number },
): Promise<EventList> {
  const now = ctx.now?.() ?? new Date()
  const read = async (timing: EventStatus) =>
    !query.status || query.status === timing
      ? (await listEvents(ctx.db, { timing, game: query.game, now, limit: query.limit })).map((row) =>
          toEventSummary(row, now),
        )
      : []
  const [ongoing, upcoming, past] = await Promise.all([read('ongoing'), read('upcoming'), read('past')])
  return { ongoing, upcoming, past }
}

type Rosters = RosterRow[]

/** Each team of the event's rosters with the players who played it (every stage's roster merged). */
function participantsOf(rosters: Rosters): EventDetail['participants'] {
  const teams = new Map<number, Rosters[number] & { byId: Map<number, Rosters[number]['players'][number]> }>()
  for (const roster of rosters) {
    const team = teams.get(roster.teamPandascoreId) ?? { ...roster, byId: new Map() }
    for (const player of roster.players) team.byId.set(player.pandascoreId, player)
    teams.set(roster.teamPandascoreId, team)
  }
  return [...teams.values()].map((team) => ({
    pandascoreId: team.teamPandascoreId,
    name: team.teamName,
    acronym: team.teamAcronym,
    imageUrl: team.teamImageUrl,
    path: teamPath(team.teamPage),
    players: [...team.byId.values()].map(toRosterPlayer),
  }))
}

type TeamRef = Omit<EventDetail['participants'][number], 'players'>

/**
 * Every team of the event's standings and matches (TBD sides aside) with its page, by PandaScore id, in order of
 * appearance.
 */
function teamsSeen(standingRows: StandingJson[], matchRows: MatchSummaryRow[]): Map<number, TeamRef> {
  const seen = new Map<number, TeamRef>()
  const add = (
    pandascoreId: number | null,
    name: string | null,
    acronym: string | null,
    imageUrl: string | null,
    path: string | null,
  ) => {
    if (pandascoreId != null && name && !seen.has(pandascoreId))
      seen.set(pandascoreId, { pandascoreId, name, acronym, imageUrl, path })
  }
  for (const s of standingRows)
    add(s.teamPandascoreId, s.teamName, s.teamAcronym, s.teamImageUrl, teamPath(s.teamPage))
  for (const m of matchRows) {
    add(m.team1PandascoreId, m.team1Name, m.team1Acronym, m.team1ImageUrl, teamPath(m.team1Page))
    add(m.team2PandascoreId, m.team2Name, m.team2Acronym, m.team2ImageUrl, teamPath(m.team2Page))
  }
  return seen
}

/**
 * Everything the event page shows, and whether a match of it is live now (its answer must then stay fresh);
 * null when no event has the id the slug ends in.
 */
export async function getEventDetail(
  ctx: Ctx,
  pandascoreId: number,
): Promise<{ detail: EventDetail; live: boolean } | null> {
  const now = ctx.now?.() ?? new Date()
  // One statement: the event with its stages, standings, rosters and matches.
  const event = await getEventPage(ctx.db, pandascoreId)
  if (!event) return null
  const { stages, standings: standingRows, rosters, matches: matchRows } = event
  const seen = teamsSeen(standingRows, matchRows)
  const withRosters = participantsOf(rosters)
  const rostered = new Set(withRosters.map((team) => team.pandascoreId))
  // Teams that played without a synced roster are listed too, without players.
  const participants = [
    ...withRosters,
    ...[...seen.values()]
      .filter((team) => !rostered.has(team.pandascoreId))
      .map((team) => ({ ...team, players: [] })),
  ]
  const detail: EventDetail = {
    event: toEventSummary(event, now),
    stages: stages.map((stage) => {
      const stageRows = matchRows.filter((m) => m.tournamentId === stage.id)
      const stageMatches = stageRows.map(toMatchSummary)
      return {
        pandascoreId: stage.pandascoreId ?? 0,
        name: stage.stageName ?? stage.name,
        beginAt: isoText(stage.beginAt),
        endAt: isoText(stage.endAt),
        tier: stage.tier,
        hasBracket: stage.hasBracket,
        standings: standingRows
          .filter((s) => s.tournamentId === stage.id)
          .map((s) => ({
            rank: s.rank,
            team: {
              pandascoreId: s.teamPandascoreId,
              name: s.teamName,
              acronym: s.teamAcronym,
              imageUrl: s.teamImageUrl,
              path: teamPath(s.teamPage),
            },
            wins: s.wins,
            losses: s.losses,
            ties: s.ties,
            gameWins: s.gameWins,
            gameLosses: s.gameLosses,
          })),
        bracket: stage.hasBracket
          ? buildBracket(
              stageRows.map((m, i) => ({ match: stageMatches[i]!, previousMatches: m.previousMatches })),
            )
          : null,
        matches: stageMatches,
      }
    }),
    participants,
  }
  return { detail, live: matchRows.some((m) => m.status === 'running') }
}
