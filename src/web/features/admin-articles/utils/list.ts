import { matchesAdminGameFilter } from '#shared/domain/games'
import type { Article } from '#shared/schemas/article'

/** §2.19 list controls: the search box (title, summary, author or id, any case) and the game filter. */
export function filterArticles<A extends Pick<Article, 'id' | 'title' | 'summary' | 'author' | 'game'>>(
  articles: readonly A[],
  { search, game }: { search: string; game: string },
): A[] {
  const needle = search.trim().toLowerCase()
  return articles.filter((article) => {
    if (!matchesAdminGameFilter(article.game, game)) return false
    if (!needle) return true
    return [article.title, article.summary, article.author, article.id].some((text) =>
      (text ?? '').toLowerCase().includes(needle),
    )
  })
}

/** §2.19 "Games Covered": the distinct games, ignoring letter case. */
export function countGames(articles: readonly Pick<Article, 'game'>[]): number {
  return new Set(articles.map((article) => (article.game || '').trim().toLowerCase()).filter(Boolean)).size
}

/** §2.19 "view": the public page of the article, by slug or else id. */
export function articleViewSlug(article: Pick<Article, 'slug' | 'id'>): string {
  return article.slug || article.id
}
