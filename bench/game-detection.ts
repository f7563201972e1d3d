// Game detection on real names: the score of the headline tables (ours, and the blind set when it exists).
// Run: node --import tsx bench/game-detection.ts
import { existsSync, readFileSync } from 'node:fs'
import {
  BLIND_HEADLINES,
  OWN_HEADLINES,
  parseHeadlines,
  scoreHeadlines,
} from '#shared/domain/testdata/game-headlines'

for (const [name, file] of [
  ['own table', OWN_HEADLINES],
  ['blind set', BLIND_HEADLINES],
] as const) {
  if (!existsSync(file)) {
    console.log(`${name}: not there (${file.pathname})`)
    continue
  }
  const score = scoreHeadlines(parseHeadlines(readFileSync(file, 'utf8')))
  console.log(`${name}: ${score.right}/${score.total} right`)
  for (const miss of score.misses) console.log(`  expected ${miss.expected}, got ${miss.got}: ${miss.title}`)
}
