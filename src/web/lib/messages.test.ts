import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import {
  bulkDeleteQuestion,
  bulkDeleteReport,
  bulkTeamDeleteQuestion,
  contentAnalysisToast,
  deleteQuestion,
  finishedRunToast,
  listedErrors,
  processFeedsToast,
  qualityPassToast,
  startFailedToast,
  teamDeleteQuestion,
} from './messages'

describe('§8 article texts', () => {
  it('asks before deleting, saying the articles go to the trash for 30 days', () => {
    expect(bulkDeleteQuestion(3)).toBe(
      'Are you sure you want to delete 3 selected article(s)? They go to the trash, where an admin can restore them for 30 days.',
    )
    expect(deleteQuestion('Big news')).toBe(
      'Are you sure you want to delete "Big news"? It goes to the trash, where an admin can restore it for 30 days.',
    )
  })

  it('reports a bulk delete as "Deleted {deleted} of {requested} articles", with the reason when short', () => {
    expect(
      bulkDeleteReport({
        success: true,
        message: '2 article(s) deleted successfully',
        deletedCount: 2,
        requestedCount: 2,
      }),
    ).toEqual({ title: 'Deleted 2 of 2 articles' })
    expect(
      bulkDeleteReport({
        success: true,
        message: '1 article(s) deleted successfully, 1 not deleted (not found or insufficient permissions)',
        deletedCount: 1,
        requestedCount: 2,
      }),
    ).toEqual({
      title: 'Deleted 1 of 2 articles',
      description: '1 article(s) deleted successfully, 1 not deleted (not found or insufficient permissions)',
    })
  })
})

describe('§8 team confirmations', () => {
  it('says the teams go to the trash for 30 days, and adds the players-and-matches note', () => {
    expect(teamDeleteQuestion('G2')).toBe(
      'Are you sure you want to delete "G2"? It goes to the trash, where an admin can restore it for 30 days. This will also delete all associated players and matches.',
    )
    expect(bulkTeamDeleteQuestion(2)).toBe(
      'Are you sure you want to delete 2 selected team(s)? They go to the trash, where an admin can restore them for 30 days. This will also delete all associated players and matches.',
    )
  })
})

const stats = {
  newArticles: 4,
  totalArticles: 9,
  successfulFeeds: 2,
  totalFeeds: 3,
  failedFeeds: 1,
  errors: ['x'],
}
const all = { singleFeed: false, debug: false }
const single = { singleFeed: true, debug: false }

describe('processFeedsToast (§8)', () => {
  it('reports the stats of a waited run, for one feed or all', () => {
    expect(processFeedsToast({ result: { success: true, stats } }, { ...all, debug: true })).toEqual({
      kind: 'success',
      title: 'Feed Processing Completed',
      description: 'Processed 4/9 articles from 2/3 feeds.',
    })
    expect(processFeedsToast({ result: { success: true, stats } }, single).description).toBe(
      'Processed 4/9 articles from the selected feed.',
    )
  })

  it('says a background run started, or that a debug run without stats completed', () => {
    expect(processFeedsToast({ result: { success: true, jobId: 'j' } }, all)).toMatchObject({
      title: 'Processing Started',
      description: 'Feed processing is running in the background. This may take a few minutes.',
    })
    expect(processFeedsToast({ result: { success: true } }, single).description).toBe(
      'Single feed processing is running in the background.',
    )
    expect(
      processFeedsToast({ result: { success: true } }, { singleFeed: false, debug: true }),
    ).toMatchObject({
      title: 'Feed Processing Completed',
      description: 'Feed processing completed. Check the stats below for details.',
    })
  })

  it('shows the server message of a refusal, and a connection hint for a network failure', () => {
    expect(processFeedsToast({ error: new ApiError(500, 'X', 'Queue down') }, all)).toMatchObject({
      title: 'Error',
      description: 'Queue down',
    })
    expect(processFeedsToast({ error: new ApiError(500, 'X', '') }, all).description).toBe(
      'Failed to start feed processing. Please try again.',
    )
    expect(processFeedsToast({ error: new TypeError('Failed to fetch') }, all).description).toBe(
      'Failed to start feed processing. Please check your connection and try again.',
    )
  })
})

describe('qualityPassToast (§8)', () => {
  const diagnostics = { hasOpenAI: false, keyPrefix: '', keyLength: 0, envKeys: [] }

  it('shows the diagnostics when the AI key is missing', () => {
    const toast = qualityPassToast({
      result: { success: false, code: 'MISSING_OPENAI_KEY', diagnostics, message: 'no key' },
    })
    expect(toast).toMatchObject({ title: 'OpenAI key not configured', showDiagnostics: true })
  })

  it('reports success with the server message or the default, and refreshes', () => {
    expect(
      qualityPassToast({ result: { success: true, diagnostics, message: 'Improved 2 of 3 articles' } }),
    ).toMatchObject({
      title: 'Quality Pass Completed',
      description: 'Improved 2 of 3 articles',
      refresh: true,
    })
    expect(qualityPassToast({ result: { success: true, diagnostics, message: '' } }).description).toBe(
      'Articles have been improved',
    )
  })

  it('tells a server error from a network error', () => {
    expect(qualityPassToast({ error: new ApiError(500, 'X', 'boom') }).description).toBe('Error: boom')
    expect(qualityPassToast({ error: new TypeError('Failed to fetch') }).description).toBe(
      'Network error occurred',
    )
  })
})

describe('contentAnalysisToast (§8)', () => {
  it('reports success with the server message', () => {
    expect(
      contentAnalysisToast({
        result: { success: true, message: 'Analyzed 3 articles', processed: 3, updated: 1 },
      }),
    ).toEqual({ kind: 'success', title: 'Content Analysis Complete', description: 'Analyzed 3 articles' })
  })

  it('says Analysis Failed for a refusal, with the service message', () => {
    expect(contentAnalysisToast({ error: new ApiError(500, 'X', 'db down') })).toEqual({
      kind: 'error',
      title: 'Analysis Failed',
      description: 'Analysis error: db down',
    })
    expect(
      contentAnalysisToast({ result: { success: false, message: 'nothing', processed: 0, updated: 0 } })
        .title,
    ).toBe('Analysis Failed')
    expect(contentAnalysisToast({ error: new TypeError('Failed to fetch') }).description).toBe(
      'Network error: Failed to fetch',
    )
  })

  it('falls back to "Failed to run content analysis"', () => {
    expect(contentAnalysisToast({ error: new Error('?') })).toEqual({
      kind: 'error',
      title: 'Error',
      description: 'Failed to run content analysis',
    })
  })
})

describe('listedErrors (§8/§9)', () => {
  it('lists up to 5 errors, then "...and N more errors"', () => {
    expect(listedErrors(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null })
    const many = ['1', '2', '3', '4', '5', '6', '7']
    expect(listedErrors(many)).toEqual({ shown: ['1', '2', '3', '4', '5'], more: '...and 2 more errors' })
  })
})

describe('sync toasts (§8)', () => {
  const result = {
    success: true,
    message: 'Synced 12 teams and 60 players',
    teams: 12,
    players: 60,
    errors: [],
  }

  it('shows the server message on success', () => {
    expect(finishedRunToast({ status: 'done', stage: 'done', result })).toEqual({
      kind: 'success',
      title: 'Synced 12 teams and 60 players',
    })
  })

  it('says "Sync failed: {message}" for a failed run', () => {
    expect(
      finishedRunToast({
        status: 'done',
        stage: '',
        result: { ...result, success: false, message: 'No token' },
      }),
    ).toEqual({ kind: 'error', title: 'Sync failed: No token' })
    expect(finishedRunToast({ status: 'failed', stage: 'PandaScore unreachable', result: null }).title).toBe(
      'Sync failed: PandaScore unreachable',
    )
  })

  it('tells a refused start from a network failure', () => {
    expect(startFailedToast(new ApiError(503, 'UNAVAILABLE', 'Try later')).title).toBe(
      'Sync failed: Try later',
    )
    expect(startFailedToast(new TypeError('Failed to fetch')).title).toBe('Sync failed. Please try again.')
  })
})
