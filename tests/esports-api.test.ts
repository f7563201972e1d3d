import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBundledPandaScore } from '#server/providers/pandascore/bundled'
import { TeamAutoSyncResultSchema } from '#shared/schemas/esports'
import type {
  GameHubStats,
  PlayerDetail,
  PlayerList,
  TeamDetail,
  TeamList,
  TeamMatchList,
} from '#shared/schemas/esports'
import { insertEsportsRows } from '#server/storage/esports'
import { countryFlag, UNKNOWN_COUNTRY_FLAG } from '#shared/domain/countries'
import { createTestApp, getJson } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

const now = new Date('2026-11-21T12:00:00Z')
const data = loadBundledPandaScore('fixtures/pandascore', now)

describe.each(testDrivers)('esports read API on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await insertEsportsRows(testDb.database.db, data)
    t = createTestApp(testDb.database)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const get = <T>(path: string) => getJson<T>(t.app, path)

  it('lists teams by quality, then name; by game; by tier; by name; with a limit', async () => {
    const { body } = await get<TeamList>('/api/teams')
    expect(body.teams).toHaveLength(data.teams.length)
    const byQuality = [...body.teams].sort(
      (a, b) => b.qualityScore - a.qualityScore || a.name.localeCompare(b.name),
    )
    expect(body.teams.map((x) => x.slug)).toEqual(byQuality.map((x) => x.slug))
    const cs2 = (await get<TeamList>('/api/teams?game=cs2')).body.teams
    expect(cs2.length).toBeGreaterThanOrEqual(4)
    expect(cs2.every((x) => x.currentVideogame === 'cs2')).toBe(true)
    const tiers = (await get<TeamList>('/api/teams?sort=tier')).body.teams.map((x) => x.tier)
    expect(tiers).toEqual([...tiers].sort())
    const names = (await get<TeamList>('/api/teams?sort=name&limit=5')).body.teams.map((x) => x.name)
    expect(names).toHaveLength(5)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(body.teams.every((x) => x.playerCount >= 0)).toBe(true)
  })

  it('answers 400 for an unknown game or sort', async () => {
    expect((await get('/api/teams?game=fifa')).status).toBe(400)
    expect((await get('/api/teams?sort=random')).status).toBe(400)
  })

  it('shows a team with its roster and its real rank within its game', async () => {
    const list = (await get<TeamList>('/api/teams?game=lol')).body.teams
    const second = list[1]!
    const { status, body } = await get<TeamDetail>(`/api/teams/by-slug/${second.slug}`)
    expect(status).toBe(200)
    expect(body.team.rank).toEqual({ position: 2, of: list.length })
    expect(body.team.players.length).toBe(second.playerCount)
    expect(body.team.players.every((p) => p.team?.slug === second.slug)).toBe(true)
    // Flags come with the names, so pages need not download the country table.
    expect(body.team.locationFlag).toBe(body.team.location ? countryFlag(body.team.location) : null)
    for (const player of body.team.players)
      expect(player.nationalityFlag).toBe(player.nationality ? countryFlag(player.nationality) : null)
    const missing = await get<{ error: { message: string } }>('/api/teams/by-slug/no-such-team')
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Team not found')
  })

  it('lists past matches newest first and upcoming soonest first, with "{match}-{team}" ids', async () => {
    const team = (await get<TeamList>('/api/teams?game=valorant')).body.teams[0]!
    const past = (await get<TeamMatchList>(`/api/teams/${team.id}/matches?kind=past`)).body.matches
    expect(past.length).toBeLessThanOrEqual(20)
    expect(past.length).toBeGreaterThan(4)
    expect(past.every((m) => m.isFinished && ['win', 'loss', 'draw'].includes(m.result!))).toBe(true)
    const dates = past.map((m) => m.matchDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(past[0]!.id).toBe(`${past[0]!.pandascoreMatchId}-${team.id}`)
    const upcoming = (await get<TeamMatchList>(`/api/teams/${team.id}/matches?kind=upcoming`)).body.matches
    expect(upcoming.length).toBeLessThanOrEqual(5)
    expect(upcoming.every((m) => !m.isFinished && m.result === null)).toBe(true)
    expect(upcoming.map((m) => m.matchDate)).toEqual(upcoming.map((m) => m.matchDate).sort())
    const five = (await get<TeamMatchList>(`/api/teams/${team.id}/matches?kind=past&limit=5`)).body.matches
    expect(five.map((m) => m.id)).toEqual(past.slice(0, 5).map((m) => m.id))
    expect((await get(`/api/teams/not-a-uuid/matches`)).status).toBe(400)
  })

  it('lists players by name with their team, filtered by the team game', async () => {
    const all = (await get<PlayerList>('/api/players')).body.players
    expect(all).toHaveLength(data.players.length)
    const names = all.map((p) => p.name.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const dota = (await get<PlayerList>('/api/players?game=dota2')).body.players
    expect(dota.length).toBeGreaterThanOrEqual(20)
    expect(dota.every((p) => p.team?.currentVideogame === 'dota2')).toBe(true)
  })

  it('gives a list entry the same fields, values and types as the detail read', async () => {
    // The two directories are read with hand-written SQL, the details through Drizzle: they must agree.
    const team = (await get<TeamList>('/api/teams?game=cs2')).body.teams[0]!
    const detail = (await get<TeamDetail>(`/api/teams/by-slug/${team.slug}`)).body.team
    const { players, faqContent, faqGeneratedAt, rank, ...summary } = detail
    expect(team).toEqual(summary)
    expect(typeof team.qualityScore).toBe('number')
    expect(typeof team.prioritySync).toBe('boolean')
    const listed = (await get<PlayerList>('/api/players?limit=200')).body.players
    for (const rostered of players) {
      expect(listed.find((p) => p.slug === rostered.slug)).toEqual(rostered)
    }
    expect(players.some((p) => p.lastSync !== null)).toBe(true)
  })

  it('shows a player with stats, and 404 for an unknown one', async () => {
    const player = (await get<PlayerList>('/api/players?game=cs2')).body.players[0]!
    const { body } = await get<PlayerDetail>(`/api/players/by-slug/${player.slug}`)
    expect(body.player.slug).toBe(player.slug)
    expect(body.player.nationality).toBeTruthy()
    expect(body.player.nationalityFlag).toBe(countryFlag(body.player.nationality))
    expect(body.player.nationalityFlag).not.toBe(UNKNOWN_COUNTRY_FLAG)
    expect(body.player.stats.length).toBeGreaterThan(0)
    expect(body.player.stats.every((s) => s.statType.length > 0)).toBe(true)
    const missing = await get<{ error: { message: string } }>('/api/players/by-slug/nobody')
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Player not found')
  })

  it("counts a game hub's teams, players and articles", async () => {
    const { body } = await get<GameHubStats>('/api/games/cs2/stats')
    expect(body.teamsCount).toBe(data.teams.filter((x) => x.currentVideogame === 'cs2').length)
    expect(body.playersCount).toBeGreaterThanOrEqual(20)
    expect(body.articlesCount).toBe(0)
    expect((await get('/api/games/chess/stats')).status).toBe(400)
  })
})

describe.each(testDrivers)('the priority-team auto-sync (§4) on $name', (driver) => {
  it('queues one sync of the game for a priority team without matches, and nothing otherwise', async () => {
    const testDb = await createTestDatabase(driver)
    const { startWorker } = await import('#server/jobs/boss')
    const { createJobs } = await import('#server/jobs/index')
    const base = createTestApp(testDb.database)
    const worker = await startWorker(
      { env: base.env, auth: base.auth, ai: base.ai, database: testDb.database, logger: base.logger },
      createJobs(base.env),
      { work: false },
    )
    try {
      await insertEsportsRows(testDb.database.db, data)
      const { app } = createTestApp(testDb.database, { queue: worker })
      const [busy, idle] = (await (await app.request('/api/teams?game=dota2')).json()).teams as {
        id: string
      }[]
      await testDb.database.execute(
        `UPDATE teams SET priority_sync = true, matches_count = 0 WHERE id = $1`,
        [idle!.id],
      )
      const post = async (id: string) =>
        TeamAutoSyncResultSchema.parse(
          await (await app.request(`/api/teams/${id}/auto-sync`, { method: 'POST' })).json(),
        )
      expect(await post(busy!.id)).toEqual({ queued: false })
      expect(await post(idle!.id)).toEqual({ queued: true })
      expect(await post(idle!.id)).toEqual({ queued: false })
      const jobs = (
        await testDb.database.execute(`SELECT data FROM pgboss.job WHERE name = 'sync-pandascore-data'`)
      ).rows
      expect(jobs).toEqual([{ data: { game: 'dota2', forceRefresh: false } }])
    } finally {
      await worker.stop()
      await testDb.drop()
    }
  }, 120_000)
})
