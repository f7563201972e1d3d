import { ApiError } from '#web/lib/api-client'
import type { ContentAnalysisResult } from '../api/run-content-analysis'

export interface AnalysisToast {
  kind: 'success' | 'error'
  title: string
  description?: string
}

/** §8 Content analysis toasts. */
export function contentAnalysisToast(
  outcome: { result: ContentAnalysisResult } | { error: unknown },
): AnalysisToast {
  if ('error' in outcome) {
    if (outcome.error instanceof ApiError) {
      return {
        kind: 'error',
        title: 'Analysis Failed',
        description: `Analysis error: ${outcome.error.message}`,
      }
    }
    if (outcome.error instanceof TypeError) {
      return {
        kind: 'error',
        title: 'Analysis Failed',
        description: `Network error: ${outcome.error.message}`,
      }
    }
    return { kind: 'error', title: 'Error', description: 'Failed to run content analysis' }
  }
  if (!outcome.result.success) {
    return { kind: 'error', title: 'Analysis Failed', description: outcome.result.message }
  }
  return { kind: 'success', title: 'Content Analysis Complete', description: outcome.result.message }
}
