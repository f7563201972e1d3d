import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { createAi } from '#server/ai/ai'
import { composeLocalAnswer } from '#server/ai/local/chat'
import { localEngine } from '#server/ai/local/engine'
import { type Database, type Db, migrateDatabase, openDatabase } from '#server/db/client'
import { parseEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { retrieveContext } from '#server/services/chat/retrieval'
import { seedDemoData } from '#server/services/demo-seed'
import { getArticleBySlug } from '#server/storage/articles'
import { getEventRow } from '#server/storage/event-reads'
import { getMatchSummary } from '#server/storage/match-reads'
import { getPlayerBySlug } from '#server/storage/players'
import { getTeamBySlug } from '#server/storage/teams'
import { isGameSlug } from '#shared/domain/games'
import { pandascoreIdFromSlug } from '#shared/domain/match-slugs'

// The chat's evaluation: the questions of questions.json asked of retrieval + the local engine
// over the demo data. A question passes when the answer contains every expected substring and its citations
// include the expected page; a question the site cannot answer passes with no citations and an honest
// "don't have". Citation precision: the share of returned citations that are real pages of ours about something
// the answer names.

export const QUESTIONS_FILE = fileURLToPath(new URL('./questions.json', import.meta.url))

const EvalQuestionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  expect: z.object({ facts: z.array(z.string()), cite: z.string().nullable() }),
})
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

export interface EvalResult {
  question: EvalQuestion
  response: string
  citations: string[]
  factsOk: boolean
  citeOk: boolean
  passed: boolean
  missing: string[]
  /** Citations that are real pages of ours about something the answer names. */
  correctCitations: number
  ms: number
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

const HONEST_NOT_KNOWN = /don't have|do not have/i

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
): { factsOk: boolean; citeOk: boolean; missing: string[] } {
  const text = answer.response.toLowerCase()
  const missing = question.expect.facts.filter((fact) => !text.includes(fact.toLowerCase()))
  const cite = question.expect.cite
  if (cite === null) {
    const honest = HONEST_NOT_KNOWN.test(answer.response)
    return {
      factsOk: honest && !missing.length,
      citeOk: answer.citations.length === 0,
      missing: honest ? missing : [...missing, 'an honest "don\'t have"'],
    }
  }
  const paths = answer.citations.map((url) => pathOf(url, siteUrl))
  const citeOk = paths.some((path) => (cite.endsWith('/') ? path?.startsWith(cite) : path === cite))
  return { factsOk: !missing.length, citeOk, missing }
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
  // The schedule of all games (the live-matches answers cite it).
  if (segments.length === 1 && segments[0] === 'matches') return true
  const [game, section, slug] = segments
  if (!isGameSlug(game)) return false
  if (section === 'teams' && !slug) return segments.length === 2
  if (section === 'teams' && slug) {
    const team = await getTeamBySlug(db, slug)
    return team?.currentVideogame === game && names(team.name)
  }
  const id = slug ? pandascoreIdFromSlug(slug) : undefined
  if (section === 'matches' && !slug) return segments.length === 2
  if (section === 'matches' && id) {
    // The page exists under this very slug, and the answer names a side of it.
    const match = await getMatchSummary(db, id)
    return match?.game === game && match.slug === slug && (names(match.team1Name) || names(match.team2Name))
  }
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
  const results: EvalResult[] = []
  for (const question of options.questions) {
    const started = performance.now()
    const context = await retrieveContext(
      { db: options.db, site: { siteUrl: options.siteUrl }, now: () => options.now },
      question.question,
    )
    const answer = composeLocalAnswer(context, { brand: options.brand })
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
      passed: score.factsOk && score.citeOk,
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
