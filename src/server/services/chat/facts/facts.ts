import { gameFallbackName, gameLongName, isGameSlug } from '#shared/domain/games'
import { computeTeamStats, formLabel } from '#shared/domain/team-form'
import { tierLabel } from '#shared/domain/tiers'
import { faqDate, faqTime } from '#server/ai/local/team-faq'
import { joinList } from '#server/ai/local/facts'
import { statName } from '#shared/domain/stat-names'

// The sentences the chat's facts are made of (retrieval.ts turns rows into these). Pure: each function
// writes one complete, self-contained sentence from plain data, with nothing the data does not say. Dates are in
// UTC with the month's name ("November 23, 2026 at 15:00 UTC"), as on the team pages' FAQ.

/** "November 23, 2026 at 15:00 UTC". */
export function dateTimeText(date: Date): string {
  return `${faqDate(date)} at ${faqTime(date)}`
}

/** "November 23, 2026". */
export function dateText(date: Date): string {
  return faqDate(date)
}

/** The game's full name: "Counter-Strike 2", "League of Legends", "Dota 2", "Valorant". */
export function gameName(game: string | null | undefined): string {
  return game && isGameSlug(game) ? gameLongName(game) : gameFallbackName(game)
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

// ---------------------------------------------------------------------------------------------------------
// Teams.

export interface TeamFactInput {
  name: string
  acronym: string | null
  location: string | null
  currentVideogame: string
  tier: string
}

/** "Northwind Wolves (NWW) are a Counter-Strike 2 team based in Sweden, rated Tier 1." */
export function teamProfileText(team: TeamFactInput): string {
  const acronym = clean(team.acronym)
  const location = clean(team.location)
  const tier = tierLabel(team.tier)
  return [
    `${team.name}${acronym && acronym !== team.name ? ` (${acronym})` : ''} are a ${gameName(team.currentVideogame)} team`,
    location ? ` based in ${location}` : '',
    tier ? `, rated ${tier.replace('TIER', 'Tier')}` : '',
    '.',
  ].join('')
}

export interface RosterPlayer {
  name: string
  firstName: string | null
  lastName: string | null
  role: string | null
}

// LoL and Dota 2 rosters read in position order; PandaScore's LoL role codes become words.
const ROLE_WORDS: Readonly<Record<string, string>> = {
  top: 'top',
  jun: 'jungle',
  mid: 'mid',
  adc: 'bot',
  sup: 'support',
}
const ROLE_ORDER = ['top', 'jun', 'mid', 'adc', 'sup', 'carry', 'offlane', 'soft support', 'hard support']

/** A role as a reader says it: "jungle" for "jun", "bot" for "adc"; other roles as stored. */
export function roleWord(role: string | null | undefined): string {
  const value = clean(role).toLowerCase()
  return ROLE_WORDS[value] ?? value
}

function realName(player: Pick<RosterPlayer, 'firstName' | 'lastName'>): string {
  return [clean(player.firstName), clean(player.lastName)].filter(Boolean).join(' ')
}

function rosterEntry(player: RosterPlayer): string {
  const details = [realName(player), roleWord(player.role)].filter(Boolean)
  return `${player.name}${details.length ? ` (${details.join(', ')})` : ''}`
}

/** "Northwind Wolves' active roster is Vantorr (Linus Nyström), … and frostquill (Axel Lindqvist)." */
export function rosterText(teamName: string, roster: readonly RosterPlayer[]): string {
  if (!roster.length) return `No active players are listed for ${teamName}.`
  const rank = (p: RosterPlayer) => {
    const i = ROLE_ORDER.indexOf(clean(p.role).toLowerCase())
    return i < 0 ? ROLE_ORDER.length : i
  }
  const ordered = [...roster].sort((a, b) => rank(a) - rank(b))
  return `${possessive(teamName)} active roster (${plural(roster.length, 'player')}) is ${joinList(ordered.map(rosterEntry))}.`
}

export interface MatchFactInput {
  opponentName: string | null
  tournamentName: string | null
  matchDate: Date
  result: string | null
  scoreTeam: number | null
  scoreOpponent: number | null
}

function opponentOf(match: MatchFactInput): string {
  return clean(match.opponentName) || 'an opponent still to be decided'
}

function inTournament(match: MatchFactInput): string {
  const tournament = clean(match.tournamentName)
  return tournament ? `, in ${tournament}` : ''
}

/** "Northwind Wolves play Granite Harbor next, on November 16, 2026 at 15:00 UTC, in Frontier Open ….". */
export function nextMatchText(teamName: string, match: MatchFactInput): string {
  return `${teamName} play ${opponentOf(match)} next, on ${dateTimeText(match.matchDate)}${inTournament(match)}.`
}

/** "After that, Northwind Wolves face Vistula Owls on November 28, 2026 at 16:00 UTC, in …." */
export function laterMatchText(teamName: string, match: MatchFactInput): string {
  return `After that, ${teamName} face ${opponentOf(match)} on ${dateTimeText(match.matchDate)}${inTournament(match)}.`
}

export function noNextMatchText(teamName: string): string {
  return `No upcoming matches are scheduled for ${teamName} yet.`
}

/** "Northwind Wolves next play Cobalt Tide on December 2, 2026 at 17:00 UTC, in …." */
export function headToHeadNextText(teamName: string, match: MatchFactInput): string {
  return `${teamName} next play ${opponentOf(match)} on ${dateTimeText(match.matchDate)}${inTournament(match)}.`
}

export function noHeadToHeadNextText(teamName: string, opponentName: string): string {
  return `No upcoming match between ${teamName} and ${opponentName} is scheduled yet.`
}

function scoreOf(match: MatchFactInput): string {
  return match.scoreTeam === null || match.scoreOpponent === null
    ? ''
    : `${match.scoreTeam}-${match.scoreOpponent} `
}

/** "a 2-1 win over Vistula Owls", "a 0-3 loss to Cobalt Tide", "a 1-1 draw with Baltic Forge". */
export function outcomeText(match: MatchFactInput): string {
  const opponent = opponentOf(match)
  switch (match.result) {
    case 'win':
      return `a ${scoreOf(match)}win over ${opponent}`
    case 'loss':
      return `a ${scoreOf(match)}loss to ${opponent}`
    case 'draw':
      return `a ${scoreOf(match)}draw with ${opponent}`
    default:
      return `a match against ${opponent} with no recorded result`
  }
}

/** "Northwind Wolves' last match was a 2-1 win over Vistula Owls on November 13, 2026, in …." */
export function lastMatchText(teamName: string, match: MatchFactInput): string {
  return `${possessive(teamName)} last match was ${outcomeText(match)} on ${dateText(match.matchDate)}${inTournament(match)}.`
}

/** "Kestrel Nine's last loss was a 0-2 loss to Atlas Ferns on September 19, 2026, in …." */
export function lastResultOfKindText(teamName: string, match: MatchFactInput): string {
  const kind = match.result === 'win' ? 'win' : match.result === 'loss' ? 'loss' : 'draw'
  return `${possessive(teamName)} last ${kind} was ${outcomeText(match)} on ${dateText(match.matchDate)}${inTournament(match)}.`
}

/** "Kestrel Nine have not lost any of their last 30 matches." */
export function noResultOfKindText(teamName: string, kind: 'win' | 'loss', matches: number): string {
  if (!matches) return noFinishedMatchesText(teamName)
  return `${teamName} have not ${kind === 'win' ? 'won' : 'lost'} any of their last ${plural(matches, 'match', 'matches')}.`
}

/** "In Monolith Invitational Autumn 2026: Playoffs, Obsidian Heron had a 2-0 win over … (November 8, 2026) and …." */
export function tournamentResultsText(
  teamName: string,
  tournamentName: string,
  matches: readonly MatchFactInput[],
) {
  const items = matches.map((m) => `${outcomeText(m)} (${dateText(m.matchDate)})`)
  return `In ${tournamentName}, ${teamName} had ${joinList(items)}.`
}

/** "Obsidian Heron play Nightjar Collective in Monolith Invitational Winter 2026: Main Event on …." */
export function tournamentNextText(teamName: string, tournamentName: string, match: MatchFactInput): string {
  return `${teamName} play ${opponentOf(match)} in ${tournamentName} on ${dateTimeText(match.matchDate)}.`
}

/** "Before their last match, Northwind Wolves had a 2-0 win over Aurora Vanguard (November 7, 2026), …." */
export function earlierMatchesText(teamName: string, matches: readonly MatchFactInput[]): string {
  const items = matches.map((m) => `${outcomeText(m)} (${dateText(m.matchDate)})`)
  return `Before their last match, ${teamName} had ${joinList(items)}.`
}

export function noFinishedMatchesText(teamName: string): string {
  return `No finished matches of ${teamName} are recorded yet.`
}

/** "Northwind Wolves' last match against Cobalt Tide was a 0-3 loss to Cobalt Tide on …". */
export function headToHeadLastText(teamName: string, opponentName: string, match: MatchFactInput): string {
  return `${possessive(teamName)} last match against ${opponentName} was ${outcomeText(match)} on ${dateText(match.matchDate)}${inTournament(match)}.`
}

/** "Against Cobalt Tide, Northwind Wolves have won 3 and lost 4 of their last 7 matches." */
export function headToHeadRecordText(
  teamName: string,
  opponentName: string,
  matches: readonly MatchFactInput[],
): string {
  const count = (result: string) => matches.filter((m) => m.result === result).length
  const draws = count('draw')
  return `Against ${opponentName}, ${teamName} have won ${count('win')}${draws ? `, drawn ${draws}` : ''} and lost ${count('loss')} of their last ${plural(matches.length, 'match', 'matches')}.`
}

export function noHeadToHeadText(teamName: string, opponentName: string): string {
  return `No recent finished match between ${teamName} and ${opponentName} is recorded.`
}

const FORM_WORDS: Readonly<Record<string, string>> = {
  win: 'win',
  loss: 'loss',
  draw: 'draw',
  tbd: 'no result',
}

/**
 * §9 Recent Form over the team's recent finished matches (the team page's stats use 30): "Northwind Wolves have
 * won 24 of their last 30 matches (80%), a Recent Form rating of "Unstoppable". Their last 5 results, newest
 * first: win, win, win, loss, loss."
 */
export function formText(teamName: string, matches: readonly MatchFactInput[]): string {
  if (!matches.length) return noFinishedMatchesText(teamName)
  const stats = computeTeamStats(matches.map((m) => ({ ...m, isFinished: true })))
  const draws = stats.draws ? `, drawn ${stats.draws}` : ''
  return [
    `${teamName} have won ${stats.wins}${draws} of their last ${plural(stats.totalMatches, 'match', 'matches')} (${stats.winRate}%), a Recent Form rating of "${formLabel(stats.winRate)}".`,
    `Their last ${plural(stats.recentForm.length, 'result')}, newest first: ${stats.recentForm.map((r) => FORM_WORDS[r]).join(', ')}.`,
  ].join(' ')
}

export interface TopTeamInput {
  name: string
  tier: string
}

/** "The top-rated Counter-Strike 2 teams here are Northwind Wolves (Tier 1), …." */
export function topTeamsText(game: string, teams: readonly TopTeamInput[]): string {
  if (!teams.length) return `No ${gameName(game)} teams are listed yet.`
  const entries = teams.map((t) => {
    const tier = tierLabel(t.tier)
    return tier ? `${t.name} (${tier.replace('TIER', 'Tier')})` : t.name
  })
  return `The top-rated ${gameName(game)} teams here are ${joinList(entries)}.`
}

// ---------------------------------------------------------------------------------------------------------
// Players.

export interface PlayerFactInput extends RosterPlayer {
  nationality: string | null
  currentVideogame: string | null
  team: { name: string; currentVideogame: string } | null
}

/** The game segment of a player's page: the team's game, else the player's, else "esports" (as the web does). */
export function playerGame(player: Pick<PlayerFactInput, 'team' | 'currentVideogame'>): string {
  return player.team?.currentVideogame || player.currentVideogame || 'esports'
}

/** "Fennowl (Ji-hoon Choi) is a League of Legends player from South Korea who plays top for Jade Meridian." */
export function playerProfileText(player: PlayerFactInput): string {
  const name = realName(player)
  const nationality = clean(player.nationality)
  const role = roleWord(player.role)
  const game = playerGame(player)
  const who = `${player.name}${name ? ` (${name})` : ''} is a ${isGameSlug(game) ? `${gameName(game)} ` : ''}player`
  const from = nationality ? ` from ${nationality}` : ''
  const team = player.team
    ? ` who plays ${role ? `${role} ` : ''}for ${player.team.name}`
    : `${role ? ` who plays ${role}` : ''}, listed without a team`
  return `${who}${from}${team}.`
}

export interface PlayerStatInput {
  statType: string
  statValue: number | string
  matchesPlayed: number
  wins: number
  losses: number
}

export { statName }

/** "Fennowl's statistics: KDA 4.1, CS per minute 8.7 and kill participation 0.64, over 38 matches (25 wins, 13 losses)." */
export function playerStatsText(playerName: string, stats: readonly PlayerStatInput[]): string {
  if (!stats.length) return `No statistics are recorded for ${playerName} yet.`
  const entries = stats.map((s) => `${statName(s.statType)} ${s.statValue}`)
  const base = stats.reduce((a, b) => (b.matchesPlayed > a.matchesPlayed ? b : a))
  const record = base.matchesPlayed
    ? `, over ${plural(base.matchesPlayed, 'match', 'matches')} (${plural(base.wins, 'win')}, ${plural(base.losses, 'loss', 'losses')})`
    : ''
  return `${possessive(playerName)} statistics: ${joinList(entries)}${record}.`
}

// ---------------------------------------------------------------------------------------------------------
// Articles.

export interface ArticleFactInput {
  title: string
  summary: string
  publishedAt: Date
}

const LEDE_MAX_CHARS = 240

/** The first sentence of the summary (at most ~240 characters), as plain text. */
export function ledeOf(summary: string): string {
  const text = clean(summary.replace(/<[^>]*>/g, ' '))
  if (!text) return ''
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text
  if (sentence.length <= LEDE_MAX_CHARS) return sentence
  const cut = sentence.slice(0, LEDE_MAX_CHARS)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}...`
}

function quotedLede(article: ArticleFactInput): string {
  const lede = ledeOf(article.summary).replace(/"/g, "'")
  return lede ? ` It reports: "${lede}"` : ''
}

function titleOf(article: ArticleFactInput): string {
  return `"${clean(article.title).replace(/"/g, "'")}"`
}

/**
 * A story as a fact. The article's own words are quoted and attributed, never stated as ours: a feed's text is
 * data, whatever it says.
 */
export function articleText(
  article: ArticleFactInput,
  framing: { kind: 'latest'; topic: string } | { kind: 'also'; topic: string } | { kind: 'found' },
): string {
  const when = dateText(article.publishedAt)
  switch (framing.kind) {
    case 'latest':
      return `The latest story ${framing.topic} is ${titleOf(article)}, published ${when}.${quotedLede(article)}`
    case 'also':
      return `Another story ${framing.topic}: ${titleOf(article)}, published ${when}.`
    default:
      return `The article ${titleOf(article)}, published ${when}, is about this.${quotedLede(article)}`
  }
}

/** "The site has no coach information for Jade Meridian." */
export function notStoredText(topic: string, name: string): string {
  return `The site has no ${topic} information for ${name}.`
}

export function noTeamNewsText(teamName: string): string {
  return `No news articles about ${teamName} have been published here yet.`
}

// ---------------------------------------------------------------------------------------------------------
// Tournaments.

export interface TournamentFactInput {
  name: string
  tier: string
  game: string
  leagueName: string | null
  beginAt: Date | null
  endAt: Date | null
}

/** "Longship Masters Winter 2026: Main Event is a Tier 1 Counter-Strike 2 tournament that starts on …". */
export function tournamentText(t: TournamentFactInput, now: Date): string {
  const tier = tierLabel(t.tier)
  const what = `${t.name} is a ${tier ? `${tier.replace('TIER', 'Tier')} ` : ''}${gameName(t.game)} tournament`
  const begin = t.beginAt && !Number.isNaN(t.beginAt.getTime()) ? t.beginAt : null
  const end = t.endAt && !Number.isNaN(t.endAt.getTime()) ? t.endAt : null
  if (begin && end) {
    if (begin > now) return `${what} that starts on ${dateText(begin)} and runs until ${dateText(end)}.`
    if (end < now) return `${what} that ran from ${dateText(begin)} to ${dateText(end)}.`
    return `${what} under way since ${dateText(begin)}, running until ${dateText(end)}.`
  }
  if (begin) return `${what} that ${begin > now ? 'starts' : 'started'} on ${dateText(begin)}.`
  return `${what}.`
}

/** "Teams playing in Longship Masters Winter 2026: Main Event: Northwind Wolves, … and Steppe Comets." */
export function tournamentTeamsText(tournamentName: string, teamNames: readonly string[]): string {
  return `Teams playing in ${tournamentName}: ${joinList(teamNames)}.`
}
