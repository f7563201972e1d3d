import { Hono } from 'hono'
import { z } from 'zod'
import {
  ContentAnalysisBodySchema,
  ProcessFeedsManualSchema,
  ProcessFeedsRefreshSchema,
  ProcessFeedsRunSchema,
  processFeedsSchemaFor,
  QualityPassBodySchema,
  type ProcessFeedsResult,
} from '#shared/schemas/admin-feeds'
import type { AppEnv, RouteDeps, SignedInUser } from '#server/app-types'
import { PROCESS_FEEDS_JOB } from '#server/jobs/names'
import { analyzeContent, refreshArticle, runQualityPass } from '#server/services/article-ai'
import { recordAdminAction } from '#server/services/audit'
import { processFeeds } from '#server/services/feeds'
import { parseBody, validate } from '../../validate'
import { MESSAGES } from '#server/messages'

// §7 process-feeds, quality-pass and content-analysis, as admin API calls.
export function feedsAdminRoutes(deps: Pick<RouteDeps, 'services' | 'queue'>) {
  const ctx = deps.services
  return new Hono<AppEnv>()
    .post('/process-feeds', validate('json', z.looseObject({})), (c) =>
      processFeedsCall(deps, c.req.valid('json'), c.get('user')).then(({ body, status }) =>
        c.json(body, status),
      ),
    )
    .post('/quality-pass', validate('json', QualityPassBodySchema), async (c) => {
      const result = await runQualityPass(ctx)
      await recordAdminAction(
        ctx.db,
        c.get('user'),
        'articles.quality-pass',
        { type: 'articles' },
        {
          success: result.success,
          message: result.message,
        },
      )
      return c.json(result)
    })
    .post('/content-analysis', validate('json', ContentAnalysisBodySchema), async (c) => {
      const body = c.req.valid('json')
      const result = await analyzeContent(ctx, body)
      await recordAdminAction(
        ctx.db,
        c.get('user'),
        'articles.content-analysis',
        {
          type: 'articles',
          id: body.articleId,
        },
        { processed: result.processed, updated: result.updated },
      )
      return c.json(result)
    })
}

/**
 * POST /process-feeds answers three bodies: one article refreshed from its source, the dashboard's "Process Feeds"
 * button (every feed, three entries each), or a run of one or all feeds, waited for or queued.
 */
async function processFeedsCall(
  deps: Pick<RouteDeps, 'services' | 'queue'>,
  raw: Record<string, unknown>,
  user: SignedInUser,
): Promise<{ body: object; status: 200 | 202 }> {
  const ctx = deps.services
  const schema = processFeedsSchemaFor(raw)
  if (schema === ProcessFeedsRefreshSchema) {
    const body = parseBody(ProcessFeedsRefreshSchema, raw)
    const result = await refreshArticle(ctx, body.refreshArticleId)
    await recordAdminAction(ctx.db, user, 'article.refresh', { type: 'article', id: body.refreshArticleId })
    return { body: result, status: 200 }
  }
  if (schema === ProcessFeedsManualSchema) {
    parseBody(ProcessFeedsManualSchema, raw)
    const stats = await processFeeds(ctx, { maxPerFeed: 3 })
    await recordAdminAction(ctx.db, user, 'feeds.process', { type: 'feeds' }, { ...stats })
    const message =
      stats.failedFeeds === 0
        ? MESSAGES.feedsProcessed
        : `Processed ${stats.successfulFeeds}/${stats.totalFeeds} feeds; ${stats.failedFeeds} failed`
    return { body: { success: stats.failedFeeds === 0, message } satisfies ProcessFeedsResult, status: 200 }
  }
  const body = parseBody(ProcessFeedsRunSchema, raw)
  const target = { type: 'feeds', id: body.feedId }
  if (body.waitForCompletion) {
    const stats = await processFeeds(ctx, { feedId: body.feedId, maxPerFeed: body.maxPerFeed })
    await recordAdminAction(ctx.db, user, 'feeds.process', target, { ...stats })
    return { body: { success: true, stats } satisfies ProcessFeedsResult, status: 200 }
  }
  const jobId = await deps.queue.send(PROCESS_FEEDS_JOB, { feedId: body.feedId, maxPerFeed: body.maxPerFeed })
  await recordAdminAction(ctx.db, user, 'feeds.process.queued', target, { jobId })
  return {
    body: { success: true, jobId, message: MESSAGES.feedProcessingStarted } satisfies ProcessFeedsResult,
    status: 202,
  }
}
