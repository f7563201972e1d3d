import { desc, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articles } from '../db/schema/index'

// Stories that mention two teams (the match page's news): the english full-text `search` index the chat and the
// site search use (storage/chat-search.ts), one query per team of "name or acronym", both required.

/** websearch_to_tsquery text for "any of these names": each quoted, so a name of several words stays a phrase. */
function anyOfText(names: readonly string[]): string {
  return names
    .map((name) => name.replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter(Boolean)
    .map((name) => `"${name}"`)
    .join(' or ')
}

/**
 * The newest `pool` articles whose text mentions a name of each group (the caller then keeps those whose title or
 * summary names both). Empty when a group has no usable name.
 */
export async function listArticlesMentioningBoth(
  db: Db,
  groups: readonly [readonly string[], readonly string[]],
  pool: number,
) {
  const [first, second] = groups.map(anyOfText)
  if (!first || !second) return []
  const query = sql`(websearch_to_tsquery('english', ${first}) && websearch_to_tsquery('english', ${second}))`
  return db
    .select({
      slug: articles.slug,
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      imageUrl: articles.imageUrl,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(sql`${articles.search} @@ ${query}`)
    .orderBy(desc(articles.publishedAt))
    .limit(pool)
}
