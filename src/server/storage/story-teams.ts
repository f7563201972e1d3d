import { and, desc, eq, inArray, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { articles, storyTeams } from '../db/schema/index'
import { rowsAsJson } from './prepared'

// The stories that name each of one or more teams (a team's news feed; the match page's news about both teams) or
// any of a set (a reader's followed teams on /following), read from story_teams (migration 0022), which triggers
// keep as stories and teams are written: one indexed read,
// newest first, however many stories the archive holds. Teams are given by their row ids, as values: with a team's
// id the planner reads its statistics and walks the (team, date) index newest first for a team named in thousands
// of stories (0.3 ms with 3,000 stories naming both of a match's teams); with the id behind a subquery, or in a
// generic plan, it guessed a few hundred rows, joined them all and sorted (16-20 ms). Hence no named statement.

/** What a listed story (a feed item, a match page's news) reads of a story. */
export const storyItemFields = {
  slug: articles.slug,
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  imageUrl: articles.imageUrl,
  author: articles.author,
  tags: articles.tags,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
}

/** The newest `limit` stories whose title or summary names every one of `named`, with what a feed item shows. */
export async function listStoriesNamingTeams(db: Db, teamIds: readonly string[], limit: number) {
  const [first, ...others] = teamIds
  if (!first) return []
  let query = db
    .select(storyItemFields)
    .from(storyTeams)
    .innerJoin(articles, eq(articles.id, storyTeams.articleId))
    .$dynamic()
  others.forEach((team, i) => {
    const other = alias(storyTeams, `other_${i}`)
    query = query.innerJoin(other, and(eq(other.articleId, storyTeams.articleId), eq(other.teamId, team)))
  })
  return query
    .where(eq(storyTeams.teamId, first))
    .orderBy(desc(storyTeams.publishedAt), desc(storyTeams.articleId))
    .limit(limit)
}

export type StoryItemRow = Awaited<ReturnType<typeof listStoriesNamingTeams>>[number]

/**
 * listStoriesNamingTeams of two teams given by columns of another statement (the match page's sides), as a JSON
 * column of it. Whether a story of the first team names the second is asked story by story (`OFFSET 0` keeps
 * PostgreSQL from turning it into a join), so the read is the first team's stories from its (team, date) index,
 * newest first, with a primary-key probe each, whatever the planner guesses of teams it cannot see: never a join of
 * both teams' whole lists, which it chose for a guess of a few hundred stories (16-20 ms, decision 037).
 */
export function storiesNamingBothJson(db: Db, first: SQLWrapper, second: SQLWrapper, limit: Placeholder) {
  const namesSecond = sql`EXISTS (SELECT 1 FROM ${storyTeams} other WHERE other.article_id = ${storyTeams.articleId}
    AND other.team_id = ${second} OFFSET 0)`
  return rowsAsJson<StoryItemRow[]>(
    db
      .select(storyItemFields)
      .from(storyTeams)
      .innerJoin(articles, eq(articles.id, storyTeams.articleId))
      .where(and(sql`${storyTeams.teamId} = ${first}`, namesSecond))
      .orderBy(desc(storyTeams.publishedAt), desc(storyTeams.articleId))
      .limit(limit),
    // story_teams holds each story's date (kept by its triggers), so this is the order the select reads.
    (column) => [sql`${column(articles.publishedAt)} DESC`, sql`${column(articles.id)} DESC`],
  )
}

/**
 * The newest `limit` stories naming any of `teamIds` (a reader's followed teams), each with the ids of those it
 * names, read from the same index team by team.
 */
export async function listStoriesNamingAnyTeam(db: Db, teamIds: readonly string[], limit: number) {
  if (!teamIds.length) return []
  return db
    .select({
      ...storyItemFields,
      teamIds: sql<string[]>`array_agg(${storyTeams.teamId}::text)`,
    })
    .from(storyTeams)
    .innerJoin(articles, eq(articles.id, storyTeams.articleId))
    .where(inArray(storyTeams.teamId, [...teamIds]))
    .groupBy(articles.id)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
}
