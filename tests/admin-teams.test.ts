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
  matches: `SELECT * FROM matches ORDER BY id`,
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
      INSERT INTO matches (pandascore_id, game, slug, name, status, tournament_id, tournament_pandascore_id, begin_at,
                           match_type, number_of_games, team1_pandascore_id, team1_name, team1_acronym, team1_score,
                           team2_pandascore_id, team2_name, team2_acronym, team2_score, winner_pandascore_id) VALUES
        (401, 'cs2', 'northwind-wolves-vs-crimson-tide-gaming-401', 'NW vs CTG', 'finished', '${tournament}', 301,
         '2026-11-01T18:00:00Z', 'best_of', 1, 101, 'Northwind Wolves', 'NW', 1, 102, 'Crimson Tide Gaming', 'CTG', 0, 101),
        (402, 'cs2', 'northwind-wolves-vs-tbd-402', 'NW vs TBD', 'not_started', NULL, NULL, '2026-12-01T18:00:00Z',
         'best_of', 3, 101, 'Northwind Wolves', 'NW', NULL, NULL, NULL, NULL, NULL, NULL);
      INSERT INTO match_games (match_id, position, status, winner_pandascore_id, map_name)
        SELECT id, 1, 'finished', 101, 'Anubis' FROM matches WHERE pandascore_id = 401;
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

  it('moves a team to the trash with its players, stats, match rows, ranking and analysis, and restores all of it', async () => {
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
    expect(
      await sql(
        `SELECT pandascore_match_id, result, maps_played FROM team_matches WHERE team_id = $1 ORDER BY 1`,
        [TEAM_B],
      ),
    ).toEqual([
      { pandascore_match_id: 401, result: 'loss', maps_played: [{ name: 'Anubis', result: 'loss' }] },
    ])
  })

  it('restores a team trashed before team_matches became a view, its match rows becoming matches', async () => {
    const team = randomUUID()
    const data = {
      team: {
        id: team,
        pandascore_id: 104,
        name: 'Saltmarsh Rovers',
        slug: 'saltmarsh-rovers',
        current_videogame: 'cs2',
      },
      players: [],
      player_stats: [],
      team_matches: [
        {
          id: randomUUID(),
          pandascore_match_id: 403,
          team_id: team,
          opponent_team_id: TEAM_B,
          tournament_id: null,
          game: 'cs2',
          match_date: '2026-10-20T18:00:00+00:00',
          result: 'win',
          score_team: 2,
          score_opponent: 0,
          opponent_name: 'Crimson Tide Gaming',
          opponent_acronym: 'CTG',
          maps_played: [
            { name: 'Nuke', result: 'win' },
            { name: 'Inferno', result: 'win' },
          ],
          match_type: 'best_of',
          is_finished: true,
          tournament_name: null,
        },
      ],
      team_rankings: [],
      team_analysis: [],
      opponent_match_ids: [],
    }
    await sql(
      `INSERT INTO trash (kind, entity_id, title, data) VALUES ('team', $1, 'Saltmarsh Rovers', $2::jsonb)`,
      [team, JSON.stringify(data)],
    )
    const item = await trashItem(team)
    expect((await call('POST', `/api/admin/trash/${item!.id}/restore`)).status).toBe(200)
    expect(
      await sql(
        `SELECT team_id, result, score_team, score_opponent, maps_played, match_slug FROM team_matches
         WHERE pandascore_match_id = 403 ORDER BY result DESC`,
      ),
    ).toEqual([
      {
        team_id: team,
        result: 'win',
        score_team: 2,
        score_opponent: 0,
        maps_played: [
          { name: 'Nuke', result: 'win' },
          { name: 'Inferno', result: 'win' },
        ],
        match_slug: 'saltmarsh-rovers-vs-crimson-tide-gaming-403',
      },
      {
        team_id: TEAM_B,
        result: 'loss',
        score_team: 0,
        score_opponent: 2,
        maps_played: [
          { name: 'Nuke', result: 'loss' },
          { name: 'Inferno', result: 'loss' },
        ],
        match_slug: 'saltmarsh-rovers-vs-crimson-tide-gaming-403',
      },
    ])
    await call('DELETE', `/api/admin/teams/${team}`)
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
