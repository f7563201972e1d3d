import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ResponseCache, UNHEARD_MAX_AGE_MS } from './response-cache'

// While the database's change announcements cannot be heard (its LISTEN connection is being re-established after
// a restart or failover), nothing would empty the cache when the content changes: entries live 2 s at most then.
// tests/db-listen-recovery.test.ts covers it inside the real app on PostgreSQL.

function setup() {
  let now = 1_000_000
  let heard = true
  const cache = new ResponseCache({ now: () => now })
  cache.setChangesHeard(() => heard)
  cache.enable()
  let renders = 0
  const app = new Hono()
  app.use(cache.middleware())
  app.get('*', (c) => {
    renders++
    c.header('cache-control', 'public, max-age=60')
    c.header('etag', `W/"${renders}"`)
    return c.text(`rendered ${renders} times`)
  })
  return {
    get: async (path: string) => (await app.request(path)).text(),
    advance: (ms: number) => {
      now += ms
    },
    setHeard: (value: boolean) => {
      heard = value
    },
  }
}

describe('response cache while changes are not heard', () => {
  it('replays an entry for its whole max-age while changes are heard', async () => {
    const t = setup()
    expect(await t.get('/a')).toBe('rendered 1 times')
    t.advance(50_000)
    expect(await t.get('/a')).toBe('rendered 1 times')
  })

  it('replays an entry only while it is younger than UNHEARD_MAX_AGE_MS, then renders again', async () => {
    const t = setup()
    expect(await t.get('/a')).toBe('rendered 1 times')
    t.advance(UNHEARD_MAX_AGE_MS)
    t.setHeard(false)
    // Exactly at the limit it still counts as fresh enough: bursts are still absorbed.
    expect(await t.get('/a')).toBe('rendered 1 times')
    t.advance(1)
    expect(await t.get('/a')).toBe('rendered 2 times')
    // The new entry is replayed for a short while, then rendered again.
    t.advance(UNHEARD_MAX_AGE_MS - 1)
    expect(await t.get('/a')).toBe('rendered 2 times')
    t.advance(2)
    expect(await t.get('/a')).toBe('rendered 3 times')
    // Heard again: back to the answer's own max-age.
    t.setHeard(true)
    t.advance(30_000)
    expect(await t.get('/a')).toBe('rendered 3 times')
  })
})
