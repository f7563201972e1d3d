import type { PlayerSummary, TeamSummary } from '#shared/schemas/esports'
import { realName } from '#web/components/esports/player-labels'

// §2.10/§2.12 teams and players lists: search, country filters and the statistics card, over plain data.

/** §9: supported games, shown on the statistics cards. */
export const SUPPORTED_GAMES_COUNT = 4

/** A case-insensitive substring match; an empty search matches everything. */
export function matchesSearch(values: readonly (string | null | undefined)[], search: string): boolean {
  const needle = search.trim().toLowerCase()
  if (!needle) return true
  return values.some((value) => value?.toLowerCase().includes(needle))
}

/** §2.10/§2.12 filter choices: the distinct non-empty countries, sorted. */
export function distinctCountries(values: readonly (string | null | undefined)[]): string[] {
  const names = new Set<string>()
  for (const value of values) {
    const name = value?.trim()
    if (name) names.add(name)
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'en'))
}

export interface DirectoryFilter {
  search: string
  /** A country name; empty for every country. */
  country: string
}

export function isFiltered(filter: DirectoryFilter): boolean {
  return filter.search.trim() !== '' || filter.country !== ''
}

function sameCountry(value: string | null | undefined, country: string): boolean {
  return !country || value?.trim() === country
}

/** §2.10: name search and country (location) filter. */
export function filterTeams<T extends Pick<TeamSummary, 'name' | 'location'>>(
  teams: readonly T[],
  filter: DirectoryFilter,
): T[] {
  return teams.filter(
    (team) => matchesSearch([team.name], filter.search) && sameCountry(team.location, filter.country),
  )
}

/** §2.12: name search (in-game or real name) and nationality filter. */
export function filterPlayers<
  T extends Pick<PlayerSummary, 'name' | 'firstName' | 'lastName' | 'nationality'>,
>(players: readonly T[], filter: DirectoryFilter): T[] {
  return players.filter(
    (player) =>
      matchesSearch([player.name, realName(player)], filter.search) &&
      sameCountry(player.nationality, filter.country),
  )
}

/** §2.10 statistics card: Tier-1 teams among those shown. */
export function countTier1(teams: readonly Pick<TeamSummary, 'tier'>[]): number {
  return teams.filter((team) => team.tier === 'tier-1').length
}

/** §2.12 statistics card: Unique Teams, the distinct team names among the players shown. */
export function countUniqueTeams(players: readonly Pick<PlayerSummary, 'team'>[]): number {
  return new Set(players.flatMap((player) => (player.team?.name ? [player.team.name] : []))).size
}
