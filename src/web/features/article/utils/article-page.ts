import { articleDisplayTags, articleGameName } from '#shared/domain/article-game'
import { type GameSlug, isGameSlug } from '#shared/domain/games'
import { normalizeTag, tagLabel } from '#shared/domain/tags'

/** §2.8 breadcrumb: the article title, truncated at a word boundary. */
export function truncateTitle(title: string, max = 60): string {
  const text = title.trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

export interface ArticleGame {
  /** The §2.8 detected key, e.g. "cs2", "apex", "esports". */
  key: string
  /** Its display name, e.g. "CS2", "Apex Legends". */
  name: string
  /** The key when it is one of the four games with listings, for the breadcrumb link. */
  slug?: GameSlug
}

/** The article's game from its §2.8 detected key (the API's `detectedGame`). */
export function articleGame(key: string): ArticleGame {
  return { key, name: articleGameName(key), slug: isGameSlug(key) ? key : undefined }
}

export interface TopicLink {
  label: string
  /** Absent for a game without listings (e.g. Apex Legends): shown, not linked. */
  to?: string
}

/** A tag's listing slug: stored tags are lowercase; spaces become hyphens. */
export function tagSlug(tag: string): string {
  return normalizeTag(tag).replace(/\s+/g, '-')
}

/**
 * "Related Topics": the article's own §2.8 display tags (game tags other than the detected game dropped, the
 * detected game first), each linking to its listing. `listingPath(game?, tag?)` builds the listing address.
 */
export function relatedTopics(
  tags: readonly string[],
  game: ArticleGame,
  listingPath: (game?: string, tag?: string) => string,
): TopicLink[] {
  const seen = new Set<string>()
  const links: TopicLink[] = []
  for (const tag of articleDisplayTags(tags, game.key)) {
    const label = tagLabel(tag)
    if (!label || seen.has(label)) continue
    seen.add(label)
    if (label === game.name) links.push(game.slug ? { label, to: listingPath(game.slug) } : { label })
    else links.push({ label, to: listingPath(game.slug, tagSlug(tag)) })
  }
  return links
}

/** §2.5 Overview: bullet lines "- fact", separated by blank lines; the bullets' marks are dropped. */
export function overviewPoints(overview: string): string[] {
  return overview
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean)
}

/** §2.8 share: a post-intent window of 600×400 with "{title} - {url}" and the site's handle as via. */
const SHARE_WINDOW = { width: 600, height: 400 } as const

export function shareOnXUrl(title: string, url: string, handle: string): string {
  const params = new URLSearchParams({ text: `${title} - ${url}` })
  const via = handle.replace(/^@/, '').trim()
  if (via) params.set('via', via)
  return `https://twitter.com/intent/tweet?${params.toString().replace(/\+/g, '%20')}`
}

/** Reddit's submit page with the article's URL and title filled in. */
export function shareOnRedditUrl(title: string, url: string): string {
  const params = new URLSearchParams({ url, title })
  return `https://www.reddit.com/submit?${params.toString().replace(/\+/g, '%20')}`
}

/** window.open features of the share window, centred over the current window when its position is known. */
export function shareWindowFeatures(screen?: {
  left: number
  top: number
  width: number
  height: number
}): string {
  const { width, height } = SHARE_WINDOW
  const features = [`width=${width}`, `height=${height}`]
  if (screen) {
    features.push(
      `left=${Math.max(0, Math.round(screen.left + (screen.width - width) / 2))}`,
      `top=${Math.max(0, Math.round(screen.top + (screen.height - height) / 2))}`,
    )
  }
  return [...features, 'noopener', 'noreferrer'].join(',')
}

/** The article version a summary belongs to (its key in the cache). */
export function summaryVersion(article: { updatedAt?: string | null; publishedAt: string }): string {
  return article.updatedAt || article.publishedAt
}

/** The source's host name for the "Source (example.com)" link; the address itself when it cannot be parsed. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}
