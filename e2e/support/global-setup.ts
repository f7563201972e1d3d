import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startFakePandaScore } from '../../tests/support/fake-pandascore'
import { startFakePublisher } from '../../tests/support/fake-publisher'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    chromiumPath: string
    /** A feed publisher on 127.0.0.1 (tests/support/fake-publisher.ts). */
    publisherURL: string
    /**
     * The fake PandaScore the server syncs and polls (tests/support/fake-pandascore.ts); specs play live matches
     * through its control surface (POST {pandascoreURL}/__control/live/start and /advance).
     */
    pandascoreURL: string
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      // Ready, not only alive: the job queue runs, so the admin dashboard says "System Online" (decision 032).
      const res = await fetch(`${url}/readyz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the server was not ready (/readyz) within ${timeoutMs} ms`)
}

/** Starts the built server once for all browser tests, on a fresh PGlite data dir with the demo data. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    const message = `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`
    if (process.env.E2E_REQUIRED) throw new Error(message)
    console.warn(`${message}: browser tests skipped`)
  }
  // The admin screens fetch feeds and sync esports data from servers of ours on 127.0.0.1, never the internet.
  const publisher = await startFakePublisher()
  const pandascore = await startFakePandaScore()
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'bo5-e2e-'))
  const baseURL = `http://127.0.0.1:${port}`
  // The compiled server, as `npm run serve` runs it (npm run test:e2e builds first).
  const child = spawn(process.execPath, ['dist/node/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // E2E_LOG_LEVEL=debug shows every live poll; E2E_PANDASCORE_REQUESTS=1 counts the fake's requests at the end.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'e2e-password',
      ALLOW_PRIVATE_FEED_HOSTS: 'true',
      PANDASCORE_TOKEN: pandascore.token,
      PANDASCORE_BASE_URL: pandascore.url,
      // A started or advanced match reaches the pages within seconds (decision 028: the poller asks only while a
      // match is running or due; the demo's seeded series stay "running" here, so it asks all along). Every 2 s,
      // one request a poll, is half of PandaScore's 60 a minute (the client waits beyond it, and get-team-matches
      // gives up after 3 s) and reaches its 1,000 an hour after 33 minutes; every second would after 17.
      LIVE_POLL_SECONDS: '2',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(baseURL, child, 150_000)
  project.provide('baseURL', baseURL)
  project.provide('chromiumPath', existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : '')
  project.provide('publisherURL', publisher.url)
  project.provide('pandascoreURL', pandascore.url)

  return async () => {
    if (process.env.E2E_PANDASCORE_REQUESTS)
      console.info(`fake PandaScore: ${pandascore.count()} requests in ${Math.round(process.uptime())} s`)
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r).once('error', r))
    rmSync(dataDir, { recursive: true, force: true })
    await publisher.close()
    await pandascore.close()
  }
}
