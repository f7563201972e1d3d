import { computeTeamStats, formLabel } from '#shared/domain/team-form'
import { joinList } from '#server/ai/local/plain-text'
import { clean, dateText, dateTimeText, gameName, plural, possessive } from './words'

// Facts about a team's matches: the next ones, the last ones, head to head, in a tournament, and its Recent Form
// (see words.ts).

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
function outcomeText(match: MatchFactInput): string {
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

/**
 * "By their last five results, the League of Legends teams in the best form: Jade Meridian (4 wins: win, win, loss,
 * win, win), Solstice Kites (3 wins) and Silverpine Drakes (3 wins)." Teams with no finished match are left out.
 */
export function formRankingText(
  game: string,
  teams: readonly { name: string; matches: readonly MatchFactInput[] }[],
): string {
  const ranked = teams.filter((t) => t.matches.length)
  if (!ranked.length) return `No ${gameName(game)} team has a finished match here yet.`
  const said = ranked.map((t, i) => {
    const stats = computeTeamStats(t.matches.map((m) => ({ ...m, isFinished: true })))
    const results = i === 0 ? `: ${stats.recentForm.map((r) => FORM_WORDS[r]).join(', ')}` : ''
    return `${t.name} (${plural(stats.wins, 'win')} of ${stats.totalMatches}${results})`
  })
  return `By their last five results, the ${gameName(game)} teams in the best form: ${joinList(said)}.`
}
