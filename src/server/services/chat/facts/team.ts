import { tierLabel } from '#shared/domain/tiers'
import { joinList } from '#server/ai/local/plain-text'
import { roleWord } from '#shared/domain/roles'
import { clean, dateText, gameName, plural, possessive } from './words'

// Facts about a team: its profile, its roster, the top teams of a game (see words.ts).

interface TeamFactInput {
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

// LoL and Dota 2 rosters read in position order; PandaScore's LoL role codes become words (roles.ts).
const ROLE_ORDER = ['top', 'jun', 'mid', 'adc', 'sup', 'carry', 'offlane', 'soft support', 'hard support']

/** The role with PandaScore's code beside the word, when they differ: "bot (adc)", "jungle (jun)". */
export function roleAsListed(role: string | null | undefined): string {
  const code = clean(role).toLowerCase()
  const word = roleWord(role)
  return word && word !== code ? `${word} (${code})` : word
}

export function realName(player: Pick<RosterPlayer, 'firstName' | 'lastName'>): string {
  return [clean(player.firstName), clean(player.lastName)].filter(Boolean).join(' ')
}

function rosterEntry(player: RosterPlayer): string {
  const details = [realName(player), roleWord(player.role)].filter(Boolean)
  return `${player.name}${details.length ? ` (${details.join(', ')})` : ''}`
}

/** "Vantorr (Linus Nyström)", …: the roster's players in position order, as the roster sentences name them. */
export function rosterEntries(roster: readonly RosterPlayer[]): string[] {
  const rank = (p: RosterPlayer) => {
    const i = ROLE_ORDER.indexOf(clean(p.role).toLowerCase())
    return i < 0 ? ROLE_ORDER.length : i
  }
  return [...roster].sort((a, b) => rank(a) - rank(b)).map(rosterEntry)
}

/** "Northwind Wolves' active roster is Vantorr (Linus Nyström), … and frostquill (Axel Lindqvist)." */
export function rosterText(teamName: string, roster: readonly RosterPlayer[]): string {
  if (!roster.length) return `No active players are listed for ${teamName}.`
  return `${possessive(teamName)} active roster (${plural(roster.length, 'player')}) is ${joinList(rosterEntries(roster))}.`
}

interface TopTeamInput {
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

/**
 * "Northwind Wolves are ranked #1 of the 6 Counter-Strike 2 teams here (Tier 1)." The place is the team page's
 * ranking (quality score, then name); the bottom one is said to be last.
 */
export function teamRankText(
  team: TopTeamInput & { currentVideogame: string },
  rank: { position: number; of: number },
): string {
  const tier = tierLabel(team.tier)?.replace('TIER', 'Tier')
  const last = rank.of > 1 && rank.position === rank.of ? 'last, ' : ''
  const teamsOf = `the ${plural(rank.of, `${gameName(team.currentVideogame)} team`)} here`
  return `${team.name} are ranked ${last}#${rank.position} of ${teamsOf}${tier ? ` (${tier})` : ''}.`
}

/** A roster change as the transfers page lists it. */
export interface TransferFactInput {
  kind: 'joined' | 'left' | 'moved'
  seenAt: Date
  playerName: string
  fromName: string | null
  toName: string | null
}

/** "kilnshade moved from Coral Monsoon to Obsidian Heron (seen November 19, 2026)." */
export function transferText(change: TransferFactInput): string {
  const seen = ` (seen ${dateText(change.seenAt)})`
  if (change.kind === 'moved' && change.fromName && change.toName)
    return `${change.playerName} moved from ${change.fromName} to ${change.toName}${seen}.`
  if (change.kind === 'joined' && change.toName) return `${change.playerName} joined ${change.toName}${seen}.`
  if (change.fromName) return `${change.playerName} left ${change.fromName}${seen}.`
  return `${change.playerName} changed teams${seen}.`
}

/** "The latest roster changes we saw in Dota 2, newest first." / "No roster change has been seen in Valorant yet." */
export function transfersHeadText(game: string | undefined, count: number): string {
  const where = game ? ` in ${gameName(game)}` : ''
  return count
    ? `The latest roster changes we saw${where}, newest first.`
    : `No roster change has been seen${where} yet.`
}

/** "The roster changes we saw at Aurora Vanguard, newest first." / "No roster change of Kestrel Nine has been seen." */
export function transfersOfTeamHeadText(teamName: string, count: number): string {
  return count
    ? `The roster changes we saw at ${teamName}, newest first.`
    : `No roster change of ${teamName} has been seen yet.`
}
