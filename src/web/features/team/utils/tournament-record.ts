import type { TeamMatch } from '#shared/schemas/esports'

// §2.11 "Tournament Achievements": the team's record in each tournament, from the matches we hold. We hold match
// results, not placements, so this is a record per tournament, never a title or a final standing.

export interface TournamentRecord {
  /** The tournament's display name, the grouping key. */
  name: string
  /** tier-1, tier-2, tier-3 or unknown; null when no match carries the tournament's row. */
  tier: string | null
  /** Finished matches in the tournament, those without a recorded result included. */
  played: number
  wins: number
  losses: number
  draws: number
  /** The earliest and the latest finished match (ISO date-times). */
  firstMatchDate: string
  lastMatchDate: string
  /** The team's next scheduled match in it: it is still in the running. Null when it has none. */
  nextMatchDate: string | null
}

interface TournamentRecords {
  tournaments: TournamentRecord[]
  /** Finished matches with no tournament: left out of the records. */
  withoutTournament: number
}

/** The name a match is grouped under, as the match rows show it; undefined when it has none. */
function tournamentKey(match: TeamMatch): string | undefined {
  return (match.tournamentName ?? match.tournament?.name)?.trim() || undefined
}

function time(date: string): number {
  const value = Date.parse(date)
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value
}

/**
 * Groups finished matches by tournament, with the next upcoming match of each tournament the team has one in.
 * Only tournaments with at least one finished match are listed (one with only scheduled matches has no record
 * yet; the Upcoming Matches list shows it). Ongoing tournaments come first, then the rest; within each, the
 * latest match first, then by name. Finished matches without a tournament are counted, not listed.
 */
export function tournamentRecords(
  finished: readonly TeamMatch[],
  upcoming: readonly TeamMatch[] = [],
): TournamentRecords {
  const byName = new Map<string, TournamentRecord>()
  let withoutTournament = 0
  for (const match of finished) {
    if (!match.isFinished) continue
    const name = tournamentKey(match)
    if (!name) {
      withoutTournament += 1
      continue
    }
    let record = byName.get(name)
    if (!record) {
      record = {
        name,
        tier: null,
        played: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        firstMatchDate: match.matchDate,
        lastMatchDate: match.matchDate,
        nextMatchDate: null,
      }
      byName.set(name, record)
    }
    record.played += 1
    if (match.result === 'win') record.wins += 1
    else if (match.result === 'loss') record.losses += 1
    else if (match.result === 'draw') record.draws += 1
    if (time(match.matchDate) < time(record.firstMatchDate)) record.firstMatchDate = match.matchDate
    if (time(match.matchDate) > time(record.lastMatchDate)) record.lastMatchDate = match.matchDate
    if (match.tournament?.tier && (!record.tier || record.tier === 'unknown'))
      record.tier = match.tournament.tier
  }

  for (const match of upcoming) {
    if (match.isFinished) continue
    const record = byName.get(tournamentKey(match) ?? '')
    if (!record || Number.isNaN(Date.parse(match.matchDate))) continue
    if (record.nextMatchDate == null || time(match.matchDate) < time(record.nextMatchDate)) {
      record.nextMatchDate = match.matchDate
    }
  }

  const tournaments = [...byName.values()].sort(
    (a, b) =>
      Number(b.nextMatchDate != null) - Number(a.nextMatchDate != null) ||
      time(b.lastMatchDate) - time(a.lastMatchDate) ||
      a.name.localeCompare(b.name),
  )
  return { tournaments, withoutTournament }
}

/** "5-2", or "5-2-1" when there are draws (wins, losses, draws). */
export function recordText(record: Pick<TournamentRecord, 'wins' | 'losses' | 'draws'>): string {
  const parts = [record.wins, record.losses, ...(record.draws > 0 ? [record.draws] : [])]
  return parts.join('-')
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** The record in words, for screen readers: "5 wins, 2 losses" (", 1 draw" when any). */
export function recordWords(record: Pick<TournamentRecord, 'wins' | 'losses' | 'draws'>): string {
  const parts = [count(record.wins, 'win', 'wins'), count(record.losses, 'loss', 'losses')]
  if (record.draws > 0) parts.push(count(record.draws, 'draw', 'draws'))
  return parts.join(', ')
}
