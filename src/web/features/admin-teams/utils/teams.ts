import { tierRank } from '#shared/domain/tiers'
import type { TeamSummary } from '#shared/schemas/esports'

export const ALL = 'all'

export interface TeamFilter {
  search: string
  game: string
  tier: string
}

/** §2.22 "Search teams by name, acronym, or location..." (the slug too), any case; plus game and tier filters. */
export function filterTeams<
  T extends Pick<TeamSummary, 'name' | 'acronym' | 'location' | 'slug' | 'currentVideogame' | 'tier'>,
>(teams: readonly T[], { search, game, tier }: TeamFilter): T[] {
  const needle = search.trim().toLowerCase()
  return teams.filter((team) => {
    if (game !== ALL && team.currentVideogame !== game) return false
    if (tier !== ALL && team.tier !== tier) return false
    if (!needle) return true
    return [team.name, team.acronym, team.location, team.slug].some((text) =>
      (text ?? '').toLowerCase().includes(needle),
    )
  })
}

/** §2.22: the game filter lists the distinct games present, sorted. */
export function distinctGames(teams: readonly Pick<TeamSummary, 'currentVideogame'>[]): string[] {
  return [...new Set(teams.map((team) => team.currentVideogame).filter(Boolean))].sort()
}

/** §2.22: the tier filter lists the distinct tiers present, best first. */
export function distinctTiers(teams: readonly Pick<TeamSummary, 'tier'>[]): string[] {
  return [...new Set(teams.map((team) => team.tier).filter(Boolean))].sort(
    (a, b) => tierRank(a) - tierRank(b) || a.localeCompare(b),
  )
}

interface Snapshot<T> {
  /** The first team (the list is ordered by quality), or null: "No teams". */
  top: T | null
  tier1: number
  totalPlayers: number
}

/** §2.22 Database Snapshot. */
export function snapshot<T extends Pick<TeamSummary, 'tier' | 'playerCount'>>(
  teams: readonly T[],
): Snapshot<T> {
  return {
    top: teams[0] ?? null,
    tier1: teams.filter((team) => team.tier === 'tier-1').length,
    totalPlayers: teams.reduce((sum, team) => sum + (team.playerCount ?? 0), 0),
  }
}
