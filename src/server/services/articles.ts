import { detectArticleGame } from '#shared/domain/game-detection'
import { shouldTryPrefixLookup } from '#shared/domain/slug'
import { getSlugHistoryTarget } from '../storage/slug-history'
import { storySpoilers } from '#shared/domain/spoiler-text'
import type {
  Article,
  ArticleList,
  ArticleListQuery,
  ArticleLookupQuery,
  AuthorPage,
  ListingPageInfo,
  ListingPageQuery,
} from '#shared/schemas/article'
import type { SiteConfig } from '#shared/site'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import { articleBodyForDisplay } from '../ingest/article-body'
import {
  type ArticleKey,
  type ArticleListFilters,
  type ArticleListRow,
  type ArticleRow,
  getArticleById,
  getArticleBySlug,
  getArticleBySlugPrefix,
  listArticlePage,
  listArticlesWithoutDetectedGame,
  listArticlesWithoutSpoilers,
  listFirstArticlePagesByGame,
  setDetectedGames,
  setSpoilers,
} from '../storage/articles'

/**
 * Row → the API's Article (spec §3 client names). The detected game and the spoiler flags are worked out here,
 * not in the browser, so that their rules stay off the pages' JavaScript (decision 011).
 */
export function toArticle(row: ArticleListRow): Article {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    game: row.game,
    timestamp: row.timestamp,
    imageUrl: row.imageUrl,
    insights: row.insights,
    originalUrl: row.originalUrl,
    author: row.author,
    tags: row.tags,
    publishedAt: row.publishedAt.toISOString(),
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    // Stored when the article is written (§2.8); a row the start-up backfill has not reached is read afresh.
    detectedGame: row.detectedGame ?? detectArticleGame(row),
    // Stored as jsonb, which keeps its keys in its own order: the answer lists them as the rule names them.
    spoilers: row.spoilers
      ? { headline: row.spoilers.headline, summary: row.spoilers.summary, text: row.spoilers.text }
      : storySpoilers(row),
  }
}

const BACKFILL_BATCH = 500

/**
 * §2.8: stores the detected game of every article written before it was stored with the article (migration
 * 0014), a batch at a time. Safe to run on every start; returns how many rows it filled.
 */
export function backfillDetectedGames(db: Db): Promise<number> {
  return backfill(db, listArticlesWithoutDetectedGame, setDetectedGames, detectArticleGame)
}

/**
 * Stores the spoiler flags of every article without them (written before migration 0024, or with a body replaced
 * in place), a batch at a time. Safe to run on every start; returns how many rows it filled.
 */
export function backfillSpoilers(db: Db): Promise<number> {
  return backfill(db, listArticlesWithoutSpoilers, setSpoilers, storySpoilers)
}

/** Rows `list` finds without a derived value, given it by `store` (id → `derive(row)`) until none are left. */
async function backfill<Row extends { id: string }, Value>(
  db: Db,
  list: (db: Db, limit: number) => Promise<Row[]>,
  store: (db: Db, values: ReadonlyMap<string, Value>) => Promise<void>,
  derive: (row: Row) => Value,
): Promise<number> {
  let filled = 0
  for (;;) {
    const rows = await list(db, BACKFILL_BATCH)
    await store(db, new Map(rows.map((row) => [row.id, derive(row)])))
    filled += rows.length
    if (rows.length < BACKFILL_BATCH) return filled
  }
}

/** The cursor of a listing: the last article's key, opaque to the browser (base64url of "micros.id"). */
function encodeCursor(key: ArticleKey): string {
  return Buffer.from(`${key.publishedAtMicros}.${key.id}`, 'utf8').toString('base64url')
}

/** The key a cursor stands for; a cursor this server did not make is a 400, never a wrong page. */
function decodeCursor(cursor: string): ArticleKey {
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const match = /^(-?\d{1,19})\.(.{1,300})$/s.exec(text)
  if (!match || Buffer.from(text, 'utf8').toString('base64url') !== cursor) {
    throw new AppError('BAD_REQUEST', 'Invalid query: cursor: not a cursor of this listing', {
      fields: { cursor: ['not a cursor of this listing'] },
    })
  }
  return { publishedAtMicros: match[1]!, id: match[2]! }
}

/** One page of a listing (first, after a cursor, or a numbered page), with what follows it. */
async function articlePage(
  db: Db,
  filters: ArticleListFilters,
  limit: number,
  paging: ListingPageQuery,
): Promise<{ articles: Article[] } & ListingPageInfo> {
  const page = await listArticlePage(db, {
    filters,
    limit,
    after: paging.cursor ? decodeCursor(paging.cursor) : undefined,
    offset: paging.page ? (paging.page - 1) * limit : 0,
  })
  return {
    articles: page.rows.map(toArticle),
    nextCursor: page.remaining > 0 && page.lastKey ? encodeCursor(page.lastKey) : null,
    remaining: page.remaining,
    total: page.total,
  }
}

/** GET /api/articles: the newest published first, `limit` at a time, with the cursor of the next page. */
export async function listLatestArticles(db: Db, query: ArticleListQuery): Promise<ArticleList> {
  return articlePage(db, { game: query.game, tag: query.tag }, query.limit, query)
}

/**
 * The first page of each game's listing, each as `listLatestArticles` answers `{game, limit}`, read in one
 * statement (the home page's per-game lists, decision 043).
 */
export async function listFirstPagesByGame(
  db: Db,
  games: readonly string[],
  limit: number,
): Promise<Map<string, ArticleList>> {
  const pages = await listFirstArticlePagesByGame(db, games, limit)
  return new Map(
    [...pages].map(([game, page]) => {
      const remaining = Math.max(0, page.total - page.rows.length)
      const list: ArticleList = {
        articles: page.rows.map(toArticle),
        nextCursor: remaining > 0 && page.lastKey ? encodeCursor(page.lastKey) : null,
        remaining,
        total: page.total,
      }
      return [game, list]
    }),
  )
}

function decoded(value: string): string | null {
  try {
    const result = decodeURIComponent(value)
    return result === value ? null : result
  } catch {
    return null
  }
}

/**
 * §2.8 lookup order: with both an id and a slug, by id then by the URL-decoded id; otherwise by slug, by id, by
 * the decoded id, and last the §5 prefix fallback (long slugs that do not end like a whole word).
 */
export async function lookupArticle(db: Db, query: ArticleLookupQuery): Promise<Article | null> {
  const byId = async (id: string) => {
    const direct = await getArticleById(db, id)
    if (direct) return direct
    const decodedId = decoded(id)
    return decodedId ? getArticleById(db, decodedId) : null
  }
  let row: ArticleRow | null
  if (query.slug && query.articleId) {
    row = await byId(query.articleId)
  } else {
    const key = (query.slug ?? query.articleId)!
    row = (await getArticleBySlug(db, key)) ?? (await byId(key))
    if (!row && shouldTryPrefixLookup(key)) row = await getArticleBySlugPrefix(db, key)
    // Decision 020: a slug the article had before finds it (the page then redirects to the current slug).
    if (!row) {
      const id = await getSlugHistoryTarget(db, 'article', key)
      if (id) row = await getArticleById(db, id)
    }
  }
  if (!row) return null
  const article = toArticle(row)
  // The page shows the hero image itself, and bodies stored before the sanitizer unwrapped refused links
  // may still carry `<a href>`.
  return { ...article, content: articleBodyForDisplay(article.content, article.imageUrl) }
}

/** §9: the author page lists 50 articles at a time. */
const AUTHOR_PAGE_SIZE = 50

/** §2.15: the persona's page; any other author slug is unknown (every article is signed by the persona). */
export async function getAuthorPage(
  db: Db,
  site: SiteConfig,
  authorSlug: string,
  paging: ListingPageQuery = {},
): Promise<AuthorPage | null> {
  if (authorSlug !== site.personaSlug) return null
  const page = await articlePage(db, { authors: [site.newsroomName, ''] }, AUTHOR_PAGE_SIZE, paging)
  return {
    author: {
      displayName: site.personaName,
      slug: site.personaSlug,
      avatar: '/images/persona.svg',
      jobTitle: 'AI Esports Analyst',
      bio: `${site.personaName} is ${site.brand}'s AI esports analyst. Every story here starts from a publisher's report, is rewritten by our AI in the ${site.brand} house voice and links back to its source. ${site.personaName} follows Counter-Strike 2, League of Legends, Dota 2 and Valorant around the clock; the AI can make mistakes, so check results and rosters that matter to you against the original source.`,
    },
    ...page,
  }
}
