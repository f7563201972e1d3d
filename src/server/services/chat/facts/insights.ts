import { statName } from '#shared/domain/stat-names'
import { formatStatValue } from '#shared/domain/stat-values'
import { joinList } from '#server/ai/local/plain-text'
import { clean, dateText, dateTimeText, gameName, plural, possessive } from './words'

// Facts for the questions beyond a team's card (issue #17 item 3; see words.ts): every meeting of two teams, a
// stat's leaders, who plays a role, a stage's table, the tournaments a team plays.

interface MeetingInput {
  result: string | null
  scoreTeam: number | null
  scoreOpponent: number | null
  matchDate: Date
  tournamentName: string | null
}

/**
 * "Cobalt Tide lead the head-to-head with Northwind Wolves 4-3 over their 7 finished meetings; the last, on
 * November 17, 2026, was a 3-0 Cobalt Tide win." The leader's wins come first; level records read "3-3".
 */
export function headToHeadText(
  teamName: string,
  opponentName: string,
  meetings: readonly MeetingInput[],
): string {
  if (!meetings.length) return `${teamName} and ${opponentName} have no finished meeting recorded here.`
  const count = (result: string) => meetings.filter((m) => m.result === result).length
  const wins = count('win')
  const losses = count('loss')
  const draws = count('draw')
  const drawn = draws ? `, with ${plural(draws, 'draw')}` : ''
  const over = `over their ${plural(meetings.length, 'finished meeting')}${drawn}`
  const record =
    wins === losses
      ? `${teamName} and ${opponentName} are level at ${wins}-${losses} ${over}`
      : wins > losses
        ? `${teamName} lead the head-to-head with ${opponentName} ${wins}-${losses} ${over}`
        : `${opponentName} lead the head-to-head with ${teamName} ${losses}-${wins} ${over}`
  const [last] = meetings
  const lastText = last
    ? `; the last, on ${dateText(last.matchDate)}, was ${lastMeetingText(teamName, opponentName, last)}`
    : ''
  return `${record}${lastText}.`
}

/**
 * "Cobalt Tide and Northwind Wolves meet next on December 15, 2026 in Harbor Pro Series Season 9 2026: Regular
 * Season, then on December 27, 2026 in Frontier Open Cup Circuit 2026: Online Cups."
 */
export function nextMeetingsText(
  teamName: string,
  opponentName: string,
  next: readonly { matchDate: Date; tournamentName: string | null }[],
): string {
  const at = (m: { matchDate: Date; tournamentName: string | null }) =>
    `on ${dateText(m.matchDate)}${clean(m.tournamentName) ? ` in ${clean(m.tournamentName)}` : ''}`
  const [first, ...later] = next
  if (!first) return ''
  const then = later.length ? `, then ${later.map(at).join(', then ')}` : ''
  return `${teamName} and ${opponentName} meet next ${at(first)}${then}.`
}

function lastMeetingText(teamName: string, opponentName: string, m: MeetingInput): string {
  const score = (a: number | null, b: number | null) => (a === null || b === null ? '' : `${a}-${b} `)
  const where = clean(m.tournamentName) ? ` in ${clean(m.tournamentName)}` : ''
  if (m.result === 'win') return `a ${score(m.scoreTeam, m.scoreOpponent)}${teamName} win${where}`
  if (m.result === 'loss') return `a ${score(m.scoreOpponent, m.scoreTeam)}${opponentName} win${where}`
  return `a ${score(m.scoreTeam, m.scoreOpponent)}draw${where}`
}

interface LeaderInput {
  statValue: number
  matchesPlayed: number
  player: { name: string }
  team: { name: string } | null
}

/**
 * "Junipyr (Jade Meridian) has the highest KDA among League of Legends players here, 6.30 over 30 matches, ahead of
 * Glimmerdusk (5.80) and Fennowl (5.10)." With a team: "… on Cobalt Tide …".
 */
export function statLeadersText(
  statType: string,
  scope: { game: string; teamName?: string },
  leaders: readonly LeaderInput[],
): string {
  const stat = statName(statType)
  const among = scope.teamName ? `on ${scope.teamName}` : `among ${gameName(scope.game)} players here`
  const [top, ...rest] = leaders
  if (!top) return `No ${stat} statistics are recorded ${among}.`
  const team = !scope.teamName && top.team ? ` (${top.team.name})` : ''
  const over = top.matchesPlayed ? ` over ${plural(top.matchesPlayed, 'match', 'matches')}` : ''
  const ahead = rest.length
    ? `, ahead of ${joinList(rest.map((r) => `${r.player.name}${!scope.teamName && r.team ? ` of ${r.team.name}` : ''} (${formatStatValue(r.statValue)})`))}`
    : ''
  return `${top.player.name}${team} has the highest ${stat} ${among}, ${formatStatValue(top.statValue)}${over}${ahead}.`
}

interface RolePlayerInput {
  name: string
  role: string | null
}

/** "Silverpine Drakes' bot laner is Siltrider." / "… support players are A (soft support) and B (hard support)." */
export function rolePlayersText(
  teamName: string,
  label: string,
  players: readonly RolePlayerInput[],
): string {
  if (players.length === 1) return `${possessive(teamName)} ${label} is ${players[0]!.name}.`
  const list = players.map((p) => `${p.name}${p.role ? ` (${p.role})` : ''}`)
  return `${possessive(teamName)} ${label} players are ${joinList(list)}.`
}

/** "The roster data has no in-game leader for Kestrel Nine: it lists no roles for Valorant players." */
export function noRosterRoleText(subject: string, label: string, game: string): string {
  return `The site's roster data lists no ${label ? `${label} ` : ''}role for ${subject}: it has no roles for ${gameName(game)} players.`
}

/** "wyrmsalt's listed role is mid." */
export function playerRoleText(playerName: string, role: string, teamName: string | null): string {
  return `${possessive(playerName)} listed role is ${role}${teamName ? ` for ${teamName}` : ''}.`
}

export interface StandingInput {
  rank: number
  teamName: string
  wins: number | null
  losses: number | null
  ties: number | null
}

/** " (9-3)", " (5-1-2)" with ties; nothing when the table has no record. */
export function recordOf(s: StandingInput): string {
  if (s.wins === null || s.losses === null) return ''
  return ` (${s.wins}-${s.losses}${s.ties ? `-${s.ties}` : ''})`
}

/** "Harbor Pro Series Season 9 2026: Regular Season table: 1. Northwind Wolves (9-3), 2. …." */
export function standingsText(tournamentName: string, rows: readonly StandingInput[]): string {
  if (!rows.length) return `No standings are recorded for ${tournamentName} yet.`
  const top = rows[0]!
  const last = rows[rows.length - 1]!
  const table = rows.map((r) => `${r.rank}. ${r.teamName}${recordOf(r)}`).join(', ')
  const bottom = rows.length > 1 ? ` ${last.teamName} are bottom, ${ordinal(last.rank)}.` : ''
  return `${top.teamName} top the ${tournamentName} standings${recordOf(top)}. The table: ${table}.${bottom}`
}

/** "Vistula Owls are 5th of 5 in Harbor Pro Series Season 9 2026: Regular Season (3-14)." */
export function teamStandingText(tournamentName: string, row: StandingInput, of: number): string {
  return `${row.teamName} are ${ordinal(row.rank)} of ${of} in ${tournamentName}${recordOf(row)}.`
}

/**
 * A place claimed of a team judged against the table, the verdict first: "Yes — Northwind Wolves are 1st of 4 in
 * … (6-0).", "No — Cobalt Tide top … (5-1); Northwind Wolves are 3rd of 4 (2-4)."
 */
export function placeVerdictText(
  tournamentName: string,
  own: StandingInput,
  rows: readonly StandingInput[],
  claimed: 'first' | 'last' | number,
): string {
  if (typeof claimed === 'number') {
    if (own.rank === claimed) return `Yes — ${teamStandingText(tournamentName, own, rows.length)}`
    const holders = rows.filter((r) => r.rank === claimed).map((r) => r.teamName)
    const held = holders.length
      ? `${joinList(holders)} ${holders.length > 1 ? 'share' : 'hold'} ${ordinal(claimed)} place in the ${tournamentName} standings`
      : `no team holds ${ordinal(claimed)} place in the ${tournamentName} standings`
    return `No — ${held}; ${teamStandingText(tournamentName, own, rows.length)}`
  }
  const top = rows[0]!
  const last = rows[rows.length - 1]!
  const right = claimed === 'first' ? own.rank === top.rank : own.rank === last.rank
  if (right) return `Yes — ${teamStandingText(tournamentName, own, rows.length)}`
  const actual = claimed === 'first' ? top : last
  const where = claimed === 'first' ? 'top' : 'are bottom of'
  return `No — ${actual.teamName} ${where} the ${tournamentName} standings${recordOf(actual)}; ${teamStandingText(tournamentName, own, rows.length)}`
}

function ordinal(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

interface TournamentInput {
  name: string
  played: number
  upcoming: number
}

/** "Solstice Kites have played in A (6 matches) and B (4 matches), and are scheduled in C (2 matches to play)." */
export function teamTournamentsText(teamName: string, rows: readonly TournamentInput[]): string {
  if (!rows.length) return `No tournament matches are recorded for ${teamName}.`
  const played = rows.filter((r) => r.played > 0)
  const scheduled = rows.filter((r) => r.upcoming > 0 && r.played === 0)
  const parts: string[] = []
  if (played.length) {
    parts.push(
      `have played in ${joinList(played.map((r) => `${r.name} (${plural(r.played, 'match', 'matches')})`))}`,
    )
  }
  if (scheduled.length) {
    parts.push(
      `are scheduled in ${joinList(scheduled.map((r) => `${r.name} (${plural(r.upcoming, 'match', 'matches')} to play)`))}`,
    )
  }
  return `${teamName} ${parts.join(', and ')}.`
}

/** "No match of Granite Harbor in Longship Masters is recorded here." */
export function noMatchInText(teamName: string, tournamentNames: readonly string[]): string {
  return `No match of ${teamName} in ${joinList([...tournamentNames], 'or')} is recorded here.`
}

/** "The Dota 2 tournaments on the site: A, B and C." */
export function gameTournamentsText(game: string, names: readonly string[]): string {
  if (!names.length) return `No ${gameName(game)} tournaments are listed yet.`
  return `The ${gameName(game)} tournaments on the site: ${joinList([...names])}.`
}

/**
 * "I don't predict results. Cobalt Tide play Steppe Comets on December 4, 2026 at 17:00 UTC, in …; here is what
 * matters." The match, when one is scheduled, is told as the fact it is.
 */
export function noPredictionText(
  teamName: string,
  opponentName: string | undefined,
  next: { opponentName: string | null; matchDate: Date; tournamentName: string | null } | undefined,
): string {
  const what = opponentName ? `${teamName} vs ${opponentName}` : teamName
  if (!next) return `I don't predict results; here is what matters for ${what}.`
  const where = clean(next.tournamentName) ? `, in ${clean(next.tournamentName)}` : ''
  const against = clean(next.opponentName) || 'an opponent still to be decided'
  return `I don't predict results. ${teamName} play ${against} on ${dateTimeText(next.matchDate)}${where}; here is what matters.`
}
