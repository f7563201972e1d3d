import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import pg from 'pg'
import { createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { openDatabase, type Database } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { parseEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { processFeeds } from '#server/services/feeds'
import { upsertFeedSources } from '#server/storage/feed-sources'
import { table } from './support'

// 1,000 entries over 10 feeds from a publisher on 127.0.0.1, through fetch → parse → normalize → sanitize →
// dedupe → rewrite (local engine) → store, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set)
// on PostgreSQL. Prints entries per second and peak memory.
const FEEDS = 10
const ITEMS = 100
const teams = [
  'Northwind Wolves',
  'Aurora Vanguard',
  'Kestrel Nine',
  'Crimson Tide Gaming',
  'Vantage Point Club',
]
const games = ['CS2', 'League of Legends', 'Dota 2', 'Valorant']

function feedXml(feed: number): string {
  const items = Array.from({ length: ITEMS }, (_, i) => {
    const a = teams[(feed + i) % teams.length]!
    const b = teams[(feed + i + 2) % teams.length]!
    const game = games[(feed + i) % games.length]!
    const date = new Date(Date.UTC(2026, 10, 1, 0, 0) + (feed * ITEMS + i) * 60_000).toUTCString()
    return `<item><title>${a} beat ${b} in ${game} week ${feed}-${i}</title>
<link>https://news.example.com/${feed}/${i}</link><guid>bench-${feed}-${i}</guid><pubDate>${date}</pubDate>
<category>${game}</category><description><![CDATA[<p>${a} won 2-1 against ${b} in the ${game} league on match day ${i}.</p>
<p>The series went the distance, and ${a} now lead the table after ${i + 3} games. <img src="/img/${i}.png"></p>
<p>Both sides return next week; ${b} face a must-win match.</p>]]></description></item>`
  }).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Bench ${feed}</title><link>https://news.example.com/</link>${items}</channel></rss>`
}

const documents = Array.from({ length: FEEDS }, (_, i) => Buffer.from(feedXml(i)))
const server = createServer((req, res) => {
  const n = Number(req.url?.match(/\/feed-(\d+)\.xml/)?.[1])
  const body = documents[n]
  if (!body) return res.writeHead(404).end()
  res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': body.length }).end(body)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

async function run(label: string, database: Database) {
  await migrateDatabase(database)
  const env = parseEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'true', LOG_LEVEL: 'silent' })
  const logger = createLogger('silent')
  await upsertFeedSources(
    database.db,
    Array.from({ length: FEEDS }, (_, i) => ({ name: `Bench ${i}`, url: `${base}/feed-${i}.xml` })),
  )
  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  let peak = rssBefore
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  const stats = await processFeeds(
    { db: database.db, ai: createAi({ env, logger, local: localEngine }), env, site: env.site, logger },
    { maxPerFeed: ITEMS },
  )
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  return {
    database: label,
    entries: stats.newArticles,
    errors: stats.errors.length,
    seconds: seconds.toFixed(2),
    'entries/s': Math.round(stats.newArticles / seconds),
    'peak RSS MB': Math.round(peak / 1024 / 1024),
    'RSS growth MB': Math.round((peak - rssBefore) / 1024 / 1024),
  }
}

const rows = []
const pglite = await openDatabase({ dataDir: 'memory://' })
rows.push(await run('PGlite', pglite))
await pglite.close()

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (pgUrl) {
  const name = `bo5_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(pgUrl)
  url.pathname = `/${name}`
  const postgres = await openDatabase({ url: url.toString(), dataDir: 'unused' })
  try {
    rows.push(await run('PostgreSQL', postgres))
  } finally {
    await postgres.close()
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`)
    await admin.end()
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL')
}
server.close()
table(rows)
