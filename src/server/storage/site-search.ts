import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articleTsquery } from './article-tsquery'

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

interface SiteSearchArticleRow {
  id: string
  slug: string
  title: string
  summary: string
  game: string
  /** The game the article page names (game-detection.ts), null until the start-up backfill reaches the row. */
  detectedGame: string | null
  imageUrl: string
  publishedAt: Date | string
  total: number
}

interface SiteSearchTeamRow {
  id: string
  slug: string
  name: string
  acronym: string | null
  location: string | null
  currentVideogame: string
  imageUrl: string | null
  total: number
}

interface SiteSearchPlayerRow {
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

interface SiteSearchRows {
  articles: SiteSearchArticleRow[]
  teams: SiteSearchTeamRow[]
  players: SiteSearchPlayerRow[]
}

type Rows<T> = { rows: T[] }

/** How many of the newest matching articles are ranked: as in the chat's search, the newest are worth showing. */
const ARTICLE_POOL = 200

/** `text` as a LIKE pattern matching itself literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&')
}

/**
 * The best `limit` articles, teams and players for a query, each row carrying how many of its kind match, up to
 * `countCap` (`total`). One transaction, so the similarity threshold set for it applies to its reads and no other.
 *
 * Costs stay bounded however common the words: articles rank only the newest ARTICLE_POOL matches, by title
 * similarity (ts_rank would read every match's whole vector); teams and players rank at most `countCap` matches;
 * a query of one or two characters, which has no trigram of its own, matches names by prefix.
 */
export async function searchSite(
  db: Db,
  query: string,
  limit: number,
  countCap: number,
): Promise<SiteSearchRows> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
    )
    const folded = sql`search_fold(${query})`
    const short = [...query].length < 3
    const prefix = sql`search_fold(${likeLiteral(query)}) || '%'`
    const nameMatches = (column: SQL) => (short ? sql`${column} LIKE ${prefix}` : sql`${folded} <% ${column}`)
    const tsquery = articleTsquery(query)
    // Two reads joined rather than one with OR: each rechecks only its own condition, so a title match does not
    // read the article's whole text vector (half the time on 100,000 articles, bench/search.ts).
    const byTitle = sql`${folded} <% search_fold(a.title)`
    const byText = sql`a.search @@ ${tsquery}`
    const articleColumns = sql`a.id, a.slug, a.title, a.summary, a.game, a.detected_game AS "detectedGame",
      a.image_url AS "imageUrl",
      a.published_at AS "publishedAt"`
    const newest = (match: SQL) =>
      sql`(SELECT ${articleColumns} FROM articles a WHERE ${match} ORDER BY a.published_at DESC LIMIT ${ARTICLE_POOL})`
    const ids = (match: SQL) => sql`(SELECT a.id FROM articles a WHERE ${match} LIMIT ${countCap})`

    const articles = (await tx.execute(sql`
      WITH pool AS (${short ? newest(byText) : sql`${newest(byTitle)} UNION ${newest(byText)}`})
      SELECT pool.*,
             (SELECT least(count(*), ${countCap})::int
              FROM (${short ? ids(byText) : sql`${ids(byTitle)} UNION ${ids(byText)}`}) matched) AS total
      FROM pool
      ORDER BY word_similarity(${folded}, search_fold(pool.title)) DESC, pool."publishedAt" DESC
      LIMIT ${limit}`)) as unknown as Rows<SiteSearchArticleRow>

    const teamName = sql`search_fold(t.name)`
    const teams = (await tx.execute(sql`
      SELECT id, slug, name, acronym, location, "currentVideogame", "imageUrl", (count(*) OVER ())::int AS total
      FROM (
        SELECT t.id, t.slug, t.name, t.acronym, t.location, t.current_videogame AS "currentVideogame",
               t.image_url AS "imageUrl", t.quality_score AS quality,
               greatest(word_similarity(${folded}, ${teamName}),
                        CASE WHEN lower(t.acronym) = lower(${query}) THEN 1 ELSE 0 END) AS score
        FROM teams t
        WHERE ${nameMatches(teamName)} OR lower(t.acronym) = lower(${query})
        LIMIT ${countCap}
      ) matched
      ORDER BY score DESC, quality DESC, name ASC
      LIMIT ${limit}`)) as unknown as Rows<SiteSearchTeamRow>

    const playerName = sql`search_fold(p.name)`
    const realName = sql`search_fold(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`
    const players = (await tx.execute(sql`
      SELECT matched.id, matched.slug, matched.name, matched."firstName", matched."lastName",
             matched."currentVideogame", matched."imageUrl", t.name AS "teamName",
             t.current_videogame AS "teamGame", matched.total
      FROM (
        SELECT *, (count(*) OVER ())::int AS total
        FROM (
          SELECT p.id, p.slug, p.name, p.first_name AS "firstName", p.last_name AS "lastName",
                 p.current_videogame AS "currentVideogame", p.image_url AS "imageUrl", p.team_id AS "teamId",
                 greatest(word_similarity(${folded}, ${playerName}), word_similarity(${folded}, ${realName})) AS score
          FROM players p
          WHERE ${nameMatches(playerName)} OR ${nameMatches(realName)}
          LIMIT ${countCap}
        ) pool
        ORDER BY score DESC, name ASC
        LIMIT ${limit}
      ) matched
      LEFT JOIN teams t ON t.id = matched."teamId"
      ORDER BY matched.score DESC, matched.name ASC`)) as unknown as Rows<SiteSearchPlayerRow>

    return { articles: articles.rows, teams: teams.rows, players: players.rows }
  })
}

/**
 * Team and player names spelt closest to a query that found nothing ("Did you mean"), best first: trigram
 * similarity of the whole name of at least 0.2, by the same trigram indexes.
 */
export async function listSearchSuggestions(db: Db, query: string, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', '0.2', true)`)
    const folded = sql`search_fold(${query})`
    const result = (await tx.execute(sql`
      SELECT name FROM (
        (SELECT name, similarity(${folded}, search_fold(name)) AS score FROM teams
         WHERE ${folded} % search_fold(name) ORDER BY score DESC LIMIT ${limit})
        UNION ALL
        (SELECT name, similarity(${folded}, search_fold(name)) AS score FROM players
         WHERE ${folded} % search_fold(name) ORDER BY score DESC LIMIT ${limit})
      ) names
      GROUP BY name
      ORDER BY max(score) DESC, name ASC
      LIMIT ${limit}`)) as unknown as Rows<{ name: string }>
    return result.rows.map((row) => row.name)
  })
}
