import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, table } from './support'

// Cold start: empty data dir → migrations → demo seed → first 200 of "/". Warm start: the same dir again.
const runs = Number(process.argv[2] ?? 3)
const rows: Record<string, string | number>[] = []
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo5-bench-'))
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' }
  const cold = await startServer(env)
  await cold.stop()
  const warm = await startServer(env)
  await warm.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rows.push({
    run: i + 1,
    'cold start ms': Math.round(cold.msToFirst200),
    'warm start ms': Math.round(warm.msToFirst200),
  })
}
table(rows)
