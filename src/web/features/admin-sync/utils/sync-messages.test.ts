import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client'
import { finishedRunToast, listedErrors, startFailedToast } from './sync-messages'

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
      text: 'Synced 12 teams and 60 players',
    })
  })

  it('says "Sync failed: {message}" for a failed run', () => {
    expect(
      finishedRunToast({
        status: 'done',
        stage: null,
        result: { ...result, success: false, message: 'No token' },
      }),
    ).toEqual({ kind: 'error', text: 'Sync failed: No token' })
    expect(finishedRunToast({ status: 'failed', stage: 'PandaScore unreachable', result: null }).text).toBe(
      'Sync failed: PandaScore unreachable',
    )
  })

  it('tells a refused start from a network failure', () => {
    expect(startFailedToast(new ApiError(503, 'UNAVAILABLE', 'Try later')).text).toBe(
      'Sync failed: Try later',
    )
    expect(startFailedToast(new TypeError('Failed to fetch')).text).toBe('Sync failed. Please try again.')
  })
})
