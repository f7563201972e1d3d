import { asc, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articleTags } from '../db/schema/index'

type ArticleTagRow = typeof articleTags.$inferSelect
type NewArticleTag = typeof articleTags.$inferInsert

// §7 Table article_tags: "Select all, ordered by name".
export async function listArticleTags(db: Db): Promise<ArticleTagRow[]> {
  return db.select().from(articleTags).orderBy(asc(articleTags.name))
}

export async function createArticleTags(db: Db, rows: NewArticleTag[]): Promise<void> {
  if (!rows.length) return
  await db.insert(articleTags).values(rows).onConflictDoNothing()
}

/** Recomputes article_count of every tag from articles.tags. */
export async function recountArticleTags(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE article_tags t SET article_count = coalesce(c.n, 0)
    FROM article_tags t2
    LEFT JOIN (SELECT unnest(tags) AS slug, count(*)::int AS n FROM articles GROUP BY 1) c ON c.slug = t2.slug
    WHERE t.slug = t2.slug`)
}
