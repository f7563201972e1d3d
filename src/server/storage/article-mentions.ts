import { desc, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articles } from '../db/schema/index'
import { runPrepared } from './prepared'

// Stories that mention a team (its news feed), two (the match page's news) or any of a reader's followed set
// (services/team-mentions.ts): the english full-text `search` column the chat and the site search use
// (storage/chat-search.ts), one query per group of names ("name or acronym"), each required, over the newest
// stories only. Team names are often common words ("Team", "Gaming"), so the GIN index cannot narrow the search and
// PostgreSQL reads every story's text: bounded to the newest MENTION_WINDOW stories, a match page costs the same
// with 5,000 stories or 500,000.

/** How many of the newest stories the match page's news looks through (months of the site's output). */
export const MENTION_WINDOW = 1000

/** websearch_to_tsquery text for "any of these names": each quoted, so a name of several words stays a phrase. */
function anyOfText(names: readonly string[]): string {
  return names
    .map((name) => name.replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter(Boolean)
    .map((name) => `"${name}"`)
    .join(' or ')
}

/**
 * The newest `pool` of the newest MENTION_WINDOW articles whose text mentions a name of each group (one group: a
 * team's news; two: a match's), with what a feed item shows. The caller then keeps those whose title or summary
 * names them. Empty when a group has no usable name.
 */
export async function listArticlesMentioning(db: Db, groups: readonly (readonly string[])[], pool: number) {
  const texts = groups.map(anyOfText)
  if (!texts.length || texts.some((text) => !text)) return []
  const query = sql.join(
    texts.map((text) => sql`websearch_to_tsquery('english', ${text})`),
    sql` && `,
  )
  const recent = db
    .select({
      slug: articles.slug,
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      imageUrl: articles.imageUrl,
      author: articles.author,
      tags: articles.tags,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      search: articles.search,
    })
    .from(articles)
    .orderBy(desc(articles.publishedAt))
    .limit(MENTION_WINDOW)
    .as('recent')
  return runPrepared(
    db
      .select({
        slug: recent.slug,
        id: recent.id,
        title: recent.title,
        summary: recent.summary,
        imageUrl: recent.imageUrl,
        author: recent.author,
        tags: recent.tags,
        publishedAt: recent.publishedAt,
        updatedAt: recent.updatedAt,
      })
      .from(recent)
      .where(sql`${recent.search} @@ (${query})`)
      .orderBy(desc(recent.publishedAt))
      .limit(pool),
  )
}
