import { CHAT_MAX_CITATIONS } from '#shared/schemas/chat'
import { composeLocalAnswer } from '#server/ai/local/chat'
import type { ServiceDeps } from '#server/deps'
import { detectLanguage, withEnglishCues } from './language'
import { notInData, notInDataSentence } from './not-in-data'
import { asksTipOnAMeeting, refusalReason, refusalSentence } from './refusals'
import { retrieveContext } from './retrieval'
import type { ChatAnswer, ChatTurn, RetrievedContext } from './types'

// The co-caster (spec §2.14, §7 chat): a question is answered from our own data when retrieval finds it there
// (provider rag), else from the live web when Perplexity is configured (provider perplexity), else with the local
// engine's honest "we don't have that" (rag).
//
// A question about something the site does not store (a team's coach, a player's mouse) gets one honest sentence
// in the question's language, no citation and no unrelated facts (not-in-data.ts), whichever engine is configured.
// A request the chat declines (refusals.ts: harm, attacks on systems, private data, harassment, cheating, betting
// tips) gets one sentence in the question's language before any look-up, whichever engine is configured.
// Earlier turns of the conversation (`history`) let a follow-up name nobody: retrieval reads it with their subject,
// and the LLM engine gets them as messages.
//
// Our data: the LLM engine writes the answer when OPENAI_API_KEY is set, streamed, and the fact guard checks the
// whole text against the retrieved facts afterwards; a failed guard, a failed call or a timeout gives the local
// answer instead. Pieces of the LLM's text may already have reached the visitor then, which is why the stream's
// `done` event carries the authoritative text (src/shared/schemas/chat.ts). Both model calls go through the AI
// layer (deps.ai); provider errors are logged, never shown: the visitor gets an answer from the local path.

export type ChatContext = Pick<ServiceDeps, 'db' | 'site' | 'ai' | 'logger' | 'now' | 'metrics'>

interface AnswerChatOptions {
  /** Called with each new piece of the answer's text, in order; awaited before the next one. */
  onDelta?: (text: string) => void | Promise<void>
  /** Ends the wait: the request's deadline or a visitor who left. Providers are cut off, the local answer used. */
  signal?: AbortSignal
  /** The conversation's earlier turns, oldest first (bounded by the request schema). */
  history?: readonly ChatTurn[]
}

/** Retrieval did not finish before the request's deadline: there is no answer to give, not even a local one. */
export class ChatTimeoutError extends Error {
  override name = 'ChatTimeoutError'
}

/** Local answers are streamed too, a few words per event, so the screen shows one behaviour. */
const LOCAL_WORDS_PER_DELTA = 4

export async function answerChat(
  ctx: ChatContext,
  message: string,
  options: AnswerChatOptions = {},
): Promise<ChatAnswer> {
  const started = Date.now()
  const question = message.trim()
  const refused = refusalReason(question)
  if (refused && !(refused === 'betting' && asksTipOnAMeeting(question))) {
    const response = refusalSentence(refused, detectLanguage(question))
    await options.onDelta?.(response)
    ctx.logger.info({ refused, ms: Date.now() - started }, 'chat declined')
    ctx.metrics?.chatAnswers.inc({ engine: 'local' })
    return { response, provider: 'rag', citations: [], engine: 'local' }
  }
  const history = options.history ?? []
  const context = await untilAborted(retrieveContext(ctx, question, { history }), options.signal)
  // Something the site does not store (a coach, a player's mouse): said honestly, alone, with nothing cited.
  // A multi-part question says so of its part alone (the local engine's partsAnswer), answering the others.
  const absent = context.parts ? undefined : notInData(withEnglishCues(question, context.language), context)
  if (absent) {
    const response = notInDataSentence(absent.topic, absent.name, context.language, ctx.site.brand)
    await options.onDelta?.(response)
    ctx.logger.info({ notInData: absent.topic, ms: Date.now() - started }, 'chat: not in our data')
    ctx.metrics?.chatAnswers.inc({ engine: 'local' })
    return { response, provider: 'rag', citations: [], engine: 'local' }
  }
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
  ctx.metrics?.chatAnswers.inc({ engine: answer.engine })
  return answer
}

async function answerFrom(
  ctx: ChatContext,
  question: string,
  context: RetrievedContext,
  options: AnswerChatOptions,
): Promise<ChatAnswer> {
  const { ai, logger } = ctx
  if (context.answerable && ai.answerChatWithLlm) {
    const started = Date.now()
    const tried = await ai.answerChatWithLlm(context, ctx.site, options)
    if (tried.ok) {
      logger.debug({ engine: 'llm', ms: Date.now() - started }, 'chat: LLM answer used')
      return { ...tried.value, provider: 'rag', engine: 'llm' }
    }
    logger.warn({ task: 'chat', reason: tried.reason }, 'AI: LLM result not used')
    return localAnswer(ctx, context, tried.sentDeltas ? {} : options)
  }
  if (!context.answerable && ai.answerFromLiveWeb) {
    const tried = await ai.answerFromLiveWeb(question, ctx.site, options)
    if (tried.ok) return { ...tried.value, provider: 'perplexity', engine: 'perplexity' }
    logger.warn({ task: 'chat', reason: tried.reason }, 'chat: Perplexity answer not used')
    return localAnswer(ctx, context, tried.sentDeltas ? {} : options)
  }
  return localAnswer(ctx, context, options)
}

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

/** Pieces of `size` words, each with the space after it, that join back into exactly `text`. */
function wordGroups(text: string, size: number): string[] {
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
