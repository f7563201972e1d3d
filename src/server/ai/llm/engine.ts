import { createOpenAI } from '@ai-sdk/openai'
import { generateText, Output } from 'ai'
import { z } from 'zod'
import type { MatchDetail } from '#shared/schemas/matches'
import type { Logger } from '../../logger'
import { classifyPrompt } from '../prompts/classify'
import { matchTextPrompt } from '../prompts/match-texts'
import { rewritePrompt } from '../prompts/rewrite'
import { summaryPrompt } from '../prompts/summary'
import { teamFaqPrompt } from '../prompts/team-faq'
import { teamAnalysisPrompt } from '../prompts/team-analysis'
import { cutToWords } from '#shared/domain/team-form'
import {
  ARTICLE_GAME_LABELS,
  ArticleClassificationSchema,
  ArticleSummarySchema,
  type Engine,
  type MatchTextKind,
  MatchTextResultSchema,
  RewrittenArticleSchema,
  TeamFaqResultSchema,
  TeamAnalysisTextSchema,
} from '../types'
import { describeFailure, describeIssues, isAbort } from './failure'
import { redact } from './redact'

// The LLM engine (ARCHITECTURE.md "The AI layer"): any OpenAI-compatible chat-completions server (OpenAI,
// Ollama, vLLM, llama.cpp) through the AI SDK, structured output as response_format json_schema. Every failure
// (timeout, HTTP error after the SDK's retries, invalid JSON, output outside the schema) throws an LlmError with
// a one-line reason; ai.ts falls back to the local engine. The fact guard is ai.ts's business, not this file's.

export interface LlmEngineOptions {
  apiKey: string
  baseURL: string
  model: string
  /** The whole call, retries and their waits included. */
  timeoutMs: number
  logger: Logger
  fetch?: typeof globalThis.fetch
}

/** An LLM call that produced nothing usable; the message says why in one line, without secrets. */
export class LlmError extends Error {
  override name = 'LlmError'
}

/** The SDK retries 408, 409, 429 and 5xx (and network errors) this many times after the first attempt. */
const MAX_RETRIES = 2

// What the model is asked for: the contract schemas minus string length limits, which OpenAI's strict
// json_schema mode rejects. The contract schemas (types.ts) check the answer afterwards, limits included.
const RewriteWireSchema = z.object({
  title: z.string(),
  summary: z.string(),
  content: z.string().describe('HTML with p, strong, em, ul, li and a only'),
  insights: z.string(),
  game: z.enum(ARTICLE_GAME_LABELS),
  tags: z.array(z.string()),
})

const SummaryWireSchema = ArticleSummarySchema.extend({
  overview: z.string().describe('Bullet lines "- fact", separated by blank lines'),
  infobox: z.array(z.object({ key: z.string(), value: z.string() })),
})

const TeamAnalysisWireSchema = z.object({ content: z.string().describe('Plain text, at most 120 words') })

const TeamFaqWireSchema = z.object({
  items: z.array(z.object({ question: z.string(), answer: z.string() })).describe('5 to 8 items'),
})

const MatchTextWireSchema = z.object({
  paragraphs: z.array(z.string()).describe('2 to 4 plain-text paragraphs'),
})
const MatchTextContractSchema = z.object({
  paragraphs: z.array(z.string().trim().min(1)).min(1).max(4),
})

export function createLlmEngine(options: LlmEngineOptions): Engine {
  const provider = createOpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, fetch: options.fetch })
  // .chat: /chat/completions, which every OpenAI-compatible server speaks (the default is the Responses API).
  const model = provider.chat(options.model)

  async function run<T>(
    task: string,
    wire: z.ZodType,
    contract: z.ZodType<T>,
    messages: { system: string; prompt: string },
  ): Promise<T> {
    const started = Date.now()
    const signal = AbortSignal.timeout(options.timeoutMs)
    let output: unknown
    try {
      const result = await generateText({
        model,
        output: Output.object({ schema: wire, name: task }),
        system: messages.system,
        prompt: messages.prompt,
        abortSignal: signal,
        maxRetries: MAX_RETRIES,
      })
      output = result.output
    } catch (error) {
      // The SDK rethrows the signal's reason on abort, during a request or while waiting to retry.
      const end = { timedOut: (e: unknown) => signal.aborted || isAbort(e), cancelled: () => false }
      throw new LlmError(redact(describeFailure(error, end, options.timeoutMs), options.apiKey), {
        cause: error,
      })
    }
    const parsed = contract.safeParse(output)
    if (!parsed.success) {
      throw new LlmError(`the model's JSON did not match the schema: ${describeIssues(parsed.error.issues)}`)
    }
    options.logger.debug({ task, model: options.model, ms: Date.now() - started }, 'LLM task done')
    return parsed.data
  }

  async function matchText(kind: MatchTextKind, facts: MatchDetail) {
    const { paragraphs } = await run(
      `match_${kind}`,
      MatchTextWireSchema,
      MatchTextContractSchema,
      matchTextPrompt(kind, facts),
    )
    const parsed = MatchTextResultSchema.safeParse({ content: paragraphs.join('\n\n') })
    if (!parsed.success)
      throw new LlmError(`the match ${kind} is too long: ${describeIssues(parsed.error.issues)}`)
    return parsed.data
  }

  return {
    name: 'llm',
    rewriteArticle: (source) =>
      run('rewritten_article', RewriteWireSchema, RewrittenArticleSchema, rewritePrompt(source)),
    summarizeArticle: (article) =>
      run('article_summary', SummaryWireSchema, ArticleSummarySchema, summaryPrompt(article)),
    classifyArticle: (article) =>
      run(
        'article_classification',
        ArticleClassificationSchema,
        ArticleClassificationSchema,
        classifyPrompt(article),
      ),
    analyzeTeam: async (input) => {
      const analysis = await run(
        'team_form_analysis',
        TeamAnalysisWireSchema,
        TeamAnalysisTextSchema,
        teamAnalysisPrompt(input),
      )
      // §9: the text is cut to 120 words at a sentence end, whoever wrote it.
      return { content: cutToWords(analysis.content) }
    },
    generateTeamFaq: (input) => run('team_faq', TeamFaqWireSchema, TeamFaqResultSchema, teamFaqPrompt(input)),
    previewMatch: (facts) => matchText('preview', facts),
    recapMatch: (facts) => matchText('recap', facts),
  }
}
