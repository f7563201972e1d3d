import { z } from 'zod'

// §7 process-feeds bodies: the dashboard's run, the manual trigger, and the article refresh.
export const ProcessFeedsRunSchema = z.object({
  maxPerFeed: z.number().int().min(1).max(50).default(3),
  waitForCompletion: z.boolean().default(false),
  feedId: z.uuid({ message: 'feedId must be a feed source id' }).nullable().default(null),
})

export const ProcessFeedsManualSchema = z.object({ trigger: z.literal('manual') })

export const ProcessFeedsRefreshSchema = z.object({
  refreshArticleId: z.string().min(1).max(200),
  originalUrl: z.string().max(2000).optional(),
  waitForCompletion: z.literal(true).default(true),
})

/** Which of the three bodies a process-feeds call is, told by its keys. */
export function processFeedsSchemaFor(body: unknown) {
  if (body && typeof body === 'object' && 'refreshArticleId' in body) return ProcessFeedsRefreshSchema
  if (body && typeof body === 'object' && 'trigger' in body) return ProcessFeedsManualSchema
  return ProcessFeedsRunSchema
}

export const QualityPassBodySchema = z.object({ trigger: z.literal('manual').default('manual') })

export const ContentAnalysisBodySchema = z.object({
  analyzeAll: z.boolean().default(true),
  articleId: z.string().min(1).max(200).optional(),
})
