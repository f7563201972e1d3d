import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrashItem } from '#shared/schemas/admin'
import type { TeamSummary } from '#shared/schemas/esports'
import { purgeTrashJob } from '#server/jobs/purge-trash.job'
import type { ServiceDeps } from '#server/deps'
import { createArticles } from '#server/storage/articles'
import { callJson, createTestApp, type TestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

const TEAM_A = randomUUID()
const TEAM_B = randomUUID()
const TEAM_C = randomUUID()

/** Every row that belongs to a team, as the database holds it. */
const TEAM_TABLES = {
  teams: `SELECT * FROM teams ORDER BY id`,
  players: `SELECT * FROM players ORDER BY id`,
  player_stats: `SELECT * FROM player_stats ORDER BY id`,
  team_matches: `SELECT * FROM team_matches ORDER BY id`,
  team_rankings: `SELECT * FROM team_rankings ORDER BY id`,
  team_analysis: `SELECT * FROM team_analysis ORDER BY id`,
}

describe.each(testDrivers)('admin teams and the trash on $name', (driver) => {
  let testDb: TestDatabase
  let t: TestApp
  let admin: Record<string, string>
  const env = testEnv()

  const sql = async (text: string, params?: unknown[]) => (await testDb.database.execute(text, params)).rows
  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    callJson<T>(t.app, method, path, admin, body)
  const snapshot = async () => {
    const out: Record<string, unknown[]> = {}
    for (const [table, query] of Object.entries(TEAM_TABLES)) out[table] = await sql(query)
    return out
  }
  const trashItem = async (entityId: string) => {
    const { body } = await call<{ items: TrashItem[] }>('GET', '/api/admin/trash')
    return body.items.find((i) => i.entityId === entityId)
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
    admin = await signInAs(t, testDb.database, 'ops@example.com', 'admin')
    const tournament = randomUUID()
    await sql(`
      INSERT INTO teams (id, pandascore_id, name, slug, acronym, current_videogame, tier, quality_score, faq_content)
      VALUES ('${TEAM_A}', 101, 'Northwind Wolves', 'northwind-wolves', 'NW', 'cs2', 's', 91.5,
              '[{"question":"Who?","answer":"Wolves."}]'),
             ('${TEAM_B}', 102, 'Crimson Tide Gaming', 'crimson-tide-gaming', 'CTG', 'cs2', 'a', 70, '[]'),
             ('${TEAM_C}', 103, 'Harbor Lights', 'harbor-lights', NULL, 'valorant', 'b', 40, '[]');
      INSERT INTO players (id, pandascore_id, slug, name, nationality, team_id, current_videogame) VALUES
        ('${randomUUID()}', 201, 'pyre', 'pyre', 'PT', '${TEAM_A}', 'cs2'),
        ('${randomUUID()}', 202, 'dune', 'Dune', 'SE', '${TEAM_A}', 'cs2'),
        ('${randomUUID()}', 203, 'tide', 'tide', 'NO', '${TEAM_B}', 'cs2');
      INSERT INTO player_stats (player_id, game, stat_type, stat_value, matches_played, wins, losses)
        SELECT id, 'cs2', 'rating', '1.12'::jsonb, 30, 18, 12 FROM players WHERE team_id = '${TEAM_A}';
      INSERT INTO tournaments (id, pandascore_id, name, tier, game) VALUES ('${tournament}', 301, 'Frostline Masters', 's', 'cs2');
      INSERT INTO team_matches (pandascore_match_id, team_id, opponent_team_id, tournament_id, game, match_date, result,
                                score_team, score_opponent, opponent_name, maps_played, is_finished, tournament_name) VALUES
        (401, '${TEAM_A}', '${TEAM_B}', '${tournament}', 'cs2', '2026-11-01T18:00:00Z', 'win', 2, 1, 'Crimson Tide Gaming',
         '[{"name":"Anubis","result":"win"}]', true, 'Frostline Masters'),
        (401, '${TEAM_B}', '${TEAM_A}', '${tournament}', 'cs2', '2026-11-01T18:00:00Z', 'loss', 1, 2, 'Northwind Wolves',
         '[{"name":"Anubis","result":"loss"}]', true, 'Frostline Masters'),
        (402, '${TEAM_A}', NULL, NULL, 'cs2', '2026-12-01T18:00:00Z', NULL, NULL, NULL, 'TBD', '[]', false, NULL);
      INSERT INTO team_rankings (team_id, game, rank, points, ranking_date) VALUES ('${TEAM_A}', 'cs2', 3, 870, '2026-11-15');
      INSERT INTO team_analysis (team_id, content) VALUES ('${TEAM_A}', 'Northwind are on a three-series run.');
    `)
  }, 120_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('lists every team by quality with its player count', async () => {
    const res = await call<{ teams: TeamSummary[] }>('GET', '/api/admin/teams')
    expect(res.status).toBe(200)
    expect(res.body.teams.map((team) => [team.name, team.qualityScore, team.playerCount])).toEqual([
      ['Northwind Wolves', 91.5, 2],
      ['Crimson Tide Gaming', 70, 1],
      ['Harbor Lights', 40, 0],
    ])
  })

  it('moves a team to the trash with its players, stats, matches, ranking and analysis, and restores all of it', async () => {
    const before = await snapshot()
    const res = await call('DELETE', `/api/admin/teams/${TEAM_A}`)
    expect(res.body).toEqual({ success: true, message: 'Team deleted successfully' })

    expect(await sql(`SELECT id FROM teams WHERE id = $1`, [TEAM_A])).toEqual([])
    expect(await sql(`SELECT slug FROM players ORDER BY slug`)).toEqual([{ slug: 'tide' }])
    expect(await sql(`SELECT count(*)::int AS n FROM player_stats`)).toEqual([{ n: 0 }])
    expect(await sql(`SELECT team_id, opponent_team_id FROM team_matches`)).toEqual([
      { team_id: TEAM_B, opponent_team_id: null },
    ])
    expect(await sql(`SELECT count(*)::int AS n FROM team_rankings`)).toEqual([{ n: 0 }])
    expect(await sql(`SELECT count(*)::int AS n FROM team_analysis`)).toEqual([{ n: 0 }])
    const missing = await call<{ error: { message: string } }>('DELETE', `/api/admin/teams/${TEAM_A}`)
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Team not found or already deleted')

    const item = await trashItem(TEAM_A)
    expect(item).toMatchObject({ kind: 'team', title: 'Northwind Wolves', deletedBy: 'ops@example.com' })
    const restored = await call('POST', `/api/admin/trash/${item!.id}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body).toEqual({
      success: true,
      message: 'Team restored successfully',
      kind: 'team',
      entityId: TEAM_A,
      slug: 'northwind-wolves',
    })
    // Byte for byte what was there: ids, timestamps, the opponent link of the other team's match, search vectors.
    expect(await snapshot()).toEqual(before)
    expect(await trashItem(TEAM_A)).toBeUndefined()
  })

  it('refuses to restore a team whose slug another team took meanwhile, with 409 and a clear message', async () => {
    await call('DELETE', `/api/admin/teams/${TEAM_C}`)
    await sql(
      `INSERT INTO teams (name, slug, current_videogame) VALUES ('Harbor Lights Academy', 'harbor-lights', 'valorant')`,
    )
    const item = await trashItem(TEAM_C)
    const res = await call<{ error: { code: string; message: string } }>(
      'POST',
      `/api/admin/trash/${item!.id}/restore`,
    )
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('CONFLICT')
    expect(res.body.error.message).toBe(
      `The team "Harbor Lights" can't be restored: another team now uses its address (harbor-lights). Delete that team first, then restore this one.`,
    )
    expect(await trashItem(TEAM_C)).toBeDefined()
    expect(await sql(`SELECT name FROM teams WHERE slug = 'harbor-lights'`)).toEqual([
      { name: 'Harbor Lights Academy' },
    ])
  })

  it('bulk deletes teams with the §8 message', async () => {
    const res = await call('POST', '/api/admin/teams/bulk-delete', {
      ids: [TEAM_B, randomUUID(), 'not-a-uuid'],
    })
    expect(res.body).toEqual({
      success: true,
      message: '1 team(s) deleted successfully, 2 not deleted (not found or already deleted)',
      deletedCount: 1,
      requestedCount: 3,
    })
    expect((await call('DELETE', '/api/admin/teams/not-a-uuid')).status).toBe(400)
    const audit = (await sql(`SELECT action FROM audit_log WHERE actor_email = 'ops@example.com'`)).map(
      (r) => r.action,
    )
    expect(audit).toEqual(expect.arrayContaining(['team.delete', 'team.restore', 'teams.bulk-delete']))
  })

  it('purges trash items older than 30 days and keeps the younger ones (purge-trash job)', async () => {
    await createArticles(testDb.database.db, [
      { id: 'old-news', slug: 'old-news', title: 'Old news' },
      { id: 'recent-news', slug: 'recent-news', title: 'Recent news' },
    ])
    await call('POST', '/api/admin/articles/bulk-delete', { ids: ['old-news', 'recent-news'] })
    await sql(`UPDATE trash SET deleted_at = now() - interval '31 days' WHERE entity_id = 'old-news'`)
    await sql(`UPDATE trash SET deleted_at = now() - interval '29 days' WHERE entity_id = 'recent-news'`)
    const before = (await sql(`SELECT entity_id FROM trash ORDER BY entity_id`)).map((r) => r.entity_id)
    expect(before).toEqual(expect.arrayContaining(['old-news', 'recent-news']))

    const deps = { db: testDb.database.db, logger: t.logger, env } as unknown as ServiceDeps
    expect(purgeTrashJob.schedule).toMatch(/^\d+ \d+ \* \* \*$/)
    expect(await purgeTrashJob.run(deps, {})).toEqual({ purged: 1 })
    const after = (await sql(`SELECT entity_id FROM trash ORDER BY entity_id`)).map((r) => r.entity_id)
    expect(after).toEqual(before.filter((id) => id !== 'old-news'))
  })
})
