import { parseArgs } from 'node:util'
import { createAi } from '#server/ai/ai'
import { composeLocalAnswer } from '#server/ai/local/chat'
import { localEngine } from '#server/ai/local/engine'
import { type Database, openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { parseEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { retrieveContext } from '#server/services/chat/retrieval'
import { seedDemoData } from '#server/services/demo-seed'
import { type EvalQuestion, loadQuestions, openDemoDatabase } from './chat-eval/evaluate'
import { table, withThrowawayPostgres } from './support'

// chat latency: p50/p99 of retrieveContext + composeLocalAnswer over the evaluation questions, many
// rounds, (a) on the demo data in PGlite and (b) on PostgreSQL with the demo data plus 100,000 generated articles
// about the demo teams and games (set-based INSERT … SELECT generate_series, then ANALYZE). Target p99 ≤ 200 ms.
// (b) needs BENCH_DATABASE_URL or TEST_DATABASE_URL; it makes its own database and drops it afterwards.
//   node --import tsx bench/chat-latency.ts [--rounds 20] [--articles 100000] [--skip-pglite]

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    articles: { type: 'string', default: '100000' },
    'skip-pglite': { type: 'boolean', default: false },
  },
})
const rounds = Number(values.rounds)
const articleCount = Number(values.articles)
const siteUrl = 'https://bo5.example'
const now = new Date()
const questions = loadQuestions()

interface Timing {
  question: EvalQuestion
  ms: number
}

async function measure(database: Database): Promise<Timing[]> {
  const ask = async (question: EvalQuestion) => {
    const started = performance.now()
    const context = await retrieveContext(
      { db: database.db, site: { siteUrl }, now: () => now },
      question.question,
    )
    composeLocalAnswer(context, { brand: 'BO5' })
    return performance.now() - started
  }
  // One warm-up round: plans cached, pages in memory.
  for (const question of questions) await ask(question)
  const timings: Timing[] = []
  for (let round = 0; round < rounds; round += 1) {
    for (const question of questions) timings.push({ question, ms: await ask(question) })
  }
  return timings
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const round1 = (n: number) => Math.round(n * 10) / 10

function summarise(name: string, timings: Timing[]) {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b)
  return {
    dataset: name,
    calls: sorted.length,
    'p50 ms': round1(percentile(sorted, 50)),
    'p95 ms': round1(percentile(sorted, 95)),
    'p99 ms': round1(percentile(sorted, 99)),
    'max ms': round1(sorted.at(-1) ?? Number.NaN),
    'p99 ≤ 200 ms': percentile(sorted, 99) <= 200 ? 'yes' : 'NO',
  }
}

function slowest(timings: Timing[], n = 5) {
  const byQuestion = new Map<string, number[]>()
  for (const t of timings) byQuestion.set(t.question.id, [...(byQuestion.get(t.question.id) ?? []), t.ms])
  return [...byQuestion]
    .map(([id, ms]) => {
      const sorted = ms.sort((a, b) => a - b)
      return { question: id, 'p50 ms': round1(percentile(sorted, 50)), 'max ms': round1(sorted.at(-1)!) }
    })
    .sort((a, b) => b['p50 ms'] - a['p50 ms'])
    .slice(0, n)
}

// The generated archive: titles, summaries and bodies about the demo teams, players, games and tournaments, with
// enough vocabulary that no word is in every article and team names each reach a few thousand articles.
const GENERATE_ARTICLES = `
WITH v AS (
  SELECT
    ARRAY['Northwind Wolves','Cobalt Tide','Aurora Vanguard','Steppe Comets','Vistula Owls','Granite Harbor',
          'Jade Meridian','Silverpine Drakes','Crimson Lanterns','Solstice Kites','Maple Circuit','Andes Condors',
          'Obsidian Heron','Coral Monsoon','Nightjar Collective','Saffron Sentinels','Baltic Forge','Highland Embers',
          'Kestrel Nine','Crescent Blades','Atlas Ferns','Polar Static','Golden Gale','Verdant Pulse'] AS teams,
    ARRAY['Vantorr','ashcrown','pyrelith','GraySpire','Umbrawick','yarrowix','Fennowl','Quartzhowl','Kestrane',
          'Willowgrit','Zephyrkin','Elkrowan','kilnshade','oakensnare','tansywolf','zestmoor','egretspark','jettyhawk',
          'umberpike','rimeback','zirconeel','kindlerush','rustemble','tidewelt'] AS players,
    ARRAY['cs2','lol','dota2','valorant'] AS slugs,
    ARRAY['CS2','LoL','Dota 2','Valorant'] AS labels,
    ARRAY['Counter-Strike 2','League of Legends','Dota 2','Valorant'] AS names,
    ARRAY['Longship Masters','Summit Rift Championship','Monolith Invitational','Skyline Masters'] AS leagues,
    ARRAY['Harbor Pro Series','Riverlight League','Riverbend Dota League','Redline Pro League'] AS seconds,
    ARRAY['edge','sweep','stun','crush','outlast','upset','beat','survive','topple','hold off'] AS verbs,
    ARRAY['roster','bootcamp','patch','transfer','contract','coach','strategy','draft','economy','clutch',
          'qualifier','bracket','playoffs','finals','ranking','viewership','academy','sponsor','venue','format'] AS topics,
    ARRAY['aggressive','patient','chaotic','disciplined','surprising','dominant','narrow','scrappy','tactical','late'] AS adjs,
    ARRAY['opening','midgame','closing','pistol','overtime','decider','lower bracket','upper bracket','group','seeding'] AS phases
)
INSERT INTO articles (id, slug, title, summary, content, game, tags, published_at, created_at, updated_at, engine, author)
SELECT
  'bench-' || g,
  'bench-article-' || g,
  a.t1 || ' ' || v.verbs[1 + g % 10] || ' ' || a.t2 || ' in ' || a.league || ' ' || v.phases[1 + (g / 3) % 10] || ' #' || g,
  a.t1 || ' ' || v.verbs[1 + g % 10] || ' ' || a.t2 || ' ' || (1 + g % 3) || '-' || (g / 5) % 2 || ' in a '
    || v.adjs[1 + (g / 7) % 10] || ' ' || v.names[1 + a.gi] || ' series. ' || a.p1 || ' led the way on the '
    || v.topics[1 + (g / 11) % 20] || ' front.',
  '<p>' || a.t1 || ' came into the ' || a.league || ' ' || v.phases[1 + (g / 13) % 10] || ' after a '
    || v.adjs[1 + (g / 17) % 10] || ' week of ' || v.topics[1 + (g / 19) % 20] || ' talk, and ' || a.p1
    || ' answered the questions about the ' || v.topics[1 + (g / 23) % 20] || ' with a '
    || v.adjs[1 + (g / 29) % 10] || ' display.</p><p>' || a.t2 || ', who play in the ' || a.second
    || ' as well, had prepared a ' || v.adjs[1 + (g / 31) % 10] || ' plan built around ' || a.p2
    || ', but the ' || v.phases[1 + (g / 37) % 10] || ' went the other way. The ' || v.names[1 + a.gi]
    || ' community will look at the ' || v.topics[1 + (g / 41) % 20] || ' and the '
    || v.topics[1 + (g / 43) % 20] || ' before the next ' || v.phases[1 + (g / 47) % 10] || '.</p><p>'
    || 'Analysts called it ' || v.adjs[1 + (g / 53) % 10] || ', with ' || a.p1 || ' and ' || a.p2
    || ' trading the spotlight; match ' || g || ' of the archive, round ' || (g % 30) || ', map ' || (1 + g % 5)
    || '.</p>',
  v.labels[1 + a.gi],
  ARRAY[v.slugs[1 + a.gi], v.topics[1 + (g / 11) % 20]],
  now() - (g * interval '6 minutes') - interval '2 days',
  now() - (g * interval '6 minutes') - interval '2 days',
  now() - (g * interval '6 minutes') - interval '2 days',
  'seed',
  ''
FROM generate_series(1, $1::int) g
CROSS JOIN v
CROSS JOIN LATERAL (
  SELECT g % 4 AS gi,
         v.teams[1 + (g % 4) * 6 + (g / 4) % 6] AS t1,
         v.teams[1 + (g % 4) * 6 + ((g / 4) % 6 + 1 + (g / 24) % 5) % 6] AS t2,
         v.players[1 + (g % 4) * 6 + (g / 4) % 6] AS p1,
         v.players[1 + (g % 4) * 6 + ((g / 4) % 6 + 1 + (g / 24) % 5) % 6] AS p2,
         v.leagues[1 + g % 4] AS league,
         v.seconds[1 + g % 4] AS second
) a`

async function postgresRun(serverUrl: string): Promise<Timing[]> {
  return withThrowawayPostgres(serverUrl, 'bench_chat', async (databaseUrl) => {
    const database = await openDatabase({ url: databaseUrl, dataDir: 'unused' })
    try {
      await migrateDatabase(database)
      const logger = createLogger('silent')
      const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', RUN_WORKER: 'false' })
      await seedDemoData(database.db, {
        site: env.site,
        logger,
        ai: createAi({ env, logger, local: localEngine }),
        now,
      })
      const started = performance.now()
      await database.execute(GENERATE_ARTICLES, [articleCount])
      await database.execute('ANALYZE')
      const { rows } = await database.execute('SELECT count(*)::int AS n FROM articles')
      console.log(
        `PostgreSQL: ${rows[0]?.n} articles (${articleCount} generated in ${Math.round((performance.now() - started) / 1000)} s)`,
      )
      return await measure(database)
    } finally {
      await database.close()
    }
  })
}

const summaries: ReturnType<typeof summarise>[] = []
const slow: Record<string, ReturnType<typeof slowest>> = {}

if (!values['skip-pglite']) {
  const database = await openDemoDatabase(now)
  try {
    const timings = await measure(database)
    summaries.push(summarise('demo data, PGlite', timings))
    slow['demo data, PGlite'] = slowest(timings)
  } finally {
    await database.close()
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (serverUrl) {
  const timings = await postgresRun(serverUrl)
  const label = `demo + ${articleCount.toLocaleString('en-US')} articles, PostgreSQL`
  summaries.push(summarise(label, timings))
  slow[label] = slowest(timings)
} else {
  console.log('PostgreSQL run skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.')
}

console.log(
  `\nretrieveContext + composeLocalAnswer, ${questions.length} questions × ${rounds} rounds (after 1 warm-up)`,
)
table(summaries)
for (const [label, rows] of Object.entries(slow)) {
  console.log(`Slowest questions (by median), ${label}:`)
  table(rows)
}
if (summaries.some((s) => s['p99 ≤ 200 ms'] !== 'yes')) process.exitCode = 1
