import { literalKeywordPattern } from '#shared/domain/text-match'
import type { Db } from '../db/client'
import { listArticlesMentioning } from '../storage/article-mentions'

// The stories that name a team, or each of two: the match page's "news about both teams" and a team's news feed
// (issue #18 item 5) find them the same way.

/** A side's names an article can mention it by (name, acronym); none for a TBD side. */
export function mentionNames(id: number | null, ...names: (string | null)[]): string[] {
  if (id == null) return []
  return names.map((n) => n?.trim() ?? '').filter((n) => n.length > 1)
}

/**
 * Stories whose title or summary names a name of every group (by whole word), newest first, `limit` at most. The
 * full-text search proposes `pool` of them (it also matches stemmed words and the body); none when a group is empty.
 */
export async function listStoriesNaming(
  db: Db,
  groups: readonly (readonly string[])[],
  options: { pool: number; limit: number },
) {
  if (!groups.length || groups.some((group) => !group.length)) return []
  const rows = await listArticlesMentioning(db, groups, options.pool)
  const patterns = groups.map((group) => literalKeywordPattern(group))
  return rows
    .filter((a) => patterns.every((pattern) => pattern.test(`${a.title}\n${a.summary}`)))
    .slice(0, options.limit)
}
