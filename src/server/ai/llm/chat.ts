import { createOpenAI } from '@ai-sdk/openai'
import { streamText } from 'ai'
import { describeFailure } from './failure'
import { redact } from './redact'
import type { LlmEngineOptions } from './engine'

// The chat's streamed answer from the LLM engine (§7 chat, ARCHITECTURE.md "The AI layer"): plain text from any
// OpenAI-compatible chat-completions server, passed on piece by piece as it arrives. Every failure (timeout, the
// request ending, HTTP error after the SDK's retry) is reported with a one-line reason and whether pieces of the
// text already went out; the fact guard is ai.ts's business.

export type LlmChatOptions = Omit<LlmEngineOptions, 'logger'>

export interface StreamOptions {
  /** Called with each new piece of the answer's text, in order; awaited before the next one. */
  onDelta?: (text: string) => void | Promise<void>
  /** Ends the wait: the request's deadline or a visitor who left. */
  signal?: AbortSignal
}

/** What a streamed call gave: its text, or why not and whether some of it was already passed on. */
export type Streamed<T> = { ok: true; value: T } | { ok: false; reason: string; sentDeltas: boolean }

/** The SDK retries 5xx and network errors once; the whole call still ends at AI_TIMEOUT_MS. */
const LLM_MAX_RETRIES = 1

/** The prompt asks for at most 120 words; this bounds a model that rambles. */
const LLM_MAX_OUTPUT_TOKENS = 400

export async function streamLlmText(
  settings: LlmChatOptions,
  messages: {
    system: string
    prompt: string
    /** Earlier turns of a conversation, oldest first: sent as messages before the prompt. */
    history?: readonly { role: 'user' | 'assistant'; content: string }[]
  },
  options: StreamOptions,
): Promise<Streamed<string>> {
  const timeout = AbortSignal.timeout(settings.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let sentDeltas = false
  try {
    const provider = createOpenAI({
      baseURL: settings.baseURL,
      apiKey: settings.apiKey,
      fetch: settings.fetch,
    })
    const result = streamText({
      model: provider.chat(settings.model),
      system: messages.system,
      messages: [
        ...(messages.history ?? []).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: 'user' as const, content: messages.prompt },
      ],
      abortSignal: signal,
      maxRetries: LLM_MAX_RETRIES,
      maxOutputTokens: LLM_MAX_OUTPUT_TOKENS,
      // Errors arrive as stream parts below; the SDK's default would print them to the console.
      onError: () => {},
    })
    let text = ''
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        // Leading blank space waits until there is text to put after it.
        const piece = text === '' ? part.text.trimStart() : part.text
        if (piece === '') continue
        text += piece
        sentDeltas = true
        await options.onDelta?.(piece)
      } else if (part.type === 'error') {
        throw part.error
      } else if (part.type === 'abort') {
        throw signal.reason ?? new Error('aborted')
      }
    }
    return { ok: true, value: text.trim() }
  } catch (error) {
    const end = { timedOut: () => timeout.aborted, cancelled: () => signal.aborted }
    const reason = `LLM call failed: ${redact(describeFailure(error, end, settings.timeoutMs), settings.apiKey)}`
    return { ok: false, reason, sentDeltas }
  }
}
