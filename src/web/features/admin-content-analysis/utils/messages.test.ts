import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client'
import { contentAnalysisToast } from './messages'

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
