import type { MatchSummary } from '#shared/schemas/matches'
import { joinList } from '#server/ai/local/plain-text'
import { clean, dateText, dateTimeText, gameName, plural } from './words'

// Facts about one match as the matches table holds it (issue #14): live now, the meeting of two teams, the next
// match to be played. Each sentence names both sides ("TBD" for a side still to be decided), the series score
// and the format, as the match page shows them (see words.ts).

/** A match as the sentences need it (seriesOfSummary makes one from the match pages' summaries). */
export interface SeriesFactInput {
  game: string
  status: string
  startsAt: Date | null
  matchType: string | null
  numberOfGames: number | null
  team1PandascoreId: number | null
  team1Name: string | null
  team1Score: number | null
  team2PandascoreId: number | null
  team2Name: string | null
  team2Score: number | null
  winnerPandascoreId: number | null
  forfeit: boolean
  draw: boolean
  rescheduled: boolean
  tournamentName: string | null
  /** The round its name gives ("Semifinal 1", from "Semifinal 1: CT vs SC"), when it is not just the stage's name. */
  round?: string | null
}

/** The round a PandaScore match name starts with ("Grand final: GEN vs HLE"), unless it only repeats the stage. */
export function roundOfName(name: string, stageName: string | null | undefined): string | null {
  const colon = name.indexOf(':')
  // "Upper bracket semifinal 1" alone is a round too; "CT vs SC" is not.
  const round = clean(colon > 0 ? name.slice(0, colon) : / vs /i.test(name) ? '' : name)
  if (!round || round.toLowerCase() === clean(stageName).toLowerCase()) return null
  return round
}

/** A match as the API gives it (brackets are built from these, src/shared/domain/bracket.ts) as a fact's input. */
export function seriesOfSummary(m: MatchSummary): SeriesFactInput {
  const [a, b] = m.teams
  return {
    game: m.game,
    status: m.status,
    startsAt: m.startsAt ? new Date(m.startsAt) : null,
    matchType: m.matchType,
    numberOfGames: m.numberOfGames,
    team1PandascoreId: a.pandascoreId,
    team1Name: a.name,
    team1Score: a.score,
    team2PandascoreId: b.pandascoreId,
    team2Name: b.name,
    team2Score: b.score,
    winnerPandascoreId: m.winner ? (m.winner === 1 ? a : b).pandascoreId : null,
    forfeit: m.forfeit,
    draw: m.draw,
    rescheduled: m.rescheduled,
    tournamentName: m.tournament?.name ?? null,
    round: roundOfName(m.name, m.tournament?.stageName),
  }
}

interface Side {
  name: string
  score: number | null
  pandascoreId: number | null
}

export function sidesOf(match: SeriesFactInput): [Side, Side] {
  return [
    { name: clean(match.team1Name) || 'TBD', score: match.team1Score, pandascoreId: match.team1PandascoreId },
    { name: clean(match.team2Name) || 'TBD', score: match.team2Score, pandascoreId: match.team2PandascoreId },
  ]
}

/** The sides with `first` (a side's PandaScore id or name, as the question names it) first. */
function ordered(
  match: SeriesFactInput,
  first?: { pandascoreId: number | null; name: string },
): [Side, Side] {
  const [a, b] = sidesOf(match)
  if (!first) return [a, b]
  const isFirst = (s: Side) =>
    first.pandascoreId !== null ? s.pandascoreId === first.pandascoreId : s.name === first.name
  return isFirst(b) && !isFirst(a) ? [b, a] : [a, b]
}

/** "BO3", "first to 2"; empty when the format is not known. */
export function formatText(match: Pick<SeriesFactInput, 'matchType' | 'numberOfGames'>): string {
  const n = match.numberOfGames
  if (!n) return ''
  if (match.matchType === 'best_of') return `BO${n}`
  if (match.matchType === 'first_to') return `first to ${n}`
  return plural(n, 'game')
}

function formatNote(match: SeriesFactInput): string {
  const format = formatText(match)
  return format ? ` (${format})` : ''
}

function inTournament(match: SeriesFactInput): string {
  const tournament = clean(match.tournamentName)
  if (!tournament) return ''
  return match.round ? `, in the ${match.round.toLowerCase()} of ${tournament}` : `, in ${tournament}`
}

const score = (a: Side, b: Side) => (a.score === null || b.score === null ? '' : ` ${a.score}-${b.score}`)

/** "Cobalt Tide 1-0 Aurora Vanguard (BO3), live now in Counter-Strike 2, in Longship Masters …: Playoffs." */
export function liveMatchText(match: SeriesFactInput): string {
  const [a, b] = sidesOf(match)
  const series =
    a.score === null || b.score === null
      ? `${a.name} vs ${b.name}`
      : `${a.name} ${a.score}-${b.score} ${b.name}`
  return `${series}${formatNote(match)}, live now in ${gameName(match.game)}${inTournament(match)}.`
}

/** "2 matches are live right now in Counter-Strike 2." */
export function liveCountText(count: number, game: string | undefined): string {
  const where = game ? ` in ${gameName(game)}` : ''
  return count === 1 ? `1 match is live right now${where}.` : `${count} matches are live right now${where}.`
}

/** "No match is live right now in Valorant." */
export function noLiveMatchText(game: string | undefined): string {
  return `No match is live right now${game ? ` in ${gameName(game)}` : ''}.`
}

/** "Cobalt Tide are not playing right now." */
export function teamNotLiveText(teamNames: readonly string[]): string {
  return `${joinList(teamNames)} are not playing right now.`
}

/** "The next match is Cobalt Tide vs Aurora Vanguard (BO3) on November 28, 2026 at 15:00 UTC, in …." */
export function nextScheduledText(match: SeriesFactInput): string {
  const [a, b] = sidesOf(match)
  const when = match.startsAt ? ` on ${dateTimeText(match.startsAt)}` : ''
  return `The next match is ${a.name} vs ${b.name}${formatNote(match)}${when}${inTournament(match)}.`
}

/**
 * One match between two teams, whatever its status, the first side as the question names it: "Cobalt Tide beat
 * Aurora Vanguard 2-1 (BO3) on November 20, 2026, in …", "Cobalt Tide lead …, live now", "Cobalt Tide play …".
 */
export function seriesText(
  match: SeriesFactInput,
  first?: { pandascoreId: number | null; name: string },
): string {
  const [a, b] = ordered(match, first)
  const format = formatNote(match)
  const where = inTournament(match)
  const day = match.startsAt ? ` on ${dateText(match.startsAt)}` : ''
  const dayTime = match.startsAt ? ` on ${dateTimeText(match.startsAt)}` : ''
  switch (match.status) {
    case 'running':
      return `${a.name} vs ${b.name}${format} is live now: the series score is ${a.score ?? 0}-${b.score ?? 0}${where}.`
    case 'finished': {
      if (match.draw) return `${a.name} and ${b.name} drew${score(a, b)}${format}${day}${where}.`
      const winner = [a, b].find(
        (s) => s.pandascoreId !== null && s.pandascoreId === match.winnerPandascoreId,
      )
      if (!winner) return `${a.name} vs ${b.name}${format} finished${day} with no recorded winner${where}.`
      const loser = winner === a ? b : a
      // The side the question names first is the subject: "Northwind Wolves had a 0-3 loss to Cobalt Tide".
      if (first && loser === a) {
        if (match.forfeit) return `${a.name} lost to ${b.name} by forfeit${day}${where}.`
        return `${a.name} had a${score(a, b)} loss to ${b.name}${format}${day}${where}.`
      }
      if (match.forfeit) return `${winner.name} beat ${loser.name} by forfeit${day}${where}.`
      return `${winner.name} beat ${loser.name}${score(winner, loser)}${format}${day}${where}.`
    }
    case 'canceled':
      return `${a.name} vs ${b.name}${format}, scheduled${dayTime}${where}, was canceled.`
    case 'postponed':
      return `${a.name} vs ${b.name}${format}${where} was postponed${match.startsAt ? ` from ${dateTimeText(match.startsAt)}` : ''}.`
    default:
      if (!match.startsAt) {
        return `${a.name} vs ${b.name}${format} has not started yet: its time is still to be announced${where}.`
      }
      return `${a.name} vs ${b.name}${format} has not started yet: it ${match.rescheduled ? 'was rescheduled to' : 'starts on'} ${dateTimeText(match.startsAt)}${where}.`
  }
}

/** "No match between Cobalt Tide and Aurora Vanguard is recorded." */
export function noMeetingText(a: string, b: string): string {
  return `No match between ${a} and ${b} is recorded.`
}

/** What a question claims of its first team's result ("did A beat B 3-0?"): won or lost, and the score it gives. */
export interface ClaimedResult {
  won: boolean
  /** The first team's score first. */
  score?: readonly [number, number]
}

/**
 * A claimed result judged against the match (issue #17 item 4), the verdict first: "Yes — Cobalt Tide beat …",
 * "No — Cobalt Tide beat Northwind Wolves 3-0 …" (the winner first when the claim was wrong), "Not quite: it
 * finished 2-1, not 3-0. …", and for a match not played "No — it has not been played yet. … it starts on …".
 */
export function claimVerdictText(
  match: SeriesFactInput,
  subject: { pandascoreId: number | null; name: string },
  claim: ClaimedResult,
): string {
  const said = seriesText(match, subject)
  if (match.status === 'running') return `Not yet — it is still being played. ${said}`
  if (match.status !== 'finished') return `No — it has not been played yet. ${said}`
  if (match.draw) return `No — it was a draw. ${said}`
  const [a, b] = ordered(match, subject)
  const winner = [a, b].find((s) => s.pandascoreId !== null && s.pandascoreId === match.winnerPandascoreId)
  if (!winner) return said
  if ((winner === a) !== claim.won) return `No — ${seriesText(match)}`
  const claimed = claim.score
  if (claimed && a.score !== null && b.score !== null && (claimed[0] !== a.score || claimed[1] !== b.score)) {
    return `Not quite: it finished ${a.score}-${b.score}, not ${claimed[0]}-${claimed[1]}. ${seriesText(match)}`
  }
  return `Yes — ${said}`
}

/** A drawn match asked "who won": nobody did. */
export function noWinnerText(match: SeriesFactInput, subject: { pandascoreId: number | null; name: string }) {
  return `Neither team won: it was a draw. ${seriesText(match, subject)}`
}

/**
 * The maps of a match in the order played, each with its winner, as the match page lists them: "The maps: Mirage
 * (Cobalt Tide), Dust2 (Northwind Wolves) and Inferno (Cobalt Tide)."; in the other languages too.
 */
export function mapsPlayedText(maps: readonly { mapName: string; winnerName: string | null }[]): {
  text: string
  translations: Record<'es' | 'pt' | 'fr' | 'de', string>
} {
  const each = (and: string) =>
    joinList(
      maps.map((m) => `${m.mapName}${clean(m.winnerName) ? ` (${clean(m.winnerName)})` : ''}`),
      and,
    )
  return {
    text: `The maps, in the order played: ${each('and')}.`,
    translations: {
      es: `Los mapas, en el orden jugado: ${each('y')}.`,
      pt: `Os mapas, na ordem jogada: ${each('e')}.`,
      fr: `Les cartes, dans l'ordre joué : ${each('et')}.`,
      de: `Die Maps in der gespielten Reihenfolge: ${each('und')}.`,
    },
  }
}
