import { createOpenAI } from '@ai-sdk/openai'
import { APICallError, RetryError, streamText } from 'ai'
import { CHAT_MAX_CITATIONS } from '#shared/schemas/chat'
import type { SiteConfig } from '#shared/site'
import { checkFacts } from '#server/ai/fact-guard'
import { composeLocalAnswer } from '#server/ai/local/chat'
import { chatPrompt, chatPromptFacts, chatSourceTexts } from '#server/ai/prompts/chat'
import type { Db } from '#server/db/client'
import type { Env } from '#server/env'
import type { Logger } from '#server/logger'
import { askPerplexity } from '#server/providers/perplexity'
import { retrieveContext } from './retrieval'
import type { ChatAnswer, RetrievedContext } from './types'

// The co-caster (spec §2.14, §7 chat): a question is answered from our own data when retrieval finds it there
// (provider rag), else from the live web when Perplexity is configured (provider perplexity), else with the local
// engine's honest "we don't have that" (rag).
//
// Our data: the LLM engine writes the answer when OPENAI_API_KEY is set, streamed, and the fact guard checks the
// whole text against the retrieved facts afterwards; a failed guard, a failed call or a timeout gives the local
// answer instead. Pieces of the LLM's text may already have reached the visitor then, which is why the stream's
// `done` event carries the authoritative text (src/shared/schemas/chat.ts). Provider errors are logged, never
// shown: the visitor gets an answer from the local path.

export type ChatSettings = Pick<
  Env,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'AI_TIMEOUT_MS'
  | 'PERPLEXITY_API_KEY'
  | 'PERPLEXITY_BASE_URL'
  | 'PERPLEXITY_MODEL'
>

export interface ChatContext {
  db: Db
  env: ChatSettings
  site: SiteConfig
  logger: Logger
  now?: () => Date
}

export interface AnswerChatOptions {
  /** Called with each new piece of the answer's text, in order; awaited before the next one. */
  onDelta?: (text: string) => void | Promise<void>
  /** Ends the wait: the request's deadline or a visitor who left. Providers are cut off, the local answer used. */
  signal?: AbortSignal
}

/** Retrieval did not finish before the request's deadline: there is no answer to give, not even a local one. */
export class ChatTimeoutError extends Error {
  override name = 'ChatTimeoutError'
}

/** The SDK retries 5xx and network errors once; the whole call still ends at AI_TIMEOUT_MS. */
const LLM_MAX_RETRIES = 1

/** The prompt asks for at most 120 words; this bounds a model that rambles. */
const LLM_MAX_OUTPUT_TOKENS = 400

/** Local answers are streamed too, a few words per event, so the screen shows one behaviour. */
const LOCAL_WORDS_PER_DELTA = 4

export async function answerChat(
  ctx: ChatContext,
  message: string,
  options: AnswerChatOptions = {},
): Promise<ChatAnswer> {
  const started = Date.now()
  const question = message.trim()
  const now = ctx.now?.() ?? new Date()
  const context = await untilAborted(
    retrieveContext({ db: ctx.db, siteUrl: ctx.site.siteUrl, now }, question),
    options.signal,
  )
  const answer = await answerFrom(ctx, question, context, options)
  ctx.logger.info(
    {
      provider: answer.provider,
      engine: answer.engine,
      facts: context.facts.length,
      citations: answer.citations.length,
      ms: Date.now() - started,
    },
    'chat answered',
  )
  return answer
}

async function answerFrom(
  ctx: ChatContext,
  question: string,
  context: RetrievedContext,
  options: AnswerChatOptions,
): Promise<ChatAnswer> {
  if (context.answerable) {
    if (ctx.env.OPENAI_API_KEY) {
      const tried = await answerWithLlm(ctx, ctx.env.OPENAI_API_KEY, context, options)
      if (tried.ok) return tried.answer
      return localAnswer(ctx, context, tried.sentDeltas ? {} : options)
    }
    return localAnswer(ctx, context, options)
  }

  if (ctx.env.PERPLEXITY_API_KEY) {
    const tried = await answerWithPerplexity(ctx, ctx.env.PERPLEXITY_API_KEY, question, options)
    if (tried.ok) return tried.answer
    return localAnswer(ctx, context, tried.sentDeltas ? {} : options)
  }
  return localAnswer(ctx, context, options)
}

type Attempt = { ok: true; answer: ChatAnswer } | { ok: false; sentDeltas: boolean }

async function localAnswer(
  ctx: ChatContext,
  context: RetrievedContext,
  options: AnswerChatOptions,
): Promise<ChatAnswer> {
  const local = composeLocalAnswer(context, ctx.site)
  if (options.onDelta) {
    for (const piece of wordGroups(local.response, LOCAL_WORDS_PER_DELTA)) await options.onDelta(piece)
  }
  return {
    response: local.response,
    provider: 'rag',
    citations: local.citations.slice(0, CHAT_MAX_CITATIONS),
    engine: 'local',
  }
}

async function answerWithLlm(
  ctx: ChatContext,
  apiKey: string,
  context: RetrievedContext,
  options: AnswerChatOptions,
): Promise<Attempt> {
  const timeout = AbortSignal.timeout(ctx.env.AI_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const started = Date.now()
  let sentDeltas = false
  let reason: string
  try {
    const provider = createOpenAI({ baseURL: ctx.env.OPENAI_BASE_URL, apiKey })
    const messages = chatPrompt(context.question, context, ctx.site)
    const result = streamText({
      model: provider.chat(ctx.env.OPENAI_MODEL),
      system: messages.system,
      prompt: messages.prompt,
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
    const response = text.trim()
    if (response === '') {
      reason = 'the model returned no text'
    } else {
      const guard = checkFacts([response], factSources(context, ctx.site))
      if (guard.ok) {
        ctx.logger.debug({ engine: 'llm', ms: Date.now() - started }, 'chat: LLM answer used')
        return {
          ok: true,
          answer: { response, provider: 'rag', citations: factUrls(context), engine: 'llm' },
        }
      }
      reason = `fact guard: not in the retrieved facts: ${guard.missing.join(', ')}`
    }
  } catch (error) {
    reason = `LLM call failed: ${redact(describeLlmFailure(error, signal, timeout, ctx.env.AI_TIMEOUT_MS), apiKey)}`
  }
  ctx.logger.warn({ task: 'chat', reason }, 'AI: LLM result not used')
  return { ok: false, sentDeltas }
}

async function answerWithPerplexity(
  ctx: ChatContext,
  apiKey: string,
  question: string,
  options: AnswerChatOptions,
): Promise<Attempt> {
  let sentDeltas = false
  try {
    const answer = await askPerplexity(
      {
        apiKey,
        baseURL: ctx.env.PERPLEXITY_BASE_URL,
        model: ctx.env.PERPLEXITY_MODEL,
        timeoutMs: ctx.env.AI_TIMEOUT_MS,
      },
      { system: liveWebSystemPrompt(ctx.site), question },
      {
        signal: options.signal,
        onDelta: options.onDelta
          ? async (text) => {
              sentDeltas = true
              await options.onDelta?.(text)
            }
          : undefined,
      },
    )
    return {
      ok: true,
      answer: {
        response: answer.text,
        provider: 'perplexity',
        citations: answer.citations,
        engine: 'perplexity',
      },
    }
  } catch (error) {
    const reason = redact(error instanceof Error ? error.message : String(error), apiKey)
    ctx.logger.warn({ task: 'chat', reason }, 'chat: Perplexity answer not used')
    return { ok: false, sentDeltas }
  }
}

/** What Perplexity is told: our voice and scope; its own search supplies the facts. */
function liveWebSystemPrompt(site: SiteConfig): string {
  return [
    `You are the esports co-caster of ${site.brand}, an esports news site.`,
    'Answer questions about esports and competitive gaming: teams, players, matches, tournaments, results.',
    'Be concise: at most 120 words of plain text, no Markdown, no headings, no tables.',
    'State only what your sources say; if they do not answer the question, say so plainly.',
    'If the question is not about esports or gaming, say briefly that you only cover esports.',
  ].join('\n')
}

/** What the LLM was shown, for the fact guard: the facts in its prompt, and our name. */
function factSources(context: RetrievedContext, site: SiteConfig): string[] {
  return [...chatSourceTexts(context), `The site is ${site.brand}.`]
}

/** The pages of the facts the model was shown, most relevant first, each once (§9: at most 3). */
function factUrls(context: RetrievedContext): string[] {
  const urls: string[] = []
  for (const fact of chatPromptFacts(context)) if (!urls.includes(fact.url)) urls.push(fact.url)
  return urls.slice(0, CHAT_MAX_CITATIONS)
}

/** Pieces of `size` words, each with the space after it, that join back into exactly `text`. */
export function wordGroups(text: string, size: number): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text === '' ? [] : [text])
  const groups: string[] = []
  for (let i = 0; i < words.length; i += size) groups.push(words.slice(i, i + size).join(''))
  return groups
}

async function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work
  if (signal.aborted) throw new ChatTimeoutError('the request ended before retrieval')
  let onAbort: (() => void) | undefined
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ChatTimeoutError('the request ended before retrieval finished'))
    signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    return await Promise.race([work, aborted])
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort)
  }
}

function describeLlmFailure(
  error: unknown,
  signal: AbortSignal,
  timeout: AbortSignal,
  timeoutMs: number,
): string {
  if (timeout.aborted) return `timed out after ${timeoutMs} ms`
  if (signal.aborted) return 'cancelled: the request ended'
  if (RetryError.isInstance(error)) {
    return `${describeLlmFailure(error.lastError, signal, timeout, timeoutMs)} (gave up after ${error.errors.length} attempts)`
  }
  if (APICallError.isInstance(error)) {
    return error.statusCode === undefined
      ? `could not reach the server: ${oneLine(error.message)}`
      : `HTTP ${error.statusCode}: ${oneLine(error.message)}`
  }
  return oneLine(error instanceof Error ? error.message : String(error))
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 240 ? `${line.slice(0, 240)}...` : line
}

/** Error texts may echo a key; none reaches a log. */
function redact(text: string, apiKey: string): string {
  const withoutKey = apiKey ? text.split(apiKey).join('[key]') : text
  return withoutKey.replace(/\b(sk|pk|pplx|key)-[A-Za-z0-9_*-]{6,}/g, '[key]')
}
