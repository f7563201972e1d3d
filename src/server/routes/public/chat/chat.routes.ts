import { type Context, Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { ChatTurn } from '#shared/domain/chat-history'
import { type ChatResponse, ChatRequestSchema, ChatResponseSchema } from '#shared/schemas/chat'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError, errorBody } from '#server/errors'
import { type ChatContext, ChatTimeoutError, answerChat } from '#server/services/chat/chat'
import type { ChatAnswer } from '#server/services/chat/types'
import { createClientRateLimiter } from '../../client-rate-limit'

// §7 chat: POST /api/chat {message, history?} → {response, provider, citations}, and POST /api/chat/stream, the same answer as
// Server-Sent Events (the contract is in src/shared/schemas/chat.ts). Both are public, so both are rate limited
// per client across all instances, and both end by a deadline. Answers are never stored by any cache.

/** Messages per client per minute. */
const CHAT_RATE_LIMIT = 10
const CHAT_RATE_WINDOW_MS = 60_000
/** The whole request, retrieval and any provider call included; providers are cut off and the local answer used. */
const CHAT_TIMEOUT_MS = 30_000

export const CHAT_RATE_LIMITED_MESSAGE =
  "You're sending messages too fast. Please wait a minute and try again."
export const CHAT_TIMEOUT_MESSAGE = 'The answer took too long. Please try again.'
const CHAT_FAILED_MESSAGE = 'Something went wrong on our side. Please try again.'
const CHAT_NOT_JSON_MESSAGE = 'The request body must be JSON like {"message": "your question"}.'

export interface ChatRouteOptions {
  /** Tests shorten it. */
  timeoutMs?: number
  now?: () => Date
}

export function chatRoutes(deps: Pick<RouteDeps, 'services'>, options: ChatRouteOptions = {}) {
  const timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS
  const ctx: ChatContext = { ...deps.services, now: options.now ?? deps.services.now }
  const rateLimited = createClientRateLimiter(deps, {
    name: 'chat',
    limit: CHAT_RATE_LIMIT,
    windowMs: CHAT_RATE_WINDOW_MS,
    message: CHAT_RATE_LIMITED_MESSAGE,
    now: options.now,
  })

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next()
      // Every answer, errors and 429s included: one visitor's conversation is nobody else's.
      c.res.headers.set('cache-control', 'no-store')
    })
    .post('/', async (c) => {
      const { message, history } = await readMessage(c)
      const { refused } = await rateLimited(c)
      if (refused) return refused
      const signal = AbortSignal.timeout(timeoutMs)
      try {
        const answer = await answerChat({ ...ctx, logger: c.get('logger') }, message, { signal, history })
        return c.json(toResponse(answer))
      } catch (error) {
        if (error instanceof ChatTimeoutError) {
          c.get('logger').warn({ timeoutMs }, 'chat: no answer before the deadline')
          return c.json(errorBody('TIMEOUT', CHAT_TIMEOUT_MESSAGE), 504)
        }
        throw error
      }
    })
    .post('/stream', async (c) => {
      const { message, history } = await readMessage(c)
      const { refused } = await rateLimited(c)
      if (refused) return refused
      const log = c.get('logger')
      c.header('x-accel-buffering', 'no')
      return streamSSE(c, async (stream) => {
        const left = new AbortController()
        stream.onAbort(() => left.abort())
        const signal = AbortSignal.any([left.signal, AbortSignal.timeout(timeoutMs)])
        try {
          const answer = await answerChat({ ...ctx, logger: log }, message, {
            signal,
            history,
            onDelta: (text) => stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
          })
          await stream.writeSSE({ event: 'done', data: JSON.stringify(toResponse(answer)) })
        } catch (error) {
          if (stream.aborted) return
          const timedOut = error instanceof ChatTimeoutError
          if (timedOut) log.warn({ timeoutMs }, 'chat: no answer before the deadline')
          else log.error({ err: error }, 'chat: the answer failed')
          await stream.writeSSE({
            event: 'error',
            data: JSON.stringify(
              timedOut
                ? { code: 'TIMEOUT', message: CHAT_TIMEOUT_MESSAGE }
                : { code: 'INTERNAL', message: CHAT_FAILED_MESSAGE },
            ),
          })
        }
      })
    })
}

/**
 * The body, checked here rather than by validate('json') (which answers 422): §6 wants a too-long or empty
 * question refused with a clear 400 carrying the schema's own message.
 */
async function readMessage(c: Context<AppEnv>): Promise<{ message: string; history: ChatTurn[] }> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError('BAD_REQUEST', CHAT_NOT_JSON_MESSAGE)
  }
  const parsed = ChatRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message = issue?.message ?? 'Invalid request body.'
    const field = issue?.path[0] === 'history' ? 'history' : 'message'
    throw new AppError('BAD_REQUEST', message, { fields: { [field]: [message] } })
  }
  return parsed.data
}

function toResponse(answer: ChatAnswer): ChatResponse {
  return ChatResponseSchema.parse({
    response: answer.response,
    provider: answer.provider,
    citations: answer.citations,
  })
}
