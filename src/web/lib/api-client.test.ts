import { describe, expect, it, vi } from 'vitest'
import { ApiError, apiErrorMessage, apiRequest, configureApiFetch } from './api-client'

describe('apiErrorMessage', () => {
  it("gives the server's message, and nothing for an empty one or another error", () => {
    expect(apiErrorMessage(new ApiError(409, 'CONFLICT', 'Slug taken'))).toBe('Slug taken')
    expect(apiErrorMessage(new ApiError(500, 'HTTP_ERROR', ''))).toBeUndefined()
    expect(apiErrorMessage(new Error('offline'))).toBeUndefined()
  })
})

describe('apiRequest: the answer checked against its shared schema (development and tests)', () => {
  const answering = (body: unknown) => () =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))

  it('passes an answer that matches the named schema', async () => {
    configureApiFetch(answering({ queued: true }))
    await expect(
      apiRequest('/api/teams/t/auto-sync', { method: 'POST', answer: 'TeamAutoSyncResultSchema' }),
    ).resolves.toEqual({ queued: true })
  })

  it('throws, naming the path, when the server drifts from the schema', async () => {
    configureApiFetch(answering({ queued: 'yes' }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      apiRequest('/api/teams/t/auto-sync', { method: 'POST', answer: 'TeamAutoSyncResultSchema' }),
    ).rejects.toThrow(/\/api\/teams\/t\/auto-sync does not match TeamAutoSyncResultSchema/)
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('/api/teams/t/auto-sync'),
      expect.arrayContaining([expect.objectContaining({ path: ['queued'] })]),
    )
    error.mockRestore()
  })
})
