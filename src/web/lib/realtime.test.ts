import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ArticleChangeSchema } from '#shared/schemas/article'
import { MatchChangeSchema } from '#shared/schemas/match-changes'
import {
  batchChanges,
  parseArticleChange,
  parseMatchChange,
  reconnectDelay,
  subscribeToArticleChanges,
  subscribeToMatchChanges,
} from './realtime'

describe('parseArticleChange', () => {
  it('reads the server\'s "articles" event data', () => {
    expect(parseArticleChange('{"op":"INSERT","id":"navi-win"}')).toEqual({ op: 'INSERT', id: 'navi-win' })
    expect(parseArticleChange('{"op":"DELETE","id":"x","extra":1}')).toEqual({ op: 'DELETE', id: 'x' })
  })

  it('accepts exactly what ArticleChangeSchema accepts', () => {
    const samples = [
      '{"op":"UPDATE","id":"a"}',
      '{"op":"update","id":"a"}',
      '{"op":"INSERT","id":7}',
      '{"op":"INSERT"}',
      '[]',
      'null',
      '"INSERT"',
      'not json',
    ]
    for (const sample of samples) {
      let expected: unknown = null
      try {
        const parsed = ArticleChangeSchema.safeParse(JSON.parse(sample))
        expected = parsed.success ? parsed.data : null
      } catch {
        expected = null
      }
      expect(parseArticleChange(sample)).toEqual(expected)
    }
  })

  it('ignores non-string data', () => {
    expect(parseArticleChange(undefined)).toBeNull()
    expect(parseArticleChange({ op: 'INSERT', id: 'a' })).toBeNull()
  })
})

const LIVE = {
  pandascoreId: 9800012,
  game: 'cs2',
  slug: 'cobalt-tide-vs-aurora-vanguard-9800012',
  status: 'running',
  scores: [1, 0],
  winner: null,
}

describe('parseMatchChange', () => {
  it('reads the server\'s "match" event data', () => {
    expect(parseMatchChange(JSON.stringify(LIVE))).toEqual(LIVE)
    const over = { ...LIVE, status: 'finished', scores: [2, 1], winner: 1 }
    expect(parseMatchChange(JSON.stringify(over))).toEqual(over)
  })

  it('accepts exactly what MatchChangeSchema accepts', () => {
    const samples = [
      { ...LIVE, scores: [null, null], status: 'not_started' },
      { ...LIVE, game: 'fifa' },
      { ...LIVE, status: 'live' },
      { ...LIVE, scores: [1] },
      { ...LIVE, scores: ['1', 0] },
      { ...LIVE, winner: 3 },
      { ...LIVE, pandascoreId: 1.5 },
      { ...LIVE, slug: undefined },
      [],
      null,
    ].map((sample) => JSON.stringify(sample))
    for (const sample of [...samples, 'not json']) {
      let expected: unknown = null
      try {
        const parsed = MatchChangeSchema.safeParse(JSON.parse(sample))
        expected = parsed.success ? parsed.data : null
      } catch {
        expected = null
      }
      expect(parseMatchChange(sample), sample).toEqual(expected)
    }
  })
})

class FakeEventSource {
  static CONNECTING = 0
  static OPEN = 1
  static CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  closed = false
  private listeners = new Map<string, ((event: { data?: string }) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.readyState = FakeEventSource.CLOSED
  }
  fire(type: string, data?: string) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN
    for (const listener of this.listeners.get(type) ?? []) listener({ data })
  }
}

describe('the shared change stream', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('opens one stream lazily for all listeners and closes it a while after the last one leaves', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = subscribeToArticleChanges(first)
    const stopSecond = subscribeToArticleChanges(second)
    expect(FakeEventSource.instances).toHaveLength(0)
    vi.advanceTimersByTime(2_000)
    expect(FakeEventSource.instances).toHaveLength(1)
    const stream = FakeEventSource.instances[0]!
    expect(stream.url).toBe('/api/realtime')

    stream.fire('open')
    stream.fire('articles', '{"op":"INSERT","id":"a"}')
    stream.fire('articles', 'garbage')
    expect(first).toHaveBeenCalledExactlyOnceWith({ op: 'INSERT', id: 'a' })
    expect(second).toHaveBeenCalledExactlyOnceWith({ op: 'INSERT', id: 'a' })

    stopFirst()
    stopSecond()
    vi.advanceTimersByTime(14_000)
    expect(stream.closed).toBe(false)
    vi.advanceTimersByTime(1_000)
    expect(stream.closed).toBe(true)
  })

  it('reconnects a refused stream with backoff and asks listeners to re-read after a reconnect', () => {
    const listener = vi.fn()
    const stop = subscribeToArticleChanges(listener)
    vi.advanceTimersByTime(2_000)
    const stream = FakeEventSource.instances[0]!
    stream.fire('open')
    expect(listener).not.toHaveBeenCalled()

    stream.readyState = FakeEventSource.CLOSED
    stream.fire('error')
    vi.advanceTimersByTime(999)
    expect(FakeEventSource.instances).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeEventSource.instances).toHaveLength(2)
    FakeEventSource.instances[1]!.fire('open')
    expect(listener).toHaveBeenCalledExactlyOnceWith(null)
    stop()
    vi.advanceTimersByTime(15_000)
  })
  it('reopens the stream after a short random delay when a stopping server says to reconnect, and re-reads', () => {
    const listener = vi.fn()
    const stop = subscribeToArticleChanges(listener)
    vi.advanceTimersByTime(2_000)
    const stream = FakeEventSource.instances[0]!
    stream.fire('open')
    stream.fire('reconnect', '{}')
    expect(stream.closed).toBe(true)
    vi.advanceTimersByTime(499)
    expect(FakeEventSource.instances).toHaveLength(1)
    vi.advanceTimersByTime(2_501)
    expect(FakeEventSource.instances).toHaveLength(2)
    FakeEventSource.instances[1]!.fire('open')
    expect(listener).toHaveBeenCalledExactlyOnceWith(null)
    stop()
    vi.advanceTimersByTime(15_000)
  })

  it('spreads reconnections between half a second and three seconds', () => {
    expect(reconnectDelay(() => 0)).toBe(500)
    expect(reconnectDelay(() => 0.999_999)).toBe(3_000)
  })

  it('asks listeners to re-read when the server says it may have missed changes (its database came back)', () => {
    const listener = vi.fn()
    const stop = subscribeToArticleChanges(listener)
    vi.advanceTimersByTime(2_000)
    const stream = FakeEventSource.instances[0]!
    stream.fire('open')
    stream.fire('resync', '{}')
    expect(listener).toHaveBeenCalledExactlyOnceWith(null)
    stop()
    vi.advanceTimersByTime(15_000)
  })

  it('shares the one stream with article listeners and hands each its own events', () => {
    const articles = vi.fn()
    const matches = vi.fn()
    const stopArticles = subscribeToArticleChanges(articles)
    const stopMatches = subscribeToMatchChanges(matches)
    vi.advanceTimersByTime(2_000)
    expect(FakeEventSource.instances).toHaveLength(1)
    const stream = FakeEventSource.instances[0]!
    stream.fire('open')
    // The first connection makes match readers re-read once: a score may have moved since the page read it.
    expect(matches).toHaveBeenCalledExactlyOnceWith(null)
    stream.fire('match', JSON.stringify(LIVE))
    stream.fire('match', 'garbage')
    expect(matches).toHaveBeenCalledTimes(2)
    expect(matches).toHaveBeenLastCalledWith(LIVE)
    expect(articles).not.toHaveBeenCalled()

    stream.fire('resync', '{}')
    expect(matches).toHaveBeenLastCalledWith(null)
    expect(articles).toHaveBeenCalledExactlyOnceWith(null)

    // The stream stays open while a match listener remains.
    stopArticles()
    vi.advanceTimersByTime(15_000)
    expect(stream.closed).toBe(false)
    stopMatches()
    vi.advanceTimersByTime(15_000)
    expect(stream.closed).toBe(true)
  })
})

describe('batchChanges', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands over one batch per burst', () => {
    const onBatch = vi.fn()
    const batch = batchChanges(onBatch, 300)
    batch.push({ op: 'INSERT', id: 'a' })
    batch.push({ op: 'UPDATE', id: 'b' })
    vi.advanceTimersByTime(299)
    expect(onBatch).not.toHaveBeenCalled()
    batch.push({ op: 'DELETE', id: 'c' })
    vi.advanceTimersByTime(1)
    expect(onBatch).toHaveBeenCalledExactlyOnceWith([
      { op: 'INSERT', id: 'a' },
      { op: 'UPDATE', id: 'b' },
      { op: 'DELETE', id: 'c' },
    ])
    batch.push(null)
    vi.advanceTimersByTime(300)
    expect(onBatch).toHaveBeenLastCalledWith([])
    batch.push({ op: 'INSERT', id: 'd' })
    batch.cancel()
    vi.advanceTimersByTime(300)
    expect(onBatch).toHaveBeenCalledTimes(2)
  })
})
