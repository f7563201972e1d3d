import type { Article, ArticleCard } from '../schemas/article'
import { stripHtml } from './html-text'

/** §2.4: what a news card shows of an article, its summary and insights as the plain text it prints. */
export function toArticleCard(article: Article): ArticleCard {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: stripHtml(article.summary),
    insights: stripHtml(article.insights),
    game: article.game,
    imageUrl: article.imageUrl,
    tags: article.tags,
    publishedAt: article.publishedAt,
    spoilers: article.spoilers,
  }
}
