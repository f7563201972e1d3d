import { gameFallbackName, gameLongName, isGameSlug } from '#shared/domain/games'
import { computeTeamStats, type FormResult, formLabel } from '#shared/domain/team-form'
import type { TeamFaqInput, TeamFaqPlayer, TeamFaqResult, TeamMatchFact } from '../types'
import { TEAM_FAQ_MAX_ITEMS } from '../types'
import { joinList } from './plain-text'

// §2.11 FAQ, written only from the team's data: roster, game, location, tier, recent record and form label, the
// next scheduled match, the last result and the tournaments played. A question the data cannot answer is left
// out rather than answered with "unknown". Pure and deterministic: the same data gives the same FAQ.

interface FaqItem {
  question: string
  answer: string
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** A match date as the FAQ writes it, in UTC with the month name: "July 27, 2026". */
export function faqDate(date: Date): string {
  return DATE_FORMAT.format(date)
}

/** A match time in UTC: "15:00 UTC". */
export function faqTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
}

/** The game's full name ("Counter-Strike 2"); §9's fallback table for anything that is not one of the four. */
export function faqGameName(game: string): string {
  return isGameSlug(game) ? gameLongName(game) : gameFallbackName(game)
}

// The tiers come from PandaScore's grades (src/shared/domain/tiers.ts): S and A, B, C.
const TIER_WORDING: Readonly<Record<string, { label: string; meaning: string }>> = {
  'tier-1': {
    label: 'Tier 1',
    meaning: 'the top level, for teams in the premier international events and top leagues',
  },
  'tier-2': { label: 'Tier 2', meaning: 'the second level, just below the premier international events' },
  'tier-3': { label: 'Tier 3', meaning: 'the third level, the open and regional circuit' },
}

/** "Tier 1" for tier-1, tier-2 and tier-3; undefined for unknown (§9: hidden). */
export function faqTierLabel(tier: string): string | undefined {
  return TIER_WORDING[tier]?.label
}

const MAX_TOURNAMENTS = 5

function clean(text: string | null | undefined): string | undefined {
  const trimmed = text?.replace(/\s+/g, ' ').trim()
  return trimmed ? trimmed : undefined
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** "frostquill (Axel Lindqvist, rifler)": the in-game name, then the full name and role when known. */
function playerLabel(player: TeamFaqPlayer): string {
  const fullName = clean([player.firstName, player.lastName].filter(Boolean).join(' '))
  const details = [fullName, clean(player.role)].filter((part): part is string => Boolean(part))
  return details.length > 0 ? `${player.name} (${details.join(', ')})` : player.name
}

/** The score from the team's side, "2-1", when both sides are known. */
function scoreOf(match: TeamMatchFact): string | undefined {
  return match.scoreTeam === null || match.scoreOpponent === null
    ? undefined
    : `${match.scoreTeam}-${match.scoreOpponent}`
}

/** The non-empty texts, in order, each once. */
function distinct(texts: readonly (string | null | undefined)[]): string[] {
  const seen: string[] = []
  for (const text of texts) {
    const value = clean(text)
    if (value && !seen.includes(value)) seen.push(value)
  }
  return seen
}

/** The tournaments of the recent matches, newest first, each once. */
export function recentTournaments(matches: readonly TeamMatchFact[]): string[] {
  return distinct(matches.map((match) => match.tournamentName))
}

const FORM_WORDS: Readonly<Record<FormResult, string>> = {
  win: 'win',
  loss: 'loss',
  draw: 'draw',
  tbd: 'TBD',
}

function rosterItem(team: string, players: readonly TeamFaqPlayer[]): FaqItem | undefined {
  const named = players.filter((player) => clean(player.name))
  if (named.length === 0) return undefined
  return {
    question: `Who plays for ${team}?`,
    answer: `${possessive(team)} active roster lists ${plural(named.length, 'player')}: ${joinList(named.map(playerLabel))}.`,
  }
}

function nextMatchItem(team: string, upcoming: readonly TeamMatchFact[]): FaqItem | undefined {
  const next = upcoming[0]
  if (!next || Number.isNaN(next.matchDate.getTime())) return undefined
  const opponent = clean(next.opponentName)
  const tournament = clean(next.tournamentName)
  return {
    question: `When does ${team} play next?`,
    answer: [
      `${possessive(team)} next scheduled match is`,
      opponent ? ` against ${opponent}` : '',
      ` on ${faqDate(next.matchDate)} at ${faqTime(next.matchDate)}`,
      tournament ? `, in ${tournament}` : '',
      '.',
    ].join(''),
  }
}

function performanceItem(team: string, recent: readonly TeamMatchFact[]): FaqItem | undefined {
  if (recent.length === 0) return undefined
  // The same numbers as the Current Form Analysis card (§3 Team stats over up to 30 matches).
  const stats = computeTeamStats(recent.map((match) => ({ ...match, isFinished: true })))
  const record = [`won ${stats.wins}`, `lost ${stats.losses}`]
  if (stats.draws > 0) record.push(`drawn ${stats.draws}`)
  return {
    question: `How has ${team} been performing recently?`,
    answer: [
      `${team} have ${joinList(record)} of their last ${plural(stats.totalMatches, 'match', 'matches')}, a win rate of ${stats.winRate}%.`,
      `That rates their recent form as "${formLabel(stats.winRate)}".`,
      `Their last ${plural(stats.recentForm.length, 'result')}, newest first: ${stats.recentForm.map((r) => FORM_WORDS[r]).join(', ')}.`,
    ].join(' '),
  }
}

function lastResultItem(team: string, recent: readonly TeamMatchFact[]): FaqItem | undefined {
  const last = recent.find((match) => match.result !== null && !Number.isNaN(match.matchDate.getTime()))
  if (!last?.result) return undefined
  const opponent = clean(last.opponentName)
  const tournament = clean(last.tournamentName)
  const score = scoreOf(last)
  const outcome = {
    win: { noun: 'win', against: 'over' },
    loss: { noun: 'loss', against: 'to' },
    draw: { noun: 'draw', against: 'with' },
  }[last.result]
  return {
    question: `What was ${possessive(team)} last result?`,
    answer: [
      `${possessive(team)} last result was a `,
      score ? `${score} ` : '',
      outcome.noun,
      opponent ? ` ${outcome.against} ${opponent}` : '',
      ` on ${faqDate(last.matchDate)}`,
      tournament ? `, in ${tournament}` : '',
      '.',
    ].join(''),
  }
}

function tournamentsItem(team: string, recent: readonly TeamMatchFact[]): FaqItem | undefined {
  const names = recentTournaments(recent)
  if (names.length === 0) return undefined
  const shown = names.slice(0, MAX_TOURNAMENTS)
  const more = names.length - shown.length
  const list = more > 0 ? `${shown.join(', ')} and ${plural(more, 'other')}` : joinList(shown)
  return {
    question: `Which tournaments has ${team} played recently?`,
    answer: `Over their last ${plural(recent.length, 'match', 'matches')}, ${team} have played in ${list}.`,
  }
}

function tierItem(team: string, tier: string, game: string): FaqItem | undefined {
  const wording = TIER_WORDING[tier]
  if (!wording) return undefined
  return {
    question: `What tier is ${team}?`,
    answer: `${team} are rated ${wording.label} in ${faqGameName(game)}: ${wording.meaning}.`,
  }
}

function locationItem(
  team: string,
  location: string | null,
  players: readonly TeamFaqPlayer[],
): FaqItem | undefined {
  const place = clean(location)
  if (!place) return undefined
  const nationalities = distinct(players.map((player) => player.nationality))
  const roster =
    nationalities.length > 0 ? ` Their roster lists players from ${joinList(nationalities)}.` : ''
  return { question: `Where is ${team} based?`, answer: `${team} are based in ${place}.${roster}` }
}

function gameItem(team: string, game: string, acronym: string | null): FaqItem {
  const short = clean(acronym)
  const alias = short && short.toLowerCase() !== team.toLowerCase() ? `, under the short name ${short}` : ''
  return {
    question: `What game does ${team} play?`,
    answer: `${team} compete in ${faqGameName(game)}${alias}.`,
  }
}

/** §2.11 FAQ items for a team: at most 8, each answered from its data, the roster question first. */
export function generateTeamFaqLocally(input: TeamFaqInput): TeamFaqResult {
  const team = clean(input.teamName) ?? input.teamName
  const items = [
    rosterItem(team, input.players),
    nextMatchItem(team, input.upcomingMatches),
    performanceItem(team, input.recentMatches),
    lastResultItem(team, input.recentMatches),
    tournamentsItem(team, input.recentMatches),
    tierItem(team, input.tier, input.game),
    locationItem(team, input.location, input.players),
    gameItem(team, input.game, input.acronym),
  ].filter((item): item is FaqItem => item !== undefined)
  return { items: items.slice(0, TEAM_FAQ_MAX_ITEMS) }
}
