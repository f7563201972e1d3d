import { useEffect, useRef } from 'react'
import { retryDelay } from '#shared/domain/query-retry'
import type { ArticleChange } from '#shared/schemas/article'
import type { MatchChange } from '#shared/schemas/match-changes'

// §2.3/§2.7: pages re-read articles when the articles table changes, and live matches when a score moves
// (issue #14), through the server's one change feed.
const REALTIME_URL = '/api/realtime'
/** The stream opens once the page has settled: live updates never compete with the first load. */
const OPEN_DELAY_MS = 2_000
/** Pages that follow each other (home → news) keep the one stream instead of reconnecting. */
const CLOSE_DELAY_MS = 15_000
/**
 * A stopping server ends the stream with a "reconnect" event: the page opens a new one after a random delay in
 * this range, so a thousand pages do not arrive at the next instance in the same instant.
 */
const RECONNECT_MIN_MS = 500
const RECONNECT_SPREAD_MS = 2_500
/** Feed processing writes many rows in a burst; listeners hear once per burst. */
const BATCH_MS = 300

/** A batch of changes; empty after a reconnect, when changes may have been missed: re-read everything. */
type ArticleChangeListener = (changes: readonly ArticleChange[]) => void

type RawListener = (change: ArticleChange | null) => void
type RawMatchListener = (change: MatchChange | null) => void

const listeners = new Set<RawListener>()
const matchListeners = new Set<RawMatchListener>()
const listening = () => listeners.size + matchListeners.size > 0
let source: EventSource | null = null
let openTimer: ReturnType<typeof setTimeout> | undefined
let closeTimer: ReturnType<typeof setTimeout> | undefined
let retryTimer: ReturnType<typeof setTimeout> | undefined
let failures = 0
let connectedBefore = false

const OPS: readonly string[] = ['INSERT', 'UPDATE', 'DELETE'] satisfies ArticleChange['op'][]

/**
 * The data of one "articles" event (ArticleChangeSchema's shape), or null when it is not a valid change.
 * Checked by hand: zod would add ~80 KB to every page that listens.
 */
export function parseArticleChange(data: unknown): ArticleChange | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    if (typeof value !== 'object' || value === null) return null
    const { op, id } = value as Record<string, unknown>
    if (typeof op !== 'string' || !OPS.includes(op) || typeof id !== 'string') return null
    return { op: op as ArticleChange['op'], id }
  } catch {
    return null
  }
}

const STATUSES: readonly string[] = [
  'not_started',
  'running',
  'finished',
  'canceled',
  'postponed',
] satisfies MatchChange['status'][]
const GAMES: readonly string[] = ['cs2', 'lol', 'dota2', 'valorant'] satisfies MatchChange['game'][]

const isScore = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value))

/** The data of one "match" event (MatchChangeSchema's shape), or null when it is not a valid change. */
export function parseMatchChange(data: unknown): MatchChange | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    if (typeof value !== 'object' || value === null) return null
    const { pandascoreId, game, slug, status, scores, winner } = value as Record<string, unknown>
    if (!Number.isInteger(pandascoreId) || typeof slug !== 'string') return null
    if (typeof game !== 'string' || !GAMES.includes(game)) return null
    if (typeof status !== 'string' || !STATUSES.includes(status)) return null
    if (!Array.isArray(scores) || scores.length !== 2 || !scores.every(isScore)) return null
    if (winner !== null && winner !== 1 && winner !== 2) return null
    return {
      pandascoreId: pandascoreId as number,
      game: game as MatchChange['game'],
      slug,
      status: status as MatchChange['status'],
      scores: [scores[0] as number | null, scores[1] as number | null],
      winner,
    }
  } catch {
    return null
  }
}

function emit(change: ArticleChange | null) {
  for (const listener of listeners) listener(change)
}

function emitMatch(change: MatchChange | null) {
  for (const listener of matchListeners) listener(change)
}

/** Changes may have been missed: everyone re-reads. */
function emitResync() {
  emit(null)
  emitMatch(null)
}

function connect() {
  if (source || typeof EventSource === 'undefined' || !listening()) return
  const stream = new EventSource(REALTIME_URL)
  source = stream
  stream.addEventListener('open', () => {
    failures = 0
    // Changes made while the stream was down were not announced.
    if (connectedBefore) emitResync()
    // A live score may have moved between the page's read and this first connection: match readers re-read once
    // (from the response cache, which a change has emptied).
    else emitMatch(null)
    connectedBefore = true
  })
  // The server's own LISTEN was lost and is back (a database restart): changes may have been missed meanwhile.
  stream.addEventListener('resync', emitResync)
  stream.addEventListener('articles', (event) => {
    const change = parseArticleChange((event as MessageEvent).data)
    if (change) emit(change)
  })
  stream.addEventListener('match', (event) => {
    const change = parseMatchChange((event as MessageEvent).data)
    if (change) emitMatch(change)
  })
  // The server is stopping (a deploy, a restart): reconnect soon, to another instance or this one restarted. The
  // reopened stream's "open" re-reads everything, as changes made meanwhile were not announced.
  stream.addEventListener('reconnect', () => {
    stream.close()
    if (source === stream) source = null
    clearTimeout(retryTimer)
    retryTimer = setTimeout(connect, reconnectDelay())
  })
  stream.addEventListener('error', () => {
    // The browser retries a dropped stream by itself; a refused one (closed) is retried here with backoff.
    if (stream.readyState !== EventSource.CLOSED) return
    stream.close()
    if (source === stream) source = null
    clearTimeout(retryTimer)
    retryTimer = setTimeout(connect, retryDelay(failures++))
  })
}

/** The delay before reopening a stream the server ended on purpose: short, spread at random. */
export function reconnectDelay(random: () => number = Math.random): number {
  return RECONNECT_MIN_MS + Math.round(random() * RECONNECT_SPREAD_MS)
}

function disconnect() {
  clearTimeout(openTimer)
  clearTimeout(retryTimer)
  openTimer = undefined
  source?.close()
  source = null
  failures = 0
  // Nobody listened in between; the next page reads fresh data anyway.
  connectedBefore = false
}

/** Adds a listener to one of the sets; the shared stream opens lazily and closes a while after the last one leaves. */
function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener)
  clearTimeout(closeTimer)
  if (!source && !openTimer) {
    openTimer = setTimeout(() => {
      openTimer = undefined
      connect()
    }, OPEN_DELAY_MS)
  }
  return () => {
    set.delete(listener)
    if (listening()) return
    clearTimeout(closeTimer)
    closeTimer = setTimeout(disconnect, CLOSE_DELAY_MS)
  }
}

/** Listens to article changes (null: re-read everything, changes may have been missed). */
export function subscribeToArticleChanges(listener: RawListener): () => void {
  return subscribe(listeners, listener)
}

/** Listens to live match changes (null: re-read everything, changes may have been missed). */
export function subscribeToMatchChanges(listener: RawMatchListener): () => void {
  return subscribe(matchListeners, listener)
}

/**
 * Collects changes and hands them over once per burst: the first change starts a `ms` timer, the batch goes out
 * when it fires. `null` (a reconnect) starts a batch too, possibly empty.
 */
export function batchChanges<T>(onBatch: (changes: readonly T[]) => void, ms = BATCH_MS) {
  let pending: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    push(change: T | null) {
      if (change) pending.push(change)
      if (timer) return
      timer = setTimeout(() => {
        timer = undefined
        const batch = pending
        pending = []
        onBatch(batch)
      }, ms)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
      pending = []
    },
  }
}

/**
 * Calls `onChange` after articles were inserted, updated or deleted (batched per burst), and after the stream
 * reconnects. Browser only: nothing happens during SSR.
 */
export function useArticleChanges(onChange: ArticleChangeListener): void {
  const callback = useRef(onChange)
  useEffect(() => {
    callback.current = onChange
  })

  useEffect(() => {
    const batch = batchChanges<ArticleChange>((changes) => callback.current(changes))
    const unsubscribe = subscribeToArticleChanges(batch.push)
    return () => {
      batch.cancel()
      unsubscribe()
    }
  }, [])
}
