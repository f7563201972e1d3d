import type { ArticleTag } from '../../shared/schemas/article'
import type { Db } from '../db/client'
import { listArticleTags, recountArticleTags } from '../storage/article-tags'

export async function refreshTagCounts(db: Db): Promise<void> {
  await recountArticleTags(db)
}

/** §3 Tag, ordered by name. */
export async function listTags(db: Db): Promise<ArticleTag[]> {
  const rows = await listArticleTags(db)
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    category: r.category,
    color: r.color,
    articleCount: r.articleCount,
  }))
}
