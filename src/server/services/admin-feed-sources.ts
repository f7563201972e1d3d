import {
  ADMIN_ARTICLE_COUNT_CAP,
  type AdminDashboard,
  type FeedSource,
  type FeedSourceCheckResult,
  type FeedSourceCreateBody,
  type FeedSourceUpdateBody,
} from '#shared/schemas/admin'
import type { GameSlug } from '#shared/domain/games'
import type { Db } from '../db/client'
import type { ServiceDeps } from '../deps'
import { AppError } from '../errors'
import { parseFeed } from '../ingest/parse'
import { FeedParseError } from '../ingest/parse-common'
import { defaultUserAgent, HttpError, httpGet } from '../providers/http'
import { countArticlesUpTo } from '../storage/articles'
import {
  countActiveFeedSources,
  createFeedSource,
  deleteFeedSource,
  type FeedSourceRow,
  feedSourceUrlExists,
  listFeedSources,
  updateFeedSource,
} from '../storage/feed-sources'
import { FEED_ACCEPT } from './feeds'
import { MESSAGES } from '../messages'

type FeedAdminContext = Pick<ServiceDeps, 'db' | 'env'>

function toFeedSource(row: FeedSourceRow): FeedSource {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    game: (row.game as GameSlug | null) ?? null,
    isActive: row.isActive,
    lastFetched: row.lastFetched?.toISOString() ?? null,
    lastError: row.lastError,
  }
}

/** §2.18 dashboard stats and the feed source list. */
export async function getAdminDashboard(db: Db): Promise<Omit<AdminDashboard, 'health'>> {
  const [totalArticles, activeFeeds, feeds] = await Promise.all([
    countArticlesUpTo(db, ADMIN_ARTICLE_COUNT_CAP),
    countActiveFeedSources(db),
    listFeedSources(db),
  ])
  return { totalArticles, activeFeeds, feeds: feeds.map(toFeedSource) }
}

/**
 * Fetches a feed once through the same client and parser as ingestion (SSRF guard, timeouts, size cap), so an
 * admin learns at once whether a URL is a readable feed. A failure is 422 with the reason, on the url field.
 */
export async function checkFeedUrl(ctx: FeedAdminContext, url: string): Promise<FeedSourceCheckResult> {
  try {
    const response = await httpGet(url, {
      accept: FEED_ACCEPT,
      allowPrivateHosts: ctx.env.ALLOW_PRIVATE_FEED_HOSTS,
      userAgent: defaultUserAgent(ctx.env.site.brand, ctx.env.site.siteUrl),
    })
    const feed = parseFeed(response.body, response.url)
    return { title: feed.title, itemCount: feed.items.length }
  } catch (error) {
    if (error instanceof HttpError || error instanceof FeedParseError) {
      const message = `This feed could not be read: ${error.message}`
      throw new AppError('VALIDATION_FAILED', message, { fields: { url: [message] }, cause: error })
    }
    throw error
  }
}

/** Adds a feed source after checking it; a URL already listed is 409. */
export async function addFeedSource(ctx: FeedAdminContext, body: FeedSourceCreateBody): Promise<FeedSource> {
  const duplicate = () => new AppError('CONFLICT', `The feed ${body.url} is already listed`)
  if (await feedSourceUrlExists(ctx.db, body.url)) throw duplicate()
  await checkFeedUrl(ctx, body.url)
  const row = await createFeedSource(ctx.db, { name: body.name, url: body.url, game: body.game })
  if (!row) throw duplicate()
  return toFeedSource(row)
}

export async function changeFeedSource(db: Db, id: string, body: FeedSourceUpdateBody): Promise<FeedSource> {
  const row = await updateFeedSource(db, id, body)
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.feedSourceNotFound)
  return toFeedSource(row)
}

export async function removeFeedSource(db: Db, id: string): Promise<FeedSource> {
  const row = await deleteFeedSource(db, id)
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.feedSourceNotFound)
  return toFeedSource(row)
}
