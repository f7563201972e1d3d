import { z } from 'zod'
import { boundHistory } from '#shared/domain/chat-history'

// The chat API contract (spec §3 Chat message, §7 chat, §9 "at most 3 citations").

/** §6 guard: longer messages are refused with a clear 400. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000
export const CHAT_MAX_CITATIONS = 3

/** C0 and C1 control characters other than tab and newline: invisible, and noise to search and the model. */
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n]/gu

/** A question's text without control characters; a line break typed as \r\n stays one line break. */
export function stripControlCharacters(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '')
}

const HISTORY_SHAPE_MESSAGE = 'history must be a list of turns like {"role": "user", "content": "…"}.'

/** Issue #17: one earlier turn of the conversation (bounded as a whole by boundHistory). */
export const ChatTurnSchema = z.object(
  {
    role: z.enum(['user', 'assistant'], { message: "A turn's role must be user or assistant." }),
    content: z.string({ message: "A turn's content must be text." }).transform(stripControlCharacters),
  },
  { message: HISTORY_SHAPE_MESSAGE },
)

export const ChatRequestSchema = z.object({
  message: z
    .string({ message: 'message must be text' })
    .transform(stripControlCharacters)
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'Type a question first.')
        .max(CHAT_MESSAGE_MAX_LENGTH, `Questions can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters long.`),
    ),
  /** The conversation so far, oldest first; optional (a first question has none). Older turns are dropped. */
  history: z
    .array(ChatTurnSchema, { message: HISTORY_SHAPE_MESSAGE })
    .optional()
    .default([])
    .transform(boundHistory),
})
export type ChatRequest = z.input<typeof ChatRequestSchema>

/** rag: the site's own database; perplexity: the live web. */
export const ChatProviderSchema = z.enum(['rag', 'perplexity'])
export type ChatProvider = z.infer<typeof ChatProviderSchema>

/** POST /api/chat → the whole answer at once. */
export const ChatResponseSchema = z.object({
  response: z.string(),
  provider: ChatProviderSchema,
  /** Absolute URLs: our own pages for rag, the sources for perplexity; at most 3. */
  citations: z.array(z.string()).max(CHAT_MAX_CITATIONS),
})
export type ChatResponse = z.infer<typeof ChatResponseSchema>

/**
 * POST /api/chat/stream → Server-Sent Events, in this order: zero or more `delta` events ({text}), then one `done`
 * event with the whole ChatResponse (the text is authoritative: a client replaces what it built from deltas), or
 * one `error` event ({code, message}) with a message fit to show.
 */
export const ChatDeltaEventSchema = z.object({ text: z.string() })
export const ChatErrorEventSchema = z.object({ code: z.string(), message: z.string() })
