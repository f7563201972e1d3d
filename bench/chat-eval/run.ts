import { parseArgs } from 'node:util'
import { table } from '../support'
import { loadQuestions, openDemoDatabase, runChatEval, scoresByKind } from './evaluate'

// The chat evaluation: node --import tsx bench/chat-eval/run.ts [--now 2026-11-21T12:00:00Z] [--questions FILE] [--verbose]
// Loads the demo data into a fresh in-memory PGlite (as of now, or --now), asks every question of questions.json
// (or of FILE, e.g. the blind sets blind-matches.json and blind/questions.json, written without reading the chat's
// rules) of the chat service with the local engine, each after its conversation's earlier turns, and prints one row
// per question, the scores per kind (right, cited, invented facts, p50/p99 ms) and the totals.
// Exits 1 below 90% accuracy.

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
      kind: r.question.kind,
      result: r.passed ? 'ok' : r.missing.join(' | ') || 'WRONG',
      cited: `${r.correctCitations}/${r.citations.length}`,
      ms: Math.round(r.ms * 10) / 10,
    })),
  )
  if (values.verbose) {
    for (const r of summary.results) {
      const turns = r.question.history.map((t) => `  ${t.role}: ${t.content}\n`).join('')
      console.log(
        `\n[${r.passed ? 'pass' : 'FAIL'}] ${r.question.id}\n${turns}  user: ${r.question.question}\n  answer: ${r.response}\n  ${r.citations.join('\n  ')}`,
      )
    }
  }
  const share = (n: number, of: number) => (of ? `${n}/${of} (${((n / of) * 100).toFixed(0)}%)` : '-')
  table(
    scoresByKind(summary.results).map((k) => ({
      kind: k.kind,
      right: share(k.right, k.total),
      cited: share(k.cited, k.mustCite),
      invented: k.invented,
      'p50 ms': Math.round(k.p50 * 10) / 10,
      'p99 ms': Math.round(k.p99 * 10) / 10,
    })),
  )
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
