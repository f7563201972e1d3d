import type { ChatTurn } from '#shared/domain/chat-history'
import type { ChatResponse } from '#shared/schemas/chat'
import { ApiError, type ApiErrorBody } from '#web/lib/api-client'
import { parseChatResponse, parseDeltaText } from '../utils/chat-message'
import { createSseParser, type SseEvent } from '../utils/sse-parser'
import { ChatConnectionError, ChatStreamError } from './chat-errors'
import { getChatReply } from './get-chat-reply'

const STREAM_URL = '/api/chat/stream'

interface StreamChatOptions {
  /** Each piece of the answer as it arrives. */
  onDelta: (text: string) => void
  signal?: AbortSignal
  /** The conversation's earlier turns (conversationTurns), so a follow-up can name nobody. */
  history?: readonly ChatTurn[]
}

function canReadStreams(): boolean {
  return typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined'
}

/**
 * POST /api/chat/stream: the answer as Server-Sent Events, `delta` pieces then the authoritative `done` reply,
 * or an `error`. Resolves with the `done` reply; rejects with ChatConnectionError (no answer at all), ApiError
 * (an error status) or ChatStreamError (an `error` event, or a stream that stopped short).
 */
export async function streamChatReply(message: string, options: StreamChatOptions): Promise<ChatResponse> {
  const { onDelta, signal } = options
  const history = options.history ?? []
  if (!canReadStreams()) return getChatReply(message, history, signal)

  let response: Response
  try {
    response = await fetch(STREAM_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message, history }),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ChatConnectionError({ cause: error })
  }

  // A server without the stream endpoint still answers the whole reply at once.
  if (response.status === 404 || response.status === 405) {
    await response.body?.cancel()
    return getChatReply(message, history, signal)
  }
  if (!response.ok) throw await errorOf(response)

  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('text/event-stream') || !response.body) {
    const reply = parseChatResponse(await response.json().catch(() => null))
    if (!reply) throw new ChatStreamError('BAD_RESPONSE', 'The chat answer could not be read.')
    return reply
  }
  return readReply(response.body, onDelta, signal)
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined
  const error = body?.error
  return new ApiError(
    response.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? `HTTP ${response.status}`,
    error?.fields,
  )
}

async function readReply(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
  signal: AbortSignal | undefined,
): Promise<ChatResponse> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const parser = createSseParser()
  try {
    while (true) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        if (signal?.aborted) throw error
        throw new ChatStreamError('STREAM_BROKEN', 'The answer stopped arriving.')
      }
      const text = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true })
      const events = chunk.done ? [...parser.push(text), ...parser.end()] : parser.push(text)
      for (const event of events) {
        const reply = handleEvent(event, onDelta)
        if (reply) return reply
      }
      if (chunk.done) throw new ChatStreamError('STREAM_ENDED', 'The answer ended before it was complete.')
    }
  } finally {
    // After `done` (or a failure) nothing more is read: let the connection go.
    reader.cancel().catch(() => {})
  }
}

/** Delivers a `delta`, returns the `done` reply, throws on an `error`; other events are ignored. */
function handleEvent(event: SseEvent, onDelta: (text: string) => void): ChatResponse | null {
  if (event.event !== 'delta' && event.event !== 'done' && event.event !== 'error') return null
  let data: unknown
  try {
    data = JSON.parse(event.data)
  } catch {
    data = undefined
  }
  if (event.event === 'delta') {
    const text = parseDeltaText(data)
    if (text) onDelta(text)
    return null
  }
  if (event.event === 'error') {
    const { code, message } = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >
    throw new ChatStreamError(
      typeof code === 'string' ? code : 'STREAM_ERROR',
      typeof message === 'string' ? message : 'The answer failed.',
    )
  }
  const reply = parseChatResponse(data)
  if (!reply) throw new ChatStreamError('BAD_RESPONSE', 'The chat answer could not be read.')
  return reply
}
