import type { SiteConfig } from '#shared/site'
import type { Env } from '#server/env'
import type { Logger } from '#server/logger'
import type { MatchDetail } from '#shared/schemas/matches'
import type { RetrievedContext } from '#server/services/chat/types'
import { answerChatWithLlm, answerFromLiveWeb, type ChatModelAnswer, type LiveWebSettings } from './chat'
import { checkFacts, type FactCheck } from './fact-guard'
import type { StreamOptions, Streamed } from './llm/chat'
import type { LlmEngineOptions } from './llm/engine'
import { canPreview, canRecap } from './local/match-facts'
import { matchFacts } from './prompts/match-texts'
import { publishedLine } from './prompts/summary'
import { teamFaqFacts } from './prompts/team-faq'
import { teamAnalysisFacts } from './prompts/team-analysis'
import type {
  ArticleClassification,
  ArticleSource,
  ArticleSummary,
  Engine,
  Made,
  MatchTextKind,
  MatchTextResult,
  RewrittenArticle,
  StoredArticleText,
  TeamFaqInput,
  TeamFaqResult,
  TeamAnalysisText,
  TeamAnalysisInput,
} from './types'

// The AI layer's one entry point (ARCHITECTURE.md "The AI layer"): the LLM engine when a key is configured, its
// result used only when it validated and passed the fact guard; the local engine otherwise. Callers get a
// result either way and store the engine that made it. Every model call of the app goes through here, the chat's
// included (chat.ts).

/** §8 Quality pass: the code returned when the AI provider's key is not configured. */
export const MISSING_OPENAI_KEY = 'MISSING_OPENAI_KEY'

type AiSettings = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'AI_TIMEOUT_MS'> &
  Partial<LiveWebSettings>

/** The LLM's result when it passed validation and the fact guard, else why it did not. */
export type LlmAttempt<T> = { ok: true; value: T } | { ok: false; reason: string }

export interface Ai {
  /** True when OPENAI_API_KEY is set: the LLM engine is tried first. */
  hasLlm: boolean
  rewriteArticle(source: ArticleSource): Promise<Made<RewrittenArticle>>
  summarizeArticle(article: StoredArticleText): Promise<Made<ArticleSummary>>
  classifyArticle(article: StoredArticleText): Promise<Made<ArticleClassification>>
  /** generate-team-analysis: §9 Generated analysis of a team's recent form. */
  analyzeTeam(input: TeamAnalysisInput): Promise<Made<TeamAnalysisText>>
  /** generate-team-faq: §2.11 FAQ items from a team's data. */
  generateTeamFaq(input: TeamFaqInput): Promise<Made<TeamFaqResult>>
  /** A match preview (issue #14); null when the match cannot have one: a TBD side, or it has started. */
  previewMatch(facts: MatchDetail): Promise<Made<MatchTextResult> | null>
  /** A match recap; null unless the match finished with a winner or a draw (never for a canceled match). */
  recapMatch(facts: MatchDetail): Promise<Made<MatchTextResult> | null>
  /** The LLM rewrite alone, without the local fallback; present when hasLlm. */
  rewriteWithLlm?(source: ArticleSource): Promise<LlmAttempt<RewrittenArticle>>
  /** §7 chat: the LLM's streamed, fact-guarded answer from the retrieved facts; present when hasLlm. */
  answerChatWithLlm?(
    context: RetrievedContext,
    site: SiteConfig,
    options: StreamOptions,
  ): Promise<Streamed<ChatModelAnswer>>
  /** §7 chat: the live web's answer (Perplexity); present when PERPLEXITY_API_KEY is set. */
  answerFromLiveWeb?(
    question: string,
    site: SiteConfig,
    options: StreamOptions,
  ): Promise<Streamed<ChatModelAnswer>>
}

interface AiOptions {
  env: AiSettings
  logger: Logger
  local: Engine
  /** Replaces the engine built from env (tests); it is still used only when OPENAI_API_KEY is set. */
  llm?: Engine
}

export function createAi({ env, logger, local, llm }: AiOptions): Ai {
  const liveWeb = liveWebTask(env)
  const apiKey = env.OPENAI_API_KEY
  if (!apiKey) return { ...localTasks(local), ...liveWeb }
  const settings = {
    apiKey,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  }
  const engine = llm ?? llmEngineLoadedOnFirstUse({ ...settings, logger })
  return {
    ...llmTasks(engine, local, logger),
    answerChatWithLlm: (context, site, options) => answerChatWithLlm(settings, context, site, options),
    ...liveWeb,
  }
}

/**
 * The LLM engine, its module (and the AI SDK with it: 24 MB resident) imported on the first task, so a process that
 * never calls the model (the worker between feed runs, a test) does not load it (decision 039, round 2).
 */
function llmEngineLoadedOnFirstUse(options: LlmEngineOptions): Engine {
  let loaded: Promise<Engine> | undefined
  const engine = () => (loaded ??= import('./llm/engine').then((m) => m.createLlmEngine(options)))
  return {
    name: 'llm',
    rewriteArticle: async (source) => (await engine()).rewriteArticle(source),
    summarizeArticle: async (article) => (await engine()).summarizeArticle(article),
    classifyArticle: async (article) => (await engine()).classifyArticle(article),
    analyzeTeam: async (input) => (await engine()).analyzeTeam(input),
    generateTeamFaq: async (input) => (await engine()).generateTeamFaq(input),
    previewMatch: async (facts) => (await engine()).previewMatch(facts),
    recapMatch: async (facts) => (await engine()).recapMatch(facts),
  }
}

function localTasks(local: Engine): Ai {
  return {
    hasLlm: false,
    rewriteArticle: async (source) => ({ value: await local.rewriteArticle(source), engine: 'local' }),
    summarizeArticle: async (article) => ({ value: await local.summarizeArticle(article), engine: 'local' }),
    classifyArticle: async (article) => ({ value: await local.classifyArticle(article), engine: 'local' }),
    analyzeTeam: async (input) => ({ value: await local.analyzeTeam(input), engine: 'local' }),
    generateTeamFaq: async (input) => ({ value: await local.generateTeamFaq(input), engine: 'local' }),
    previewMatch: async (facts) =>
      canPreview(facts) ? { value: await local.previewMatch(facts), engine: 'local' } : null,
    recapMatch: async (facts) =>
      canRecap(facts) ? { value: await local.recapMatch(facts), engine: 'local' } : null,
  }
}

function liveWebTask(env: AiSettings): Pick<Ai, 'answerFromLiveWeb'> {
  const { PERPLEXITY_API_KEY, PERPLEXITY_BASE_URL, PERPLEXITY_MODEL } = env
  if (!PERPLEXITY_API_KEY || !PERPLEXITY_BASE_URL || !PERPLEXITY_MODEL) return {}
  const settings = {
    PERPLEXITY_API_KEY,
    PERPLEXITY_BASE_URL,
    PERPLEXITY_MODEL,
    AI_TIMEOUT_MS: env.AI_TIMEOUT_MS,
  }
  return {
    answerFromLiveWeb: (question, site, options) => answerFromLiveWeb(settings, question, site, options),
  }
}

/**
 * Tries the LLM: its result when it passed `guard`, else why not. Every failure is logged here, once, with the
 * item it concerns; the reason names no secret (the engine redacts error texts) but may name facts of the item,
 * which are public.
 */
function llmAttempter(logger: Logger) {
  return async function attempt<T>(
    task: string,
    subject: Record<string, string>,
    call: () => Promise<T>,
    guard: (value: T) => FactCheck | undefined,
  ): Promise<LlmAttempt<T>> {
    let reason: string
    try {
      const value = await call()
      const check = guard(value)
      if (!check || check.ok) return { ok: true, value }
      reason = `fact guard: not in the source: ${check.missing.join(', ')}`
    } catch (error) {
      reason = `LLM call failed: ${error instanceof Error ? error.message : String(error)}`
    }
    logger.warn({ task, ...subject, reason }, 'AI: LLM result not used')
    return { ok: false, reason }
  }
}

async function withFallback<T>(tried: LlmAttempt<T>, fallback: () => Promise<T>): Promise<Made<T>> {
  if (tried.ok) return { value: tried.value, engine: 'llm' }
  return { value: await fallback(), engine: 'local', fallbackReason: tried.reason }
}

function llmTasks(engine: Engine, local: Engine, logger: Logger): Ai {
  const attempt = llmAttempter(logger)
  const rewriteWithLlm = (source: ArticleSource) =>
    attempt(
      'rewrite',
      { seed: source.seed },
      () => engine.rewriteArticle(source),
      (value) =>
        checkFacts(
          [value.title, value.summary, value.insights, value.content],
          [source.title, source.summaryText, source.contentHtml],
        ),
    )
  // The prompt shows the publication date, so a summary may quote it.
  const summaryGuard = (article: StoredArticleText) => (value: ArticleSummary) =>
    checkFacts(summaryTexts(value), [...articleTexts(article), publishedLine(article.publishedAt)])
  // The guard's source is the facts the model was shown, rendered exactly as in its prompt.
  const teamAnalysisGuard = (input: TeamAnalysisInput) => (value: TeamAnalysisText) =>
    checkFacts([value.content], [teamAnalysisFacts(input)])
  const teamFaqGuard = (input: TeamFaqInput) => (value: TeamFaqResult) =>
    checkFacts(
      value.items.flatMap((item) => [item.question, item.answer]),
      [teamFaqFacts(input)],
    )

  return {
    hasLlm: true,
    rewriteWithLlm,
    rewriteArticle: async (source) =>
      withFallback(await rewriteWithLlm(source), () => local.rewriteArticle(source)),
    summarizeArticle: async (article) => {
      const id = { articleId: article.id }
      const tried = await attempt(
        'summary',
        id,
        () => engine.summarizeArticle(article),
        summaryGuard(article),
      )
      return withFallback(tried, () => local.summarizeArticle(article))
    },
    // Two enums and nothing to quote: the schema is the whole guard.
    classifyArticle: async (article) => {
      const id = { articleId: article.id }
      const tried = await attempt(
        'classify',
        id,
        () => engine.classifyArticle(article),
        () => undefined,
      )
      return withFallback(tried, () => local.classifyArticle(article))
    },
    analyzeTeam: async (input) => {
      // §9: with no match data at all the text is fixed; there is nothing for a model to analyse.
      if (input.last5.length === 0 && input.recent30.length === 0) {
        return { value: await local.analyzeTeam(input), engine: 'local' }
      }
      const id = { teamId: input.teamId }
      const tried = await attempt(
        'team-analysis',
        id,
        () => engine.analyzeTeam(input),
        teamAnalysisGuard(input),
      )
      return withFallback(tried, () => local.analyzeTeam(input))
    },
    generateTeamFaq: async (input) => {
      const id = { teamId: input.teamId }
      const tried = await attempt('team-faq', id, () => engine.generateTeamFaq(input), teamFaqGuard(input))
      return withFallback(tried, () => local.generateTeamFaq(input))
    },
    ...llmMatchTexts(engine, local, attempt),
  }
}

/** The match preview and recap (issue #14): the LLM's text when it passed the guard, else the local one. */
function llmMatchTexts(
  engine: Engine,
  local: Engine,
  attempt: ReturnType<typeof llmAttempter>,
): Pick<Ai, 'previewMatch' | 'recapMatch'> {
  const matchText = async (kind: MatchTextKind, facts: MatchDetail) => {
    const subject = { matchId: String(facts.match.pandascoreId) }
    const call = kind === 'preview' ? () => engine.previewMatch(facts) : () => engine.recapMatch(facts)
    const fallback = kind === 'preview' ? () => local.previewMatch(facts) : () => local.recapMatch(facts)
    // The guard's source is the facts block the model was shown (prompts/match-texts.ts).
    const guard = (value: MatchTextResult) => checkFacts([value.content], [matchFacts(facts)])
    return withFallback(await attempt(`match-${kind}`, subject, call, guard), fallback)
  }
  return {
    previewMatch: async (facts) => (canPreview(facts) ? matchText('preview', facts) : null),
    recapMatch: async (facts) => (canRecap(facts) ? matchText('recap', facts) : null),
  }
}

function articleTexts(article: StoredArticleText): string[] {
  return [article.title, article.summary, article.content]
}

function summaryTexts(summary: ArticleSummary): string[] {
  return [
    summary.overview,
    ...Object.values(summary.fiveWs),
    summary.oppositeSides.supporters,
    summary.oppositeSides.critics,
    ...summary.infobox.flatMap((row) => [row.key, row.value]),
  ]
}

// ---------------------------------------------------------------------------------------------------------
// §3 Quality pass diagnostics: enough for an admin to see whether the server has a key, never the key.

type DiagnosticSettings = AiSettings & Pick<Env, 'PERPLEXITY_API_KEY'>

/** env.ts defaults: a setting still at its default is not one the admin made, so envKeys leaves it out. */
const AI_SETTING_DEFAULTS = {
  OPENAI_BASE_URL: 'https://api.openai.com/v1',
  OPENAI_MODEL: 'gpt-4o-mini',
  AI_TIMEOUT_MS: 30_000,
} as const

interface QualityDiagnostics {
  hasOpenAI: boolean
  /** At most the first 3 characters of the key ("sk-"); '' when unset. */
  keyPrefix: string
  keyLength: number
  /** The names (never the values) of the AI settings that are set. */
  envKeys: string[]
}

export function qualityDiagnostics(env: DiagnosticSettings): QualityDiagnostics {
  const key = env.OPENAI_API_KEY ?? ''
  const set: Record<string, boolean> = {
    OPENAI_API_KEY: key !== '',
    OPENAI_BASE_URL: env.OPENAI_BASE_URL !== AI_SETTING_DEFAULTS.OPENAI_BASE_URL,
    OPENAI_MODEL: env.OPENAI_MODEL !== AI_SETTING_DEFAULTS.OPENAI_MODEL,
    AI_TIMEOUT_MS: env.AI_TIMEOUT_MS !== AI_SETTING_DEFAULTS.AI_TIMEOUT_MS,
    PERPLEXITY_API_KEY: Boolean(env.PERPLEXITY_API_KEY),
  }
  return {
    hasOpenAI: key !== '',
    keyPrefix: key.slice(0, 3),
    keyLength: key.length,
    envKeys: Object.keys(set).filter((name) => set[name]),
  }
}
