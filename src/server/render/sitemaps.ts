import { paths } from '#shared/paths'
import type { ServiceDeps } from '../deps'
import { GAME_SLUGS } from '#shared/domain/games'
import { absoluteUrl } from '#shared/domain/seo'
import type { SiteConfig } from '#shared/site'
import {
  latestArticleUpdate,
  latestEsportsUpdates,
  latestEventUpdate,
  listArticleSitemapEntries,
  listArticleSitemapPages,
  listArticlesPublishedSince,
  listEventSitemapEntries,
  listMatchSitemapEntries,
  listMatchSitemapPages,
  listPlayerSitemapEntries,
  listTeamSitemapEntries,
} from '../storage/sitemaps'

// Spec §2.1 sitemap paths, served as XML by the server itself (sitemaps.org 0.9 and Google News 0.9).

/** sitemaps.org: at most 50,000 URLs per file. */
const SITEMAP_MAX_URLS = 50_000
/** Google News: articles of the last two days, at most 1,000 of them. */
const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000
const NEWS_MAX_URLS = 1000

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9'
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

// XML 1.0 forbids most control characters and lone surrogates; a stray one in a title would break the file.
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text or attribute value safe inside XML. */
export function xmlEscape(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** W3C datetime as sitemaps want it, in UTC to the second. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

interface SitemapUrl {
  loc: string
  lastmod?: Date
}

function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  const entries = sitemaps.map(
    (s) =>
      `<sitemap><loc>${xmlEscape(s.loc)}</loc>${s.lastmod ? `<lastmod>${w3cDate(s.lastmod)}</lastmod>` : ''}</sitemap>`,
  )
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`
}

function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (u) =>
      `<url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}</url>`,
  )
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`
}

interface NewsSitemapUrl {
  loc: string
  title: string
  publishedAt: Date
  lastmod?: Date
}

/** Google News sitemap: each URL names the publication (brand, English), its publication date and title. */
function newsSitemapXml(urls: readonly NewsSitemapUrl[], brand: string): string {
  const publication = `<news:publication><news:name>${xmlEscape(brand)}</news:name><news:language>en</news:language></news:publication>`
  const entries = urls.map(
    (u) =>
      `<url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}<news:news>${publication}<news:publication_date>${w3cDate(u.publishedAt)}</news:publication_date><news:title>${xmlEscape(u.title)}</news:title></news:news></url>`,
  )
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">\n${entries.join('\n')}\n</urlset>\n`
}

/** The sitemap file names; each is served at /sitemaps/{name} and /{name}. */
export const SITEMAP_FILES = {
  pages: 'sitemap-pages.xml',
  authors: 'sitemap-authors.xml',
  articles: 'sitemap-articles.xml',
  news: 'sitemap-news.xml',
  teams: 'sitemap-teams.xml',
  players: 'sitemap-players.xml',
  matches: 'sitemap-matches.xml',
  events: 'sitemap-events.xml',
} as const

/** The file of article sitemap page n: the first is sitemap-articles.xml, later ones sitemap-articles-{n}.xml. */
function articleSitemapName(page: number): string {
  return page <= 1 ? SITEMAP_FILES.articles : `sitemap-articles-${page}.xml`
}

/** The file of match sitemap page n: sitemap-matches.xml, then sitemap-matches-{n}.xml. */
function matchSitemapName(page: number): string {
  return page <= 1 ? SITEMAP_FILES.matches : `sitemap-matches-${page}.xml`
}

function sitemapLoc(site: SiteConfig, name: string): string {
  return absoluteUrl(site.siteUrl, `/sitemaps/${name}`)
}

/**
 * §2.1 public screens with a fixed path: home, news, game listings and hubs, team and player lists, matches, events,
 * transfers, chat, legal.
 */
function pageSitemapPaths(): string[] {
  return [
    paths.home(),
    paths.news(),
    ...GAME_SLUGS.map((game) => paths.newsGame(game)),
    ...GAME_SLUGS.map((game) => paths.gameHub(game)),
    ...GAME_SLUGS.flatMap((game) => [paths.teams(game), paths.players(game)]),
    paths.matches(),
    ...GAME_SLUGS.flatMap((game) => [paths.matches(game), paths.events(game)]),
    paths.transfers(),
    ...GAME_SLUGS.map((game) => paths.transfers(game)),
    paths.chat(),
    paths.terms(),
    paths.privacy(),
    paths.contact(),
  ]
}

type SitemapContext = Pick<ServiceDeps, 'db' | 'site' | 'now'>

/** /sitemap.xml: pages, authors, every article file, news, teams, players, every match file, events. */
export async function renderSitemapIndex(ctx: SitemapContext): Promise<string> {
  const [pages, latest, esports, matchPages, eventsLatest] = await Promise.all([
    listArticleSitemapPages(ctx.db, SITEMAP_MAX_URLS),
    latestArticleUpdate(ctx.db),
    latestEsportsUpdates(ctx.db),
    listMatchSitemapPages(ctx.db, SITEMAP_MAX_URLS),
    latestEventUpdate(ctx.db),
  ])
  const matchFiles = matchPages.length ? matchPages : [{ page: 1, lastmod: undefined }]
  // With no articles yet the first article file still exists (empty), so crawlers see a stable set of files.
  const articleFiles = pages.length ? pages : [{ page: 1, lastmod: undefined }]
  return sitemapIndexXml([
    { loc: sitemapLoc(ctx.site, SITEMAP_FILES.pages) },
    { loc: sitemapLoc(ctx.site, SITEMAP_FILES.authors), lastmod: latest ?? undefined },
    ...articleFiles.map((p) => ({
      loc: sitemapLoc(ctx.site, articleSitemapName(p.page)),
      lastmod: p.lastmod,
    })),
    { loc: sitemapLoc(ctx.site, SITEMAP_FILES.news), lastmod: latest ?? undefined },
    { loc: sitemapLoc(ctx.site, SITEMAP_FILES.teams), lastmod: esports.teams ?? undefined },
    { loc: sitemapLoc(ctx.site, SITEMAP_FILES.players), lastmod: esports.players ?? undefined },
    ...matchFiles.map((p) => ({ loc: sitemapLoc(ctx.site, matchSitemapName(p.page)), lastmod: p.lastmod })),
    { loc: sitemapLoc(ctx.site, SITEMAP_FILES.events), lastmod: eventsLatest ?? undefined },
  ])
}

export function renderPagesSitemap(ctx: Pick<SitemapContext, 'site'>): string {
  return urlsetXml(pageSitemapPaths().map((path) => ({ loc: absoluteUrl(ctx.site.siteUrl, path) })))
}

/** Every article is signed by the persona (§2.15), so the persona's page is the one author page. */
export async function renderAuthorsSitemap(ctx: SitemapContext): Promise<string> {
  const latest = await latestArticleUpdate(ctx.db)
  return urlsetXml([
    {
      loc: absoluteUrl(ctx.site.siteUrl, paths.author(ctx.site.personaSlug)),
      lastmod: latest ?? undefined,
    },
  ])
}

/** Article sitemap file `page` (1-based); null when the page is past the last one (page 1 always exists). */
export async function renderArticlesSitemap(ctx: SitemapContext, page: number): Promise<string | null> {
  if (!Number.isInteger(page) || page < 1) return null
  const rows = await listArticleSitemapEntries(ctx.db, {
    offset: (page - 1) * SITEMAP_MAX_URLS,
    limit: SITEMAP_MAX_URLS,
  })
  if (!rows.length && page > 1) return null
  return urlsetXml(
    rows.map((row) => ({ loc: absoluteUrl(ctx.site.siteUrl, paths.article(row)), lastmod: row.updatedAt })),
  )
}

/** Google News sitemap: the articles published in the last 48 hours. */
export async function renderNewsSitemap(ctx: SitemapContext): Promise<string> {
  const now = ctx.now?.() ?? new Date()
  const rows = await listArticlesPublishedSince(
    ctx.db,
    new Date(now.getTime() - NEWS_WINDOW_MS),
    NEWS_MAX_URLS,
  )
  return newsSitemapXml(
    rows.map((row) => ({
      loc: absoluteUrl(ctx.site.siteUrl, paths.article(row)),
      title: row.title,
      publishedAt: row.publishedAt,
      lastmod: row.updatedAt,
    })),
    ctx.site.brand,
  )
}

/** Every team page (/{game}/teams/{slug}) with its updated_at as lastmod. */
export async function renderTeamsSitemap(ctx: SitemapContext): Promise<string> {
  const rows = await listTeamSitemapEntries(ctx.db, SITEMAP_MAX_URLS)
  return urlsetXml(
    rows.map((row) => ({
      loc: absoluteUrl(ctx.site.siteUrl, paths.team(row.game, row.slug)),
      lastmod: row.updatedAt,
    })),
  )
}

/** Every player page (/{game}/players/{slug}) with the newer of the player's and its team's updated_at. */
export async function renderPlayersSitemap(ctx: SitemapContext): Promise<string> {
  const rows = await listPlayerSitemapEntries(ctx.db, SITEMAP_MAX_URLS)
  return urlsetXml(
    rows.map((row) => ({
      loc: absoluteUrl(ctx.site.siteUrl, paths.player(row.game, row.slug)),
      lastmod: row.updatedAt,
    })),
  )
}

/** Match sitemap file `page` (1-based): /{game}/matches/{slug}; null past the last one (page 1 always exists). */
export async function renderMatchesSitemap(ctx: SitemapContext, page: number): Promise<string | null> {
  if (!Number.isInteger(page) || page < 1) return null
  const rows = await listMatchSitemapEntries(ctx.db, {
    offset: (page - 1) * SITEMAP_MAX_URLS,
    limit: SITEMAP_MAX_URLS,
  })
  if (!rows.length && page > 1) return null
  return urlsetXml(
    rows.map((row) => ({
      loc: absoluteUrl(ctx.site.siteUrl, paths.match(row.game, row.slug)),
      lastmod: row.updatedAt,
    })),
  )
}

/** Every event page (/{game}/events/{slug}) with its updated_at as lastmod. */
export async function renderEventsSitemap(ctx: SitemapContext): Promise<string> {
  const rows = await listEventSitemapEntries(ctx.db, SITEMAP_MAX_URLS)
  return urlsetXml(
    rows.map((row) => ({
      loc: absoluteUrl(ctx.site.siteUrl, paths.event(row.game, row.slug)),
      lastmod: row.updatedAt,
    })),
  )
}
