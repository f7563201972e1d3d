import pg from 'pg'
import { openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { searchSite } from '#server/services/site-search'
import { table, withThrowawayPostgres } from './support'

// The site search (decision 020) on 100,000 articles, 5,000 teams and 50,000 players on PostgreSQL: p50/p95 of one
// search (three reads in one transaction) for a few kinds of query, and the plan of each read. Needs
// BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server to make a database on). No build needed.
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!serverUrl) {
  console.error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server')
  process.exit(1)
}
const RUNS = 30
// --keep leaves the database for EXPLAIN ANALYZE by hand (its name is printed).
const keep = process.argv.includes('--keep')

await withThrowawayPostgres(
  serverUrl,
  'bench_search',
  async (databaseUrl) => {
    const database = await openDatabase({ url: databaseUrl, dataDir: 'unused' })
    await migrateDatabase(database)
    const started = performance.now()
    // Names from syllables, so trigrams are as varied as real names; a few with accents.
    await database.execute(`
    CREATE FUNCTION pg_temp.word(n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT initcap((ARRAY['ka','ri','no','vel','tor','mi','zan','qu','lo','be','ñe','sha','dri','ko','ul','øy'])[1 + n % 16]
        || (ARRAY['ra','ton','vi','sel','ka','mo','rin','dos','la','ve','zu','nik'])[1 + (n / 16) % 12]
        || (ARRAY['','s','n','th','x','a','o','er'])[1 + (n / 192) % 8]) $$;
    INSERT INTO teams (name, slug, acronym, current_videogame, quality_score)
    SELECT pg_temp.word(g * 7) || ' ' || pg_temp.word(g * 13 + 5), 'team-' || g, upper(left(pg_temp.word(g), 3)),
           (ARRAY['cs2','lol','dota2','valorant'])[1 + g % 4], g % 100
    FROM generate_series(1, 5000) g;
    INSERT INTO players (slug, name, first_name, last_name, current_videogame)
    SELECT 'player-' || g, lower(pg_temp.word(g * 31)), pg_temp.word(g * 3), pg_temp.word(g * 11 + 1),
           (ARRAY['cs2','lol','dota2','valorant'])[1 + g % 4]
    FROM generate_series(1, 50000) g;
    INSERT INTO articles (id, slug, title, summary, content, published_at)
    SELECT 'a' || g, 'article-' || g,
           pg_temp.word(g * 7) || ' ' || pg_temp.word(g * 13 + 5) || ' beat ' || pg_temp.word(g * 3) || ' in the final',
           'A story about ' || pg_temp.word(g * 11) || ' and the autumn cup.',
           repeat('The match went to a third map and the crowd stayed to the end. ', 20),
           now() - (g || ' minutes')::interval
    FROM generate_series(1, 100000) g;
    ANALYZE;`)
    const setup = Math.round(performance.now() - started)

    const [sample] = (
      await database.execute(`SELECT name FROM teams WHERE id = (SELECT id FROM teams LIMIT 1 OFFSET 77)`)
    ).rows as { name: string }[]
    const team = sample!.name
    const typo = `${team.slice(0, 2)}${team[3]}${team[2]}${team.slice(4)}`
    const queries = [
      ['a team name', team],
      ['the name, two letters swapped', typo],
      ['one word, accents left out', 'nera'],
      ['a common word', 'final'],
      ['two letters', 'ka'],
      ['nothing matches', 'zzqxv'],
    ] as const

    const rows = []
    for (const [label, q] of queries) {
      const times: number[] = []
      let total = 0
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now()
        total = (await searchSite(database.db, { q, limit: 10 })).total
        times.push(performance.now() - t0)
      }
      times.sort((a, b) => a - b)
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1)
      rows.push({ query: `${label} ("${q}")`, results: String(total), 'p50 ms': at(0.5), 'p95 ms': at(0.95) })
    }
    console.log(`setup (100,000 articles, 5,000 teams, 50,000 players): ${setup} ms; ${RUNS} runs a query`)
    table(rows)

    // Which index each read uses (the threshold as the search sets it).
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`SET pg_trgm.word_similarity_threshold = 0.45`)
    const plan = async (text: string) =>
      ((await client.query(`EXPLAIN ${text}`)).rows as { 'QUERY PLAN': string }[])
        .map((r) => r['QUERY PLAN'].trim())
        .filter((line) => /Index|Seq Scan/.test(line))
        .join(' | ')
    const literal = pg.escapeLiteral(team)
    console.log(
      'articles:',
      await plan(`SELECT id FROM articles WHERE search_fold(${literal}) <% search_fold(title)`),
    )
    console.log(
      'teams:   ',
      await plan(`SELECT id FROM teams WHERE search_fold(${literal}) <% search_fold(name)`),
    )
    console.log(
      'players: ',
      await plan(`SELECT id FROM players WHERE search_fold('nera') <% search_fold(name)`),
    )
    await client.end()
    await database.close()
  },
  { keep },
)
