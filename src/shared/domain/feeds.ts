import { type GameSlug, gameDisplayName } from './games'
import { tagLabel } from './tags'

// The site's own RSS 2.0 and Atom 1.0 feeds (src/server/render/feeds-out.ts): one for the whole site, one per game
// and one per tag, each at its news listing's path plus /rss.xml or /atom.xml, so a reader who follows a listing
// finds its feed where it expects it. A tag without a game goes through /news/articles-latest/all/{tag}, as its
// listing does ("/news/{tag}" is an article address).

export const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const
export type FeedFormat = keyof typeof FEED_TYPES

export interface FeedScope {
  game?: GameSlug
  /** A stored (lowercase) tag. */
  tag?: string
  /** A team's news (issue #18 item 5): the stories that name it, at its page's path plus /rss.xml or /atom.xml. */
  team?: FeedTeam
}

export interface FeedTeam {
  game: string
  slug: string
  name: string
}

function scopePath({ game, tag, team }: FeedScope): string {
  if (team) return `/${team.game}/teams/${encodeURIComponent(team.slug)}`
  if (game && tag) return `/news/${game}/${encodeURIComponent(tag)}`
  if (game) return `/news/${game}`
  if (tag) return `/news/articles-latest/all/${encodeURIComponent(tag)}`
  return ''
}

/** The feed of a scope: /rss.xml, /news/{game}/rss.xml, /news/{game}/{tag}/rss.xml, … (and atom.xml). */
export function feedPath(format: FeedFormat, scope: FeedScope = {}): string {
  return `${scopePath(scope)}/${format}.xml`
}

/** What a scope's feed is called, in feed readers and in the page's <link rel="alternate" title>. */
export function feedTitle(brand: string, scope: FeedScope = {}): string {
  if (scope.team) return `${scope.team.name} News | ${brand}`
  const parts = [scope.game ? gameDisplayName(scope.game) : '', scope.tag ? tagLabel(scope.tag) : ''].filter(
    Boolean,
  )
  return parts.length ? `${parts.join(' ')} News | ${brand}` : `${brand} News`
}

export interface FeedLink {
  format: FeedFormat
  type: string
  href: string
  title: string
}

/** The RSS and Atom links of a scope (paths on this site). */
export function feedLinks(brand: string, scope: FeedScope = {}): FeedLink[] {
  return (Object.keys(FEED_TYPES) as FeedFormat[]).map((format) => ({
    format,
    type: FEED_TYPES[format],
    href: feedPath(format, scope),
    title: `${feedTitle(brand, scope)} (${format === 'rss' ? 'RSS' : 'Atom'})`,
  }))
}
