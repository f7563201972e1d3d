import { ApiError } from '#web/lib/api-client'
import type { ProcessFeedsResult, QualityPassResult } from '../api/types'

export interface ToastContent {
  kind: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/** §8 "[AI provider] key not configured": the code is MISSING_ + the provider's name + _KEY. */
export const MISSING_AI_KEY_CODE = 'MISSING_OPENAI_KEY'

/** §8 Process feeds, dashboard: the toast for a run's outcome. */
export function processFeedsToast(
  outcome: { result: ProcessFeedsResult } | { error: unknown },
  { singleFeed, debug }: { singleFeed: boolean; debug: boolean },
): ToastContent {
  if ('error' in outcome) {
    if (outcome.error instanceof ApiError) {
      return {
        kind: 'error',
        title: 'Error',
        description: outcome.error.message || 'Failed to start feed processing. Please try again.',
      }
    }
    return {
      kind: 'error',
      title: 'Error',
      description: 'Failed to start feed processing. Please check your connection and try again.',
    }
  }
  const { result } = outcome
  if (!result.success) {
    return {
      kind: 'error',
      title: 'Error',
      description: result.message || 'Failed to start feed processing. Please try again.',
    }
  }
  const stats = result.stats
  if (stats) {
    return {
      kind: 'success',
      title: 'Feed Processing Completed',
      description: singleFeed
        ? `Processed ${stats.newArticles}/${stats.totalArticles} articles from the selected feed.`
        : `Processed ${stats.newArticles}/${stats.totalArticles} articles from ${stats.successfulFeeds}/${stats.totalFeeds} feeds.`,
    }
  }
  if (debug) {
    return {
      kind: 'success',
      title: 'Feed Processing Completed',
      description: 'Feed processing completed. Check the stats below for details.',
    }
  }
  return {
    kind: 'info',
    title: 'Processing Started',
    description: singleFeed
      ? 'Single feed processing is running in the background.'
      : 'Feed processing is running in the background. This may take a few minutes.',
  }
}

/** §8 Quality pass: the toast for the outcome, and whether the diagnostics card is shown. */
export function qualityPassToast(
  outcome: { result: QualityPassResult } | { error: unknown },
): ToastContent & {
  showDiagnostics: boolean
  refresh: boolean
} {
  if ('error' in outcome) {
    return {
      kind: 'error',
      title: 'Quality Pass Failed',
      description:
        outcome.error instanceof ApiError ? `Error: ${outcome.error.message}` : 'Network error occurred',
      showDiagnostics: false,
      refresh: false,
    }
  }
  const { result } = outcome
  if (!result.success && result.code === MISSING_AI_KEY_CODE) {
    return {
      kind: 'error',
      title: 'OpenAI key not configured',
      description: "Set OPENAI_API_KEY in the server's settings, restart it, and run the quality pass again.",
      showDiagnostics: true,
      refresh: false,
    }
  }
  if (!result.success) {
    return {
      kind: 'error',
      title: 'Quality Pass Failed',
      description: `Error: ${result.message ?? 'Unknown error occurred'}`,
      showDiagnostics: Boolean(result.diagnostics),
      refresh: false,
    }
  }
  return {
    kind: 'success',
    title: 'Quality Pass Completed',
    description: result.message || 'Articles have been improved',
    showDiagnostics: false,
    refresh: true,
  }
}
