import { spawnSync } from 'node:child_process'

// npm run bench: every benchmark, each printing its own table. Build first: npm run build.
for (const script of ['bench/startup.ts', 'bench/page-weight.ts', 'bench/ingest.ts']) {
  console.log(`\n== ${script}`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
