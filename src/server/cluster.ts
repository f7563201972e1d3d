import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'
import type { Env } from './env'
import type { Logger } from './logger'

// Decision 048: WEB_CONCURRENCY server processes answer on one port. A page's render is JavaScript on one thread, so
// one process keeps one core busy however many wait; the primary forks the server processes (node:cluster, each
// accepting from the one listening socket) and does nothing else. They are instances on one database as two
// machines behind a load balancer are (ARCHITECTURE.md): the response caches are told of changes by the database's
// NOTIFY, the realtime hubs listen to it, the rate limits count in it. The embedded database lives in one process,
// so PGlite runs one (env.ts refuses more).

/**
 * Runs `start` in this process when it is the only server process (WEB_CONCURRENCY=1) or one forked by a primary
 * (its log lines then carry its worker id and pid); otherwise this process is the primary and forks them, each
 * running the same entry (main.ts, or the fault tests' own).
 */
export async function startServerProcesses(
  env: Env,
  logger: Logger,
  start: (logger: Logger) => Promise<void>,
): Promise<void> {
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    process.exitCode = await runPrimary(env.WEB_CONCURRENCY, logger, env.SHUTDOWN_GRACE_MS)
    return
  }
  await start(cluster.isWorker ? logger.child({ worker: cluster.worker?.id, pid: process.pid }) : logger)
}

/** Unexpected exits of server processes within RESTART_WINDOW_MS beyond which the primary stops them all and exits 1:
 * a process that dies at once again and again (a lost database, a full disk) is its supervisor's to restart. */
const RESTART_LIMIT = 5
const RESTART_WINDOW_MS = 60_000

/** The stop order a primary sends its server processes; `now` is the second signal's (exit at once). */
export interface StopMessage {
  type: 'bo5:stop'
  signal: string
  now: boolean
}

export function isStopMessage(message: unknown): message is StopMessage {
  return (
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'bo5:stop'
  )
}

interface MetricsRequest {
  type: 'bo5:metrics'
  id: number
}

interface MetricsAnswer {
  type: 'bo5:metrics'
  id: number
  text?: string
  error?: string
}

/**
 * The primary: forks `processes` server processes, the first alone until it listens (it migrates and seeds the
 * database, and runs the jobs unless RUN_WORKER=false: the others are forked with RUN_WORKER=false), then the rest.
 * A process that exits unexpectedly is replaced, up to RESTART_LIMIT a minute. SIGTERM or SIGINT is passed on as a stop
 * order to each (a second one as "exit at once"; past `graceMs` and a margin, one still running is killed), and the promise resolves with the exit code once all are gone:
 * 0 when each stopped cleanly, 1 otherwise, or the first process's own code when it failed to start.
 */
function runPrimary(processes: number, logger: Logger, graceMs: number): Promise<number> {
  // Each process accepts from the one listening socket itself (not handed each connection by the primary, Node's
  // default on Linux): a connection waiting to be accepted when a process dies is accepted by another, where the
  // primary's hand-off would lose one given to a process at the moment it died (the fault test's kill -9 hung it).
  // The server processes run this process's own script with its Node flags (node:cluster's defaults).
  cluster.schedulingPolicy = cluster.SCHED_NONE
  const slots = new Map<Worker, number>()
  const exits: number[] = []
  let started = false
  let stopping = false
  let failed = false
  let finish: (code: number) => void = () => {}
  const done = new Promise<number>((resolve) => {
    finish = resolve
  })

  const stopAll = (signal: string, now: boolean) => {
    stopping = true
    for (const worker of slots.keys()) {
      if (worker.isConnected()) worker.send({ type: 'bo5:stop', signal, now } satisfies StopMessage)
      else worker.process.kill('SIGTERM')
    }
    // A process that neither stops nor answers (its event loop held) is killed past its own deadline.
    setTimeout(() => {
      for (const worker of slots.keys()) worker.process.kill('SIGKILL')
    }, graceMs + 20_000).unref()
    if (slots.size === 0) finish(failed ? 1 : 0)
  }

  const fork = (slot: number) => {
    const worker = cluster.fork(slot === 1 ? {} : { RUN_WORKER: 'false' })
    slots.set(worker, slot)
    worker.once('listening', () => {
      if (started) return
      started = true
      logger.info({ processes }, 'server processes starting')
      for (let next = 2; next <= processes; next++) fork(next)
    })
    worker.once('exit', (code, signal) => {
      slots.delete(worker)
      if (stopping) {
        if (code !== 0) failed = true
        if (slots.size === 0) finish(failed ? 1 : 0)
        return
      }
      if (!started) {
        // The first process failed to start (it printed why): nothing to replace.
        finish(code || 1)
        return
      }
      const now = Date.now()
      exits.push(now)
      while (exits.length > 0 && exits[0]! < now - RESTART_WINDOW_MS) exits.shift()
      if (exits.length > RESTART_LIMIT) {
        logger.error(
          { code, signal, exits: exits.length },
          'server processes keep exiting: stopping them all',
        )
        failed = true
        stopAll('restart-limit', false)
        return
      }
      logger.error({ code, signal, pid: worker.process.pid }, 'a server process exited: starting another')
      fork(slot)
    })
  }

  // /metrics in any process answers for all of them: the primary asks each for its registry and adds them up.
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsRequest(message)) return
    aggregator.clusterMetrics().then(
      (text) => reply(worker, { type: 'bo5:metrics', id: message.id, text }),
      (error: unknown) => reply(worker, { type: 'bo5:metrics', id: message.id, error: String(error) }),
    )
  })

  const onSignal = (signal: NodeJS.Signals) => {
    logger.info(
      { signal },
      stopping ? 'second signal: server processes told to exit at once' : 'shutting down',
    )
    stopAll(signal, stopping)
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
  fork(1)
  return done
}

function reply(worker: Worker, answer: MetricsAnswer): void {
  if (worker.isConnected()) worker.send(answer)
}

function isMetricsRequest(message: unknown): message is MetricsRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'bo5:metrics' &&
    typeof (message as { id?: unknown }).id === 'number'
  )
}

let metricsRequests = 0
const pendingMetrics = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>()

/**
 * In a server process forked by the primary: this registry is the one the primary adds up, and `clusterMetrics`
 * reads every process's; elsewhere undefined (a single process answers with its own registry).
 */
export function clusterMetricsReader(registry: Registry): (() => Promise<string>) | undefined {
  if (!cluster.isWorker) return undefined
  // Constructing one installs prom-client's answer to the primary's requests in this process.
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries([registry])
  process.on('message', (message: unknown) => {
    const answer = message as Partial<MetricsAnswer> | null
    if (answer?.type !== 'bo5:metrics' || typeof answer.id !== 'number') return
    const pending = pendingMetrics.get(answer.id)
    if (!pending) return
    pendingMetrics.delete(answer.id)
    if (answer.text !== undefined) pending.resolve(answer.text)
    else pending.reject(new Error(answer.error ?? 'no metrics from the primary'))
  })
  return () =>
    new Promise<string>((resolve, reject) => {
      if (!process.connected || !process.send) return reject(new Error('the primary is gone'))
      const id = ++metricsRequests
      pendingMetrics.set(id, { resolve, reject })
      process.send({ type: 'bo5:metrics', id } satisfies MetricsRequest)
      setTimeout(() => {
        if (pendingMetrics.delete(id)) reject(new Error('the primary did not answer for the metrics'))
      }, 5_000).unref()
    })
}
