import { z } from 'zod'

// The chat API contract (spec §3 Chat message, §7 chat, §9 "at most 3 citations").

/** §6 guard: longer messages are refused with a clear 400. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000
export const CHAT_MAX_CITATIONS = 3

export const ChatRequestSchema = z.object({
  message: z
    .string({ message: 'message must be text' })
    .trim()
    .min(1, 'Type a question first.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Questions can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters long.`),
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

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
