import type { Bracket, MatchSummary } from '../schemas/matches'

// A knockout stage's bracket from its matches and their links (PandaScore previous_matches: "the winner, or the
// loser, of match X plays this match"; issue #14, docs/decisions/027). Double elimination is read from the links:
// a match fed by a loser, or by a lower-bracket winner, is in the lower bracket; the match that joins an upper and
// a lower winner is the grand final, and one fed by the grand final is its bracket reset. A stage without links
// (the source gave none) falls back to rounds by day.

export interface BracketLink {
  pandascoreId: number
  type: 'winner' | 'loser'
}

export interface BracketInput {
  match: MatchSummary
  previousMatches: readonly BracketLink[]
}

type Section = 'upper' | 'lower' | 'final'

interface Node {
  match: MatchSummary
  from: BracketLink[]
  section?: Section
  round?: number
}

const byTime = (a: Node, b: Node) =>
  (a.match.startsAt ?? '').localeCompare(b.match.startsAt ?? '') ||
  a.match.pandascoreId - b.match.pandascoreId

/** The bracket of a stage's matches; empty sections when there are no matches. */
export function buildBracket(inputs: readonly BracketInput[]): Bracket {
  const nodes = new Map<number, Node>()
  for (const input of inputs) nodes.set(input.match.pandascoreId, { match: input.match, from: [] })
  // Only links to matches of this stage count: a dangling link is a slot still TBD.
  for (const input of inputs)
    nodes.get(input.match.pandascoreId)!.from = input.previousMatches.filter((l) => nodes.has(l.pandascoreId))
  const all = [...nodes.values()]
  if (!all.some((n) => n.from.length)) return roundsByDay(all)

  for (const node of all) classify(node, nodes, new Set())
  const section = (name: Section) => all.filter((n) => n.section === name)
  const upper = section('upper')
  const lower = section('lower')
  const final = section('final')
  const doubleElimination = final.length > 0
  return {
    upper: toRounds(upper, nodes, (i, n) => upperLabel(i, n, doubleElimination)),
    lower: toRounds(lower, nodes, (i, n) => lowerLabel(i, n, doubleElimination)),
    final: toRounds(final, nodes, (i) => (i === 0 ? 'Grand final' : 'Bracket reset')),
  }
}

/** Sets the section and round (from 1) of a node from its sources, depth first; a cycle is cut where it closes. */
function classify(node: Node, nodes: Map<number, Node>, visiting: Set<number>): void {
  if (node.section) return
  const id = node.match.pandascoreId
  if (visiting.has(id)) return
  visiting.add(id)
  const sources = node.from.map((link) => ({ link, node: nodes.get(link.pandascoreId)! }))
  for (const source of sources) classify(source.node, nodes, visiting)
  visiting.delete(id)

  const upperWinner = sources.some((s) => s.link.type === 'winner' && s.node.section === 'upper')
  const lowerWinner = sources.some((s) => s.link.type === 'winner' && s.node.section === 'lower')
  const fromLoser = sources.some((s) => s.link.type === 'loser' && s.node.section !== 'final')
  const fromFinal = sources.some((s) => s.node.section === 'final')
  if (fromFinal || (upperWinner && lowerWinner)) node.section = 'final'
  else if (fromLoser || lowerWinner) node.section = 'lower'
  else node.section = 'upper'

  // A lower match fed only by upper losers opens the lower bracket (round 1).
  const sameSection = sources.filter((s) => s.node.section === node.section && s.link.type === 'winner')
  node.round = 1 + Math.max(0, ...sameSection.map((s) => s.node.round ?? 0))
  if (node.section === 'final' && !fromFinal) node.round = 1
}

/** Rounds in order, each ordered so a match sits beside the one its winner goes to. */
function toRounds(
  section: Node[],
  nodes: Map<number, Node>,
  label: (index: number, count: number) => string,
): Bracket['upper'] {
  if (!section.length) return []
  const count = Math.max(...section.map((n) => n.round ?? 1))
  const rounds: Node[][] = Array.from({ length: count }, () => [])
  for (const node of section) rounds[(node.round ?? 1) - 1]!.push(node)
  const successorOf = new Map<number, number>()
  for (const node of nodes.values())
    for (const link of node.from)
      if (link.type === 'winner') successorOf.set(link.pandascoreId, node.match.pandascoreId)

  let order = new Map<number, number>()
  for (let i = count - 1; i >= 0; i--) {
    const round = rounds[i]!
    const place = (n: Node) => order.get(successorOf.get(n.match.pandascoreId) ?? -1) ?? Infinity
    round.sort((a, b) => place(a) - place(b) || byTime(a, b))
    order = new Map(round.map((n, index) => [n.match.pandascoreId, index]))
  }
  return rounds
    .filter((round) => round.length)
    .map((round, index, kept) => ({
      label: label(index, kept.length),
      matches: round.map((n) => ({ match: n.match, from: n.from })),
    }))
}

function upperLabel(index: number, count: number, doubleElimination: boolean): string {
  const fromEnd = count - index
  if (doubleElimination) {
    if (fromEnd === 1 && count > 1) return 'Upper bracket final'
    // The round before the final holds its two semifinals, however many rounds there are (4 teams: 2).
    if (fromEnd === 2) return 'Upper bracket semifinals'
    return `Upper bracket round ${index + 1}`
  }
  return knockoutLabel(fromEnd, index)
}

function lowerLabel(index: number, count: number, doubleElimination: boolean): string {
  // Without a grand final, a match of losers is the third-place decider.
  if (!doubleElimination) return 'Third place match'
  if (index === count - 1 && count > 1) return 'Lower bracket final'
  return `Lower bracket round ${index + 1}`
}

function knockoutLabel(fromEnd: number, index: number): string {
  if (fromEnd === 1) return 'Grand final'
  if (fromEnd === 2) return 'Semifinals'
  if (fromEnd === 3) return 'Quarterfinals'
  return `Round ${index + 1}`
}

/** No links: each day of play is a round, named from the end when the rounds narrow to one match. */
function roundsByDay(all: Node[]): Bracket {
  const days = new Map<string, Node[]>()
  for (const node of [...all].sort(byTime)) {
    const day = node.match.startsAt?.slice(0, 10) ?? 'unscheduled'
    days.set(day, [...(days.get(day) ?? []), node])
  }
  const rounds = [...days.values()]
  const narrows = rounds.at(-1)?.length === 1
  return {
    upper: rounds.map((round, index) => ({
      label: narrows ? knockoutLabel(rounds.length - index, index) : `Round ${index + 1}`,
      matches: round.map((n) => ({ match: n.match, from: [] })),
    })),
    lower: [],
    final: [],
  }
}
