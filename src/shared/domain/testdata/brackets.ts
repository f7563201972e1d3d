import type { Bracket, MatchSummary } from '../../schemas/matches'
import type { BracketInput, BracketLink } from '../bracket'

// Matches and links to build brackets from, for the bracket's tests and the bracket view's.

export function match(
  id: number,
  startsAt: string,
  sides: [string | null, string | null] = ['A', 'B'],
): MatchSummary {
  const side = (name: string | null) => ({
    pandascoreId: name ? name.charCodeAt(0) : null,
    name,
    acronym: null,
    imageUrl: null,
    path: null,
    score: null,
  })
  return {
    pandascoreId: id,
    slug: `m-${id}`,
    path: `/cs2/matches/m-${id}`,
    game: 'cs2',
    name: `Match ${id}`,
    status: 'not_started',
    startsAt,
    scheduledAt: startsAt,
    beginAt: null,
    endAt: null,
    originalScheduledAt: null,
    rescheduled: false,
    matchType: 'best_of',
    numberOfGames: 3,
    teams: [side(sides[0]), side(sides[1])],
    winner: null,
    forfeit: false,
    draw: false,
    tournament: null,
  }
}

export const w = (id: number): BracketLink => ({ pandascoreId: id, type: 'winner' })
export const l = (id: number): BracketLink => ({ pandascoreId: id, type: 'loser' })
export const at = (day: number, hour = 12) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`
export const input = (
  id: number,
  startsAt: string,
  from: BracketLink[] = [],
  sides?: [string | null, string | null],
) => ({ match: match(id, startsAt, sides), previousMatches: from }) satisfies BracketInput
/** A four-team double-elimination playoff: upper semis, upper final, lower rounds, grand final, bracket reset. */
export const doubleElimination = () => [
  input(1, at(1)),
  input(2, at(1, 15)),
  input(3, at(2), [w(1), w(2)], [null, null]),
  input(4, at(2, 15), [l(1), l(2)], [null, null]),
  input(5, at(3), [l(3), w(4)], [null, null]),
  input(6, at(4), [w(3), w(5)], [null, null]),
  input(7, at(4, 18), [w(6), l(6)], [null, null]),
]

export const shape = (rounds: Bracket['upper']) =>
  rounds.map((r) => [r.label, r.matches.map((m) => m.match.pandascoreId)])

