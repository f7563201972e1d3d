import type { FeedProcessingStats } from '#shared/schemas/admin-feeds'
import type { ServiceDeps } from '../deps'
import { type IngestContext, ingestFeedDocument } from '../ingest/pipeline'
import { defaultUserAgent, httpGet } from '../providers/http'
import {
  claimFeedSource,
  type FeedSourceRow,
  finishFeedRun,
  getFeedSource,
  listActiveFeedSources,
  renewFeedLeases,
} from '../storage/feed-sources'
import { keepLeaseAlive, LEASE_HOLDER, LEASE_MS } from './leases'

export type FeedRunContext = IngestContext & Pick<ServiceDeps, 'env' | 'metrics'>

export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1'

/**
 * process-feeds: every active feed (or one), fetched with conditional GET, its new entries rewritten and stored.
 * A feed that fails (network, HTTP status, malformed XML) fails alone; the others go on.
 */
export async function processFeeds(
  ctx: FeedRunContext,
  options: { feedId?: string | null; maxPerFeed: number },
): Promise<FeedProcessingStats> {
  const feeds = options.feedId
    ? [await getFeedSource(ctx.db, options.feedId)].filter((f): f is FeedSourceRow => f?.isActive === true)
    : await listActiveFeedSources(ctx.db)
  const stats: FeedProcessingStats = {
    newArticles: 0,
    totalArticles: 0,
    successfulFeeds: 0,
    totalFeeds: feeds.length,
    failedFeeds: 0,
    errors: [],
  }
  // The run renews its feed's lease while it is alive; if this process dies, the lease lapses within LEASE_MS.
  const stopRenewing = keepLeaseAlive(
    () => renewFeedLeases(ctx.db, LEASE_HOLDER, LEASE_MS),
    ctx.logger,
    'feed run',
  )
  try {
    for (const feed of feeds) await processOneFeed(ctx, feed, options, stats)
  } finally {
    stopRenewing()
  }
  return stats
}

/** One feed of a run: claimed, fetched, ingested, released. A failure is counted and stays with this feed. */
async function processOneFeed(
  ctx: FeedRunContext,
  feed: FeedSourceRow,
  options: { maxPerFeed: number },
  stats: FeedProcessingStats,
): Promise<void> {
  if (!(await claimFeedSource(ctx.db, feed.id, LEASE_HOLDER, LEASE_MS))) {
    stats.errors.push(`${feed.name}: skipped, another run is processing this feed`)
    return
  }
  const fetchedAt = ctx.now?.() ?? new Date()
  try {
    const response = await httpGet(feed.url, {
      accept: FEED_ACCEPT,
      etag: feed.etag,
      lastModified: feed.lastModified,
      allowPrivateHosts: ctx.env.ALLOW_PRIVATE_FEED_HOSTS,
      userAgent: defaultUserAgent(ctx.site.brand, ctx.site.siteUrl),
    })
    if (!response.notModified) {
      const result = await ingestFeedDocument(ctx, feed, response.body, response.url, options)
      stats.newArticles += result.newArticles
      stats.totalArticles += result.totalArticles
      stats.errors.push(...result.errors)
    }
    stats.successfulFeeds++
    ctx.metrics?.feedFetches.inc({ feed: feed.name, result: response.notModified ? 'not_modified' : 'ok' })
    await finishFeedRun(ctx.db, feed.id, {
      etag: response.etag ?? feed.etag,
      lastModified: response.lastModified ?? feed.lastModified,
      lastError: null,
      fetchedAt,
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    ctx.logger.warn({ feed: feed.name, err: error }, 'feed failed')
    stats.failedFeeds++
    ctx.metrics?.feedFetches.inc({ feed: feed.name, result: 'failed' })
    stats.errors.push(`${feed.name}: ${message}`)
    await finishFeedRun(ctx.db, feed.id, { lastError: message, fetchedAt })
  }
}
