import { resolve } from 'node:path'
import { checkBoundaries } from './boundaries/check'
import { checkTree, probes, runProbe } from './boundaries/probes'

// `npm run lint`'s boundary check (decision record 005); the rules and the checker are in scripts/boundaries/.
//   node --import tsx scripts/check-boundaries.ts [root]   check the tree (default: this repository)
//   node --import tsx scripts/check-boundaries.ts --probes  run the probe files and print what each reported

if (process.argv.includes('--probes')) {
  const results = probes.map(runProbe)
  console.log('| rule | probe (one violating file added to a clean tree) | reported | result |')
  console.log('| --- | --- | --- | --- |')
  for (const { probe, reported, pass } of results) {
    const found = reported.map((v) => `${v.rule} @ ${v.file}:${v.line}`).join(', ') || 'nothing'
    console.log(`| ${probe.rule} | ${probe.name} | ${found} | ${pass ? 'fails as it must' : 'NOT CAUGHT'} |`)
  }
  const clean = checkTree()
  const missed = results.filter((r) => !r.pass).length
  console.log(`\n${results.length - missed} of ${results.length} probes reported as exactly their rule;`)
  console.log(
    `the clean tree: ${clean.length ? `${clean.length} violation(s), expected none` : 'nothing reported'}.`,
  )
  process.exit(missed || clean.length ? 1 : 0)
}

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'))
const violations = checkBoundaries(root)
for (const v of violations) console.error(`${v.file}:${v.line}  [${v.rule}] ${v.message}`)
if (violations.length) {
  console.error(`\n${violations.length} boundary violation(s).`)
  process.exit(1)
}
console.log('Boundaries: ok')
