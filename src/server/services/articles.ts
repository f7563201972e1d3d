import type { Article, ArticleListQuery } from '../../shared/schemas/article'
import type { Db } from '../db/client'
import { type ArticleRow, listArticles } from '../storage/articles'

/** Row → the API's Article (spec §3 client names). */
export function toArticle(row: ArticleRow): Article {
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
  }
}

export async function listLatestArticles(db: Db, query: ArticleListQuery): Promise<Article[]> {
  const rows = await listArticles(db, query)
  return rows.map(toArticle)
}
