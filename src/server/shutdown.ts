import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { isStopMessage } from './cluster'
import type { Logger } from './logger'

// Decision 029: a stopped process finishes what it started. SIGTERM (systemd, a container supervisor) or SIGINT
// (Ctrl-C) runs the process's stop steps once; a second signal during them exits at once.

/** How often a draining server closes the keep-alive connections that went idle since the last look. */
const IDLE_SWEEP_MS = 50
/** Past the grace period, the stop steps after the HTTP drain (job queue, database) get this long before exit 1. */
const STOP_STEPS_MARGIN_MS = 15_000

/** What a process stops, in decision 029's order; each part it does not have is left out. */
export interface StopParts {
  /** Its /api/realtime readers are told to reconnect (elsewhere) and their streams end. */
  hub?: { close(): number }
  /** No new connections; requests in flight get the grace period to finish. */
  server?: Server
  /** The job queue, stopped at the same time: the job being run finishes its step. */
  worker?: PromiseLike<{ stop(graceMs: number): Promise<void> } | undefined>
  /** Last, once requests and jobs are done: closes the database and what was opened on it. */
  close: () => Promise<void>
}

/**
 * The one signal handler of every process (the server, `npm run worker`, `npm run dev`): on the first SIGTERM or
 * SIGINT it stops `parts`, logs "stopped" and exits 0; it exits 1 when stopping fails or outlasts the grace period
 * by a wide margin, and at once on a second signal. A server process of several (decision 048) takes its stop
 * order from the primary, which passes on the signals it gets (the second as "now"); a signal sent to the process
 * itself, as a supervisor killing the whole group sends one to each beside the primary's order, and the primary's
 * going away stop it too, but only the primary's "now" cuts a stop short.
 */
export function stopOnSignals(logger: Logger, graceMs: number, parts: StopParts): void {
  let stopping = false
  const stop = (signal: string, now: boolean) => {
    if (stopping) {
      if (!now) return
      logger.warn({ signal }, 'second signal during shutdown: exiting at once')
      exitAfterFlush(logger, 1)
      return
    }
    stopping = true
    const started = performance.now()
    logger.info({ signal, graceMs }, 'shutting down')
    setTimeout(() => {
      logger.error({ ms: Math.round(performance.now() - started) }, 'shutdown took too long: exiting')
      exitAfterFlush(logger, 1)
    }, graceMs + STOP_STEPS_MARGIN_MS).unref()
    stopParts(parts, graceMs, logger).then(
      () => {
        logger.info({ ms: Math.round(performance.now() - started) }, 'stopped')
        exitAfterFlush(logger, 0)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        exitAfterFlush(logger, 1)
      },
    )
  }
  if (cluster.isWorker) {
    process.on('message', (message: unknown) => {
      if (isStopMessage(message)) stop(message.signal, message.now)
    })
    process.on('disconnect', () => stop('primary gone', false))
    process.on('SIGTERM', (signal) => stop(signal, false))
    process.on('SIGINT', (signal) => stop(signal, false))
    return
  }
  const onSignal = (signal: NodeJS.Signals) => stop(signal, stopping)
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

async function stopParts(parts: StopParts, graceMs: number, logger: Logger): Promise<void> {
  const streams = parts.hub?.close()
  if (streams) logger.info({ streams }, 'realtime streams told to reconnect')
  await Promise.all([
    parts.server ? drainHttpServer(parts.server, graceMs, logger) : undefined,
    Promise.resolve(parts.worker).then((worker) => worker?.stop(graceMs)),
  ])
  await parts.close()
}

/** How long exiting waits for the logger's last lines at most: its writes go through libuv's thread pool, which a
 * database closing its files can hold for a while on a busy machine (at 500 ms, "stopped" was lost at load 13). */
const FLUSH_WAIT_MS = 5_000

/** Exits once the logger has written what it holds (an asynchronous transport would otherwise lose the last lines). */
function exitAfterFlush(logger: Logger, code: number): void {
  const exit = () => process.exit(code)
  setTimeout(exit, FLUSH_WAIT_MS).unref()
  try {
    logger.flush(exit)
  } catch {
    exit()
  }
}

/**
 * Stops accepting connections and lets the requests in flight finish for up to `graceMs`; then cuts what is left.
 * Keep-alive connections are closed as soon as they are idle, so a client's next request goes elsewhere.
 * Resolves with the number of requests that were still unanswered at the deadline.
 */
export function drainHttpServer(server: Server, graceMs: number, logger: Logger): Promise<number> {
  return new Promise((resolve) => {
    const inFlight = countRequestsInFlight(server)
    let done = false
    const finish = (unanswered: number) => {
      if (done) return
      done = true
      clearInterval(sweep)
      clearTimeout(deadline)
      resolve(unanswered)
    }
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    const deadline = setTimeout(() => {
      const unanswered = inFlight()
      if (unanswered) logger.warn({ unanswered, graceMs }, 'grace period over: closing unfinished requests')
      server.closeAllConnections()
      finish(unanswered)
    }, graceMs)
    logger.info({ inFlight: inFlight() }, 'no longer accepting connections; finishing requests in flight')
    server.close(() => finish(0))
  })
}

const tracked = new WeakMap<Server, () => number>()

/** The number of requests the server is answering right now (counting starts at the first call). */
export function countRequestsInFlight(server: Server): () => number {
  const known = tracked.get(server)
  if (known) return known
  let count = 0
  server.on('request', (_req, res) => {
    count++
    res.once('close', () => count--)
  })
  const read = () => count
  tracked.set(server, read)
  return read
}
