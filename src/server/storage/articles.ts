import { and, arrayContains, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articles } from '../db/schema/index'

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

export async function slugExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug)))
    .limit(1)
  return Boolean(row)
}

export async function createArticles(db: Db, rows: NewArticle[]): Promise<number> {
  if (!rows.length) return 0
  const inserted = await db.insert(articles).values(rows).onConflictDoNothing().returning({ id: articles.id })
  return inserted.length
}
