import { describe, expect, it } from 'vitest'
import { ApiError, apiErrorMessage } from './api-client'

describe('apiErrorMessage', () => {
  it("gives the server's message, and nothing for an empty one or another error", () => {
    expect(apiErrorMessage(new ApiError(409, 'CONFLICT', 'Slug taken'))).toBe('Slug taken')
    expect(apiErrorMessage(new ApiError(500, 'HTTP_ERROR', ''))).toBeUndefined()
    expect(apiErrorMessage(new Error('offline'))).toBeUndefined()
  })
})
