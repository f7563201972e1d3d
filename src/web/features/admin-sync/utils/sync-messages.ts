import { ApiError } from '#web/lib/api-client'
import type { SyncRun } from '../api/sync'

/** §9: errors listed: 5. */
export const SHOWN_ERRORS = 5

/** §8: up to 5 errors are listed, then "...and N more errors". */
export function listedErrors(errors: readonly string[]): { shown: string[]; more: string | null } {
  const shown = errors.slice(0, SHOWN_ERRORS)
  const rest = errors.length - shown.length
  return { shown, more: rest > 0 ? `...and ${rest} more errors` : null }
}

export interface SyncToast {
  kind: 'success' | 'error'
  text: string
}

/** §8 Sync: the server message on success, "Sync failed: {message}" on failure. */
export function finishedRunToast(run: Pick<SyncRun, 'status' | 'result' | 'stage'>): SyncToast {
  const result = run.result
  if (run.status === 'done' && result?.success) return { kind: 'success', text: result.message }
  const message = result?.message || run.stage || 'Unknown error occurred'
  return { kind: 'error', text: `Sync failed: ${message}` }
}

/** §8: a refused start shows the server's message; anything else (network) "Sync failed. Please try again." */
export function startFailedToast(error: unknown): SyncToast {
  if (error instanceof ApiError && error.message)
    return { kind: 'error', text: `Sync failed: ${error.message}` }
  return { kind: 'error', text: 'Sync failed. Please try again.' }
}
