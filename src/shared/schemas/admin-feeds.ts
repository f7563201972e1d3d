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

// ---------------------------------------------------------------------------------------------------------
// Answers of the three calls above.

/** §3 Feed processing stats. */
export const FeedProcessingStatsSchema = z.object({
  newArticles: z.number().int(),
  totalArticles: z.number().int(),
  successfulFeeds: z.number().int(),
  totalFeeds: z.number().int(),
  failedFeeds: z.number().int(),
  errors: z.array(z.string()),
})
export type FeedProcessingStats = z.infer<typeof FeedProcessingStatsSchema>

/**
 * POST /admin/process-feeds: a waiting run answers its stats; a background run (202) a job id and a message;
 * the manual trigger and the article refresh a message.
 */
export const ProcessFeedsResultSchema = z.object({
  success: z.boolean(),
  stats: FeedProcessingStatsSchema.optional(),
  jobId: z.string().nullable().optional(),
  message: z.string().optional(),
})
export type ProcessFeedsResult = z.infer<typeof ProcessFeedsResultSchema>

/** §3 Quality pass diagnostics: whether a model key is set, never the key itself. */
export const QualityPassDiagnosticsSchema = z.object({
  hasOpenAI: z.boolean(),
  keyPrefix: z.string(),
  keyLength: z.number().int(),
  envKeys: z.array(z.string()),
})
export type QualityPassDiagnostics = z.infer<typeof QualityPassDiagnosticsSchema>

/** POST /admin/quality-pass; `code` MISSING_OPENAI_KEY when no model is configured. */
export const QualityPassResultSchema = z.object({
  success: z.boolean(),
  code: z.string().optional(),
  diagnostics: QualityPassDiagnosticsSchema,
  message: z.string(),
})
export type QualityPassResult = z.infer<typeof QualityPassResultSchema>

/** §3 Content-analysis result (POST /admin/content-analysis). */
export const ContentAnalysisResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  processed: z.number().int(),
  updated: z.number().int(),
})
export type ContentAnalysisResult = z.infer<typeof ContentAnalysisResultSchema>
