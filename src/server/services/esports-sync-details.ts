import type { GameSlug } from '#shared/domain/games'
import type { Db } from '../db/client'
import type { EsportsDataSet } from '../providers/pandascore/map'
import { tournamentOfMatch } from '../providers/pandascore/map-matches'
import type { PandaScoreTournament } from '../providers/pandascore/schemas'
import { listPreviousMatches } from '../storage/matches'
import { listTournamentModifiedAt } from '../storage/tournaments'
import type { Schedule, SyncSource } from './esports-sync-sources'

// A tournament's standings, bracket links and rosters cost 2 or 3 requests, so the sync reads them only for
// tournaments whose PandaScore modified_at moved since we stored them, a few per game and run
// (docs/decisions/027-matches-and-events.md). A tournament left for later keeps its stored modified_at, so the
// next run picks it up; a match whose bracket was not read keeps its stored bracket links.

export interface DetailsRead {
  /** {tournament_id, standings, brackets, rosters} records for the mapper. */
  records: unknown[]
  /** Tournaments that changed but were not read this run (over the cap, or their requests failed). */
  deferred: Set<number>
  /** Tournaments whose brackets were read this run: their matches' links are as read. */
  bracketsRead: Set<number>
}

/** Every tournament of the schedule: the listed ones, then those only its matches name. */
function scheduleTournaments(schedule: Schedule): PandaScoreTournament[] {
  const byId = new Map<number, PandaScoreTournament>()
  for (const tournament of [...schedule.tournaments, ...schedule.matches.map(tournamentOfMatch)])
    if (!byId.has(tournament.id)) byId.set(tournament.id, tournament)
  return [...byId.values()]
}

/** Ongoing and upcoming stages first (soonest first), then past ones (latest first). */
function byUrgency(now: Date) {
  const end = (t: PandaScoreTournament) => Date.parse(t.end_at ?? t.begin_at ?? '') || 0
  const begin = (t: PandaScoreTournament) => Date.parse(t.begin_at ?? '') || 0
  return (a: PandaScoreTournament, b: PandaScoreTournament) => {
    const [aLive, bLive] = [end(a) >= now.getTime(), end(b) >= now.getTime()]
    if (aLive !== bLive) return aLive ? -1 : 1
    return aLive ? begin(a) - begin(b) : end(b) - end(a)
  }
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null)

/** Reads the details of the schedule's tournaments that changed since stored (all of them when forced). */
export async function readTournamentDetails(
  db: Db,
  source: SyncSource,
  game: GameSlug,
  schedule: Schedule,
  options: { force: boolean; now: Date },
): Promise<DetailsRead> {
  const tournaments = scheduleTournaments(schedule)
  const stored = await listTournamentModifiedAt(
    db,
    tournaments.map((t) => t.id),
  )
  const changed = tournaments
    .filter(
      (t) =>
        options.force || !stored.has(t.id) || (stored.get(t.id)?.getTime() ?? null) !== time(t.modified_at),
    )
    .sort(byUrgency(options.now))
  const wanted = changed.slice(0, source.detailsPerGame)
  const records = await source.tournamentDetails(game, wanted)
  const read = new Set(records.map((record) => (record as { tournament_id: number }).tournament_id))
  const bracketsRead = new Set(
    records.flatMap((record) => {
      const { tournament_id, brackets } = record as { tournament_id: number; brackets?: unknown }
      return brackets ? [tournament_id] : []
    }),
  )
  return { records, deferred: new Set(changed.filter((t) => !read.has(t.id)).map((t) => t.id)), bracketsRead }
}

/**
 * What this run did not read stays as stored: a deferred tournament's modified_at (so the next run reads it),
 * and the bracket links of matches whose bracket was not read (match lists carry none).
 */
export async function keepUnreadState(db: Db, data: EsportsDataSet, details: DetailsRead): Promise<void> {
  if (details.deferred.size) {
    const stored = await listTournamentModifiedAt(db, [...details.deferred])
    for (const row of data.tournaments)
      if (row.pandascoreId != null && details.deferred.has(row.pandascoreId))
        row.modifiedAt = stored.get(row.pandascoreId) ?? null
  }
  const unlinked = data.matches.filter(
    ({ match }) =>
      !match.previousMatches?.length &&
      !(match.tournamentPandascoreId != null && details.bracketsRead.has(match.tournamentPandascoreId)),
  )
  const stored = await listPreviousMatches(
    db,
    unlinked.map(({ match }) => match.pandascoreId),
  )
  for (const { match } of unlinked) {
    const links = stored.get(match.pandascoreId)
    if (links) match.previousMatches = links
  }
}
