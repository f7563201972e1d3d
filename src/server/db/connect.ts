import pg from 'pg'
import { EnvError } from '../env'
import type { Logger } from '../logger'

// Decision 029: a start waits a bounded time for a PostgreSQL server that is not there yet (a container starting
// beside it, a failover), then stops with one line naming DATABASE_URL and the cause, never a stack.

/** Causes worth waiting out: the server may come up or the name may resolve in a moment. */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // the database system is starting up / shutting down / in recovery
  '57P03',
  '57P01',
  'CONNECT_TIMEOUT',
])

const FIRST_DELAY_MS = 250
const MAX_DELAY_MS = 2_000
/** One attempt gives up after this long (a host that drops packets would otherwise hold it for minutes). */
const ATTEMPT_TIMEOUT_MS = 5_000

/** Resolves once the server answers; throws an EnvError after `timeoutMs` of transient failures, or at once. */
export async function waitForServer(url: string, timeoutMs: number, logger?: Logger): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let delay = FIRST_DELAY_MS
  for (let attempt = 1; ; attempt++) {
    const remaining = deadline - Date.now()
    const error = await tryConnect(url, Math.max(1_000, Math.min(ATTEMPT_TIMEOUT_MS, remaining)))
    if (!error) return
    const cause = errorCode(error)
    if (!TRANSIENT.has(cause) || Date.now() + delay > deadline) {
      const waited = TRANSIENT.has(cause) ? ` (retried for ${Number((timeoutMs / 1000).toFixed(1))} s)` : ''
      throw new EnvError(`Invalid setting DATABASE_URL (${redact(url)}): ${describe(error, cause)}${waited}`)
    }
    if (attempt === 1) logger?.warn({ cause, timeoutMs }, 'database not reachable yet; retrying')
    await new Promise((resolve) => setTimeout(resolve, delay))
    delay = Math.min(delay * 2, MAX_DELAY_MS)
  }
}

async function tryConnect(url: string, timeoutMs: number): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
    return undefined
  } catch (error) {
    return error
  } finally {
    await client.end().catch(() => {})
  }
}

/** The error's code; a connection refused on every address of a name comes as an AggregateError. */
function errorCode(error: unknown): string {
  const e = error as { code?: string; errors?: { code?: string }[]; message?: string }
  if (e.code) return e.code
  const inner = e.errors?.find((x) => x.code)?.code
  if (inner) return inner
  if (/timeout/i.test(e.message ?? '')) return 'CONNECT_TIMEOUT'
  return 'UNKNOWN'
}

function describe(error: unknown, code: string): string {
  const message = String((error as Error).message ?? error).split('\n')[0]
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host is unknown (${code})`
  if (code === 'ECONNREFUSED') return `nothing accepts connections there (${code})`
  if (code === 'CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return `the server does not answer (${code})`
  return message ? `${message} (${code})` : code
}

/** The URL without its password, for a message that may end up in a log. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres://…'
  }
}
