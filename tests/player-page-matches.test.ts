import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { matchSlug } from '#shared/domain/match-slugs'
import { paths } from '#shared/paths'
import { insertRosterChanges } from '#server/storage/roster-changes'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { FIXTURE_NOW, insertMatchFixture, TEAMS } from './support/match-fixture'
import { sourceRenderer } from './support/renderer'

// Issue #14 item 5: player pages link to match pages. A player's page shows their team's recent and upcoming
// matches, each row a link to its match page, in the server's HTML (no JavaScript needed).

describe.each(testDrivers)('a player page in the server HTML on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv()

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await insertMatchFixture(testDb.database.db)
    app = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => app) }).app
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(FIXTURE_NOW)
  })
  afterAll(async () => {
    vi.useRealTimers()
    await testDb.drop()
  })

  it("lists the team's recent and upcoming matches, each linking to its match page", async () => {
    const player = `player-${TEAMS.cobalt.pandascoreId}-1`
    const res = await app.request(paths.player('cs2', player))
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('>Recent Matches</h2>')
    expect(html).toContain('>Upcoming Matches</h2>')
    // The group-stage match Cobalt Tide won 2-1 against Aurora Vanguard.
    expect(html).toContain(
      `href="${paths.match('cs2', matchSlug('Cobalt Tide', 'Aurora Vanguard', 9600001))}"`,
    )
    expect(html).toContain('vs Aurora Vanguard')
  })

  it('lists only the results since the player joined the team, when a sync saw him join', async () => {
    // Player 5012 joined Cobalt Tide from Aurora Vanguard between the group's first two Cobalt Tide matches.
    const joinedAt = new Date(FIXTURE_NOW.getTime() - 47 * 3_600_000)
    await insertRosterChanges(testDb.database.db, [
      {
        game: 'cs2',
        kind: 'moved',
        playerPandascoreId: TEAMS.cobalt.pandascoreId * 10 + 2,
        playerName: `Player${TEAMS.cobalt.pandascoreId}2`,
        fromTeamPandascoreId: TEAMS.aurora.pandascoreId,
        fromTeamName: TEAMS.aurora.name,
        toTeamPandascoreId: TEAMS.cobalt.pandascoreId,
        toTeamName: TEAMS.cobalt.name,
        seenAt: joinedAt,
      },
    ])
    const joined = await (
      await app.request(paths.player('cs2', `player-${TEAMS.cobalt.pandascoreId}-2`))
    ).text()
    const draw = `href="${paths.match('cs2', matchSlug('Cobalt Tide', 'Ember Wolves', 9600003))}"`
    const before = `href="${paths.match('cs2', matchSlug('Cobalt Tide', 'Aurora Vanguard', 9600001))}"`
    expect(joined).toContain(draw)
    expect(joined).not.toContain(before)
    // His team mates' pages still list the team's results from before.
    const mate = await (
      await app.request(paths.player('cs2', `player-${TEAMS.cobalt.pandascoreId}-1`))
    ).text()
    expect(mate).toContain(before)
    const api = await app.request(`/api/players/by-slug/player-${TEAMS.cobalt.pandascoreId}-2`)
    expect(((await api.json()) as { player: { joinedTeamAt: string } }).player.joinedTeamAt).toBe(
      joinedAt.toISOString(),
    )
  })
})
