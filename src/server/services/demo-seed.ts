import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { GAME_SLUGS } from '#shared/domain/games'
import type { SiteConfig } from '#shared/site'
import type { Ai } from '../ai/ai'
import { localEngine } from '../ai/local/engine'
import type { Db } from '../db/client'
import { ingestFeedDocument } from '../ingest/pipeline'
import type { Logger } from '../logger'
import { loadBundledPandaScore } from '../providers/pandascore/bundled'
import { getAppState, setAppState } from '../storage/app-state'
import { recountArticleTags } from '../storage/article-tags'
import { countArticles } from '../storage/articles'
import { countEsportsRows, upsertEsportsRows } from '../storage/esports'
import { finishFeedRun, upsertFeedSources } from '../storage/feed-sources'
import { fromRoot } from '../root'
import { seedDemoRosterHistory } from './demo-roster-history'
import { seedDemoLiveMatches } from './live-poll'

const FIXTURES_DIR = fromRoot('fixtures')

/** The sample feeds were written relative to this instant; dates shift so the demo always looks current. */
const FEEDS_ANCHOR = Date.parse('2026-11-15T12:00:00Z')

const SourcesSchema = z.array(
  z.object({
    name: z.string(),
    game: z.enum(GAME_SLUGS).nullable(),
    file: z.string(),
    url: z.url(),
  }),
)

interface SeedResult {
  articles: number
  feedSources: number
  teams: number
  players: number
  matches: number
}

/** app_state's record of the seed: "started" once it begins on an empty database, "done" when it finished. */
const DEMO_SEED_STATE = 'demo-seed'

/**
 * The demo data set, loaded into an empty database: sample feeds (our own text) and the bundled esports data.
 * Returns null when the seed already finished, or when the database had content before any seed began.
 *
 * Resumable (decision 017): a first start killed mid-seed finishes it on the next start. The seed marks itself
 * "started" before it writes anything and "done" after the last step, and every step is idempotent (feed
 * sources by URL, articles through the ingestion ledger, each with its ledger entry in one transaction, esports
 * rows by upsert), so running it again over a partial seed adds exactly what is missing.
 */
export async function seedDemoData(
  db: Db,
  options: { site: SiteConfig; logger: Logger; ai: Ai; now?: Date; fixturesDir?: string },
): Promise<SeedResult | null> {
  const now = options.now ?? new Date()
  const dir = options.fixturesDir ?? FIXTURES_DIR
  const state = await getAppState(db, DEMO_SEED_STATE)
  if (state === 'done') return null
  if (state === null) {
    // No seed began here: content means a database in use (or seeded before the seed kept its state).
    const [articleCount, esports] = await Promise.all([countArticles(db), countEsportsRows(db)])
    if (articleCount > 0 || esports.teams > 0) return null
    await setAppState(db, DEMO_SEED_STATE, 'started')
  } else {
    options.logger.info('the demo seed was interrupted; finishing it')
  }

  const sources = SourcesSchema.parse(JSON.parse(readFileSync(join(dir, 'feeds', 'sources.json'), 'utf8')))
  const feedRows = await upsertFeedSources(
    db,
    sources.map((s) => ({ name: s.name, url: s.url, game: s.game })),
  )
  const ctx = { db, ai: options.ai, site: options.site, logger: options.logger, now: () => now }
  let articles = 0
  for (const source of sources) {
    const feed = feedRows.find((row) => row.url === source.url)
    if (!feed) continue
    try {
      // The same pipeline as a fetched feed, from parse on.
      const result = await ingestFeedDocument(
        ctx,
        feed,
        readFileSync(join(dir, 'feeds', source.file)),
        source.url,
        {
          maxPerFeed: Number.POSITIVE_INFINITY,
          rewriteUrls: localizeDemoImages,
          shiftPublishedMs: now.getTime() - FEEDS_ANCHOR,
          // The demo's summaries come from the local engine: a first start needs no model and waits for none.
          summarize: async (text) => ({ value: await localEngine.summarizeArticle(text), engine: 'local' }),
        },
      )
      articles += result.newArticles
      for (const error of result.errors) options.logger.warn({ error }, 'demo feed entry skipped')
      await finishFeedRun(db, feed.id, { lastError: null, fetchedAt: now })
      options.logger.info({ feed: source.name, articles: result.newArticles }, 'demo feed loaded')
    } catch (error) {
      // The bundled set includes a broken feed on purpose: it fails alone, as a fetched one would.
      const message = error instanceof Error ? error.message : String(error)
      options.logger.warn({ feed: source.name, error: message }, 'demo feed skipped')
      await finishFeedRun(db, feed.id, { lastError: message, fetchedAt: now })
    }
  }

  const data = loadBundledPandaScore(join(dir, 'pandascore'), now)
  for (const error of data.errors) options.logger.warn({ error }, 'demo esports record skipped')
  // The same idempotent upserts as sync-pandascore-data, so a later sync of the bundled set changes nothing.
  await upsertEsportsRows(db, data)
  // A few past transfers, as later syncs would have recorded them (the first sync records none: decision 036).
  await seedDemoRosterHistory(db, join(dir, 'pandascore'), now, data)
  // The live clock's matches (running ones included), stored as the live poller stores them.
  await seedDemoLiveMatches(db, now, join(dir, 'pandascore'))
  // The ingestion recounts tags only after a run that stored something; a resumed seed may store nothing new.
  await recountArticleTags(db)
  await setAppState(db, DEMO_SEED_STATE, 'done')

  return {
    articles,
    feedSources: feedRows.length,
    teams: data.teams.length,
    players: data.players.length,
    matches: data.matches.length,
  }
}

/**
 * The sample feeds live on made-up example.* hosts; their illustrations ship with the site under /images/,
 * so the demo points at the local copies.
 */
function localizeDemoImages(text: string): string {
  return text.replace(/https?:\/\/[a-z0-9.-]*\bexample\.(?:com|org|net)(\/images\/)/gi, '$1')
}
