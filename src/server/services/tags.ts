import type { Db } from '../db/client'
import { recountArticleTags } from '../storage/article-tags'

export async function refreshTagCounts(db: Db): Promise<void> {
  await recountArticleTags(db)
}
