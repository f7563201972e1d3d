import { isGameSlug } from '#shared/domain/games'
import { careerSummary } from '#shared/domain/player-career'
import { statName } from '#shared/domain/stat-names'
import { formatStatValue } from '#shared/domain/stat-values'
import { joinList } from '#server/ai/local/plain-text'
import { roleWord } from '#shared/domain/roles'
import { type RosterPlayer, realName } from './team'
import { clean, dateText, gameName, plural, possessive } from './words'

// Facts about a player: the profile and the statistics (see words.ts).

interface PlayerFactInput extends RosterPlayer {
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

interface PlayerStatInput {
  game: string
  statType: string
  statValue: number | string
  matchesPlayed: number
  wins: number
  losses: number
}

/**
 * "Fennowl's statistics: KDA 4.10, CS per minute 8.70 and kill participation 0.64, over 38 matches (25 wins, 13
 * losses: a 65.8% win rate)." The record is the player page's Career Summary.
 */
export function playerStatsText(playerName: string, stats: readonly PlayerStatInput[]): string {
  if (!stats.length) return `No statistics are recorded for ${playerName} yet.`
  const entries = stats.map((s) => `${statName(s.statType)} ${formatStatValue(s.statValue)}`)
  const career = careerSummary(stats)
  const rate = career?.winRate === undefined ? '' : `: a ${career.winRate}% win rate`
  const record = career?.totalMatches
    ? `, over ${plural(career.totalMatches, 'match', 'matches')} (${plural(career.totalWins, 'win')}, ${plural(career.totalLosses, 'loss', 'losses')}${rate})`
    : ''
  return `${possessive(playerName)} statistics: ${joinList(entries)}${record}.`
}

interface TeamChangeInput {
  kind: 'joined' | 'left' | 'moved'
  seenAt: Date
  fromTeam: { name: string } | null
  toTeam: { name: string } | null
}

/**
 * Whether a player plays for the team a question says, and the last team change the site saw: "No — Fennowl plays
 * top for Jade Meridian now, not Crimson Lanterns. The site saw Fennowl move from Crimson Lanterns to Jade Meridian
 * on November 2, 2026." With no team claimed, the change alone (or that none was seen).
 */
export function playerTeamText(
  player: Pick<PlayerFactInput, 'name' | 'role'> & { team: { id: string; name: string } | null },
  claimed: { id: string; name: string } | undefined,
  change: TeamChangeInput | undefined,
): string {
  const role = roleWord(player.role)
  const plays = player.team
    ? `plays ${role ? `${role} ` : ''}for ${player.team.name}`
    : 'is listed without a team'
  const verdict = !claimed
    ? ''
    : player.team?.id === claimed.id
      ? `Yes — ${player.name} ${plays}. `
      : `No — ${player.name} ${plays} now, not ${player.team ? claimed.name : `on ${claimed.name}`}. `
  if (!change)
    return claimed ? verdict.trim() : `The site has seen no team change for ${player.name}, who ${plays}.`
  const { fromTeam, toTeam } = change
  const moved =
    change.kind === 'moved' && fromTeam && toTeam
      ? `move from ${fromTeam.name} to ${toTeam.name}`
      : change.kind === 'left' && fromTeam
        ? `leave ${fromTeam.name}`
        : `join ${toTeam?.name ?? 'a team'}`
  return `${verdict}The site saw ${player.name} ${moved} on ${dateText(change.seenAt)}.`
}
