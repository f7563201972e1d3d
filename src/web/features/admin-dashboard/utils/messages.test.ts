import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client'
import { processFeedsToast, qualityPassToast } from './messages'

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
      qualityPassToast({ result: { success: true, message: 'Improved 2 of 3 articles' } }),
    ).toMatchObject({
      title: 'Quality Pass Completed',
      description: 'Improved 2 of 3 articles',
      refresh: true,
    })
    expect(qualityPassToast({ result: { success: true } }).description).toBe('Articles have been improved')
  })

  it('tells a server error from a network error', () => {
    expect(qualityPassToast({ error: new ApiError(500, 'X', 'boom') }).description).toBe('Error: boom')
    expect(qualityPassToast({ error: new TypeError('Failed to fetch') }).description).toBe(
      'Network error occurred',
    )
  })
})
