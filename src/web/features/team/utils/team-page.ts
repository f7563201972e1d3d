import { gameDisplayName, isGameSlug } from '#shared/domain/games'
import { absoluteUrl, type JsonLdObject } from '#shared/domain/seo'
import type { MapStat } from '#shared/domain/team-form'
import { tierLabel } from '#shared/domain/tiers'
import { paths } from '#shared/paths'
import type { DetailPageText } from '#web/components/layout/detail-page'
import { publicMessages } from '#web/lib/messages'
import type { FaqItem, LiveMatches, TeamMatch, TeamSummary } from '#shared/schemas/esports'

// §2.11 team detail: which match lists to show, the §4 fallbacks, headings and the page's metadata.

/** §9: the team page shows 5 recent and 3 upcoming matches; stats use up to 30; under 5 stored, fetch live. */
export const RECENT_SHOWN = 5
export const UPCOMING_SHOWN = 3
const STATS_MATCHES = 30
const STATS_FALLBACK_THRESHOLD = 5
/** §9: live matches default to 3 upcoming and 5 recent; the stats fallback asks for 0 upcoming and 30 recent. */
export const LIVE_LIST_LIMITS = { upcomingLimit: 3, recentLimit: 5 } as const
export const LIVE_STATS_LIMITS = { upcomingLimit: 0, recentLimit: 30 } as const
/** The Matches tab shows the whole history we hold, up to this many finished and upcoming matches. */
export const HISTORY_LIMIT = 100
export const UPCOMING_LIMIT = 20

interface ShownMatches {
  recent: TeamMatch[]
  upcoming: TeamMatch[]
}

/** §4: live lists are asked for only when a stored list is empty and the team has a provider id. */
export function needsLiveMatches(stored: ShownMatches, pandascoreId: number | null): boolean {
  return (
    pandascoreId != null && pandascoreId > 0 && (stored.recent.length === 0 || stored.upcoming.length === 0)
  )
}

/** §4: live matches replace whichever stored list was empty. */
export function withLiveMatches(stored: ShownMatches, live: LiveMatches | undefined): ShownMatches {
  if (!live) return stored
  return {
    recent: stored.recent.length > 0 ? stored.recent : live.recent.filter((match) => match.isFinished),
    upcoming:
      stored.upcoming.length > 0 ? stored.upcoming : live.upcoming.filter((match) => !match.isFinished),
  }
}

/** §4 team stats: with fewer than 5 stored matches the stats are computed from live matches (when any). */
export function needsLiveStats(storedFinished: number, pandascoreId: number | null): boolean {
  return pandascoreId != null && pandascoreId > 0 && storedFinished < STATS_FALLBACK_THRESHOLD
}

export function statsMatches(
  stored: readonly TeamMatch[],
  live: LiveMatches | undefined,
): { matches: TeamMatch[]; live: boolean } {
  const finished = stored.slice(0, STATS_MATCHES)
  if (finished.length >= STATS_FALLBACK_THRESHOLD || !live || live.recent.length <= finished.length) {
    return { matches: finished, live: false }
  }
  return { matches: live.recent.filter((match) => match.isFinished).slice(0, STATS_MATCHES), live: true }
}

/** §2.11 FAQ title: "Frequently Asked Questions: {team} ({GAME})". */
export function faqHeading(teamName: string, game: string): string {
  return `Frequently Asked Questions: ${teamName} (${game.toUpperCase()})`
}

/** §2.11: "Active Roster ({n} players)". */
export function rosterHeading(count: number): string {
  return `Active Roster (${count} players)`
}

/** Map statistics, most played first, then by name. */
export function sortedMapStats(mapStats: Record<string, MapStat>): [string, MapStat][] {
  return Object.entries(mapStats).sort(
    ([nameA, a], [nameB, b]) => b.total - a.total || nameA.localeCompare(nameB),
  )
}

type TeamHead = Pick<TeamSummary, 'name' | 'acronym' | 'location' | 'tier' | 'currentVideogame'>

function teamGameName(team: Pick<TeamSummary, 'currentVideogame'>): string {
  return isGameSlug(team.currentVideogame) ? gameDisplayName(team.currentVideogame) : 'Esports'
}

/** The page description: who the team is and what the page holds. */
export function teamDescription(team: TeamHead): string {
  const game = teamGameName(team)
  const tier = tierLabel(team.tier)
  const from = team.location ? ` from ${team.location}` : ''
  const grade = tier ? ` (${tier.charAt(0)}${tier.slice(1).toLowerCase()})` : ''
  return `${team.name}${from}${grade}: ${game} team profile with roster, recent form, match results, upcoming matches and AI analysis.`
}

/** The page's keywords metadata. */
export function teamKeywords(team: TeamHead): string {
  const game = teamGameName(team)
  return [
    team.name,
    team.acronym,
    `${team.name} ${game}`,
    `${game} team`,
    `${team.name} roster`,
    `${team.name} matches`,
    team.location ? `${team.location} esports` : undefined,
    `${game} esports`,
  ]
    .filter((word): word is string => Boolean(word?.trim()))
    .join(', ')
}

/** §2.11: FAQPage structured data of the team's questions; undefined when there are none. */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdObject | undefined {
  const answered = items.filter((item) => item.question.trim() && item.answer.trim())
  if (answered.length === 0) return undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: answered.map((item) => ({
      '@type': 'Question',
      name: item.question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: item.answer.trim() },
    })),
  }
}

interface TeamJsonLdInput {
  team: Pick<TeamSummary, 'name' | 'slug' | 'acronym' | 'imageUrl' | 'location' | 'currentVideogame'>
  players: readonly { name: string; slug: string }[]
  siteUrl: string
  teamPath: string
  playerPath: (slug: string) => string
}

/** SportsTeam structured data of a team page, with its roster as members. */
export function sportsTeamJsonLd({
  team,
  players,
  siteUrl,
  teamPath,
  playerPath,
}: TeamJsonLdInput): JsonLdObject {
  const data: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: team.name,
    url: absoluteUrl(siteUrl, teamPath),
    sport: teamGameName(team),
  }
  if (team.acronym) data.alternateName = team.acronym
  if (team.imageUrl) data.logo = absoluteUrl(siteUrl, team.imageUrl)
  if (team.location) data.location = { '@type': 'Country', name: team.location }
  if (players.length > 0) {
    data.athlete = players.map((player) => ({
      '@type': 'Person',
      name: player.name,
      url: absoluteUrl(siteUrl, playerPath(player.slug)),
    }))
  }
  return data
}

/** §2.11 and §8: what the team page says while loading, when the team is unknown and when its read fails. */
export const teamPageText: DetailPageText = {
  noun: 'Team',
  loading: 'Loading team details...',
  failed: publicMessages.teamLoadFailed,
  reload: 'Reload team',
  notFound: {
    title: 'Team Not Found',
    text: "The team you're looking for doesn't exist or has been moved.",
    head: publicMessages.teamNotFound,
  },
  back: { label: 'Back to Teams', to: (game) => paths.teams(game) },
  log: { loadFailed: 'Team details failed to load', pageFailed: 'Team page failed' },
}
