import { asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articles, events, matches, players, teams } from '../db/schema/index'

// Read queries of the sitemaps (spec §2.1 sitemap paths). Articles are numbered oldest first (created_at, id), so
// a new article lands on the last file and the URLs of earlier files stay put.
const oldestFirst = [asc(articles.createdAt), asc(articles.id)]

interface ArticleSitemapPage {
  /** 1-based file number. */
  page: number
  urls: number
  /** The newest updated_at among the file's articles. */
  lastmod: Date
}

/** One row per sitemap file of `pageSize` articles, with its URL count and lastmod; empty when there are none. */
export async function listArticleSitemapPages(db: Db, pageSize: number): Promise<ArticleSitemapPage[]> {
  const numbered = db
    .select({
      updatedAt: articles.updatedAt,
      page: sql<number>`((row_number() over (order by ${articles.createdAt}, ${articles.id}) - 1) / ${pageSize} + 1)::int`.as(
        'page',
      ),
    })
    .from(articles)
    .as('numbered')
  return db
    .select({
      page: numbered.page,
      urls: sql<number>`count(*)::int`.mapWith(Number),
      lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(articles.updatedAt),
    })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(numbered.page)
}

interface ArticleSitemapEntry {
  id: string
  slug: string
  updatedAt: Date
}

/** The articles of one sitemap file: `limit` of them after `offset`, oldest first. */
export async function listArticleSitemapEntries(
  db: Db,
  options: { offset: number; limit: number },
): Promise<ArticleSitemapEntry[]> {
  return db
    .select({ id: articles.id, slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .orderBy(...oldestFirst)
    .offset(options.offset)
    .limit(options.limit)
}

interface NewsSitemapEntry {
  id: string
  slug: string
  title: string
  publishedAt: Date
  updatedAt: Date
}

/** Articles published at or after `since`, newest first (the Google News sitemap). */
export async function listArticlesPublishedSince(
  db: Db,
  since: Date,
  limit: number,
): Promise<NewsSitemapEntry[]> {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(gte(articles.publishedAt, since))
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .limit(limit)
}

/** The newest updated_at of all articles, or null when there are none. */
export async function latestArticleUpdate(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ lastmod: sql<Date | null>`max(${articles.updatedAt})`.mapWith(articles.updatedAt) })
    .from(articles)
  return row?.lastmod ?? null
}

interface EsportsSitemapEntry {
  slug: string
  /** The game segment of the page's path: /{game}/teams/{slug}, /{game}/players/{slug}. */
  game: string
  updatedAt: Date
}

/** Every team page, oldest first so the file's order is stable; `limit` caps one sitemap file. */
export async function listTeamSitemapEntries(db: Db, limit: number): Promise<EsportsSitemapEntry[]> {
  return db
    .select({ slug: teams.slug, game: teams.currentVideogame, updatedAt: teams.updatedAt })
    .from(teams)
    .orderBy(asc(teams.createdAt), asc(teams.id))
    .limit(limit)
}

/**
 * Every player page with a game: the player page lives under its team's game, else the player's own (the same
 * rule the page uses for its canonical path). A player with neither has no page of its own to list.
 */
export async function listPlayerSitemapEntries(db: Db, limit: number): Promise<EsportsSitemapEntry[]> {
  const game = sql<string>`coalesce(${teams.currentVideogame}, ${players.currentVideogame})`
  // The newer of the player's and the team's update: the page shows both.
  const updatedAt = sql<Date>`greatest(${players.updatedAt}, ${teams.updatedAt})`.mapWith(players.updatedAt)
  return db
    .select({ slug: players.slug, game, updatedAt })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(isNotNull(game))
    .orderBy(asc(players.createdAt), asc(players.id))
    .limit(limit)
}

/** The newest updated_at of the teams and of the players (null when there are none): the index's lastmods. */
export async function latestEsportsUpdates(db: Db): Promise<{ teams: Date | null; players: Date | null }> {
  const [teamRow] = await db
    .select({ lastmod: sql<Date | null>`max(${teams.updatedAt})`.mapWith(teams.updatedAt) })
    .from(teams)
  const [playerRow] = await db
    .select({ lastmod: sql<Date | null>`max(${players.updatedAt})`.mapWith(players.updatedAt) })
    .from(players)
  return { teams: teamRow?.lastmod ?? null, players: playerRow?.lastmod ?? null }
}

/**
 * One row per sitemap file of `pageSize` match pages (numbered by PandaScore id, so a new match lands on the last
 * file and earlier files keep their URLs), with its URL count and newest updated_at; empty when there are none.
 */
export async function listMatchSitemapPages(db: Db, pageSize: number): Promise<ArticleSitemapPage[]> {
  const numbered = db
    .select({
      updatedAt: matches.updatedAt,
      page: sql<number>`((row_number() over (order by ${matches.pandascoreId}) - 1) / ${pageSize} + 1)::int`.as(
        'page',
      ),
    })
    .from(matches)
    .as('numbered')
  return db
    .select({
      page: numbered.page,
      urls: sql<number>`count(*)::int`.mapWith(Number),
      lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(matches.updatedAt),
    })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(numbered.page)
}

/** The match pages of one sitemap file: `limit` of them after `offset`, by PandaScore id. */
export function listMatchSitemapEntries(
  db: Db,
  options: { offset: number; limit: number },
): Promise<EsportsSitemapEntry[]> {
  return db
    .select({ slug: matches.slug, game: matches.game, updatedAt: matches.updatedAt })
    .from(matches)
    .orderBy(asc(matches.pandascoreId))
    .offset(options.offset)
    .limit(options.limit)
}

/** Every event page, by PandaScore id; `limit` caps one sitemap file. */
export function listEventSitemapEntries(db: Db, limit: number): Promise<EsportsSitemapEntry[]> {
  return db
    .select({ slug: events.slug, game: events.game, updatedAt: events.updatedAt })
    .from(events)
    .orderBy(asc(events.pandascoreId))
    .limit(limit)
}

/** The newest updated_at of the events (null when there are none): the index's lastmod of their file. */
export async function latestEventUpdate(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ lastmod: sql<Date | null>`max(${events.updatedAt})`.mapWith(events.updatedAt) })
    .from(events)
  return row?.lastmod ?? null
}
