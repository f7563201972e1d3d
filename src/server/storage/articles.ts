import { and, arrayContains, asc, desc, eq, getTableColumns, gt, isNull, type SQL, sql } from 'drizzle-orm'
import { detectArticleGame } from '#shared/domain/game-detection'
import { type StorySpoilers, storySpoilers } from '#shared/domain/spoiler-text'
import type { Db } from '../db/client'
import { preparedOnce, runPrepared } from './prepared'
import { articles, feedEntries } from '../db/schema/index'
import type { NewFeedEntry } from './feed-entries'

export type ArticleRow = typeof articles.$inferSelect
export type NewArticle = typeof articles.$inferInsert

// §7 Table articles: "order by created_at descending, then published_at descending".
const newestFirst = [desc(articles.createdAt), desc(articles.publishedAt)]

export async function listArticles(
  db: Db,
  options: { limit: number; game?: string; tag?: string },
): Promise<ArticleRow[]> {
  const tags = [options.game, options.tag].filter((t): t is string => Boolean(t))
  return db
    .select()
    .from(articles)
    .where(tags.length ? arrayContains(articles.tags, tags) : undefined)
    .orderBy(...newestFirst)
    .limit(options.limit)
}

/** Which published articles a public listing shows: a game and/or tag (both must be on the article), an author. */
export interface ArticleListFilters {
  game?: string
  tag?: string
  /** Any of these author names (§2.15: the newsroom persona's name, or none). */
  authors?: string[]
}

/**
 * Where a page of a listing ends: the last article's published_at, in microseconds since the epoch (the
 * column's own precision, so no two instants collapse into one), and its id, which breaks ties.
 */
export interface ArticleKey {
  publishedAtMicros: string
  id: string
}

interface ArticlePage {
  rows: ArticleRow[]
  /** The key of the last row, where the next page starts; null when this page is empty. */
  lastKey: ArticleKey | null
  /** Every article the filters match. */
  total: number
  /** How many come after this page. */
  remaining: number
}

/**
 * A listing's condition: its tags written in the text (so PostgreSQL plans each call for the tags asked: a generic
 * plan could walk every story for a rare one), its authors a placeholder.
 */
function listingCondition(filters: ArticleListFilters): SQL | undefined {
  const tags = [filters.game, filters.tag].filter((t): t is string => Boolean(t))
  return and(
    tags.length ? arrayContains(articles.tags, tags) : undefined,
    filters.authors ? sql`${articles.author} = ANY(${sql.placeholder('authors')}::text[])` : undefined,
  )
}

// Integer microseconds added to the epoch: exact, where a float conversion could round to a neighbour.
const AFTER_KEY = sql`(${articles.publishedAt}, ${articles.id}) < (timestamptz 'epoch' + ${sql.placeholder('afterMicros')}::bigint * interval '1 microsecond', ${sql.placeholder('afterId')}::text)`

/** A listing page's rows and its counts, as two statements; the page's bounds are placeholders. */
function listingQueries(db: Db, filters: ArticleListFilters, after: boolean) {
  const where = listingCondition(filters)
  return {
    rows: db
      .select({
        ...getTableColumns(articles),
        keyMicros: sql<string>`(extract(epoch from ${articles.publishedAt}) * 1000000)::bigint::text`,
      })
      .from(articles)
      .where(and(where, after ? AFTER_KEY : undefined))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    counts: db
      .select({
        total: sql<number>`count(*)::int`,
        following: after
          ? sql<number>`(count(*) filter (where ${AFTER_KEY}))::int`
          : sql<number>`count(*)::int`,
      })
      .from(articles)
      .where(where),
  }
}

/**
 * One page of a public listing, newest published first: after `after` (keyset: "Load more" walks on from the
 * last article it has), or `offset` articles in (the numbered pages crawlers follow). Ties on published_at are
 * broken by id, so the order is total and a walk sees every article once.
 */
export async function listArticlePage(
  db: Db,
  options: { filters: ArticleListFilters; limit: number; after?: ArticleKey; offset?: number },
): Promise<ArticlePage> {
  const { filters, after } = options
  const offset = options.offset ?? 0
  const values = {
    authors: filters.authors,
    afterMicros: after?.publishedAtMicros,
    afterId: after?.id,
    limit: options.limit,
    offset,
  }
  // Named statements with rows mapped once per statement (decision 042). A listing without tags (the home page,
  // /news, the API's default, an author) is built once per shape; one with tags is built per call, its tags in
  // the text.
  const tagged = Boolean(filters.game || filters.tag)
  const shape = `articles:${filters.authors ? 'authors' : '-'}:${after ? 'after' : '-'}`
  const build = () => listingQueries(db, filters, Boolean(after))
  const built = tagged ? build() : undefined
  const [found, [counts]] = await Promise.all([
    built
      ? runPrepared(built.rows, values)
      : preparedOnce(db, `${shape}:rows`, () => build().rows).execute(values),
    built
      ? runPrepared(built.counts, values)
      : preparedOnce(db, `${shape}:counts`, () => build().counts).execute(values),
  ])
  const rows = found.map(({ keyMicros: _, ...row }) => row)
  const last = found.at(-1)
  const total = counts?.total ?? 0
  return {
    rows,
    lastKey: last ? { publishedAtMicros: String(last.keyMicros), id: last.id } : null,
    total,
    remaining: Math.max(0, (counts?.following ?? 0) - offset - rows.length),
  }
}

/** §2.7 sidebar: how many articles carry each tag, among those of one game. */
export async function countTagsOfGame(db: Db, game: string): Promise<Map<string, number>> {
  const result = (await db.execute(
    sql`SELECT unnest(tags) AS slug, count(*)::int AS n FROM articles WHERE tags @> ARRAY[${game}]::text[] GROUP BY 1`,
  )) as unknown as { rows: { slug: string; n: number }[] }
  return new Map(result.rows.map((r) => [r.slug, Number(r.n)]))
}

export async function getArticleById(db: Db, id: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1)
  return row ?? null
}

export async function getArticleBySlug(db: Db, slug: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1)
  return row ?? null
}

export async function countArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles)
  return row?.n ?? 0
}

/**
 * An article is stored with what its reads would otherwise work out from its text every time: its detected game
 * (§2.8: from title, content and game) and its spoiler flags (from title, summary, insights and content).
 */
function withDerived(article: NewArticle): NewArticle {
  return { ...article, detectedGame: detectArticleGame(article), spoilers: storySpoilers(article) }
}

export async function createArticles(db: Db, rows: NewArticle[]): Promise<number> {
  if (!rows.length) return 0
  const inserted = await db
    .insert(articles)
    .values(rows.map(withDerived))
    .onConflictDoNothing()
    .returning({ id: articles.id })
  return inserted.length
}

/** Slugs in use that start with `base`, to pick a free one (§5: a suffix on collision). */
export async function listSlugsStartingWith(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(sql`${articles.slug} LIKE ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`)
  return rows.map((r) => r.slug)
}

export async function articleExistsWithOriginalUrl(db: Db, url: string): Promise<boolean> {
  if (!url) return false
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.originalUrl, url))
    .limit(1)
  return Boolean(row)
}

/**
 * Stores a new article and its ledger entry in one transaction: a run killed halfway leaves either both or
 * neither, so the next run completes what this one did not.
 */
export async function createArticleWithFeedEntry(
  db: Db,
  article: NewArticle,
  entry: Omit<NewFeedEntry, 'articleId'>,
): Promise<ArticleRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(articles).values(withDerived(article)).returning()
    await tx.insert(feedEntries).values({ ...entry, articleId: row!.id })
    return row!
  })
}

/** Records a ledger entry without an article (e.g. an entry skipped as a duplicate of another feed's story). */
export async function recordFeedEntry(db: Db, entry: NewFeedEntry): Promise<void> {
  await db.insert(feedEntries).values(entry).onConflictDoNothing()
}

export type ArticleUpdate = Partial<Omit<NewArticle, 'id' | 'createdAt'>>

/**
 * Changes an article; an edit of its title, content or game works its detected game out again (§2.8), and an edit
 * of its text its spoiler flags, in the same transaction.
 */
export async function updateArticle(db: Db, id: string, update: ArticleUpdate): Promise<ArticleRow | null> {
  const { detectedGame: _, spoilers: __, ...change } = update
  const redetect = change.title !== undefined || change.content !== undefined || change.game !== undefined
  const rejudge =
    change.title !== undefined ||
    change.summary !== undefined ||
    change.insights !== undefined ||
    change.content !== undefined
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ ...change, updatedAt: change.updatedAt ?? new Date() })
      .where(eq(articles.id, id))
      .returning()
    if (!row) return null
    const derived: Pick<ArticleRow, 'detectedGame' | 'spoilers'> = {
      detectedGame: redetect ? detectArticleGame(row) : row.detectedGame,
      spoilers: rejudge ? storySpoilers(row) : row.spoilers,
    }
    if (derived.detectedGame === row.detectedGame && sameSpoilers(derived.spoilers, row.spoilers)) return row
    await tx.update(articles).set(derived).where(eq(articles.id, id))
    return { ...row, ...derived }
  })
}

function sameSpoilers(a: StorySpoilers | null, b: StorySpoilers | null): boolean {
  return a?.headline === b?.headline && a?.summary === b?.summary && a?.text === b?.text
}

/** Articles stored without a detected game (written before the column, or reset to be detected again). */
export async function listArticlesWithoutDetectedGame(
  db: Db,
  limit: number,
): Promise<Pick<ArticleRow, 'id' | 'title' | 'content' | 'game'>[]> {
  return db
    .select({ id: articles.id, title: articles.title, content: articles.content, game: articles.game })
    .from(articles)
    .where(isNull(articles.detectedGame))
    .limit(limit)
}

/** Stores detected games (id → game) in one statement; the article's updated_at is left alone. */
export async function setDetectedGames(db: Db, games: ReadonlyMap<string, string>): Promise<void> {
  if (!games.size) return
  const values = sql.join(
    [...games].map(([id, game]) => sql`(${id}, ${game})`),
    sql`, `,
  )
  await db.execute(
    sql`UPDATE articles SET detected_game = v.game FROM (VALUES ${values}) AS v(id, game) WHERE articles.id = v.id`,
  )
}

/** Articles stored without spoiler flags (written before the column, or with a body replaced in place). */
export async function listArticlesWithoutSpoilers(
  db: Db,
  limit: number,
): Promise<Pick<ArticleRow, 'id' | 'title' | 'summary' | 'insights' | 'content'>[]> {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      insights: articles.insights,
      content: articles.content,
    })
    .from(articles)
    .where(isNull(articles.spoilers))
    .limit(limit)
}

/** Stores spoiler flags (id → flags) in one statement; the article's updated_at is left alone. */
export async function setSpoilers(db: Db, flags: ReadonlyMap<string, StorySpoilers>): Promise<void> {
  if (!flags.size) return
  const values = sql.join(
    [...flags].map(([id, spoilers]) => sql`(${id}, ${JSON.stringify(spoilers)}::jsonb)`),
    sql`, `,
  )
  await db.execute(
    sql`UPDATE articles SET spoilers = v.spoilers FROM (VALUES ${values}) AS v(id, spoilers) WHERE articles.id = v.id`,
  )
}

export async function listArticlesByEngine(db: Db, engine: string, limit: number): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(eq(articles.engine, engine))
    .orderBy(...newestFirst)
    .limit(limit)
}

export async function listArticlesForAnalysis(
  db: Db,
  options: { articleId?: string; limit: number },
): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(options.articleId ? eq(articles.id, options.articleId) : undefined)
    .orderBy(...newestFirst)
    .limit(options.limit)
}

/** §5 slug lookup fallback: the first article whose slug starts with the given value. */
export async function getArticleBySlugPrefix(db: Db, prefix: string): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(sql`${articles.slug} LIKE ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`)
    .orderBy(...newestFirst)
    .limit(1)
  return row ?? null
}

export async function countArticlesWithTag(db: Db, tag: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(arrayContains(articles.tags, [tag]))
  return row?.n ?? 0
}

/** §2.18 Total Articles, "counted from up to 1000 articles": the count, capped. */
export async function countArticlesUpTo(db: Db, cap: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(db.select({ id: articles.id }).from(articles).limit(cap).as('capped'))
  return row?.n ?? 0
}

/** What §4 duplicate finding needs of every article, in the §7 list order. */
export async function listArticleTitles(db: Db) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      publishedAt: articles.publishedAt,
      game: articles.game,
    })
    .from(articles)
    .orderBy(...newestFirst)
}

/**
 * Articles whose slug the slug rule of decision 020 may spell differently from the §5 rule that made it: titles
 * with a non-ASCII character or punctuation inside a word ("2:1", "CS:GO"), and the bare fallback "article".
 */
export async function listArticlesToRespell(
  db: Db,
): Promise<{ id: string; slug: string; title: string; publishedAt: Date }[]> {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(
      sql`${articles.title} ~ '[^\\x20-\\x7e]' OR ${articles.title} ~ '[A-Za-z0-9][^A-Za-z0-9[:space:]''-]+[A-Za-z0-9]'
          OR ${articles.slug} ~ '^article(-[0-9]+)?$'`,
    )
}

/** Changes a slug only if it is still `from` (another instance may have got there first); false when not. */
export async function changeArticleSlug(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ slug: to })
    .where(and(eq(articles.id, id), eq(articles.slug, from)))
    .returning({ id: articles.id })
  return rows.length > 0
}

/** Article bodies in id order, `limit` at a time after `afterId`: a pass over every stored body. */
export async function listArticleBodies(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<{ id: string; content: string }[]> {
  return db
    .select({ id: articles.id, content: articles.content })
    .from(articles)
    .where(afterId === null ? undefined : gt(articles.id, afterId))
    .orderBy(asc(articles.id))
    .limit(limit)
}

/**
 * The body of an article rewritten by the server itself (the same text made safe again), leaving `updated_at` as it
 * is: readers see no edit, and its summary stays the summary of this text. Its spoiler flags are judged again by
 * the start-up backfill that follows (`backfillSpoilers`); until then its reads judge them.
 */
export async function replaceArticleBody(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ content: to, spoilers: null })
    .where(and(eq(articles.id, id), eq(articles.content, from)))
    .returning({ id: articles.id })
  return rows.length > 0
}

/** An article as the listings read it: every column but the search vector. */
export type ArticleListRow = Omit<ArticleRow, 'search'>

/** The first page of one game's listing, as `listArticlePage` reads it for that game alone. */
export interface GameArticlePage {
  rows: ArticleListRow[]
  lastKey: ArticleKey | null
  total: number
}

/**
 * The first `limit` articles of each game (newest published first, ties by id) and how many each has, in one
 * statement: the home page's per-game lists (decision 043) were eight round trips through `listArticlePage`.
 * Hand-written like the directories (decision 013): both drivers decode the columns, so rows need no mapping.
 */
export async function listFirstArticlePagesByGame(
  db: Db,
  games: readonly string[],
  limit: number,
): Promise<Map<string, GameArticlePage>> {
  const result = (await db.execute(sql`
    SELECT g.game AS "listGame", c.total, a.id, a.title, a.summary, a.content, a.game, a.timestamp,
      a.image_url AS "imageUrl", a.insights, a.original_url AS "originalUrl", a.author, a.tags,
      a.published_at AS "publishedAt", a.slug, a.engine, a.detected_game AS "detectedGame", a.spoilers,
      a.source_feed_id AS "sourceFeedId", a.created_at AS "createdAt", a.updated_at AS "updatedAt",
      (extract(epoch from a.published_at) * 1000000)::bigint::text AS "keyMicros"
    FROM (VALUES ${sql.join(
      games.map((game, n) => sql`(${game}::text, ${n}::int)`),
      sql`, `,
    )}) AS g(game, n)
    CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM articles WHERE tags @> ARRAY[g.game]) c
    LEFT JOIN LATERAL (
      SELECT * FROM articles WHERE tags @> ARRAY[g.game] ORDER BY published_at DESC, id DESC LIMIT ${limit}
    ) a ON true
    ORDER BY g.n, a.published_at DESC, a.id DESC`)) as unknown as {
    rows: (Omit<ArticleListRow, 'publishedAt' | 'createdAt' | 'updatedAt'> & {
      // node-postgres under drizzle gives timestamps as text, PGlite as dates: read as drizzle reads them.
      publishedAt: string | Date
      createdAt: string | Date
      updatedAt: string | Date
      listGame: string
      total: number
      keyMicros: string | null
    })[]
  }
  const pages = new Map<string, GameArticlePage>(
    games.map((game) => [game, { rows: [], lastKey: null, total: 0 }]),
  )
  for (const { listGame, total, keyMicros, publishedAt, createdAt, updatedAt, ...row } of result.rows) {
    const page = pages.get(listGame)!
    page.total = Number(total)
    // A game without articles: one row of nulls from the left join.
    if (keyMicros === null) continue
    page.rows.push({
      ...row,
      publishedAt: new Date(publishedAt),
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    })
    page.lastKey = { publishedAtMicros: keyMicros, id: row.id }
  }
  return pages
}
