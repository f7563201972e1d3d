import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client'
import { ChatConnectionError, ChatStreamError, describeChatFailure } from './chat-errors'

describe('describeChatFailure', () => {
  it('reports an unreachable server as offline, with the generic message', () => {
    expect(describeChatFailure(new ChatConnectionError())).toEqual({ message: null, offline: true })
  })

  it("shows the server's own message for a refused question (400, 422, 429)", () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many questions. Try again in a minute.')
    expect(describeChatFailure(limited)).toEqual({
      message: 'Too many questions. Try again in a minute.',
      offline: false,
    })
    expect(describeChatFailure(new ApiError(400, 'BAD_REQUEST', 'Type a question first.')).message).toBe(
      'Type a question first.',
    )
    const invalid = new ApiError(422, 'VALIDATION_FAILED', 'Invalid request body: message: too long', {
      message: ['Questions can be at most 2000 characters long.'],
    })
    expect(describeChatFailure(invalid).message).toBe('Questions can be at most 2000 characters long.')
  })

  it('keeps server faults generic', () => {
    expect(describeChatFailure(new ApiError(500, 'INTERNAL', 'boom'))).toEqual({
      message: null,
      offline: false,
    })
    expect(describeChatFailure(new ApiError(502, 'UPSTREAM_FAILED', 'provider down')).message).toBeNull()
    expect(describeChatFailure(new Error('anything')).message).toBeNull()
  })

  it("shows a stream error's message only when it is about the question", () => {
    expect(describeChatFailure(new ChatStreamError('RATE_LIMITED', 'Slow down a little.')).message).toBe(
      'Slow down a little.',
    )
    expect(
      describeChatFailure(new ChatStreamError('UPSTREAM_FAILED', 'The model failed.')).message,
    ).toBeNull()
  })
})
