import type { ArticleTag, ArticleTagListQuery } from '#shared/schemas/article'
import type { Db } from '../db/client'
import { listArticleTags, recountArticleTags } from '../storage/article-tags'
import { countTagsOfGame } from '../storage/articles'

export async function refreshTagCounts(db: Db): Promise<void> {
  await recountArticleTags(db)
}

/** §3 Tag, ordered by name; with a game, counted among that game's articles (a listing filtered by it shows those). */
export async function listTags(db: Db, query: ArticleTagListQuery = {}): Promise<ArticleTag[]> {
  const [rows, ofGame] = await Promise.all([
    listArticleTags(db),
    query.game ? countTagsOfGame(db, query.game) : undefined,
  ])
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    category: r.category,
    color: r.color,
    articleCount: ofGame ? (ofGame.get(r.slug) ?? 0) : r.articleCount,
  }))
}
