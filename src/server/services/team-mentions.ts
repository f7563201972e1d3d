import { literalKeywordPattern } from '#shared/domain/text-match'
import type { Db } from '../db/client'
import { listArticlesMentioning } from '../storage/article-mentions'

export { listStoriesNamingAnyTeam } from '../storage/story-teams'

// The stories that name a team, each of two, or any of a set: the match page's "news about both teams", a team's
// news feed (issue #18 item 5) and a reader's followed teams and players (/following) find them the same way: the
// full-text search proposes `pool` stories, of which those naming them by whole word in the title or summary are
// kept.

/** The names an article can mention a team or player by (name, acronym): trimmed, two characters or more. */
export function mentionNames(...names: (string | null)[]): string[] {
  return names.map((n) => n?.trim() ?? '').filter((n) => n.length > 1)
}

const textOf = (a: { title: string; summary: string }) => `${a.title}\n${a.summary}`

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
  return rows.filter((a) => patterns.every((pattern) => pattern.test(textOf(a)))).slice(0, options.limit)
}

/**
 * Stories whose title or summary names any of the entries (by whole word), newest first, `limit` at most, each
 * with the keys of the entries it names. Entries without a name are left out.
 */
export async function listStoriesNamingAny<K>(
  db: Db,
  entries: readonly { key: K; names: readonly string[] }[],
  options: { pool: number; limit: number },
) {
  const named = entries.filter((entry) => entry.names.length)
  if (!named.length) return []
  const rows = await listArticlesMentioning(db, [named.flatMap((entry) => entry.names)], options.pool)
  const patterns = named.map((entry) => ({ key: entry.key, pattern: literalKeywordPattern(entry.names) }))
  return rows
    .map((a) => ({ ...a, mentions: patterns.filter((p) => p.pattern.test(textOf(a))).map((p) => p.key) }))
    .filter((a) => a.mentions.length)
    .slice(0, options.limit)
}
