import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { type Database, type Db, openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { parseEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { answerChat } from '#server/services/chat/chat'
import type { ChatTurn } from '#server/services/chat/types'
import { detectLanguage } from '#server/services/chat/language'
import { seedDemoData } from '#server/services/demo-seed'
import { getArticleBySlug } from '#server/storage/articles'
import { getEventRow } from '#server/storage/event-reads'
import { getMatchSummary } from '#server/storage/match-reads'
import { getPlayerBySlug } from '#server/storage/players'
import { getTeamBySlug } from '#server/storage/teams'
import { isGameSlug } from '#shared/domain/games'
import { pandascoreIdFromSlug } from '#shared/domain/match-slugs'
import { defaultSiteConfig } from '#shared/site'

// The chat's evaluation: the questions of a question file asked of the chat service (answerChat: refusals,
// retrieval and the local engine) over the demo data, each with the conversation's earlier turns when it has any.
// One evaluator for every set: the rule-writing set questions.json (field `category`) and the blind sets
// (blind-matches.json; blind/questions.json with `kind`, `history`, `answerLanguage`, `expect.refuse`,
// `expect.mustNotContain`, `expect.alsoCite`, `expect.orCite`). A question is right when:
// - refuse: the answer declines in one short sentence, with no citation;
// - cite null: the site cannot answer: no citation and an honest "don't have" (in the question's language or English);
// - else: the answer contains every expected fact (case-insensitive), none of mustNotContain, and cites the expected
//   page (a path ending in '/' means any page under it) or one of its orCite pages, and every alsoCite page;
// - answerLanguage: besides, the answer (or its first sentence, which may say it answers in English) is written in
//   that language, by the chat's own stop-word scorer.
// Citation precision: the share of returned citations that are real pages of ours about something the answer names;
// the others are counted as invented facts (a page claimed to support the answer that does not).

export const QUESTIONS_FILE = fileURLToPath(new URL('./questions.json', import.meta.url))

const EvalQuestionSchema = z
  .object({
    id: z.string(),
    /** The rule-writing set's name for `kind`. */
    category: z.string().optional(),
    kind: z.string().optional(),
    language: z.string().default('en'),
    answerLanguage: z.string().optional(),
    history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).default([]),
    question: z.string(),
    expect: z.object({
      facts: z.array(z.string()),
      cite: z.string().nullable(),
      /** Pages that must be cited too. */
      alsoCite: z.array(z.string()).default([]),
      /** Pages any one of which may be cited instead of `cite` (set 13's writer gave these). */
      orCite: z.array(z.string()).default([]),
      refuse: z.boolean().default(false),
      mustNotContain: z.array(z.string()).default([]),
    }),
    note: z.string().optional(),
  })
  .transform(({ category, kind, ...question }) => ({ ...question, kind: kind ?? category ?? 'other' }))
export type EvalQuestion = z.infer<typeof EvalQuestionSchema>

export function loadQuestions(file = QUESTIONS_FILE): EvalQuestion[] {
  const doc = z
    .object({ questions: z.array(EvalQuestionSchema) })
    .parse(JSON.parse(readFileSync(file, 'utf8')))
  return doc.questions
}

/** A fresh in-memory PGlite with the demo data set loaded as of `now`. */
export async function openDemoDatabase(now: Date): Promise<Database> {
  const logger = createLogger('silent')
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', RUN_WORKER: 'false' })
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  await seedDemoData(database.db, {
    site: env.site,
    logger,
    ai: createAi({ env, logger, local: localEngine }),
    now,
  })
  return database
}

/** The chat service's context with the local engine over `db`, as the site runs it without an LLM. */
export function localChat(db: Db, options: { siteUrl: string; brand: string; now: Date }) {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', RUN_WORKER: 'false' })
  const logger = createLogger('silent')
  return {
    db,
    site: { ...defaultSiteConfig, brand: options.brand, siteUrl: options.siteUrl },
    ai: createAi({ env, logger, local: localEngine }),
    logger,
    now: () => options.now,
  }
}

/** The chat service over the demo data as of `now` with the local engine, as its service tests ask it. */
export async function openDemoChat(now: Date, siteUrl = 'https://bo5.example') {
  const database = await openDemoDatabase(now)
  const chat = localChat(database.db, { siteUrl, brand: 'BO5', now })
  return {
    db: database.db,
    ask: (question: string, history: readonly ChatTurn[] = []) => answerChat(chat, question, { history }),
    close: () => database.close(),
  }
}
export type DemoChat = Awaited<ReturnType<typeof openDemoChat>>

export interface EvalResult {
  question: EvalQuestion
  response: string
  citations: string[]
  factsOk: boolean
  citeOk: boolean
  /** The answer's language is the one asked for (true when the question asks for none). */
  languageOk: boolean
  passed: boolean
  /** What is wrong with the answer, in words (missing facts, forbidden ones, "not a refusal", the language). */
  missing: string[]
  /** Citations that are real pages of ours about something the answer names. */
  correctCitations: number
  ms: number
}

export interface KindScore {
  kind: string
  total: number
  right: number
  /** Questions whose answer must cite a page (refusals and unanswerable ones excluded), and those that did. */
  mustCite: number
  cited: number
  /** Citations that are not a page of ours about something the answer names. */
  invented: number
  p50: number
  p99: number
}

export interface EvalSummary {
  results: EvalResult[]
  total: number
  passed: number
  accuracy: number
  citations: number
  correctCitations: number
  citationPrecision: number
}

/** "I don't have that", in the chat's languages. */
const HONEST_NOT_KNOWN =
  /don't have|do not have|no tengo|no dispongo|não tenho|nao tenho|je n'ai pas|n'ai aucune|habe (?:ich )?(?:dazu |darüber |noch |bisher )*(?:keine|nichts)/i
/** A decline: "I can't help with that", in the chat's languages. */
const DECLINE =
  /\b(?:can't|cannot|can not|won't|will not) help\b|\bno puedo ayudar|\bnão posso ajudar|\bnao posso ajudar|\bje ne peux pas (?:vous )?aider|\bkann (?:ich )?(?:dabei |damit )?nicht (?:dabei |damit )?helfen/i
/** A refusal is one short sentence. */
const REFUSAL_MAX_CHARACTERS = 200

function pathOf(url: string, siteUrl: string): string | undefined {
  const origin = siteUrl.replace(/\/+$/, '')
  if (!url.startsWith(`${origin}/`)) return undefined
  return url.slice(origin.length)
}

/** Whether the answer meets the question's expectations (pure). */
export function scoreAnswer(
  question: EvalQuestion,
  answer: { response: string; citations: string[] },
  siteUrl: string,
): { factsOk: boolean; citeOk: boolean; languageOk: boolean; missing: string[] } {
  const { expect } = question
  const text = answer.response.toLowerCase()
  const languageOk = !question.answerLanguage || inLanguage(answer.response, question.answerLanguage)
  const wrongLanguage = languageOk ? [] : [`not in ${question.answerLanguage}`]
  if (expect.refuse) {
    const declined =
      DECLINE.test(answer.response) &&
      answer.response.trim().length <= REFUSAL_MAX_CHARACTERS &&
      sentenceCount(answer.response) <= 1
    return {
      factsOk: declined,
      citeOk: answer.citations.length === 0,
      languageOk,
      missing: [...(declined ? [] : ['a one-sentence refusal']), ...wrongLanguage],
    }
  }
  const missing = [
    ...expect.facts.filter((fact) => !text.includes(fact.toLowerCase())),
    ...expect.mustNotContain
      .filter((bad) => text.includes(bad.toLowerCase()))
      .map((bad) => `must not say ${bad}`),
  ]
  const cite = expect.cite
  if (cite === null) {
    const honest = HONEST_NOT_KNOWN.test(answer.response)
    return {
      factsOk: honest && !missing.length,
      citeOk: answer.citations.length === 0,
      languageOk,
      missing: [...missing, ...(honest ? [] : ['an honest "don\'t have"']), ...wrongLanguage],
    }
  }
  const paths = answer.citations.map((url) => pathOf(url, siteUrl))
  const cites = (page: string) =>
    paths.some((path) => (page.endsWith('/') ? path?.startsWith(page) : path === page))
  const uncited = [
    ...([cite, ...expect.orCite].some(cites) ? [] : [cite]),
    ...expect.alsoCite.filter((page) => !cites(page)),
  ]
  return {
    factsOk: !missing.length,
    citeOk: !uncited.length,
    languageOk,
    missing: [...missing, ...uncited.map((page) => `no citation of ${page}`), ...wrongLanguage],
  }
}

function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length
}

/** The answer, or its first sentence (which may say that the answer is in English), is in the language. */
function inLanguage(response: string, language: string): boolean {
  const first = response.split(/(?<=[.!?:])\s/)[0] ?? ''
  return detectLanguage(response) === language || detectLanguage(first) === language
}

/** Right, cited, invented and latency per kind, then for all questions (kind "all"). */
export function scoresByKind(results: readonly EvalResult[]): KindScore[] {
  const kinds = [...new Set(results.map((r) => r.question.kind))]
  const score = (kind: string, rows: readonly EvalResult[]): KindScore => {
    const mustCite = rows.filter((r) => r.question.expect.cite !== null && !r.question.expect.refuse)
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b)
    return {
      kind,
      total: rows.length,
      right: rows.filter((r) => r.passed).length,
      mustCite: mustCite.length,
      cited: mustCite.filter((r) => r.citeOk).length,
      invented: rows.reduce((n, r) => n + r.citations.length - r.correctCitations, 0),
      p50: percentile(ms, 0.5),
      p99: percentile(ms, 0.99),
    }
  }
  return [
    ...kinds.map((kind) =>
      score(
        kind,
        results.filter((r) => r.question.kind === kind),
      ),
    ),
    score('all', results),
  ]
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
}

/** Whether a citation is a page of ours that exists and is about something the answer names. */
export async function isCorrectCitation(db: Db, url: string, response: string, siteUrl: string) {
  const path = pathOf(url, siteUrl)
  if (!path) return false
  const text = response.toLowerCase()
  const names = (name: string | undefined | null) => Boolean(name && text.includes(name.toLowerCase()))
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
  if (segments[0] === 'news' && segments.length === 2) {
    const article = await getArticleBySlug(db, segments[1]!)
    return Boolean(article) && names(article!.title.replace(/"/g, "'"))
  }
  // The schedule of all games (the live-matches answers cite it), and the roster changes of all games.
  if (segments.length === 1 && (segments[0] === 'matches' || segments[0] === 'transfers')) return true
  const [game, section, slug] = segments
  if (!isGameSlug(game)) return false
  if (section === 'teams' && !slug) return segments.length === 2
  if (section === 'transfers') return segments.length === 2
  if (section === 'teams' && slug) {
    const team = await getTeamBySlug(db, slug)
    return team?.currentVideogame === game && names(team.name)
  }
  const id = slug ? pandascoreIdFromSlug(slug) : undefined
  if (section === 'matches' && !slug) return segments.length === 2
  if (section === 'matches' && id) {
    // The page exists under this very slug, and the answer names a side of it; a match neither of whose sides is
    // known yet (a final's "TBD vs TBD") is about what the answer names when it names its event.
    const match = await getMatchSummary(db, id)
    if (match?.game !== game || match.slug !== slug) return false
    if (match.team1Name || match.team2Name) return names(match.team1Name) || names(match.team2Name)
    return names(match.event?.name)
  }
  // The listing pages of a game (/lol/teams, /lol/matches, /lol/events) exist for every game.
  if (section === 'events' && !slug) return segments.length === 2
  if (section === 'events' && id) {
    const event = await getEventRow(db, id)
    return event?.game === game && event.slug === slug && names(event.name)
  }
  if (section === 'players' && slug) {
    const player = await getPlayerBySlug(db, slug)
    const playerGame = player?.team?.currentVideogame || player?.currentVideogame
    return Boolean(player) && playerGame === game && names(player!.name)
  }
  return false
}

export async function runChatEval(options: {
  db: Db
  siteUrl: string
  brand: string
  now: Date
  questions: EvalQuestion[]
}): Promise<EvalSummary> {
  const chat = localChat(options.db, options)
  const results: EvalResult[] = []
  for (const question of options.questions) {
    const started = performance.now()
    const answer = await answerChat(chat, question.question, { history: question.history })
    const ms = performance.now() - started
    const score = scoreAnswer(question, answer, options.siteUrl)
    let correctCitations = 0
    for (const url of answer.citations) {
      if (await isCorrectCitation(options.db, url, answer.response, options.siteUrl)) correctCitations += 1
    }
    results.push({
      question,
      response: answer.response,
      citations: answer.citations,
      ...score,
      passed: score.factsOk && score.citeOk && score.languageOk,
      correctCitations,
      ms,
    })
  }
  const passed = results.filter((r) => r.passed).length
  const citations = results.reduce((n, r) => n + r.citations.length, 0)
  const correctCitations = results.reduce((n, r) => n + r.correctCitations, 0)
  return {
    results,
    total: results.length,
    passed,
    accuracy: results.length ? passed / results.length : 0,
    citations,
    correctCitations,
    citationPrecision: citations ? correctCitations / citations : 1,
  }
}
