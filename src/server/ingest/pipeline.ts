import { createHash } from 'node:crypto'
import { relativeTime } from '#shared/domain/relative-time'
import { articleSlug, firstFreeSlug } from '#shared/domain/slug'
import { guessTagCategory, TAG_CATEGORY_COLORS, tagLabel } from '#shared/domain/tags'
import type { GameSlug } from '#shared/domain/games'
import type { SiteConfig } from '#shared/site'
import type { Ai } from '../ai/ai'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { storeArticleAiSummary } from '../services/article-ai'
import { createArticleTags, recountArticleTags } from '../storage/article-tags'
import {
  articleExistsWithOriginalUrl,
  createArticleWithFeedEntry,
  listSlugsStartingWith,
  recordFeedEntry,
} from '../storage/articles'
import { type EntryKeys, findSeenFeedEntries } from '../storage/feed-entries'
import { normalizeFeedEntry } from './normalize-entry'
import { parseFeed } from './parse'
import type { ParsedEntry } from './parse-common'
import { sanitizeHtml } from './sanitize'

// ARCHITECTURE.md "Ingestion": parse → normalize → sanitize → dedupe → rewrite → store. Fetching is the caller's.

export interface IngestContext {
  db: Db
  ai: Ai
  site: SiteConfig
  logger: Logger
  now?: () => Date
}

interface FeedRef {
  id: string
  name: string
  game: string | null
}

interface FeedDocumentResult {
  /** Articles stored by this run. */
  newArticles: number
  /** Entries the feed document holds. */
  totalArticles: number
  /** One line per entry that failed; the feed's other entries went on. */
  errors: string[]
}

interface IngestOptions {
  /** §9: at most this many new articles per feed and run (maxPerFeed, 3 from the dashboard). */
  maxPerFeed: number
  /** Rewrites URLs in stored HTML and images (the demo points example.* images at local copies). */
  rewriteUrls?: (text: string) => string
  /** Moves every entry's date by this much (the demo's sample feeds were written relative to a fixed day). */
  shiftPublishedMs?: number
  /** The engine of the summary made with each story; the context's AI when unset (the demo passes the local one). */
  summarize?: Ai['summarizeArticle']
}

/** Parses one fetched feed document and stores its new entries as house-voice articles. */
export async function ingestFeedDocument(
  ctx: IngestContext,
  feed: FeedRef,
  body: Uint8Array | string,
  baseUrl: string,
  options: IngestOptions,
): Promise<FeedDocumentResult> {
  const now = ctx.now?.() ?? new Date()
  const parsed = parseFeed(body, baseUrl)
  const entries = [...parsed.items].sort(
    (a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0),
  )
  const keyed = uniqueByKeys(entries.map((entry) => ({ entry, keys: entryKeys(entry) })))
  const seen = await findSeenFeedEntries(
    ctx.db,
    feed.id,
    keyed.map((k) => k.keys),
  )
  // This feed's entries match on any key; another feed's (or a deleted feed's) on the canonical URL only.
  const fresh = keyed
    .filter(({ keys }) =>
      seen.every((s) => (s.feedId === feed.id ? !sameEntry(s, keys) : s.url === '' || s.url !== keys.url)),
    )
    .slice(0, options.maxPerFeed)

  const result: FeedDocumentResult = { newArticles: 0, totalArticles: parsed.items.length, errors: [] }
  for (const { entry, keys } of fresh) {
    try {
      if (await articleExistsWithOriginalUrl(ctx.db, keys.url)) {
        // The same story reached us through another feed: remember it here too, store it once.
        await recordFeedEntry(ctx.db, { feedId: feed.id, ...keys })
        continue
      }
      await storeEntry(ctx, feed, entry, keys, now, options)
      result.newArticles++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      ctx.logger.error({ err: error, feed: feed.name, guid: keys.guid }, 'feed entry failed')
      result.errors.push(`${feed.name}: "${entry.title}": ${message}`)
    }
  }
  if (result.newArticles) await recountArticleTags(ctx.db)
  return result
}

async function storeEntry(
  ctx: IngestContext,
  feed: FeedRef,
  entry: ParsedEntry,
  keys: EntryKeys,
  now: Date,
  options: IngestOptions,
) {
  const rewriteUrls = options.rewriteUrls ?? ((text: string) => text)
  const normalized = normalizeFeedEntry(entry)
  const made = await ctx.ai.rewriteArticle({
    seed: keys.guid,
    title: entry.title,
    summaryText: normalized.summaryText,
    contentHtml: normalized.contentHtml,
    categories: entry.categories,
    feedGame: (feed.game as GameSlug | null) ?? null,
  })
  const article = made.value
  const shifted = entry.publishedAt && new Date(entry.publishedAt.getTime() + (options.shiftPublishedMs ?? 0))
  // A date in the future is a publisher's clock or time-zone error: the story is news now.
  const publishedAt = shifted && shifted <= now ? shifted : now
  // Decision 020: readable by transliteration; a title in another script gets its date and a short id.
  const slug = await freeSlug(ctx.db, articleSlug(article.title || entry.title, publishedAt))
  await createArticleTags(
    ctx.db,
    article.tags.map((tag) => {
      const category = guessTagCategory(tag)
      return { slug: tag, name: tagLabel(tag), category, color: TAG_CATEGORY_COLORS[category] }
    }),
  )
  const stored = await createArticleWithFeedEntry(
    ctx.db,
    {
      id: slug,
      slug,
      title: article.title,
      summary: article.summary,
      // Whatever the engine wrote passes the allow-list again before it is stored.
      content: rewriteUrls(sanitizeHtml(article.content)),
      insights: article.insights,
      game: article.game,
      tags: article.tags,
      imageUrl: normalized.imageUrl ? rewriteUrls(normalized.imageUrl) : '/placeholder.svg',
      originalUrl: keys.url,
      author: ctx.site.newsroomName,
      timestamp: relativeTime(publishedAt, now),
      publishedAt,
      createdAt: now,
      updatedAt: now,
      engine: made.engine,
      sourceFeedId: feed.id,
    },
    { feedId: feed.id, ...keys },
  )
  // The summary panel is part of the article's first HTML: made now, with the story. A failure here loses
  // nothing: the page makes it on first view instead.
  try {
    await storeArticleAiSummary(
      { db: ctx.db, summarize: options.summarize ?? ((text) => ctx.ai.summarizeArticle(text)) },
      stored,
    )
  } catch (error) {
    ctx.logger.warn({ err: error, articleId: stored.id }, 'summary not made at write time')
  }
}

/** §5 slug, with "-2", "-3"… when it is taken; the result stays within 50 characters. */
async function freeSlug(db: Db, base: string): Promise<string> {
  return firstFreeSlug(base, new Set(await listSlugsStartingWith(db, base.slice(0, 46))))
}

/** The keys an entry is recognised by: guid, canonical URL (no tracking parameters, no fragment), title hash. */
function entryKeys(entry: Pick<ParsedEntry, 'guid' | 'link' | 'title'>): EntryKeys {
  const url = canonicalUrl(entry.link)
  const titleHash = createHash('sha256')
    .update(entry.title.toLowerCase().replace(/\s+/g, ' ').trim())
    .digest('hex')
    .slice(0, 32)
  return { guid: (entry.guid || url || titleHash).slice(0, 1000), url, titleHash }
}

function canonicalUrl(link: string): string {
  try {
    const url = new URL(link)
    url.hash = ''
    for (const key of [...url.searchParams.keys()]) {
      if (/^(utm_|fbclid$|gclid$|mc_|ref$|ref_src$)/i.test(key)) url.searchParams.delete(key)
    }
    url.hostname = url.hostname.toLowerCase()
    return url.toString()
  } catch {
    return link.trim()
  }
}

function sameEntry(a: EntryKeys, b: EntryKeys): boolean {
  return a.guid === b.guid || (a.url !== '' && a.url === b.url) || a.titleHash === b.titleHash
}

function uniqueByKeys<T extends { keys: EntryKeys }>(items: T[]): T[] {
  const kept: T[] = []
  for (const item of items) if (!kept.some((k) => sameEntry(k.keys, item.keys))) kept.push(item)
  return kept
}
