import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface StartedServer {
  child: ChildProcess
  baseURL: string
  /** Milliseconds from spawn to the first 200 of `path`. */
  msToFirst200: number
  stop(): Promise<void>
}

/**
 * Starts the built server (`npm run build` first) and times it until `path` answers 200. Its log (stdout) is
 * dropped unless `log` is 'inherit'; its stderr is always shown.
 */
export async function startServer(
  env: Record<string, string>,
  path = '/',
  log: 'ignore' | 'inherit' = 'ignore',
): Promise<StartedServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), SITE_URL: baseURL, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, 'inherit'],
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(baseURL + path)).status === 200) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  const msToFirst200 = performance.now() - started
  return {
    child,
    baseURL,
    msToFirst200,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export function table(rows: Record<string, string | number>[]): void {
  console.table(rows)
}
