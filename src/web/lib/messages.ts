import { TRASH_RETENTION_DAYS } from '#shared/domain/trash'
import type { BulkDeleteResult } from '#shared/schemas/admin'
import type {
  ContentAnalysisResult,
  ProcessFeedsResult,
  QualityPassResult,
} from '#shared/schemas/admin-feeds'
import type { SyncRun } from '#shared/schemas/esports'
import { ApiError } from './api-client'
import { toast } from './toast'

// The web's user-facing messages of spec §8, one section per side of the site. Messages the server also
// sends (they carry numbers or names) are built once in src/shared/domain and re-exported here.

export { teamsDeletedMessage, userCreatedMessage } from '#shared/domain/admin-messages'
export { duplicatesCleanedMessage, duplicatesFoundMessage } from '#shared/domain/duplicates'

/** A toast: its kind, title, and an optional description. */
interface ToastContent {
  kind: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/** Raises a toast built by one of the functions below. */
export function showToast({ kind, title, description }: ToastContent): void {
  const show = kind === 'success' ? toast.success : kind === 'error' ? toast.error : toast.info
  show(title, { description })
}

// ---------------------------------------------------------------------------------------------------------
// Public pages (§8 "Public screens").

export const publicMessages = {
  teamsLoadFailed: 'Failed to load teams. Please try again.',
  playersLoadFailed: 'Failed to load players. Please try again.',
  teamNotFound: { title: 'Team not found', description: 'The requested team could not be found.' },
  teamLoadFailed: 'Failed to load team details. Please try again.',
  playerNotFound: { title: 'Player not found', description: 'The requested player could not be found.' },
  playerLoadFailed: 'Failed to load player details. Please try again.',
  gameNotFound: 'Game not found',
  articleNotFound: {
    title: 'Article not found',
    description: "The article you're looking for doesn't exist.",
  },
  chatErrorTitle: 'Chat Error',
  chatFailed: (brand: string) => `Failed to get response from ${brand}. Please try again.`,
  chatFailureReply: "Sorry, I'm having trouble connecting right now. Please try again.",
  chatEmptyReply: "Sorry, I couldn't process that request.",
  chatNotConnected: 'Not Connected',
} as const

/** Issue #14: the matches, match, events and event pages, in §8's wording and tone. */
export const matchMessages = {
  noLive: 'No live matches right now.',
  noUpcoming: 'No upcoming matches scheduled yet.',
  noResults: 'No results yet.',
  noMoreResults: "That's every result we have.",
  matchesLoadFailed: 'Failed to load matches. Please try again.',
  moreResultsFailed: 'Failed to load more results. Please try again.',
  matchLoadFailed: 'Failed to load match details. Please try again.',
  matchNotFound: { title: 'Match not found', description: 'The requested match could not be found.' },
  eventsLoadFailed: 'Failed to load events. Please try again.',
  noOngoingEvents: 'No events running right now.',
  noUpcomingEvents: 'No upcoming events announced yet.',
  noPastEvents: 'No past events yet.',
  eventLoadFailed: 'Failed to load event details. Please try again.',
  eventNotFound: { title: 'Event not found', description: 'The requested event could not be found.' },
  aiNote: 'Written by AI from our match data',
} as const

/** Issue #18: following teams and players in this browser, /following and the match alerts. */
export const followMessages = {
  limitReached: (kind: 'teams' | 'players', limit: number) => ({
    title: `You follow ${limit} ${kind}`,
    description: `That is the most this browser keeps. Unfollow one to follow another.`,
  }),
  followingLoadFailed: 'Failed to load what you follow. Please try again.',
  nothingFollowed: "You're not following anyone yet",
  nothingFollowedHint:
    'Follow teams and players from their pages: their matches, results and news gather here. Nothing leaves this browser, and no account is needed.',
  noLive: 'None of your teams is playing right now.',
  noUpcoming: 'No upcoming matches for your teams yet.',
  noResults: 'No results for your teams yet.',
  noNews: 'No stories about them yet.',
  /** A followed team's match started (issue #18 item 4). */
  matchLive: (teams: string) => ({ title: `Live now: ${teams}`, description: 'The match has started.' }),
  /** A followed team's match ended: the score only when spoiler-free mode is off. */
  matchEnded: (teams: string, score: string | null) => ({
    title: `Match over: ${teams}`,
    description: score ?? 'The match has ended. The score is hidden in spoiler-free mode.',
  }),
}

/** Transfers and roster history (issue #18). */
export const transferMessages = {
  noTransfers: 'No roster changes seen yet.',
  noTransfersFiltered: 'No roster changes match these filters.',
  noMoreTransfers: "That's every roster change we have.",
  transfersLoadFailed: 'Failed to load roster changes. Please try again.',
  moreTransfersFailed: 'Failed to load more roster changes. Please try again.',
  noRosterHistory: 'No roster changes seen for this team yet.',
  noTeamHistory: 'No team changes seen for this player yet.',
  howSeen: 'Seen by comparing team rosters between data updates; dates are when a change was seen (UTC).',
} as const

// ---------------------------------------------------------------------------------------------------------
// Admin screens (§2.17–2.24, §8).

/** §8 admin toasts and notes with fixed wording. */
export const adminMessages = {
  articleNotFound: 'Article not found',
  articleLoadFailed: 'Failed to load article',
  articleUpdated: 'Article updated successfully',
  articleUpdateFailed: 'Failed to update article',
  articlesLoadFailed: 'Failed to load articles',
  storyDraftsLoadFailed: 'Failed to load drafts',
  noStoryDrafts: 'No drafts waiting for review.',
  storyDraftsNote:
    'Written from our data when a sync sees a player move between teams. Drafts are never published by themselves.',
  articlesDeleteFailed: 'Failed to delete articles',
  articleDeleted: 'Article deleted successfully',
  articleDeleteFailed: 'Failed to delete article',
  articleAlreadyDeleted: 'Article not found or already deleted',
  articleRefreshing: 'Processing',
  articleRefreshed: 'Article content refreshed successfully',
  articleRefreshFailed: 'Failed to refresh article content',
  duplicatesFound: 'Duplicates Found',
  duplicatesFindFailed: 'Failed to find duplicate articles',
  duplicatesCleaned: 'Cleanup Complete',
  duplicatesCleanupFailed: 'Failed to cleanup duplicate articles',
  teamsLoadFailed: 'Failed to load teams',
  teamsDeleteFailed: 'Failed to delete teams',
  teamDeleted: 'Team deleted successfully',
  teamDeleteFailed: 'Failed to delete team',
  faqRefreshed: 'FAQ refreshed successfully',
  faqRefreshFailed: 'Failed to refresh FAQ',
  usersLoadFailed: 'Failed to fetch users',
  userCreateFailed: 'Failed to create user',
  userRoleUpdated: 'User role updated successfully',
  userRoleUpdateFailed: 'Failed to update user role',
  userDeleted: 'User deleted successfully',
  userDeleteFailed: 'Failed to delete user',
  error: 'Error',
  feedDataLoadFailed: 'Failed to fetch feed data.',
  feedSourceResumed: 'Feed source resumed',
  feedSourcePaused: 'Feed source paused',
  feedSourceUpdateFailed: 'Failed to update feed source',
  feedSourceDeleted: 'Feed source deleted',
  feedSourceDeleteFailed: 'Failed to delete feed source',
  feedSourceAdded: 'Feed source added',
  feedSourceUpdated: 'Feed source updated',
  feedSourceSaveFailed: 'Failed to save feed source',
  syncFailed: 'Sync failed. Please try again.',
  articleRestored: 'Article restored',
  articleRestoreFailed: 'Failed to restore article',
  teamRestored: 'Team restored',
  teamRestoreFailed: 'Failed to restore team',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out',
  signInError: 'Sign In Error',
  signInFailed: 'Failed to sign in',
} as const

/**
 * §8 Confirmations end article and team deletes with "This action cannot be undone.", but such a delete goes to
 * the trash and can be undone: the confirmation says so instead.
 */
const TRASH_NOTE = `It goes to the trash, where an admin can restore it for ${TRASH_RETENTION_DAYS} days.`
const BULK_TRASH_NOTE = `They go to the trash, where an admin can restore them for ${TRASH_RETENTION_DAYS} days.`

/** §8 Confirmations, saying where a deleted article goes. */
export function bulkDeleteQuestion(count: number): string {
  return `Are you sure you want to delete ${count} selected article(s)? ${BULK_TRASH_NOTE}`
}

export function deleteQuestion(title: string): string {
  return `Are you sure you want to delete "${title}"? ${TRASH_NOTE}`
}

/**
 * ARCHITECTURE "Choices": bulk delete reports "Deleted {deleted} of {requested} articles", plus the server's
 * reason when some were not deleted.
 */
export function bulkDeleteReport(result: BulkDeleteResult): { title: string; description?: string } {
  const title = `Deleted ${result.deletedCount} of ${result.requestedCount} articles`
  return result.deletedCount < result.requestedCount ? { title, description: result.message } : { title }
}

const TEAM_DELETE_NOTE = 'This will also delete all associated players and matches.'

/** §8 Confirmations: team deletes add the players-and-matches note, and say where the team goes. */
export function teamDeleteQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? ${TRASH_NOTE} ${TEAM_DELETE_NOTE}`
}

export function bulkTeamDeleteQuestion(count: number): string {
  return `Are you sure you want to delete ${count} selected team(s)? ${BULK_TRASH_NOTE} ${TEAM_DELETE_NOTE}`
}

/** §8 "[AI provider] key not configured": the code is MISSING_ + the provider's name + _KEY. */
const MISSING_AI_KEY_CODE = 'MISSING_OPENAI_KEY'

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

/** §8 Content analysis toasts. */
export function contentAnalysisToast(
  outcome: { result: ContentAnalysisResult } | { error: unknown },
): ToastContent {
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

/** §9: errors listed: 5. */
const SHOWN_ERRORS = 5

/** §8: up to 5 errors are listed, then "...and N more errors". */
export function listedErrors(errors: readonly string[]): { shown: string[]; more: string | null } {
  const shown = errors.slice(0, SHOWN_ERRORS)
  const rest = errors.length - shown.length
  return { shown, more: rest > 0 ? `...and ${rest} more errors` : null }
}

/** §8 Sync: the server message on success, "Sync failed: {message}" on failure. */
export function finishedRunToast(run: Pick<SyncRun, 'status' | 'result' | 'stage'>): ToastContent {
  const result = run.result
  if (run.status === 'done' && result?.success) return { kind: 'success', title: result.message }
  const message = result?.message || run.stage || 'Unknown error occurred'
  return { kind: 'error', title: `Sync failed: ${message}` }
}

/** §8: a refused start shows the server's message; anything else (network) "Sync failed. Please try again." */
export function startFailedToast(error: unknown): ToastContent {
  if (error instanceof ApiError && error.message)
    return { kind: 'error', title: `Sync failed: ${error.message}` }
  return { kind: 'error', title: adminMessages.syncFailed }
}
