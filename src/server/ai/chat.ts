import type { SiteConfig } from '#shared/site'
import type { Env } from '#server/env'
import { askPerplexity } from '#server/providers/perplexity'
import type { RetrievedContext } from '#server/services/chat/types'
import { checkFacts } from './fact-guard'
import { citationsOf } from './local/chat'
import type { LlmChatOptions, StreamOptions, Streamed } from './llm/chat'
import { redact } from './llm/redact'
import { chatPrompt, chatPromptFacts, chatSourceTexts } from './prompts/chat'
import { liveWebSystemPrompt } from './prompts/live-web'

// The chat's two model calls (§7 chat), behind the Ai (ai.ts): the LLM's answer from the facts retrieval found
// in our data, checked whole by the fact guard once streamed; and the live web's answer (Perplexity) to what our
// data cannot answer. Both report why they were not used instead of throwing; the chat service then answers
// locally.

export interface ChatModelAnswer {
  response: string
  /** Our pages for the LLM's answer; the live web's sources for Perplexity's. At most 3 (§9). */
  citations: string[]
}

export type LiveWebSettings = Pick<
  Env,
  'PERPLEXITY_API_KEY' | 'PERPLEXITY_BASE_URL' | 'PERPLEXITY_MODEL' | 'AI_TIMEOUT_MS'
>

/** §7 chat, our data: the LLM's streamed answer, used only when its names, numbers and dates are in the facts. */
export async function answerChatWithLlm(
  settings: LlmChatOptions,
  context: RetrievedContext,
  site: SiteConfig,
  options: StreamOptions,
): Promise<Streamed<ChatModelAnswer>> {
  // The AI SDK is loaded on the first LLM answer: a site without an LLM key never loads it (decision 039, round 2).
  const { streamLlmText } = await import('./llm/chat')
  const streamed = await streamLlmText(
    settings,
    { ...chatPrompt(context.question, context, site), history: context.history },
    options,
  )
  if (!streamed.ok) return streamed
  const response = streamed.value
  if (response === '') return { ok: false, reason: 'the model returned no text', sentDeltas: false }
  const guard = checkFacts([response], factSources(context, site))
  if (guard.ok) return { ok: true, value: { response, citations: factUrls(context) } }
  return {
    ok: false,
    reason: `fact guard: not in the retrieved facts: ${guard.missing.join(', ')}`,
    sentDeltas: true,
  }
}

/** §7 chat, the live web: Perplexity's answer and sources, when PERPLEXITY_API_KEY is set. */
export async function answerFromLiveWeb(
  settings: LiveWebSettings & { PERPLEXITY_API_KEY: string },
  question: string,
  site: SiteConfig,
  options: StreamOptions,
): Promise<Streamed<ChatModelAnswer>> {
  const apiKey = settings.PERPLEXITY_API_KEY
  let sentDeltas = false
  const onDelta = options.onDelta
  try {
    const answer = await askPerplexity(
      {
        apiKey,
        baseURL: settings.PERPLEXITY_BASE_URL,
        model: settings.PERPLEXITY_MODEL,
        timeoutMs: settings.AI_TIMEOUT_MS,
      },
      { system: liveWebSystemPrompt(site), question },
      {
        signal: options.signal,
        onDelta: onDelta
          ? async (text) => {
              sentDeltas = true
              await onDelta(text)
            }
          : undefined,
      },
    )
    return { ok: true, value: { response: answer.text, citations: answer.citations } }
  } catch (error) {
    const reason = redact(error instanceof Error ? error.message : String(error), apiKey)
    return { ok: false, reason, sentDeltas }
  }
}

/** What the LLM was shown, for the fact guard: the facts in its prompt, and our name. */
function factSources(context: RetrievedContext, site: SiteConfig): string[] {
  return [...chatSourceTexts(context), `The site is ${site.brand}.`]
}

/** The pages of the facts the model was shown, most relevant first, each once (§9: at most 3). */
function factUrls(context: RetrievedContext): string[] {
  return citationsOf(chatPromptFacts(context))
}
