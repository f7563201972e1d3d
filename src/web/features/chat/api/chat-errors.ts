import { ApiError } from '#web/lib/api-client'

/** The server could not be reached at all (fetch itself failed): §2.14 "Not Connected". */
export class ChatConnectionError extends Error {
  override name = 'ChatConnectionError'
  constructor(options?: { cause?: unknown }) {
    super('The chat server could not be reached.', options)
  }
}

/** The stream reported an `error` event, or ended without an answer. */
export class ChatStreamError extends Error {
  override name = 'ChatStreamError'
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Statuses whose message is about the reader's own question (blank, too long, too many): shown as it is. */
const READABLE_STATUSES = new Set([400, 413, 422, 429])
const READABLE_CODES = new Set(['BAD_REQUEST', 'VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'])

interface ChatFailure {
  /** The server's own readable message for the toast, or null for §8's generic one. */
  message: string | null
  /** The server could not be reached at all. */
  offline: boolean
}

/** What a failed send tells the reader. */
export function describeChatFailure(error: unknown): ChatFailure {
  if (error instanceof ChatConnectionError) return { message: null, offline: true }
  if (error instanceof ApiError && READABLE_STATUSES.has(error.status)) {
    // A validation error names the field; its own message ("Questions can be at most ...") reads better.
    const fieldMessage = error.fields?.message?.[0]
    return { message: fieldMessage || error.message || null, offline: false }
  }
  if (error instanceof ChatStreamError && READABLE_CODES.has(error.code)) {
    return { message: error.message || null, offline: false }
  }
  return { message: null, offline: false }
}
