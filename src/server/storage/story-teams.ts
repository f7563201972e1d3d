import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { articles, storyTeams, teams } from '../db/schema/index'
import { runPrepared } from './prepared'

// The stories that name each of one or more teams (a team's news feed; the match page's news about both teams),
// read from story_teams (migration 0022), which triggers keep as stories and teams are written: one indexed read,
// newest first, however many stories the archive holds.

/** A team by its row id or its PandaScore id (a match knows its sides by the latter). */
export type TeamRef = { id: string } | { pandascoreId: number }

const teamIdOf = (team: TeamRef): SQL =>
  'id' in team
    ? sql`${team.id}::uuid`
    : sql`(SELECT ${teams.id} FROM ${teams} WHERE ${teams.pandascoreId} = ${team.pandascoreId})`

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
export async function listStoriesNamingTeams(db: Db, named: readonly TeamRef[], limit: number) {
  const [first, ...others] = named
  if (!first) return []
  let query = db
    .select(storyItemFields)
    .from(storyTeams)
    .innerJoin(articles, eq(articles.id, storyTeams.articleId))
    .$dynamic()
  others.forEach((team, i) => {
    const other = alias(storyTeams, `other_${i}`)
    query = query.innerJoin(
      other,
      and(eq(other.articleId, storyTeams.articleId), eq(other.teamId, teamIdOf(team))),
    )
  })
  return runPrepared(
    query
      .where(eq(storyTeams.teamId, teamIdOf(first)))
      .orderBy(desc(storyTeams.publishedAt), desc(storyTeams.articleId))
      .limit(limit),
  )
}
