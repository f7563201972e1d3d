import type { GameSlug } from './games'
import { gameDisplayName } from './games'
import { tagLabel } from './tags'

interface NewsListingFilters {
  game?: GameSlug | null
  /** The tag slug from the route. */
  tag?: string | null
  /** The tag's stored name, when loaded; otherwise the §3 label of the slug is used. */
  tagName?: string | null
}

function filterNames({ game, tag, tagName }: NewsListingFilters) {
  return {
    game: game ? gameDisplayName(game) : undefined,
    tag: tag ? tagName || tagLabel(tag) : undefined,
  }
}

/** §2.7 news listing title by the filters set. */
export function newsListingTitle(filters: NewsListingFilters): string {
  const { game, tag } = filterNames(filters)
  if (game && tag) return `${game} - ${tag} News`
  if (game) return `${game} News`
  if (tag) return `${tag} News`
  return 'Latest Esports News'
}

/** §2.7 news listing description by the filters set. */
export function newsListingDescription(filters: NewsListingFilters): string {
  const { game, tag } = filterNames(filters)
  if (game && tag) return `Latest ${game} news about ${tag}`
  if (game) return `Stay updated with the latest ${game} news, tournaments, and updates`
  if (tag) return `Browse all esports news related to ${tag}`
  return 'Your ultimate source for esports news, tournament updates, and competitive gaming insights'
}

/**
 * §2.7/§5 news search: a case-insensitive substring match on title or summary; an empty search shows
 * all. Surrounding spaces typed in the box are ignored.
 */
export function matchesNewsSearch(
  article: { title: string; summary?: string | null },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return (
    article.title.toLowerCase().includes(needle) || (article.summary ?? '').toLowerCase().includes(needle)
  )
}
