import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type EvalSummary,
  isCorrectCitation,
  loadQuestions,
  openDemoDatabase,
  runChatEval,
} from '../../../../bench/chat-eval/evaluate'
import type { Database } from '#server/db/client'

// The chat's evaluation set (bench/chat-eval/questions.json) as a behaviour test: retrieval + the local engine over
// the demo data must answer at least 90% of the questions right, citing the right pages of ours, and say "don't
// have" (with no citations) to the ones the site cannot answer.

describe('the chat evaluation over the demo data', () => {
  let database: Database
  let summary: EvalSummary
  const now = new Date()

  beforeAll(async () => {
    database = await openDemoDatabase(now)
    summary = await runChatEval({
      db: database.db,
      siteUrl: 'https://bo5.example',
      brand: 'BO5',
      now,
      questions: loadQuestions(),
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('has at least 40 questions, 5 of which the site cannot answer', () => {
    expect(summary.total).toBeGreaterThanOrEqual(40)
    expect(summary.results.filter((r) => r.question.expect.cite === null).length).toBeGreaterThanOrEqual(5)
  })

  it('answers at least 90% of them right', () => {
    const failed = summary.results
      .filter((r) => !r.passed)
      .map((r) => `${r.question.id}: ${r.missing.join(', ') || 'citation'} | ${r.response}`)
    expect(summary.accuracy, failed.join('\n')).toBeGreaterThanOrEqual(0.9)
  })

  it('cites only real pages of ours about what the answer names', () => {
    expect(summary.citationPrecision).toBeGreaterThanOrEqual(0.95)
    for (const r of summary.results) expect(r.citations.length).toBeLessThanOrEqual(3)
  })

  it("answers every question it cannot answer honestly, without citations, in the question's language", () => {
    for (const r of summary.results.filter(
      (x) => x.question.expect.cite === null && !x.question.expect.refuse,
    )) {
      expect(r.citations, r.question.question).toEqual([])
      expect(r.factsOk && r.languageOk, `${r.question.question} | ${r.response}`).toBe(true)
      if (!r.question.answerLanguage) expect(r.response, r.question.question).toMatch(/don't have/)
    }
  })

  it("counts a game's events listing as a real page of ours, and a listing of an unknown game or section as invented", async () => {
    const cites = (url: string) =>
      isCorrectCitation(database.db, url, 'Upcoming events in LoL', 'https://bo5.example')
    expect(await cites('https://bo5.example/lol/events')).toBe(true)
    expect(await cites('https://bo5.example/valorant/events')).toBe(true)
    expect(await cites('https://bo5.example/lol/tournaments')).toBe(false)
    expect(await cites('https://bo5.example/chess/events')).toBe(false)
    expect(await cites('https://elsewhere.example/lol/events')).toBe(false)
    // The transfers pages: every game's and each game's.
    expect(await cites('https://bo5.example/transfers')).toBe(true)
    expect(await cites('https://bo5.example/dota2/transfers')).toBe(true)
    expect(await cites('https://bo5.example/chess/transfers')).toBe(false)
  })

  it('counts the page of a match whose sides are not known yet as about an answer that names its event', async () => {
    const cites = (response: string) =>
      isCorrectCitation(
        database.db,
        'https://bo5.example/cs2/matches/tbd-vs-tbd-9600454',
        response,
        'https://bo5.example',
      )
    expect(
      await cites(
        'Longship Masters Winter 2026 has no winner yet: its grand final, TBD vs TBD, is on Dec 25.',
      ),
    ).toBe(true)
    expect(await cites('TBD vs TBD is scheduled on December 25.')).toBe(false)
    expect(
      await isCorrectCitation(
        database.db,
        'https://bo5.example/cs2/matches/tbd-vs-tbd-1',
        'Longship Masters Winter 2026',
        'https://bo5.example',
      ),
    ).toBe(false)
  })

  it('declines the requests it must, in one sentence without citations, and follows conversations', () => {
    const kinds = (kind: string) => summary.results.filter((r) => r.question.kind === kind)
    expect(kinds('refusal').filter((r) => r.question.expect.refuse).length).toBeGreaterThanOrEqual(5)
    expect(kinds('conversation').length).toBeGreaterThanOrEqual(5)
    for (const r of [...kinds('refusal'), ...kinds('conversation'), ...kinds('language')]) {
      expect(r.passed, `${r.question.id}: ${r.missing.join(', ')} | ${r.response}`).toBe(true)
    }
  })
})
