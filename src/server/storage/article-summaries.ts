import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articleSummaries } from '../db/schema/index'

type ArticleSummaryRow = typeof articleSummaries.$inferSelect

/** The stored summary of this version of the article, or null when there is none yet or the article changed. */
export async function getArticleSummary(
  db: Db,
  articleId: string,
  articleUpdatedAt: Date,
): Promise<ArticleSummaryRow | null> {
  const [row] = await db
    .select()
    .from(articleSummaries)
    .where(
      and(eq(articleSummaries.articleId, articleId), eq(articleSummaries.articleUpdatedAt, articleUpdatedAt)),
    )
  return row ?? null
}

export async function saveArticleSummary(db: Db, row: typeof articleSummaries.$inferInsert): Promise<void> {
  await db
    .insert(articleSummaries)
    .values(row)
    .onConflictDoUpdate({
      target: articleSummaries.articleId,
      set: {
        articleUpdatedAt: row.articleUpdatedAt,
        summary: row.summary,
        engine: row.engine,
        createdAt: new Date(),
      },
    })
}
