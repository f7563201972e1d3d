import { boundHistory, type ChatTurn } from '#shared/domain/chat-history'
import type { ChatProvider, ChatResponse } from '#shared/schemas/chat'
import { publicMessages } from '#web/lib/messages'

// §3 Chat message; the contract's constants are repeated here because its module brings zod (~80 KB) along.
/** §9: citations shown, at most. */
export const MAX_CITATIONS = 3
/** The server refuses longer questions (CHAT_MESSAGE_MAX_LENGTH in src/shared/schemas/chat.ts). */
export const MAX_MESSAGE_LENGTH = 2000

export interface ChatMessage {
  /** §3: made from the time (ms), unique within the conversation. */
  id: string
  role: 'user' | 'assistant'
  content: string
  /** When it was written, in ms since the epoch. */
  timestamp: number
  provider?: ChatProvider
  /** Absolute URLs, at most MAX_CITATIONS. */
  citations?: string[]
  /** The assistant's reply while it is still arriving. */
  streaming?: boolean
}

/** §8 Chat: the reply text when the server answered with nothing. */
export const EMPTY_REPLY = publicMessages.chatEmptyReply
/** §8 Chat: the assistant's message after a failure. */
export const FAILURE_REPLY = publicMessages.chatFailureReply

/**
 * The conversation so far as the chat API takes it (issue #17): the questions and the answers that came, without
 * the greeting, a reply still arriving or a failed one; the latest turns within the API's bounds.
 */
export function conversationTurns(messages: readonly ChatMessage[], greetingId: string): ChatTurn[] {
  return boundHistory(
    messages
      .filter(
        (m) =>
          m.id !== greetingId && !m.streaming && m.content !== FAILURE_REPLY && m.content !== EMPTY_REPLY,
      )
      .map((m) => ({ role: m.role, content: m.content })),
  )
}

/** A time-based id that never repeats one before it, even for two messages written in the same millisecond. */
export function nextMessageId(now: number, previous: string | undefined): string {
  const last = previous === undefined ? Number.NaN : Number(previous)
  return String(Number.isFinite(last) && last >= now ? last + 1 : now)
}

/** §2.14 "via {provider}": rag is our own database, perplexity the live web. */
export function providerLabel(provider: ChatProvider, brand: string): string {
  return provider === 'rag' ? `${brand} Database` : 'Perplexity (Live Web)'
}

/** The opening message: what the co-caster can answer, in the house voice. */
export function greetingText(brand: string): string {
  return (
    `GG, welcome in! I'm ${brand}, your AI esports co-caster. Ask me about the latest news, match results, ` +
    'team form, rosters and upcoming matches across CS2, League of Legends, Dota 2 and Valorant, ' +
    "and I'll answer with sources you can check."
  )
}

/**
 * The `done` payload (and POST /api/chat's body), checked by hand against ChatResponseSchema; null when it does
 * not fit. Citations that are not text are dropped and the rest cut to §9's three.
 */
export function parseChatResponse(value: unknown): ChatResponse | null {
  if (typeof value !== 'object' || value === null) return null
  const { response, provider, citations } = value as Record<string, unknown>
  if (typeof response !== 'string') return null
  if (provider !== 'rag' && provider !== 'perplexity') return null
  const links = Array.isArray(citations) ? citations.filter((c): c is string => typeof c === 'string') : []
  return { response, provider, citations: links.slice(0, MAX_CITATIONS) }
}

/** The `delta` payload's text, or null. */
export function parseDeltaText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  const { text } = value as Record<string, unknown>
  return typeof text === 'string' ? text : null
}

type CitationLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string }

/**
 * Where "Source N" goes: a page of ours (any of `ownOrigins`) becomes a client-side link to its path, another
 * http(s) page opens in a new tab; anything else (javascript:, data:, junk) is not linked at all.
 */
export function citationLink(url: string, ownOrigins: readonly string[]): CitationLink | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  const own = ownOrigins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin
    } catch {
      return false
    }
  })
  if (own) return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` }
  return { kind: 'external', href: parsed.href }
}
