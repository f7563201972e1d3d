import { resolve } from 'node:path'
import { checkBoundaries } from './boundaries/check'
import { probes, runProbe } from './boundaries/probes'

// `npm run lint`'s boundary check (decision record 005); the rules and the checker are in scripts/boundaries/.
//   node --import tsx scripts/check-boundaries.ts [root]   check the tree (default: this repository)
//   node --import tsx scripts/check-boundaries.ts --probes  run the probe files and print what each reported

if (process.argv.includes('--probes')) {
  const results = probes.map(runProbe)
  console.table(
    results.map(({ probe, reported, pass }) => ({
      rule: probe.rule,
      probe: probe.name,
      reported: reported.map((v) => `${v.rule} @ ${v.file}:${v.line}`).join(', ') || 'nothing',
      result: pass ? 'fails as it must' : 'NOT CAUGHT',
    })),
  )
  const missed = results.filter((r) => !r.pass).length
  console.log(`${results.length - missed} of ${results.length} probes reported as exactly their rule.`)
  process.exit(missed ? 1 : 0)
}

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'))
const violations = checkBoundaries(root)
for (const v of violations) console.error(`${v.file}:${v.line}  [${v.rule}] ${v.message}`)
if (violations.length) {
  console.error(`\n${violations.length} boundary violation(s).`)
  process.exit(1)
}
console.log('Boundaries: ok')
