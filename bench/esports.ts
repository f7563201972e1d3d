import { parseArgs } from 'node:util'
import { type Database, openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { rawGet, runLoadWorker, startServer, table, withBenchDatabase } from './support'

// benchmark: 5,000 teams, 50,000 players, 500,000 team-match rows, and (issue #14) 500,000 matches with their
// games, 20,000 tournaments in 10,000 events with standings and rosters, 5,000 stories naming two teams. p50/p99
// at 20 connections (autocannon in its own process) of the teams and players API calls, the matches page's three
// sections (live, a day of upcoming, a results page by cursor), a match page's and an event page's API read, on
// PostgreSQL (a throwaway database on BENCH_DATABASE_URL or TEST_DATABASE_URL's server) and PGlite. Needs
// `npm run build`.
//   node --import tsx bench/esports.ts [--duration 10] [--connections 20] [--warmup 5] [--db postgres,pglite] [--cache]
//     [--only match,event] [--keep] [--reuse postgres://…/bo5_esports_xxxx [--print-calls]] [--identity] [--processes N]
// `--processes` sets WEB_CONCURRENCY on PostgreSQL (decision 048); unset, the server's default (one).
// `--keep` leaves the PostgreSQL database in place (its name printed); `--reuse URL` benches such a database again
// without generating it (before/after a change in the same data); with `--print-calls` it only prints the calls as
// "name<TAB>path" lines, for bench/api-cost.ts (CPU per call). `--only` runs the calls whose name has a word.
// Each call is first asked for --warmup seconds at the same connections, not counted: a server that has run the call
// for a while (its code compiled, its statements prepared on every pooled connection), as a site serves it; session
// 11 measured the match page cold at 640 req/s, p99 100 ms, and warm at 1,218-1,314 req/s, p99 39-60 ms.
// The first row, "bare server", is /healthz (one `SELECT 1` through the same middleware): what the machine allows.
// `--cache` runs the server as production does, with its in-memory cache of public answers (decision 006): what
// readers get between two changes. Without it, every call runs its queries.
// Requests accept gzip, as every browser and the site's own client do (and as bench/load.ts asks); `--identity`
// asks for the bytes as they are (before session 13 this bench did: an 89 KB event answer then cost more to write
// to the socket than to gzip).
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    db: { type: 'string', default: 'postgres,pglite' },
    cache: { type: 'boolean', default: false },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'print-calls': { type: 'boolean', default: false },
    identity: { type: 'boolean', default: false },
    processes: { type: 'string' },
  },
})
if (values.processes !== undefined && !(Number(values.processes) >= 1)) throw new Error('bad --processes')

const GAMES = `(ARRAY['cs2','lol','dota2','valorant'])`
// Match m starts 4 minutes after match m-1; match 450,000 starts now: 450,000 results, 20 live, ~50,000 upcoming.
const STARTS = `now() + (m - 450000) * interval '4 minutes'`

// Set-based generation: seconds, not minutes. Games rotate; every team has 10 players and 100 team matches.
const TEAMS_AND_PLAYERS = `
  INSERT INTO teams (pandascore_id, name, slug, acronym, location, current_videogame, tier, quality_score, matches_count)
  SELECT g, 'Bench Team ' || g, 'bench-team-' || g, 'BT' || g, (ARRAY['Sweden','Brazil','South Korea','United States'])[1 + g % 4],
         ${GAMES}[1 + g % 4], (ARRAY['tier-1','tier-2','tier-3','unknown'])[1 + (g / 7) % 4], (g * 7919 % 1000) / 10.0, 100
  FROM generate_series(1, 5000) g;
  INSERT INTO players (pandascore_id, slug, name, first_name, last_name, nationality, role, current_videogame, team_id, last_sync)
  SELECT p, 'bench-player-' || p, 'player' || p, 'First' || p, 'Last' || p, (ARRAY['Sweden','Brazil','Denmark','Japan'])[1 + p % 4],
         NULL, t.current_videogame, t.id, now()
  FROM generate_series(1, 50000) p JOIN teams t ON t.pandascore_id = 1 + (p - 1) / 10;
  INSERT INTO player_stats (player_id, game, stat_type, stat_value, matches_played, wins, losses)
  SELECT id, current_videogame, 'rating', to_jsonb(1.05), 40, 22, 18 FROM players;`

// Event e has two stages: tournament 2e-1 (Group Stage, standings) and 2e (Playoffs, a bracket); tournament t
// holds matches 25(t-1)+1 … 25t, so events run in time order like the matches. An event has 8 teams, as a real
// one has 8 to 32: its group's standings, both stages' rosters and all its matches are among them (until session
// 13 each match paired two of the 5,000 teams at random, so an event's page listed about 100 participants).
/** Team k (0-7) of the event of tournament `t` (SQL expressions): its group stage's standings' k-th team. */
const EVENT_TEAM = (t: string, k: string) => `1 + ((2 * ((${t} + 1) / 2) - 1) * 13 + ${k}) % 5000`
const EVENTS_AND_STAGES = `
  INSERT INTO events (pandascore_id, game, slug, name, league_name, tier, begin_at, end_at, winner_pandascore_id)
  SELECT e, ${GAMES}[1 + e % 4], 'bench-event-' || e, 'Bench Event ' || e, 'Bench League', (ARRAY['tier-1','tier-2','tier-3'])[1 + e % 3],
         now() + ((50 * (e - 1) + 1) - 450000) * interval '4 minutes', now() + (50 * e - 450000) * interval '4 minutes' + interval '3 hours',
         CASE WHEN 50 * e < 450000 THEN 1 + (e * 13) % 5000 END
  FROM generate_series(1, 10000) e;
  INSERT INTO tournaments (pandascore_id, name, stage_name, tier, game, event_id, begin_at, end_at, has_bracket, prizepool, region, event_type)
  SELECT t, 'Bench Event ' || ev.pandascore_id || ': ' || CASE WHEN t % 2 = 1 THEN 'Group Stage' ELSE 'Playoffs' END,
         CASE WHEN t % 2 = 1 THEN 'Group Stage' ELSE 'Playoffs' END, ev.tier, ev.game, ev.id,
         now() + ((25 * (t - 1) + 1) - 450000) * interval '4 minutes', now() + (25 * t - 450000) * interval '4 minutes' + interval '3 hours',
         t % 2 = 0, '100,000 United States Dollar', 'WEU', 'online'
  FROM generate_series(1, 20000) t JOIN events ev ON ev.pandascore_id = (t + 1) / 2;
  INSERT INTO standings (tournament_id, team_pandascore_id, team_name, team_acronym, rank, wins, losses)
  SELECT t.id, ${EVENT_TEAM('t.pandascore_id', 'k')}, 'Bench Team ' || (${EVENT_TEAM('t.pandascore_id', 'k')}), 'BT', k + 1, 7 - k, k
  FROM tournaments t, generate_series(0, 7) k WHERE t.pandascore_id % 2 = 1;
  INSERT INTO tournament_rosters (tournament_id, team_pandascore_id, team_name, players)
  SELECT t.id, tm, 'Bench Team ' || tm,
         (SELECT jsonb_agg(jsonb_build_object('pandascoreId', (tm - 1) * 10 + j, 'name', 'player' || ((tm - 1) * 10 + j),
                 'firstName', NULL, 'lastName', NULL, 'nationality', 'SE', 'role', NULL, 'imageUrl', NULL))
          FROM generate_series(1, 5) j)
  FROM tournaments t, generate_series(0, 7) k, LATERAL (SELECT ${EVENT_TEAM('t.pandascore_id', 'k')} AS tm) side;`

// Playoffs: matches 1-8 of a stage are its first round, 9-12, 13-14 and 15 take the winners before them.
const link = (a: string, b: string) =>
  `jsonb_build_array(jsonb_build_object('pandascoreId', ${a}, 'type', 'winner'), jsonb_build_object('pandascoreId', ${b}, 'type', 'winner'))`
const MATCHES = `
  INSERT INTO matches (pandascore_id, game, slug, name, status, tournament_id, tournament_pandascore_id, event_id,
    scheduled_at, begin_at, match_type, number_of_games, team1_pandascore_id, team1_name, team1_acronym, team1_score,
    team2_pandascore_id, team2_name, team2_acronym, team2_score, winner_pandascore_id, forfeit, draw, previous_matches)
  SELECT m, t.game,
    CASE WHEN tbd THEN 'tbd-vs-tbd-' || m ELSE 'bench-team-' || a || '-vs-bench-team-' || b || '-' || m END,
    CASE WHEN tbd THEN 'TBD vs TBD' ELSE 'BT' || a || ' vs BT' || b END, status, t.id, t.pandascore_id, t.event_id,
    ${STARTS}, CASE WHEN status IN ('finished', 'running') THEN ${STARTS} END, 'best_of', 3,
    CASE WHEN NOT tbd THEN a END, CASE WHEN NOT tbd THEN 'Bench Team ' || a END, CASE WHEN NOT tbd THEN 'BT' || a END,
    CASE WHEN status = 'running' THEN 1 WHEN status = 'finished' THEN CASE WHEN draw THEN 1 WHEN m % 3 = 0 THEN m % 2 ELSE 2 END END,
    CASE WHEN NOT tbd THEN b END, CASE WHEN NOT tbd THEN 'Bench Team ' || b END, CASE WHEN NOT tbd THEN 'BT' || b END,
    CASE WHEN status = 'running' THEN 0 WHEN status = 'finished' THEN CASE WHEN draw THEN 1 WHEN m % 3 = 0 THEN 2 ELSE m % 2 END END,
    CASE WHEN status = 'finished' AND NOT draw THEN CASE WHEN m % 3 = 0 THEN b ELSE a END END,
    status = 'finished' AND m % 211 = 0, draw,
    CASE WHEN t.pandascore_id % 2 = 1 THEN '[]'::jsonb
         WHEN i BETWEEN 9 AND 12 THEN ${link('base + 2 * (i - 9) + 1', 'base + 2 * (i - 9) + 2')}
         WHEN i BETWEEN 13 AND 14 THEN ${link('base + 8 + 2 * (i - 13) + 1', 'base + 8 + 2 * (i - 13) + 2')}
         WHEN i = 15 THEN ${link('base + 13', 'base + 14')}
         ELSE '[]'::jsonb END
  FROM generate_series(1, 500000) m
  CROSS JOIN LATERAL (SELECT ${EVENT_TEAM('(1 + (m - 1) / 25)', '(m - 1) % 25 % 8')} AS a,
    ${EVENT_TEAM('(1 + (m - 1) / 25)', '((m - 1) % 25 % 8 + 1 + (m - 1) % 25 / 8 % 7) % 8')} AS b,
    (m - 1) % 25 + 1 AS i, 25 * ((m - 1) / 25) AS base,
    CASE WHEN m BETWEEN 449991 AND 450010 THEN 'running' WHEN m < 449991 AND m % 50 = 0 THEN 'canceled'
         WHEN m < 449991 THEN 'finished' WHEN m % 100 = 0 THEN 'postponed' ELSE 'not_started' END AS status,
    m > 450010 AND m % 25 IN (0, 24) AS tbd, m < 449991 AND m % 307 = 0 AS draw) x
  JOIN tournaments t ON t.pandascore_id = 1 + (m - 1) / 25;
  INSERT INTO match_games (match_id, position, status, winner_pandascore_id, length_seconds)
  SELECT id, p, CASE WHEN status = 'running' AND p = 2 THEN 'running' ELSE 'finished' END,
         CASE WHEN p % 2 = 1 THEN team1_pandascore_id ELSE team2_pandascore_id END, 1800 + p * 60
  FROM matches, generate_series(1, 3) p
  WHERE status IN ('finished', 'running') AND (p <= 2 OR pandascore_id % 3 = 0) AND NOT (status = 'running' AND p = 3);
  INSERT INTO match_texts (match_id, kind, content, engine)
  SELECT id, 'recap', name || ' ended ' || team1_score || '-' || team2_score || '.', 'local'
  FROM matches WHERE status = 'finished' AND pandascore_id % 10 = 0;`

const STORIES = `
  INSERT INTO articles (id, slug, title, summary, content, game, published_at)
  SELECT 'bench-story-' || s, 'bench-story-' || s, 'Bench Team ' || (1 + (s * 31) % 5000) || ' face Bench Team ' || (1 + (s * 17) % 5000),
         'A preview of the meeting.', 'The two sides met before.', 'CS2', now() - s * interval '1 hour'
  FROM generate_series(1, 5000) s;`

async function generate(database: Database): Promise<string> {
  await migrateDatabase(database)
  const started = performance.now()
  // VACUUM as well as ANALYZE: freshly written rows carry no hint bits and an empty visibility map, so the first
  // reads write pages and autovacuum runs during the calls (session 10's run: the bare server at a third of its
  // rate right after generating). The calls then measure a settled database, as a site's is.
  for (const step of [TEAMS_AND_PLAYERS, EVENTS_AND_STAGES, MATCHES, STORIES, 'VACUUM ANALYZE'])
    await database.execute(step)
  return ((performance.now() - started) / 1000).toFixed(1)
}

/** The calls, with the addresses that need the data: a results cursor, a match's and an event's slug. */
async function calls(database: Database): Promise<[string, string][]> {
  const one = async (text: string) => (await database.execute(text)).rows[0] as Record<string, string>
  const cursor = await one(
    `SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '_' || pandascore_id AS c
     FROM matches WHERE pandascore_id = 300000`,
  )
  const match = await one(`SELECT game, slug FROM matches WHERE pandascore_id = 300001`)
  const event = await one(`SELECT game, slug FROM events WHERE pandascore_id = 5000`)
  const day = (d: number) => encodeURIComponent(new Date(Date.now() + d * 86_400_000).toISOString())
  return [
    ['bare server', '/healthz'],
    ['teams list', '/api/teams?game=cs2&limit=100'],
    ['team detail', '/api/teams/by-slug/bench-team-2500'],
    ['players list', '/api/players?game=lol&limit=100'],
    ['player detail', '/api/players/by-slug/bench-player-25000'],
    ['matches: live', '/api/matches?section=live'],
    ['matches: a day of upcoming', `/api/matches?section=upcoming&from=${day(1)}&to=${day(2)}&limit=100`],
    // What the matches page asks (UPCOMING_LIMIT in src/web/features/matches/api/get-matches.ts).
    ['matches: upcoming, 40', `/api/matches?section=upcoming&from=${day(1)}&to=${day(2)}&limit=40`],
    [
      'matches: results page',
      `/api/matches?section=results&limit=30&cursor=${encodeURIComponent(cursor.c!)}`,
    ],
    ['match page', `/api/matches/${match.game}/${match.slug}`],
    ['event page', `/api/events/${event.game}/${event.slug}`],
  ]
}

async function bench(label: string, env: Record<string, string>) {
  const database = await openDatabase({
    url: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'unused',
  })
  if (!values.reuse) console.log(`${label}: generated the data in ${await generate(database)} s`)
  const only = values.only?.split(',')
  const targets = (await calls(database)).filter(
    ([call]) => !only || only.some((word) => call.includes(word)),
  )
  await database.close()
  const server = await startServer(
    {
      ...env,
      SEED_DEMO: 'false',
      RUN_WORKER: 'false',
      RESPONSE_CACHE: String(values.cache),
      LOG_LEVEL: 'error',
      ...(values.processes && env.DATABASE_URL ? { WEB_CONCURRENCY: values.processes } : {}),
    },
    '/healthz',
    'inherit',
  )
  const rows = []
  const encoding = values.identity ? 'identity' : 'gzip'
  try {
    for (const [call, path] of targets) {
      const check = await rawGet(server.baseURL + path, { 'accept-encoding': encoding })
      if (check.status !== 200) throw new Error(`${path} answered ${check.status}`)
      const result = await runLoadWorker([
        '--url',
        server.baseURL + path,
        '--duration',
        values.duration,
        '--connections',
        values.connections,
        '--warmup',
        values.warmup,
        '--header',
        `accept-encoding:${encoding}`,
      ])
      rows.push({
        database: label,
        call,
        'req/s': Math.round(result.rps),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        KB: (check.body.length / 1024).toFixed(1),
        failures: result.failures.status + result.failures.errors + result.failures.timeouts,
      })
    }
  } finally {
    await server.stop()
  }
  return rows
}

if (values.reuse && values['print-calls']) {
  const database = await openDatabase({ url: values.reuse, dataDir: 'unused' })
  for (const [call, path] of await calls(database)) console.log(`${call}\t${path}`)
  await database.close()
  process.exit(0)
}

const rows: Record<string, string | number>[] = []
if (values.reuse) rows.push(...(await bench('PostgreSQL', { DATABASE_URL: values.reuse })))
else
  for (const kind of values.db.split(',').map((name) => name.trim()))
    rows.push(...((await withBenchDatabase(kind, 'esports', bench, { keep: values.keep })) ?? []))
console.log(
  `${values.connections} connections, ${values.duration} s per call; server processes on PostgreSQL ` +
    `${values.processes ?? 1}, on PGlite 1; ` +
    (values.cache ? 'in-memory cache of public answers: on (production)' : 'every call runs its queries'),
)
table(rows)
