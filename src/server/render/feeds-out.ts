import { paths } from '#shared/paths'
import type { ServiceDeps } from '../deps'
import { type FeedFormat, type FeedScope, feedPath, feedTitle } from '#shared/domain/feeds'
import { gameDisplayName } from '#shared/domain/games'
import { absoluteUrl, articleAuthor, defaultDescription, defaultTitle } from '#shared/domain/seo'
import { tagLabel } from '#shared/domain/tags'
import type { SiteConfig } from '#shared/site'
import { type ArticleRow, listArticles } from '../storage/articles'
import { listStoriesNamingTeams } from '../storage/story-teams'
import { findTeamBySlug } from '../services/esports'
import { w3cDate, xmlEscape } from './sitemaps'

// The site's own articles as RSS 2.0 and Atom 1.0: the whole site, a game, a tag, or a game's tag (the paths are in
// src/shared/domain/feeds.ts).

/** How many of the latest articles a feed carries. */
const FEED_ITEM_LIMIT = 50

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

interface FeedItem {
  title: string
  link: string
  summary: string
  author: string
  authorUrl?: string
  tags: readonly string[]
  publishedAt: Date
  updatedAt: Date
}

interface FeedChannel {
  title: string
  description: string
  /** The HTML page the feed mirrors. */
  link: string
  /** The feed's own URL (atom:link rel=self / link rel=self). */
  selfUrl: string
  items: readonly FeedItem[]
}

function newest(items: readonly FeedItem[]): Date {
  return items.reduce<Date>((max, item) => (item.updatedAt > max ? item.updatedAt : max), new Date(0))
}

function element(name: string, value: string): string {
  return `<${name}>${xmlEscape(value)}</${name}>`
}

/** RSS 2.0 with atom:link self and dc:creator; dates in RFC 822 (toUTCString is its RFC 1123 form). */
function rssXml(channel: FeedChannel): string {
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${xmlEscape(item.link)}</guid>`,
      element('pubDate', item.publishedAt.toUTCString()),
      element('description', item.summary),
      ...item.tags.map((tag) => element('category', tag)),
      element('dc:creator', item.author),
      '</item>',
    ].join(''),
  )
  const lastBuild = channel.items.length ? newest(channel.items) : undefined
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', 'en-us'),
    ...(lastBuild ? [element('lastBuildDate', lastBuild.toUTCString())] : []),
    `<atom:link href="${xmlEscape(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** Atom 1.0 (RFC 4287): ids are the permalinks, every entry names its author. */
function atomXml(channel: FeedChannel): string {
  const entries = channel.items.map((item) =>
    [
      '<entry>',
      element('title', item.title),
      `<link rel="alternate" type="text/html" href="${xmlEscape(item.link)}"/>`,
      element('id', item.link),
      element('published', w3cDate(item.publishedAt)),
      element('updated', w3cDate(item.updatedAt)),
      `<summary type="text">${xmlEscape(item.summary)}</summary>`,
      `<author>${element('name', item.author)}${item.authorUrl ? element('uri', item.authorUrl) : ''}</author>`,
      ...item.tags.map((tag) => `<category term="${xmlEscape(tag)}"/>`),
      '</entry>',
    ].join(''),
  )
  // Atom requires <updated> on the feed: the newest entry, or the epoch for an empty feed.
  const updated = newest(channel.items)
  return [
    XML_DECLARATION,
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    element('title', channel.title),
    element('subtitle', channel.description),
    element('id', channel.link),
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(channel.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(channel.link)}"/>`,
    element('updated', w3cDate(updated)),
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

type FeedArticle = Pick<
  ArticleRow,
  'id' | 'slug' | 'title' | 'summary' | 'author' | 'tags' | 'publishedAt' | 'updatedAt'
>

function feedItem(row: FeedArticle, site: SiteConfig): FeedItem {
  const author = articleAuthor(row.author, site)
  return {
    title: row.title,
    link: absoluteUrl(site.siteUrl, paths.article(row)),
    summary: row.summary,
    author: author.name,
    authorUrl: author.isPersona ? absoluteUrl(site.siteUrl, paths.author(site.personaSlug)) : undefined,
    tags: row.tags,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  }
}

export type { FeedFormat }

type FeedContext = Pick<ServiceDeps, 'db' | 'site'>

function scopeDescription(brand: string, scope: FeedScope): string {
  const subject = [scope.game ? gameDisplayName(scope.game) : '', scope.tag ? tagLabel(scope.tag) : '']
    .filter(Boolean)
    .join(' ')
  return subject ? `The latest ${subject} esports news from ${brand}.` : defaultDescription(brand)
}

/** The listing page a feed mirrors: the same path without the file name (the home page for the site's feed). */
function scopeListingPath(scope: FeedScope): string {
  const path = feedPath('rss', scope).replace(/\/rss\.xml$/, '')
  return path || '/'
}

/**
 * The feed document of the whole site, a game, a tag or a game's tag (articles whose tags contain them all).
 * Null for a tag no article carries: there is no such listing, so no feed either (the route answers 404).
 */
export async function renderArticleFeed(
  ctx: FeedContext,
  format: FeedFormat,
  scope: FeedScope = {},
): Promise<string | null> {
  const rows = await listArticles(ctx.db, { limit: FEED_ITEM_LIMIT, game: scope.game, tag: scope.tag })
  if (scope.tag && !rows.length) return null
  const { site } = ctx
  const channel: FeedChannel = {
    title: scope.game || scope.tag ? feedTitle(site.brand, scope) : defaultTitle(site.brand),
    description: scopeDescription(site.brand, scope),
    link: absoluteUrl(site.siteUrl, scopeListingPath(scope)),
    selfUrl: absoluteUrl(site.siteUrl, feedPath(format, scope)),
    items: rows.map((row) => feedItem(row, site)),
  }
  return format === 'rss' ? rssXml(channel) : atomXml(channel)
}

/**
 * A team's news (issue #18 item 5): the latest stories whose title or summary names it, as the match page finds
 * the news about both teams. Null for a team we do not hold (a former slug finds it too).
 */
export async function renderTeamFeed(ctx: FeedContext, format: FeedFormat, teamSlug: string) {
  const team = await findTeamBySlug(ctx.db, teamSlug)
  if (!team) return null
  const rows = await listStoriesNamingTeams(ctx.db, [team.id], FEED_ITEM_LIMIT)
  const { site } = ctx
  const scope = { team: { game: team.currentVideogame, slug: team.slug, name: team.name } }
  const channel: FeedChannel = {
    title: feedTitle(site.brand, scope),
    description: `The latest ${team.name} esports news from ${site.brand}.`,
    link: absoluteUrl(site.siteUrl, paths.team(team.currentVideogame, team.slug)),
    selfUrl: absoluteUrl(site.siteUrl, feedPath(format, scope)),
    items: rows.map((row) => feedItem(row, site)),
  }
  return format === 'rss' ? rssXml(channel) : atomXml(channel)
}
