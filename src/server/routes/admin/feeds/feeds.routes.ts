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
import type { AppDeps, AppEnv } from '#server/app-types'
import { PROCESS_FEEDS_JOB } from '#server/jobs/names'
import { analyzeContent, refreshArticle, runQualityPass } from '#server/services/article-ai'
import { recordAdminAction } from '#server/services/audit'
import { processFeeds } from '#server/services/feeds'
import { parseBody, validate } from '../../validate'

// §7 process-feeds, quality-pass and content-analysis, as admin API calls.
export function feedsAdminRoutes(deps: AppDeps) {
  const ctx = {
    db: deps.database.db,
    ai: deps.ai,
    env: deps.env,
    site: deps.env.site,
    logger: deps.logger,
  }
  return new Hono<AppEnv>()
    .post('/process-feeds', validate('json', z.looseObject({})), async (c) => {
      const raw = c.req.valid('json')
      const schema = processFeedsSchemaFor(raw)
      const user = c.get('user')
      if (schema === ProcessFeedsRefreshSchema) {
        const body = parseBody(ProcessFeedsRefreshSchema, raw)
        const result = await refreshArticle(ctx, body.refreshArticleId)
        await recordAdminAction(ctx.db, user, 'article.refresh', {
          type: 'article',
          id: body.refreshArticleId,
        })
        return c.json(result)
      }
      if (schema === ProcessFeedsManualSchema) {
        parseBody(ProcessFeedsManualSchema, raw)
        const stats = await processFeeds(ctx, { maxPerFeed: 3 })
        await recordAdminAction(ctx.db, user, 'feeds.process', { type: 'feeds' }, { ...stats })
        return c.json({
          success: stats.failedFeeds === 0,
          message:
            stats.failedFeeds === 0
              ? 'Feeds processed successfully'
              : `Processed ${stats.successfulFeeds}/${stats.totalFeeds} feeds; ${stats.failedFeeds} failed`,
        } satisfies ProcessFeedsResult)
      }
      const body = parseBody(ProcessFeedsRunSchema, raw)
      if (body.waitForCompletion) {
        const stats = await processFeeds(ctx, { feedId: body.feedId, maxPerFeed: body.maxPerFeed })
        await recordAdminAction(
          ctx.db,
          user,
          'feeds.process',
          { type: 'feeds', id: body.feedId },
          { ...stats },
        )
        return c.json({ success: true, stats } satisfies ProcessFeedsResult)
      }
      const jobId = await deps.queue.send(PROCESS_FEEDS_JOB, {
        feedId: body.feedId,
        maxPerFeed: body.maxPerFeed,
      })
      await recordAdminAction(
        ctx.db,
        user,
        'feeds.process.queued',
        { type: 'feeds', id: body.feedId },
        { jobId },
      )
      return c.json(
        { success: true, jobId, message: 'Feed processing started' } satisfies ProcessFeedsResult,
        202,
      )
    })
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
