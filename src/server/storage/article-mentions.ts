import { desc, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articleTsquery } from './article-tsquery'
import { articles } from '../db/schema/index'
import { runPrepared } from './prepared'
import { storyItemFields } from './story-teams'

// Stories that mention names the site holds no team row for: a reader's followed teams and players (/following)
// and a match side never synced (services/team-mentions.ts); the teams we hold are read from story_teams
// (storage/story-teams.ts). The english full-text `search` column the chat and the site search use
// (storage/chat-search.ts), one query per group of names ("name or acronym"), each required, over the newest
// stories only. Team names are often common words ("Team", "Gaming"), so the GIN index cannot narrow the search and
// PostgreSQL reads every story's text: bounded to the newest MENTION_WINDOW stories, the cost stays the same with
// 5,000 stories or 500,000.

/** How many of the newest stories the match page's news looks through (months of the site's output). */
export const MENTION_WINDOW = 1000

type Field = keyof typeof storyItemFields

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
    texts.map((text) => articleTsquery(text)),
    sql` && `,
  )
  const recent = db
    .select({ ...storyItemFields, search: articles.search })
    .from(articles)
    .orderBy(desc(articles.publishedAt))
    .limit(MENTION_WINDOW)
    .as('recent')
  // The same fields, read from the window.
  const fromRecent = Object.fromEntries(
    Object.keys(storyItemFields).map((key) => [key, recent[key as Field]]),
  ) as {
    [K in Field]: (typeof recent)[K]
  }
  return runPrepared(
    db
      .select(fromRecent)
      .from(recent)
      .where(sql`${recent.search} @@ (${query})`)
      .orderBy(desc(recent.publishedAt))
      .limit(pool),
  )
}
