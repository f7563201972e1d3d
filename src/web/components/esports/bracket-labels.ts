import type { Bracket } from '#shared/schemas/matches'
import { sideName } from './match-labels'

export type BracketRound = Bracket['upper'][number]
export type BracketCell = BracketRound['matches'][number]

/** Each bracket match's short name ("Semifinal 2"), for the "Winner of …" hints of the sides it feeds. */
export function bracketMatchNames(bracket: Bracket): Map<number, string> {
  const names = new Map<number, string>()
  for (const round of [...bracket.upper, ...bracket.lower, ...bracket.final]) {
    round.matches.forEach((cell, index) => {
      names.set(
        cell.match.pandascoreId,
        round.matches.length > 1 ? `${round.label} ${index + 1}` : round.label,
      )
    })
  }
  return names
}

/** What a TBD side of a bracket match says: "Winner of Semifinal 1", "Loser of Upper final", or "TBD". */
export function sideHint(cell: BracketCell, index: 0 | 1, names: ReadonlyMap<number, string>): string {
  const side = cell.match.teams[index]
  if (side.pandascoreId !== null) return sideName(side)
  const from = cell.from[index]
  const name = from ? names.get(from.pandascoreId) : undefined
  if (!from || !name) return 'TBD'
  return `${from.type === 'winner' ? 'Winner' : 'Loser'} of ${name}`
}
