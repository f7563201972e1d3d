import type { MatchDetail, MatchGame, MatchSide, MatchSummary } from '#shared/schemas/matches'

// How the match tasks read a MatchDetail: which sides are known, who won, each side's form, the earlier
// meetings, the date and the format, in the words both the local texts (match-texts.ts) and the model's facts
// block (prompts/match-texts.ts) use. Pure: the same facts give the same readings.

export type SideIndex = 0 | 1
export type SideResult = 'win' | 'loss' | 'draw'

/** A side's name as the data writes it; undefined for a TBD side (no PandaScore id or no name). */
export function sideName(side: MatchSide): string | undefined {
  if (side.pandascoreId === null) return undefined
  const name = side.name?.replace(/\s+/g, ' ').trim()
  return name ? name : undefined
}

/** Names longer than this are shortened to the acronym after their first mention. */
const LONG_NAME = 22

/** The name for a second mention: the acronym when the full name is long, else the name. */
export function shortName(side: MatchSide): string | undefined {
  const name = sideName(side)
  const acronym = side.acronym?.trim()
  return name && acronym && name.length > LONG_NAME ? acronym : name
}

/** A preview is written for a match that has not started and whose two sides are both known. */
export function canPreview(detail: MatchDetail): boolean {
  const { match } = detail
  return (
    match.status === 'not_started' &&
    sideName(match.teams[0]) !== undefined &&
    sideName(match.teams[1]) !== undefined
  )
}

/** A recap is written for a finished match with a winner or a draw; never for a canceled one. */
export function canRecap(detail: MatchDetail): boolean {
  const { match } = detail
  if (match.status !== 'finished') return false
  if (sideName(match.teams[0]) === undefined || sideName(match.teams[1]) === undefined) return false
  return match.winner !== null || match.draw
}

/** The instant the match is (or was) played: begin, else scheduled time. */
export function matchStart(match: MatchSummary): Date | undefined {
  const iso = match.startsAt ?? match.beginAt ?? match.scheduledAt
  const date = iso ? new Date(iso) : undefined
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' })
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** "26 November", in UTC. */
export function dayMonth(date: Date): string {
  return DAY_MONTH.format(date)
}

/** "26 November 2026", in UTC. */
export function dayMonthYear(date: Date): string {
  return DAY_MONTH_YEAR.format(date)
}

/** "18:00 UTC". */
export function utcTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** "four" for 4; digits from 11 on. */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n)
}

/** "four wins", "one loss", "no draws". */
export function countWords(n: number, one: string, many: string): string {
  return `${numberWord(n)} ${n === 1 ? one : many}`
}

/** "a best-of-three", "a single game", "a first-to-two series"; undefined when the format is not known. */
export function formatPhrase(match: MatchSummary): string | undefined {
  const games = match.numberOfGames
  if (games === null || games < 1) return undefined
  if (match.matchType === 'best_of' || match.matchType === 'ow_best_of') {
    return games === 1 ? 'a single game' : `a best-of-${numberWord(games)}`
  }
  if (match.matchType === 'first_to') return `a first-to-${numberWord(games)} series`
  if (match.matchType === 'all_games_played') return `a series of ${numberWord(games)} games, all played`
  return undefined
}

/** "the Playoffs of Longship Masters Autumn 2026", or the tournament's name; undefined without one. */
export function stagePhrase(match: MatchSummary): string | undefined {
  const tournament = match.tournament
  if (!tournament) return undefined
  const event = tournament.eventName?.trim()
  const stage = tournament.stageName?.trim()
  if (event && stage && !event.toLowerCase().includes(stage.toLowerCase())) return `the ${stage} of ${event}`
  return event || tournament.name.trim() || undefined
}

/** The side (0 or 1) of team `teamId` in a match; undefined when it did not play it. */
function sideOf(match: MatchSummary, teamId: number): SideIndex | undefined {
  if (match.teams[0].pandascoreId === teamId) return 0
  if (match.teams[1].pandascoreId === teamId) return 1
  return undefined
}

/** A finished match's result for team `teamId`; undefined when unknown. */
export function resultFor(match: MatchSummary, teamId: number): SideResult | undefined {
  const side = sideOf(match, teamId)
  if (side === undefined || match.status !== 'finished') return undefined
  if (match.draw) return 'draw'
  if (match.winner === null) return undefined
  return match.winner === side + 1 ? 'win' : 'loss'
}

/** The series score with the higher score first, "2-1", as results are written ("a 2-1 loss"). */
export function scoreOf(match: MatchSummary): string | undefined {
  const [a, b] = [match.teams[0].score, match.teams[1].score]
  return a === null || b === null ? undefined : `${Math.max(a, b)}-${Math.min(a, b)}`
}

/** The other side's name in a match of team `teamId`. */
export function opponentOf(match: MatchSummary, teamId: number): string | undefined {
  const side = sideOf(match, teamId)
  return side === undefined ? undefined : sideName(match.teams[side === 0 ? 1 : 0])
}

export interface Tally {
  wins: number
  losses: number
  draws: number
  played: number
}

/** A side's record over its recent finished matches (the form list, at most 5), counted from the list. */
export function formTally(detail: MatchDetail, side: SideIndex): Tally {
  const teamId = detail.match.teams[side].pandascoreId
  const tally: Tally = { wins: 0, losses: 0, draws: 0, played: 0 }
  if (teamId === null) return tally
  for (const match of detail.form[side].recent) {
    const result = resultFor(match, teamId)
    if (result === undefined) continue
    tally.played++
    if (result === 'win') tally.wins++
    else if (result === 'loss') tally.losses++
    else tally.draws++
  }
  return tally
}

export interface Meetings {
  /** Wins of side 1 and side 2 and draws in their meetings before this match. */
  wins: [number, number]
  draws: number
  total: number
  /** The listed meetings before this match, newest first. */
  earlier: MatchSummary[]
}

/** Takes one meeting's result out of the counts. */
function uncount(meetings: Meetings, match: MatchSummary, team1: number | null): void {
  const result = team1 === null ? undefined : resultFor(match, team1)
  if (result === 'draw') meetings.draws = Math.max(0, meetings.draws - 1)
  else if (result === 'win') meetings.wins[0] = Math.max(0, meetings.wins[0] - 1)
  else if (result === 'loss') meetings.wins[1] = Math.max(0, meetings.wins[1] - 1)
}

/**
 * The two sides' meetings before this match. The head-to-head may count this match and, for a recap written
 * later, meetings after it; both are taken out of the counts, so "before this match" stays true. Undefined
 * when that cannot be done from the listed meetings (more later meetings than the list holds).
 */
export function priorMeetings(detail: MatchDetail): Meetings | undefined {
  const { match, headToHead } = detail
  const team1 = match.teams[0].pandascoreId
  const start = matchStart(match)?.getTime()
  const meetings: Meetings = {
    wins: [headToHead.team1Wins, headToHead.team2Wins],
    draws: headToHead.draws,
    total: 0,
    earlier: [],
  }
  const listed = headToHead.team1Wins + headToHead.team2Wins + headToHead.draws
  const notBefore = headToHead.matches.filter((m) => {
    const at = matchStart(m)?.getTime()
    return m.pandascoreId === match.pandascoreId || (start !== undefined && at !== undefined && at >= start)
  })
  if (notBefore.length === headToHead.matches.length && listed > notBefore.length) return undefined
  for (const m of notBefore) uncount(meetings, m, team1)
  meetings.total = meetings.wins[0] + meetings.wins[1] + meetings.draws
  meetings.earlier = headToHead.matches.filter((m) => !notBefore.includes(m))
  return meetings
}

/** The games that were played, in order. */
export function playedGames(detail: MatchDetail): MatchGame[] {
  return detail.games
    .filter((game) => game.status === 'finished' || game.forfeit)
    .sort((a, b) => a.position - b.position)
}

export type SeriesShape = 'sweep' | 'reverse-sweep' | 'comeback' | 'plain'

/**
 * What the games show about the series, from the winner's side: a sweep (the loser took no game, two or more
 * played), a reverse sweep (the winner lost the first games up to match point, then won every game after,
 * three wins needed or more), a comeback (the winner lost the first game and won the series). Only when the
 * data shows it: a sweep needs the series score, the others the games in order with their winners.
 */
export function seriesShape(detail: MatchDetail): SeriesShape {
  const { match } = detail
  if (match.winner === null || match.forfeit) return 'plain'
  const winner = match.teams[match.winner - 1]!.score
  const loser = match.teams[match.winner === 1 ? 1 : 0]!.score
  if (winner !== null && loser === 0 && winner >= 2) return 'sweep'
  const games = playedGames(detail)
  if (games.length < 3 || games.some((game) => game.winner === null)) return 'plain'
  const winnerGames = games.filter((game) => game.winner === match.winner).length
  if (winner !== null && winnerGames !== winner) return 'plain'
  const firstWin = games.findIndex((game) => game.winner === match.winner)
  const wonTheRest = games.slice(firstWin).every((game) => game.winner === match.winner)
  if (winnerGames >= 3 && firstWin === winnerGames - 1 && wonTheRest) return 'reverse-sweep'
  return firstWin >= 1 ? 'comeback' : 'plain'
}
