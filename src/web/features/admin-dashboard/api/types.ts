import type { AdminDashboard, FeedSource, FeedSourceCheckResult } from '#shared/schemas/admin'

// The dashboard's slice of the admin API contract (§3 Feed source, Feed processing stats, Quality pass
// diagnostics).

export type { AdminDashboard }
export type FeedSourceRow = FeedSource
export type FeedCheck = FeedSourceCheckResult

export interface FeedProcessingStats {
  newArticles: number
  totalArticles: number
  successfulFeeds: number
  totalFeeds: number
  failedFeeds: number
  errors: string[]
}

/** Waiting run: stats; background run (202): a job id and a message. */
export interface ProcessFeedsResult {
  success: boolean
  stats?: FeedProcessingStats
  jobId?: string
  message?: string
}

export interface QualityPassDiagnostics {
  hasOpenAI: boolean
  keyPrefix: string
  keyLength: number
  envKeys: string[]
}

export interface QualityPassResult {
  success: boolean
  code?: string
  diagnostics?: QualityPassDiagnostics
  message?: string
}
