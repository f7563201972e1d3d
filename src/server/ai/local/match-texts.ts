import type { MatchDetail, MatchGame, MatchSummary } from '#shared/schemas/matches'
import type { MatchTextResult } from '../types'
import {
  countWords,
  dayMonth,
  formatPhrase,
  formTally,
  matchStart,
  numberWord,
  opponentOf,
  playedGames,
  priorMeetings,
  resultFor,
  type SideIndex,
  scoreOf,
  seriesShape,
  shortName,
  sideName,
  stagePhrase,
  type Tally,
  utcTime,
} from './match-facts'
import { joinList } from './plain-text'
import { pick } from './random'

// The local engine's match preview and recap (issue #14): 2 to 4 short paragraphs in the house voice, built
// only from the match page's data. Every name, number and date comes from the facts, so the fact guard's own
// check passes on them (match-texts.test.ts proves it on many shapes). Numbers up to ten are written as words.
// Deterministic: the phrasing choices are seeded by the match id.

const PLAYERS_NAMED = 2

interface Names {
  full: [string, string]
  short: [string, string]
}

function namesOf(match: MatchSummary): Names {
  const full: [string, string] = [sideName(match.teams[0]) ?? '', sideName(match.teams[1]) ?? '']
  return {
    full,
    short: [shortName(match.teams[0]) ?? full[0], shortName(match.teams[1]) ?? full[1]],
  }
}

function paragraphs(parts: readonly (string | undefined)[]): MatchTextResult {
  return {
    content: parts
      .filter((part): part is string => Boolean(part))
      .slice(0, 4)
      .join('\n\n'),
  }
}

function sentence(...parts: (string | undefined | false)[]): string {
  return `${parts.filter(Boolean).join('')}.`
}

// ---------------------------------------------------------------------------------------------------------
// Preview.

function previewOpening(detail: MatchDetail, names: Names): string {
  const { match } = detail
  const seed = String(match.pandascoreId)
  const verb = pick(seed, 'preview-verb', ['meet', 'face', 'take on'])
  const start = matchStart(match)
  const where = stagePhrase(match)
  const format = formatPhrase(match)
  const first = sentence(
    `${names.full[0]} ${verb} ${names.full[1]}`,
    start && ` on ${dayMonth(start)} at ${utcTime(start)}`,
    where && ` in ${where}`,
    format && `, ${format}`,
  )
  const original = match.originalScheduledAt ? new Date(match.originalScheduledAt) : undefined
  const moved =
    match.rescheduled && original && !Number.isNaN(original.getTime())
      ? ` The match was moved from its original date of ${dayMonth(original)}.`
      : ''
  return first + moved
}

function recordWords(tally: Tally): string {
  const parts = [countWords(tally.wins, 'win', 'wins')]
  if (tally.draws > 0) parts.push(countWords(tally.draws, 'draw', 'draws'))
  parts.push(countWords(tally.losses, 'loss', 'losses'))
  if (tally.wins === tally.played && tally.played > 1) return `won all ${numberWord(tally.played)}`
  return joinList(parts)
}

/** "a 2-0 win over Golden Gale on 20 November". */
function latestWords(detail: MatchDetail, side: SideIndex): string | undefined {
  const teamId = detail.match.teams[side].pandascoreId
  const latest = detail.form[side].recent[0]
  if (teamId === null || !latest) return undefined
  const result = resultFor(latest, teamId)
  if (result === undefined) return undefined
  const score = scoreOf(latest)
  const opponent = opponentOf(latest, teamId)
  const against = { win: 'over', loss: 'to', draw: 'with' }[result]
  const start = matchStart(latest)
  return [
    `a ${score ? `${score} ` : ''}${result}`,
    opponent ? ` ${against} ${opponent}` : '',
    start ? ` on ${dayMonth(start)}` : '',
  ].join('')
}

function formParagraph(detail: MatchDetail, names: Names): string | undefined {
  const lines: string[] = []
  for (const side of [0, 1] as const) {
    const tally = formTally(detail, side)
    if (tally.played === 0) continue
    const record = recordWords(tally)
    const last = `their last ${tally.played === 1 ? 'match' : `${numberWord(tally.played)}`}`
    const lead = record.startsWith('won all')
      ? `${names.short[side]} have ${record} of ${last}`
      : `${names.short[side]} come in with ${record} from ${last}`
    const latest = latestWords(detail, side)
    lines.push(sentence(lead, latest && tally.played > 1 && `, the latest ${latest}`))
  }
  if (lines.length === 0) return undefined
  if (lines.length === 1) {
    const known = formTally(detail, 0).played > 0 ? 0 : 1
    const other = known === 0 ? 1 : 0
    lines.push(`${names.short[other]} have no finished match on our record.`)
  }
  return lines.join(' ')
}

function meetingsWords(detail: MatchDetail, names: Names): string | undefined {
  const meetings = priorMeetings(detail)
  if (!meetings) return undefined
  if (meetings.total === 0) return 'This is their first meeting on our record.'
  const times = meetings.total === 1 ? 'once' : `${numberWord(meetings.total)} times`
  const split: string[] = []
  for (const side of [0, 1] as const) {
    if (meetings.wins[side] > 0) split.push(`${names.short[side]} won ${numberWord(meetings.wins[side])}`)
  }
  if (meetings.draws > 0) split.push(countWords(meetings.draws, 'was drawn', 'were drawn'))
  const record = `They have met ${times} before on our record${split.length > 0 ? `: ${joinList(split)}` : ''}.`
  const last = meetings.earlier[0]
  const team1 = detail.match.teams[0].pandascoreId
  if (!last || team1 === null) return record
  const start = matchStart(last)
  const result = resultFor(last, team1)
  if (!start || result === undefined) return record
  const side: SideIndex = result === 'loss' ? 1 : 0
  const score = scoreOf(last)
  const outcome =
    result === 'draw'
      ? `ended in a ${score ? `${score} ` : ''}draw`
      : `went ${score ? `${score} ` : ''}to ${names.short[side]}`
  return `${record} The last meeting, on ${dayMonth(start)}, ${outcome}.`
}

function playersWords(detail: MatchDetail, names: Names): string | undefined {
  const named: string[] = []
  for (const side of [0, 1] as const) {
    const players = detail.rosters[side]
      .map((player) => player.name.trim())
      .filter(Boolean)
      .slice(0, PLAYERS_NAMED)
    if (players.length > 0) named.push(`${joinList(players)} for ${names.short[side]}`)
  }
  if (named.length === 0) return undefined
  return `Names to watch: ${named.join('; ')}.`
}

/** The preview of a match both of whose sides are known (canPreview). */
export function previewMatchLocally(detail: MatchDetail): MatchTextResult {
  const names = namesOf(detail.match)
  const players = playersWords(detail, names)
  return paragraphs([
    previewOpening(detail, names),
    formParagraph(detail, names),
    [meetingsWords(detail, names), players].filter(Boolean).join(' ') || undefined,
  ])
}

// ---------------------------------------------------------------------------------------------------------
// Recap.

function resultOpening(detail: MatchDetail, names: Names): string {
  const { match } = detail
  const start = matchStart(match)
  const where = stagePhrase(match)
  const format = formatPhrase(match)
  const when = start ? ` on ${dayMonth(start)}` : ''
  const context = `${where ? ` in ${where}` : ''}${when}`
  const [s1, s2] = [match.teams[0].score, match.teams[1].score]
  if (match.draw) {
    const score = s1 !== null && s2 !== null ? ` ${s1}-${s2}` : ''
    return sentence(`${names.full[0]} and ${names.full[1]} drew${score}${context}`, format && `, ${format}`)
  }
  const w = (match.winner ?? 1) - 1
  const l = w === 0 ? 1 : 0
  if (match.forfeit) return sentence(`${names.full[w]} won by forfeit against ${names.full[l]}${context}`)
  const scores = [s1, s2]
  const score = scores[w] !== null && scores[l] !== null ? ` ${scores[w]}-${scores[l]}` : ''
  const shape = seriesShape(detail)
  const seed = String(match.pandascoreId)
  const verb = shape === 'sweep' ? 'swept' : pick(seed, 'recap-verb', ['beat', 'got past', 'defeated'])
  const opening = sentence(
    `${names.full[w]} ${verb} ${names.full[l]}${score}${context}`,
    format && `, ${format}`,
  )
  if (shape === 'reverse-sweep') {
    const down = playedGames(detail).findIndex((game) => game.winner === match.winner)
    return `${opening} It was a reverse sweep: ${names.short[w]} came back from ${numberWord(down)} games down.`
  }
  if (shape === 'comeback') return `${opening} ${names.short[w]} recovered after dropping the opening game.`
  return opening
}

/** "game 1 on Mirage", "games 3, 4 and 5". */
function gamesWords(games: readonly MatchGame[]): string {
  if (games.every((game) => !game.mapName?.trim()) && games.length > 1) {
    return `games ${joinList(games.map((game) => String(game.position)))}`
  }
  return joinList(
    games.map((game) => `game ${game.position}${game.mapName?.trim() ? ` on ${game.mapName.trim()}` : ''}`),
  )
}

/** The games in order, a run of games won by the same side told as one: "A took games 1 and 2, then B …". */
function gamesParagraph(detail: MatchDetail, names: Names): string | undefined {
  const games = playedGames(detail)
  if (games.length === 0 || detail.match.forfeit) return undefined
  const runs: { key: string; games: MatchGame[] }[] = []
  for (const game of games) {
    const key = game.forfeit ? 'forfeit' : String(game.winner)
    const run = runs[runs.length - 1]
    if (run?.key === key) run.games.push(game)
    else runs.push({ key, games: [game] })
  }
  const clauses = runs.map(({ key, games: run }) => {
    const words = gamesWords(run)
    if (key === 'forfeit') return `${words} ${run.length === 1 ? 'was' : 'were'} forfeited`
    if (key === 'null') return `${words} ended without a winner`
    return `${names.short[Number(key) - 1]} took ${words}`
  })
  const text = clauses.join(', then ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

function meetingsBefore(detail: MatchDetail, names: Names): string | undefined {
  const meetings = priorMeetings(detail)
  if (!meetings) return undefined
  if (meetings.total === 0) return 'It was their first meeting on our record.'
  const times = meetings.total === 1 ? 'once' : `${numberWord(meetings.total)} times`
  const leader =
    meetings.wins[0] === meetings.wins[1] ? undefined : meetings.wins[0] > meetings.wins[1] ? 0 : 1
  const edge =
    leader === undefined
      ? ', with neither side ahead'
      : `, ${names.short[leader]} winning ${numberWord(meetings.wins[leader])}`
  return `Before this match the two had met ${times} on our record${edge}.`
}

/** The recap of a finished match with a winner or a draw (canRecap). */
export function recapMatchLocally(detail: MatchDetail): MatchTextResult {
  const names = namesOf(detail.match)
  return paragraphs([
    resultOpening(detail, names),
    gamesParagraph(detail, names),
    meetingsBefore(detail, names),
  ])
}
