import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TransferList, TransferListSchema } from '#shared/schemas/transfers'
import { createLogger } from '#server/logger'
import { ResponseCache } from '#server/routes/response-cache'
import type { PandaScoreClient } from '#server/providers/pandascore/client'
import { type EsportsSyncContext, syncEsportsData } from '#server/services/esports-sync'
import { StoryDraftListSchema } from '#shared/schemas/transfers'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePandaScore, startFakePandaScore } from './support/fake-pandascore'
import { fakePandaScoreClient } from './support/pandascore-client'
import { sourceRenderer } from './support/renderer'

// Transfers from roster diffs across syncs of the fake PandaScore, on both databases (issue #18 items 3 and 6;
// docs/decisions/036-transfers-from-roster-diffs.md): the first sync is the baseline, a second one after the fake
// changed rosters records exactly those changes (and one "Roster Move" draft for the move, never an article),
// the API and the pages show them, and a third identical sync adds nothing.

const logger = createLogger('silent')
const NOW = new Date('2026-11-21T12:00:00Z')
const LATER = new Date('2026-11-22T09:30:00Z')
const DAY = 86_400_000

const AURORA = 9100002
const STEPPE = 9100003
const COBALT = 9100004
const JADE = 9100007
const MOSSBYTE = 9200003
const LUMENFOX = 9200013

describe.each(testDrivers)('transfers from roster diffs on $name', (driver) => {
  let fake: FakePandaScore
  let testDb: TestDatabase
  let client: PandaScoreClient
  let t: TestApp
  let app: TestApp['app']

  const ctx = (now: Date): EsportsSyncContext => ({
    db: testDb.database.db,
    logger,
    pandascore: client,
    now: () => now,
  })
  const sync = (now: Date) => syncEsportsData(ctx(now), { forceRefresh: false, freshHours: 0 })
  const rows = async (sql: string) => (await testDb.database.execute(sql)).rows
  const count = async (sql: string) => Number((await rows(sql))[0]?.n)
  const transfers = async (query = ''): Promise<TransferList> => {
    const res = await app.request(`/api/transfers${query}`)
    expect(res.status).toBe(200)
    return TransferListSchema.parse(await res.json())
  }
  /** "player: from → to (kind)", as the list reads. */
  const lines = (list: TransferList) =>
    list.transfers.map((t) => `${t.player.name}: ${t.from?.name ?? '-'} → ${t.to?.name ?? '-'} (${t.kind})`)

  beforeAll(async () => {
    fake = await startFakePandaScore({ now: NOW })
    testDb = await createTestDatabase(driver)
    client = fakePandaScoreClient(fake, logger)
    const env = testEnv()
    t = createTestApp(testDb.database, {
      env,
      pandascore: client,
      renderer: sourceRenderer(env.site, () => app),
    })
    app = t.app
  }, 120_000)
  afterAll(async () => {
    await client?.close()
    await fake?.close()
    await testDb?.drop()
  })

  it('records nothing on the first sync of an empty database: it is the baseline', async () => {
    const result = await sync(NOW)
    expect(result).toMatchObject({ success: true, teams: 24, errors: [] })
    expect(await count('SELECT count(*) AS n FROM roster_changes')).toBe(0)
    expect((await transfers()).transfers).toEqual([])
  })

  it('records the moves, departures and joins a second sync sees, and drafts one Roster Move', async () => {
    const articles = await count('SELECT count(*) AS n FROM articles')
    fake.rosters.move(MOSSBYTE, AURORA)
    fake.rosters.drop(LUMENFOX)
    fake.rosters.add(COBALT, { id: 9299001, name: 'tidewhistle' })
    fake.rosters.add(JADE, { id: 9299002, name: 'Emberwick' })
    const result = await sync(LATER)
    expect(result.success).toBe(true)
    expect(result.message).toContain('4 roster changes')

    const stored = await rows(
      `SELECT game, kind, player_name, from_team_name, to_team_name, seen_at FROM roster_changes ORDER BY player_name`,
    )
    expect(stored.map((r) => [r.game, r.kind, r.player_name, r.from_team_name, r.to_team_name])).toEqual([
      ['lol', 'joined', 'Emberwick', null, 'Jade Meridian'],
      ['cs2', 'left', 'lumenfox', 'Steppe Comets', null],
      ['cs2', 'moved', 'mossbyte', 'Northwind Wolves', 'Aurora Vanguard'],
      ['cs2', 'joined', 'tidewhistle', null, 'Cobalt Tide'],
    ])
    for (const r of stored) expect(new Date(String(r.seen_at)).toISOString()).toBe(LATER.toISOString())
    // The departed player is on no team now; the moved one is on their new team.
    const teams = await rows(
      `SELECT p.pandascore_id AS id, t.pandascore_id AS team FROM players p LEFT JOIN teams t ON t.id = p.team_id
        WHERE p.pandascore_id IN (${MOSSBYTE}, ${LUMENFOX}) ORDER BY p.pandascore_id`,
    )
    expect(teams.map((r) => [Number(r.id), r.team === null ? null : Number(r.team)])).toEqual([
      [MOSSBYTE, AURORA],
      [LUMENFOX, null],
    ])

    // One draft, for the move, written from the change alone; nothing published.
    const drafts = await rows('SELECT story_type, game, title, summary, content, engine FROM story_drafts')
    expect(drafts).toHaveLength(1)
    expect(drafts[0]).toMatchObject({ story_type: 'roster_change', game: 'cs2', engine: 'local' })
    expect(String(drafts[0]?.title)).toMatch(/mossbyte/)
    expect(String(drafts[0]?.content)).toContain('Northwind Wolves')
    expect(String(drafts[0]?.content)).toContain('Aurora Vanguard')
    expect(await count('SELECT count(*) AS n FROM articles')).toBe(articles)
  })

  it('shows the admin the Roster Move draft, and nobody else', async () => {
    expect((await app.request('/api/admin/story-drafts')).status).toBe(401)
    const admin = await signInAs(t, testDb.database, 'admin@example.com', 'admin')
    const res = await app.request('/api/admin/story-drafts', { headers: admin })
    expect(res.status).toBe(200)
    const { drafts } = StoryDraftListSchema.parse(await res.json())
    expect(drafts.map((d) => [d.storyTypeLabel, d.game, d.title])).toEqual([
      ['Roster Move', 'cs2', expect.stringContaining('mossbyte')],
    ])
    // Not an article: the news API does not list it.
    const news = (await (await app.request('/api/articles?limit=100')).json()) as {
      articles: { title: string }[]
    }
    expect(news.articles.some((a) => a.title === drafts[0]?.title)).toBe(false)
  })

  it('lists them newest first through GET /api/transfers, filtered by game, team and days', async () => {
    const all = await transfers()
    expect(all.transfers).toHaveLength(4)
    expect(all.next).toBeNull()
    const move = all.transfers.find((t) => t.kind === 'moved')
    expect(move).toMatchObject({
      game: 'cs2',
      seenAt: LATER.toISOString(),
      player: { name: 'mossbyte', path: '/cs2/players/mossbyte' },
      from: { name: 'Northwind Wolves', path: '/cs2/teams/northwind-wolves' },
      to: { name: 'Aurora Vanguard', path: '/cs2/teams/aurora-vanguard' },
    })
    expect(lines(await transfers('?game=lol'))).toEqual(['Emberwick: - → Jade Meridian (joined)'])
    expect(lines(await transfers('?team=northwind-wolves'))).toEqual([
      'mossbyte: Northwind Wolves → Aurora Vanguard (moved)',
    ])
    expect(lines(await transfers('?team=aurora-vanguard'))).toEqual([
      'mossbyte: Northwind Wolves → Aurora Vanguard (moved)',
    ])
    expect(lines(await transfers('?player=lumenfox'))).toEqual(['lumenfox: Steppe Comets → - (left)'])
    expect((await transfers('?from=2026-11-22&to=2026-11-22')).transfers).toHaveLength(4)
    expect((await transfers('?to=2026-11-21')).transfers).toEqual([])
    expect((await transfers('?team=no-such-team')).transfers).toEqual([])
    // A slug the team or player had before finds them, as their pages do (decision 020).
    await rows(`INSERT INTO slug_history (kind, old_slug, target_id)
      SELECT 'team', 'northwind-old', id FROM teams WHERE slug = 'northwind-wolves'
      UNION ALL SELECT 'player', 'lumenfox-old', id FROM players WHERE slug = 'lumenfox'`)
    expect(lines(await transfers('?team=northwind-old'))).toEqual(
      lines(await transfers('?team=northwind-wolves')),
    )
    expect(lines(await transfers('?player=lumenfox-old'))).toEqual(['lumenfox: Steppe Comets → - (left)'])

    // Paged by cursor: two pages of two, the same four in the same order.
    const first = await transfers('?limit=2')
    expect(first.next).not.toBeNull()
    const second = await transfers(`?limit=2&cursor=${encodeURIComponent(first.next ?? '')}`)
    expect(second.next).toBeNull()
    expect([...lines(first), ...lines(second)]).toEqual(lines(all))

    const bad = await app.request('/api/transfers?from=yesterday')
    expect(bad.status).toBe(400)

    // Behind the response cache, each filter is its own entry (shared/route-queries.ts lists them).
    const cached = createTestApp(testDb.database, { responseCache: new ResponseCache() }).app
    for (const query of ['', '?game=lol', '?team=northwind-wolves', '?player=lumenfox', '?to=2026-11-21']) {
      const answer = TransferListSchema.parse(await (await cached.request(`/api/transfers${query}`)).json())
      expect(lines(answer), query).toEqual(lines(await transfers(query)))
    }
  })

  it('adds nothing on a third identical sync', async () => {
    const before = await rows('SELECT id FROM roster_changes ORDER BY id')
    const result = await sync(new Date(LATER.getTime() + DAY))
    expect(result.success).toBe(true)
    expect(result.message).not.toContain('roster change')
    expect(await rows('SELECT id FROM roster_changes ORDER BY id')).toEqual(before)
    expect(await count('SELECT count(*) AS n FROM story_drafts')).toBe(1)
  })

  it('records leave then join for a player who disappears and returns', async () => {
    fake.rosters.move(LUMENFOX, STEPPE)
    await sync(new Date(LATER.getTime() + 2 * DAY))
    expect(lines(await transfers('?player=lumenfox'))).toEqual([
      'lumenfox: - → Steppe Comets (joined)',
      'lumenfox: Steppe Comets → - (left)',
    ])
    expect(await count('SELECT count(*) AS n FROM story_drafts')).toBe(1)
  })

  it('shows them on /transfers, a team page and a player page, rendered on the server', async () => {
    const page = await (await app.request('/transfers')).text()
    expect(page).toContain('mossbyte')
    expect(page).toContain('href="/cs2/teams/aurora-vanguard"')
    const team = await (await app.request('/cs2/teams/northwind-wolves')).text()
    expect(team).toContain('Roster history')
    expect(team).toContain('mossbyte')
    const player = await (await app.request('/cs2/players/mossbyte')).text()
    expect(player).toContain('Northwind Wolves')
    expect(player).toContain('Aurora Vanguard')
  })
})
