import { and, asc, eq, gte, inArray, isNotNull, or, type SQL } from 'drizzle-orm'
import type { CalendarMatch } from '#shared/domain/match-calendar'
import type { Db } from '../db/client'
import { events, matches, tournaments } from '../db/schema/index'

// The calendar feeds' read (decision 035): the matches of a team (or several), a game, an event or one match, with
// what a VEVENT says of them. Each filter is served by an index of migration 0015 on (side, starts_at),
// (game, status, starts_at) or (event, starts_at).

export type CalendarMatchFilter =
  | { teams: readonly number[] }
  | { game: string }
  | { eventPandascoreId: number }
  | { matchPandascoreId: number }

function filterOf(filter: CalendarMatchFilter): SQL | undefined {
  if ('teams' in filter)
    return or(
      inArray(matches.team1PandascoreId, [...filter.teams]),
      inArray(matches.team2PandascoreId, [...filter.teams]),
    )
  if ('game' in filter) return eq(matches.game, filter.game)
  if ('eventPandascoreId' in filter) return eq(events.pandascoreId, filter.eventPandascoreId)
  return eq(matches.pandascoreId, filter.matchPandascoreId)
}

/**
 * The filter's matches that start at or after `since` (every one when absent), soonest first, `limit` at most.
 * A match without any time is left out: it has no place on a calendar.
 */
export async function listCalendarMatches(
  db: Db,
  filter: CalendarMatchFilter,
  options: { since?: Date; limit: number },
): Promise<CalendarMatch[]> {
  if ('teams' in filter && !filter.teams.length) return []
  const rows = await db
    .select({
      pandascoreId: matches.pandascoreId,
      game: matches.game,
      slug: matches.slug,
      status: matches.status,
      startsAt: matches.startsAt,
      endAt: matches.endAt,
      matchType: matches.matchType,
      numberOfGames: matches.numberOfGames,
      team1Name: matches.team1Name,
      team2Name: matches.team2Name,
      eventName: events.name,
      stageName: tournaments.stageName,
      modifiedAt: matches.modifiedAt,
      updatedAt: matches.updatedAt,
    })
    .from(matches)
    .leftJoin(events, eq(events.id, matches.eventId))
    .leftJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        filterOf(filter),
        isNotNull(matches.startsAt),
        options.since ? gte(matches.startsAt, options.since) : undefined,
      ),
    )
    .orderBy(asc(matches.startsAt), asc(matches.pandascoreId))
    .limit(options.limit)
  return rows.flatMap(({ startsAt, ...row }) => (startsAt ? [{ ...row, startsAt }] : []))
}
