import { spawnSync } from 'node:child_process'

// npm run bench: every benchmark, each printing its own table. Build first: npm run build. load and ingest run on
// PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set; lighthouse needs Chromium (CHROME_PATH,
// default /usr/bin/chromium) and fetches Lighthouse through npx.
const scripts = [
  'bench/startup.ts',
  'bench/page-weight.ts',
  'bench/ingest.ts',
  'bench/feed-corpus.ts',
  'bench/load.ts',
  'bench/lighthouse.ts',
]
for (const script of scripts) {
  console.log(`\n== ${script}`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
