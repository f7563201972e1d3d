import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { detectRssGame, rssGameSlug } from '../../shared/domain/game-detection'
import { GAME_SLUGS, isGameSlug } from '../../shared/domain/games'
import { relativeTime } from '../../shared/domain/relative-time'
import { slugify } from '../../shared/domain/slug'
import { normalizeTag } from '../../shared/domain/tags'
import type { SiteConfig } from '../../shared/site'
import type { Db } from '../db/client'
import { normalizeFeedEntry } from '../ingest/normalize-entry'
import { parseFeed } from '../ingest/parse'
import type { Logger } from '../logger'
import { loadBundledPandaScore } from '../providers/pandascore/bundled'
import { createArticleTags, type NewArticleTag, recountArticleTags } from '../storage/article-tags'
import { countArticles, createArticles, type NewArticle } from '../storage/articles'
import { countEsportsRows, insertEsportsRows } from '../storage/esports'
import { upsertFeedSources } from '../storage/feed-sources'

export const FIXTURES_DIR = resolve('fixtures')

/** The sample feeds were written relative to this instant; dates shift so the demo always looks current. */
const FEEDS_ANCHOR = Date.parse('2026-11-15T12:00:00Z')

const SourcesSchema = z.array(
  z.object({
    name: z.string(),
    game: z.enum(GAME_SLUGS).nullable(),
    file: z.string(),
    url: z.url(),
  }),
)

export interface SeedResult {
  articles: number
  feedSources: number
  teams: number
  players: number
  matches: number
}

/**
 * The demo data set, loaded into an empty database: sample feeds (our own text) and the bundled esports data.
 * Returns null when the database already has content.
 */
export async function seedDemoData(
  db: Db,
  options: { site: SiteConfig; logger: Logger; now?: Date; fixturesDir?: string },
): Promise<SeedResult | null> {
  const now = options.now ?? new Date()
  const dir = options.fixturesDir ?? FIXTURES_DIR
  const [articleCount, esports] = await Promise.all([countArticles(db), countEsportsRows(db)])
  if (articleCount > 0 || esports.teams > 0) return null

  const sources = SourcesSchema.parse(JSON.parse(readFileSync(join(dir, 'feeds', 'sources.json'), 'utf8')))
  const feedRows = await upsertFeedSources(
    db,
    sources.map((s) => ({ name: s.name, url: s.url, game: s.game })),
  )
  const offset = now.getTime() - FEEDS_ANCHOR
  const articles: NewArticle[] = []
  const tags = new Map<string, NewArticleTag>()
  const seenSlugs = new Set<string>()

  for (const source of sources) {
    const feed = parseFeed(readFileSync(join(dir, 'feeds', source.file)), source.url)
    const feedId = feedRows.find((row) => row.url === source.url)?.id
    for (const entry of feed.items) {
      const normalized = normalizeFeedEntry(entry)
      const rssGame = detectRssGame(entry.title, normalized.summaryText)
      const gameSlug = rssGameSlug(rssGame) ?? source.game ?? undefined
      const published = new Date((entry.publishedAt?.getTime() ?? FEEDS_ANCHOR) + offset)
      const slug = uniqueSlug(slugify(entry.title) || 'article', seenSlugs)
      const articleTags = [...new Set([gameSlug, ...entry.categories.map(normalizeTag).map(slugify)])].filter(
        (t): t is string => Boolean(t),
      )
      for (const tag of articleTags) {
        if (!tags.has(tag)) tags.set(tag, { slug: tag, name: tag, category: tagCategory(tag) })
      }
      articles.push({
        id: slug,
        slug,
        title: entry.title,
        summary: normalized.summary,
        content: localizeDemoImages(normalized.contentHtml),
        game: gameSlug ? rssGame : 'Esports',
        timestamp: relativeTime(published, now),
        imageUrl: normalized.imageUrl ? localizeDemoImages(normalized.imageUrl) : '/placeholder.svg',
        originalUrl: entry.link,
        author: options.site.newsroomName,
        tags: articleTags,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
        engine: 'seed',
        sourceFeedId: feedId,
      })
    }
  }

  await createArticleTags(db, [...tags.values()])
  const inserted = await createArticles(db, articles)
  await recountArticleTags(db)

  const data = loadBundledPandaScore(join(dir, 'pandascore'), now)
  for (const error of data.errors) options.logger.warn({ error }, 'demo esports record skipped')
  await insertEsportsRows(db, data)

  return {
    articles: inserted,
    feedSources: feedRows.length,
    teams: data.teams.length,
    players: data.players.length,
    matches: data.teamMatches.length,
  }
}

/**
 * The sample feeds live on made-up example.* hosts; their illustrations ship with the site under /images/,
 * so the demo points at the local copies.
 */
function localizeDemoImages(text: string): string {
  return text.replace(/https?:\/\/[a-z0-9.-]*\bexample\.(?:com|org|net)(\/images\/)/gi, '$1')
}

function uniqueSlug(base: string, seen: Set<string>): string {
  let slug = base
  for (let n = 2; seen.has(slug); n++) slug = `${base.slice(0, 46)}-${n}`
  seen.add(slug)
  return slug
}

const TOURNAMENT_TAGS =
  /major|worlds|playoff|qualifier|league|cup|masters|champions|international|vct|lec|lcs|tournament/
const EVENT_TAGS = /final|event|lan|showmatch|all-star|bootcamp/
const GAMEPLAY_TAGS = /patch|update|meta|balance|map|agent|hero|champion|strategy|nerf|buff/

/** A first guess at a tag's filter section; the content analysis of the admin panel refines it. */
function tagCategory(tag: string): string {
  if (isGameSlug(tag)) return 'games'
  if (TOURNAMENT_TAGS.test(tag)) return 'tournaments'
  if (EVENT_TAGS.test(tag)) return 'events'
  if (GAMEPLAY_TAGS.test(tag)) return 'gameplay'
  return 'content'
}
