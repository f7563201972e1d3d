import { execFile } from 'node:child_process'
import { parseArgs, promisify } from 'node:util'
import { migrateDatabase, openDatabase } from '#server/db/client'
import { startServer, table, withThrowawayPostgres } from './support'

// benchmark: 5,000 teams, 50,000 players and 500,000 team-match rows on PostgreSQL; p50/p99 of the teams
// list, team detail, players list and player detail API calls at 20 connections (autocannon in its own process).
// Needs `npm run build` and BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server to make a database on).
// `--cache` runs the server as production does, with its in-memory cache of public answers (decision 006): what
// readers get between two changes. Without it, every call runs its queries.
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    cache: { type: 'boolean', default: false },
  },
})
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!serverUrl) {
  console.error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server')
  process.exit(1)
}

await withThrowawayPostgres(serverUrl, 'bench_esports', async (databaseUrl) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'unused' })
  await migrateDatabase(database)
  const started = performance.now()
  // Set-based generation: seconds, not minutes. Games rotate; every team has 10 players and 100 matches.
  await database.execute(`
    INSERT INTO tournaments (pandascore_id, name, tier, game)
    SELECT g, 'Bench Cup ' || g, (ARRAY['tier-1','tier-2','tier-3','unknown'])[1 + g % 4],
           (ARRAY['cs2','lol','dota2','valorant'])[1 + g % 4]
    FROM generate_series(1, 100) g;
    INSERT INTO teams (pandascore_id, name, slug, acronym, location, current_videogame, tier, quality_score, matches_count)
    SELECT g, 'Bench Team ' || g, 'bench-team-' || g, 'BT' || g, (ARRAY['Sweden','Brazil','South Korea','United States'])[1 + g % 4],
           (ARRAY['cs2','lol','dota2','valorant'])[1 + g % 4], (ARRAY['tier-1','tier-2','tier-3','unknown'])[1 + (g / 7) % 4],
           (g * 7919 % 1000) / 10.0, 100
    FROM generate_series(1, 5000) g;
    INSERT INTO players (pandascore_id, slug, name, first_name, last_name, nationality, role, current_videogame, team_id, last_sync)
    SELECT p, 'bench-player-' || p, 'player' || p, 'First' || p, 'Last' || p, (ARRAY['Sweden','Brazil','Denmark','Japan'])[1 + p % 4],
           NULL, t.current_videogame, t.id, now()
    FROM generate_series(1, 50000) p JOIN teams t ON t.pandascore_id = 1 + (p - 1) / 10;
    INSERT INTO player_stats (player_id, game, stat_type, stat_value, matches_played, wins, losses)
    SELECT id, current_videogame, 'rating', to_jsonb(1.05), 40, 22, 18 FROM players;
    -- Team rows (team_matches, a view) come from matches: each names its team as side 1 and an opponent we hold
    -- no page for as side 2.
    INSERT INTO matches (pandascore_id, game, slug, name, status, tournament_id, tournament_pandascore_id, begin_at,
                         match_type, number_of_games, team1_pandascore_id, team1_name, team1_acronym, team1_score,
                         team2_pandascore_id, team2_name, team2_acronym, team2_score, winner_pandascore_id)
    SELECT m, t.current_videogame, 'bench-team-' || t.pandascore_id || '-vs-opponent-' || m || '-' || m,
           t.acronym || ' vs OPP', CASE WHEN m % 100 < 10 THEN 'not_started' ELSE 'finished' END,
           (SELECT id FROM tournaments WHERE pandascore_id = 1 + m % 100), 1 + m % 100,
           now() - ((m % 100) - 10) * interval '1 day', 'best_of', 3, t.pandascore_id, t.name, t.acronym,
           CASE WHEN m % 100 < 10 THEN NULL ELSE 2 END, 1000000 + m, 'Opponent ' || m, 'OPP',
           CASE WHEN m % 100 < 10 THEN NULL ELSE 1 END,
           CASE WHEN m % 100 < 10 THEN NULL WHEN m % 3 = 0 THEN 1000000 + m ELSE t.pandascore_id END
    FROM generate_series(1, 500000) m JOIN teams t ON t.pandascore_id = 1 + (m - 1) / 100;
    ANALYZE;
  `)
  const generatedSeconds = ((performance.now() - started) / 1000).toFixed(1)
  await database.close()

  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RUN_WORKER: 'false',
      RESPONSE_CACHE: String(values.cache),
      LOG_LEVEL: 'error',
    },
    '/healthz',
    // Errors the server logs under load are shown as they happen.
    'inherit',
  )
  try {
    const calls = [
      ['teams list', '/api/teams?game=cs2&limit=100'],
      ['team detail', '/api/teams/by-slug/bench-team-2500'],
      ['team matches', '/api/teams/by-slug/bench-team-2500'],
      ['players list', '/api/players?game=lol&limit=100'],
      ['player detail', '/api/players/by-slug/bench-player-25000'],
    ] as const
    // The team's recent matches need its id.
    const team = (await (await fetch(`${server.baseURL}/api/teams/by-slug/bench-team-2500`)).json()) as {
      team: { id: string }
    }
    const rows = []
    for (const [label, path] of calls) {
      const target = label === 'team matches' ? `/api/teams/${team.team.id}/matches?kind=past&limit=5` : path
      const check = await fetch(server.baseURL + target)
      if (check.status !== 200) throw new Error(`${target} answered ${check.status}`)
      await check.arrayBuffer()
      // Asynchronously: a blocked event loop would miss the server closing the idle keep-alive connection, and
      // the next check would be sent on a dead socket ("other side closed").
      const run = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'bench/load-worker.ts',
          '--url',
          server.baseURL + target,
          '--duration',
          values.duration!,
          '--connections',
          values.connections!,
        ],
        { encoding: 'utf8' },
      )
      const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
        rps: number
        p50: number
        p99: number
        failures: { status: number; errors: number; timeouts: number }
      }
      rows.push({
        call: label,
        path: target,
        'req/s': Math.round(result.rps),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        failures: result.failures.status + result.failures.errors + result.failures.timeouts,
      })
    }
    console.log(
      `Generated 5,000 teams, 50,000 players, 500,000 matches (the team rows of team_matches) in ${generatedSeconds} s`,
    )
    console.log(
      values.cache ? 'In-memory cache of public answers: on (production)' : 'Every call runs its queries',
    )
    table(rows)
  } finally {
    await server.stop()
  }
})
