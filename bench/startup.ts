import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SERVER_COMMANDS, startServer, table } from './support'

// bench/startup.ts [runs] [--source]: the built server (npm run build first); --source also starts the sources
// through tsx, as `npm start` did before decision 030, alternating with the compiled server so both see the same
// load. Cold start: an empty data dir → migrations → demo seed → first 200 of "/". Restart: the same dir again,
// timed to the first 200 of /healthz (what a supervisor or load balancer waits for; issue 19 asks ≤ 3 s on
// PGlite) and, in another start, of "/" (the first page render). CPU ms is the server's own CPU time by then:
// on a busy machine the wall clock measures the neighbours, CPU time what the start costs.
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3)
const commands: (keyof typeof SERVER_COMMANDS)[] = process.argv.includes('--source')
  ? ['compiled', 'source']
  : ['compiled']
const rows: Record<string, string | number>[] = []
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo5-bench-'))
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' }
  const cold = await startServer(env)
  await cold.stop()
  for (const command of commands) {
    const restart = await startServer(env, '/healthz', 'ignore', command)
    await restart.stop()
    const page = await startServer(env, '/', 'ignore', command)
    await page.stop()
    rows.push({
      run: i + 1,
      server: command,
      'cold start ms': command === 'compiled' ? Math.round(cold.msToFirst200) : '',
      'restart to /healthz ms': Math.round(restart.msToFirst200),
      'CPU ms': restart.cpuMsToFirst200,
      'restart to / ms': Math.round(page.msToFirst200),
      'CPU ms ': page.cpuMsToFirst200,
    })
  }
  rmSync(dataDir, { recursive: true, force: true })
}
table(rows)
