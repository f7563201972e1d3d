import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

// The site search's reads (/search, decision 020). Names and titles are matched by trigrams over accent-folded
// text (`search_fold`, migration 0013): "inaki" finds "Iñaki", "astrelis" finds "Astralis". Each read is served by
// a trigram GIN index (articles_title_trgm, teams_name_trgm, players_name_trgm, players_real_name_trgm); article
// bodies by the english full-text `search` index the chat uses (storage/chat-search.ts). Written by hand, as the
// directories are (decision 013): the rows go out as they come.

/**
 * How close a query must be to a word run of a name (pg_trgm's word_similarity, 0..1). 0.6, pg_trgm's default,
 * misses a swapped or wrong letter in an eight-letter name ("astrelis" is 0.5 from "astralis"); 0.45 finds it and
 * still keeps "navi" (0.4) from matching "Natus Vincere".
 */
const WORD_SIMILARITY_THRESHOLD = '0.45'

export interface SiteSearchArticleRow {
  id: string
  slug: string
  title: string
  summary: string
  game: string
  imageUrl: string
  publishedAt: Date | string
  total: number
}

export interface SiteSearchTeamRow {
  id: string
  slug: string
  name: string
  acronym: string | null
  location: string | null
  currentVideogame: string
  imageUrl: string | null
  total: number
}

export interface SiteSearchPlayerRow {
  id: string
  slug: string
  name: string
  firstName: string | null
  lastName: string | null
  currentVideogame: string | null
  imageUrl: string | null
  teamName: string | null
  teamGame: string | null
  total: number
}

export interface SiteSearchRows {
  articles: SiteSearchArticleRow[]
  teams: SiteSearchTeamRow[]
  players: SiteSearchPlayerRow[]
}

type Rows<T> = { rows: T[] }

/**
 * The best `limit` articles, teams and players for a query, each row carrying how many of its kind match in all
 * (`total`). One transaction, so the similarity threshold set for it applies to its three reads and no other.
 */
export async function searchSite(db: Db, query: string, limit: number): Promise<SiteSearchRows> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
    )
    const folded = sql`search_fold(${query})`
    const tsquery = sql`websearch_to_tsquery('english', ${query})`

    const articles = (await tx.execute(sql`
      SELECT a.id, a.slug, a.title, a.summary, a.game, a.image_url AS "imageUrl", a.published_at AS "publishedAt",
             (count(*) OVER ())::int AS total
      FROM articles a
      WHERE ${folded} <% search_fold(a.title) OR a.search @@ ${tsquery}
      ORDER BY greatest(word_similarity(${folded}, search_fold(a.title)), ts_rank(a.search, ${tsquery})) DESC,
               a.published_at DESC
      LIMIT ${limit}`)) as unknown as Rows<SiteSearchArticleRow>

    const teams = (await tx.execute(sql`
      SELECT t.id, t.slug, t.name, t.acronym, t.location, t.current_videogame AS "currentVideogame",
             t.image_url AS "imageUrl", (count(*) OVER ())::int AS total
      FROM teams t
      WHERE ${folded} <% search_fold(t.name) OR lower(t.acronym) = lower(${query})
      ORDER BY greatest(word_similarity(${folded}, search_fold(t.name)),
                        CASE WHEN lower(t.acronym) = lower(${query}) THEN 1 ELSE 0 END) DESC,
               t.quality_score DESC, t.name ASC
      LIMIT ${limit}`)) as unknown as Rows<SiteSearchTeamRow>

    const realName = sql`search_fold(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`
    const players = (await tx.execute(sql`
      SELECT p.id, p.slug, p.name, p.first_name AS "firstName", p.last_name AS "lastName",
             p.current_videogame AS "currentVideogame", p.image_url AS "imageUrl",
             t.name AS "teamName", t.current_videogame AS "teamGame", (count(*) OVER ())::int AS total
      FROM players p
      LEFT JOIN teams t ON t.id = p.team_id
      WHERE ${folded} <% search_fold(p.name) OR ${folded} <% ${realName}
      ORDER BY greatest(word_similarity(${folded}, search_fold(p.name)), word_similarity(${folded}, ${realName})) DESC,
               p.name ASC
      LIMIT ${limit}`)) as unknown as Rows<SiteSearchPlayerRow>

    return { articles: articles.rows, teams: teams.rows, players: players.rows }
  })
}

/**
 * Team and player names spelt closest to a query that found nothing ("Did you mean"), best first: trigram
 * similarity of the whole name, over every team and player (small tables: a few thousand rows each).
 */
export async function listSearchSuggestions(db: Db, query: string, limit: number): Promise<string[]> {
  const folded = sql`search_fold(${query})`
  const result = (await db.execute(sql`
    SELECT name FROM (
      SELECT name, similarity(${folded}, search_fold(name)) AS score FROM teams
      UNION ALL
      SELECT name, similarity(${folded}, search_fold(name)) AS score FROM players
    ) names
    WHERE score >= 0.2
    GROUP BY name
    ORDER BY max(score) DESC, name ASC
    LIMIT ${limit}`)) as unknown as Rows<{ name: string }>
  return result.rows.map((row) => row.name)
}
