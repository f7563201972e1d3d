import { parseArgs } from 'node:util'
import { table } from '../support'
import { loadQuestions, openDemoDatabase, runChatEval } from './evaluate'

// The chat evaluation: node --import tsx bench/chat-eval/run.ts [--now 2026-11-21T12:00:00Z] [--questions FILE] [--verbose]
// Loads the demo data into a fresh in-memory PGlite (as of now, or --now), asks every question of questions.json
// (or of FILE, e.g. the blind set blind-matches.json, written without reading the chat's rules)
// with retrieval + the local engine, and prints one row per question and the totals. Exits 1 below 90% accuracy.

const { values } = parseArgs({
  options: {
    now: { type: 'string' },
    questions: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
})
const now = values.now ? new Date(values.now) : new Date()
if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`)
const siteUrl = 'https://bo5.example'
const TARGET = 0.9

const database = await openDemoDatabase(now)
try {
  const summary = await runChatEval({
    db: database.db,
    siteUrl,
    brand: 'BO5',
    now,
    questions: loadQuestions(values.questions),
  })
  table(
    summary.results.map((r) => ({
      id: r.question.id,
      category: r.question.category,
      facts: r.factsOk ? 'ok' : `MISSING ${r.missing.join(' | ')}`,
      cite: r.citeOk ? 'ok' : 'WRONG',
      cited: `${r.correctCitations}/${r.citations.length}`,
      ms: Math.round(r.ms * 10) / 10,
    })),
  )
  if (values.verbose) {
    for (const r of summary.results) {
      console.log(
        `\n[${r.passed ? 'pass' : 'FAIL'}] ${r.question.question}\n  ${r.response}\n  ${r.citations.join('\n  ')}`,
      )
    }
  }
  const byCategory = new Map<string, { total: number; passed: number }>()
  for (const r of summary.results) {
    const entry = byCategory.get(r.question.category) ?? { total: 0, passed: 0 }
    entry.total += 1
    if (r.passed) entry.passed += 1
    byCategory.set(r.question.category, entry)
  }
  table([...byCategory].map(([category, c]) => ({ category, passed: `${c.passed}/${c.total}` })))
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`
  table([
    {
      questions: summary.total,
      passed: summary.passed,
      accuracy: percent(summary.accuracy),
      citations: summary.citations,
      'correct citations': summary.correctCitations,
      'citation precision': percent(summary.citationPrecision),
      now: now.toISOString(),
    },
  ])
  if (summary.accuracy < TARGET) {
    console.error(`Accuracy ${percent(summary.accuracy)} is below the ${percent(TARGET)} target.`)
    process.exitCode = 1
  }
} finally {
  await database.close()
}
