import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { matches, matchGames } from '#server/db/schema/index'
import { createLogger } from '#server/logger'
import { type MatchTextsContext, writeMatchTexts } from '#server/services/match-texts'
import type { MatchDetail } from '#shared/schemas/matches'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { fakeOpenAIForFile } from './support/fake-openai'
import { COMETS, OWLS, type TeamRef, VANGUARD, WOLVES } from './support/match-details'

// write-match-texts end to end on PGlite and PostgreSQL: stored matches → the match page's data (getMatchDetail)
// → the AI layer → match_texts, then the match page's API answer. Which matches get a text, that a second run
// writes nothing, that a changed match (modified_at) or a side's new result rewrites it, the per-run bound, and
// the engine recorded with each text.

const NOW = new Date('2026-11-25T12:00:00Z')
const HOUR = 60 * 60 * 1000

const fake = fakeOpenAIForFile()

interface MatchRow {
  id: number
  teams: [TeamRef | null, TeamRef | null]
  at: string
  status?: 'not_started' | 'finished' | 'canceled'
  score?: [number, number]
  forfeit?: boolean
  modifiedAt?: string
}

function matchValues(row: MatchRow) {
  const [a, b] = row.teams
  const winner = row.score ? (row.score[0] > row.score[1] ? a : b) : null
  const slug = `${a?.name.toLowerCase().replace(/ /g, '-') ?? 'tbd'}-vs-${b?.name.toLowerCase().replace(/ /g, '-') ?? 'tbd'}-${row.id}`
  return {
    pandascoreId: row.id,
    game: 'cs2',
    slug,
    name: `${a?.acronym ?? 'TBD'} vs ${b?.acronym ?? 'TBD'}`,
    status: row.status ?? (row.score ? 'finished' : 'not_started'),
    scheduledAt: new Date(row.at),
    beginAt: new Date(row.at),
    endAt: row.score ? new Date(new Date(row.at).getTime() + 2 * HOUR) : null,
    matchType: 'best_of',
    numberOfGames: 3,
    team1PandascoreId: a?.id ?? null,
    team1Name: a?.name ?? null,
    team1Acronym: a?.acronym ?? null,
    team1Score: row.score?.[0] ?? null,
    team2PandascoreId: b?.id ?? null,
    team2Name: b?.name ?? null,
    team2Acronym: b?.acronym ?? null,
    team2Score: row.score?.[1] ?? null,
    winnerPandascoreId: winner?.id ?? null,
    forfeit: row.forfeit ?? false,
    modifiedAt: new Date(row.modifiedAt ?? row.at),
  }
}

const UPCOMING = 9_700_001
const FINAL = 9_700_002
const TBD = 9_700_003
const LATER = 9_700_004
const CANCELED = 9_700_005
const FORFEIT = 9_700_006
const MEETING = 9_700_007

const ROWS: MatchRow[] = [
  { id: UPCOMING, teams: [WOLVES, VANGUARD], at: '2026-11-26T18:00:00Z' },
  { id: TBD, teams: [WOLVES, null], at: '2026-11-27T18:00:00Z' },
  { id: LATER, teams: [COMETS, OWLS], at: '2026-12-09T18:00:00Z' },
  { id: FINAL, teams: [WOLVES, COMETS], at: '2026-11-20T15:00:00Z', score: [2, 0] },
  { id: FORFEIT, teams: [VANGUARD, OWLS], at: '2026-11-18T15:00:00Z', score: [1, 0], forfeit: true },
  { id: CANCELED, teams: [COMETS, VANGUARD], at: '2026-11-17T15:00:00Z', status: 'canceled' },
  { id: MEETING, teams: [VANGUARD, WOLVES], at: '2026-10-12T15:00:00Z', score: [1, 2] },
]

describe.each(testDrivers)('match previews and recaps on $name', (driver) => {
  let testDb: TestDatabase
  let t: TestApp
  let ctx: MatchTextsContext
  let clock = NOW

  const texts = async () =>
    (
      await testDb.database.execute(
        `select m.pandascore_id as id, t.kind, t.engine, t.content, t.source_modified_at, t.created_at
         from match_texts t join matches m on m.id = t.match_id order by m.pandascore_id, t.kind`,
      )
    ).rows as {
      id: number
      kind: string
      engine: string
      content: string
      source_modified_at: Date | string
      created_at: Date | string
    }[]
  const textOf = async (id: number, kind: string) =>
    (await texts()).find((r) => r.id === id && r.kind === kind)
  const page = async (id: number) => {
    const slug = matchValues(ROWS.find((r) => r.id === id)!).slug
    const response = await t.app.request(`/api/matches/cs2/${slug}`)
    expect(response.status).toBe(200)
    return (await response.json()) as MatchDetail
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database)
    ctx = { db: testDb.database.db, ai: t.ai, logger: t.logger, now: () => clock }
    const db = testDb.database.db
    const inserted = await db
      .insert(matches)
      .values(ROWS.map(matchValues))
      .returning({ id: matches.id, pandascoreId: matches.pandascoreId })
    const final = inserted.find((r) => r.pandascoreId === FINAL)!
    await db.insert(matchGames).values(
      ['Mirage', 'Nuke'].map((mapName, i) => ({
        matchId: final.id,
        position: i + 1,
        status: 'finished' as const,
        winnerPandascoreId: WOLVES.id,
        lengthSeconds: 2000,
        mapName,
      })),
    )
  })

  afterAll(async () => {
    await testDb?.drop()
  })

  it('writes a preview for the upcoming pairing and recaps for the finished matches, none for the rest', async () => {
    const run = await writeMatchTexts(ctx)
    expect(run).toEqual({ previews: 1, recaps: 3, byLlm: 0, skipped: 0, failed: 0 })
    expect((await texts()).map((r) => `${r.id} ${r.kind} ${r.engine}`)).toEqual([
      `${UPCOMING} preview local`,
      `${FINAL} recap local`,
      `${FORFEIT} recap local`,
      `${MEETING} recap local`,
    ])

    const preview = (await page(UPCOMING)).preview
    expect(preview?.engine).toBe('local')
    expect(preview?.content).toMatch(
      /^Northwind Wolves (meet|face|take on) Aurora Vanguard on 26 November at 18:00 UTC, a best-of-three\./,
    )
    expect(preview?.content).toContain('the latest a 2-0 win over Steppe Comets on 20 November')
    expect(preview?.content).toContain('The last meeting, on 12 October, went 2-1 to Northwind Wolves.')

    const recap = (await page(FINAL)).recap
    expect(recap?.content).toContain(
      'Northwind Wolves swept Steppe Comets 2-0 on 20 November, a best-of-three.',
    )
    expect(recap?.content).toContain('Northwind Wolves took game 1 on Mirage and game 2 on Nuke.')
    expect((await page(FORFEIT)).recap?.content).toMatch(
      /^Aurora Vanguard won by forfeit against Vistula Owls/,
    )
    expect((await page(CANCELED)).recap).toBeNull()
    expect((await page(TBD)).preview).toBeNull()
    expect((await page(LATER)).preview).toBeNull()
    expect(new Date((await textOf(FINAL, 'recap'))!.source_modified_at)).toEqual(
      new Date('2026-11-20T15:00:00Z'),
    )
  })

  it('writes nothing on a second run when nothing changed', async () => {
    const before = await texts()
    expect(await writeMatchTexts(ctx)).toEqual({ previews: 0, recaps: 0, byLlm: 0, skipped: 0, failed: 0 })
    expect(await texts()).toEqual(before)
  })

  it('rewrites a recap when its match changed since (modified_at)', async () => {
    await testDb.database.execute(
      `update match_games set map_name = 'Ancient' where position = 2
         and match_id = (select id from matches where pandascore_id = $1)`,
      [FINAL],
    )
    await testDb.database.execute(
      `update matches set modified_at = '2026-11-20T18:00:00Z' where pandascore_id = $1`,
      [FINAL],
    )
    expect(await writeMatchTexts(ctx)).toMatchObject({ previews: 0, recaps: 1 })
    expect((await page(FINAL)).recap?.content).toContain('game 2 on Ancient')
    expect(new Date((await textOf(FINAL, 'recap'))!.source_modified_at)).toEqual(
      new Date('2026-11-20T18:00:00Z'),
    )
  })

  it('rewrites a preview when a side finished another match since it was written', async () => {
    await testDb.database.db
      .insert(matches)
      .values(
        matchValues({ id: 9_700_008, teams: [OWLS, WOLVES], at: '2026-11-25T13:00:00Z', score: [2, 1] }),
      )
    clock = new Date(NOW.getTime() + 4 * HOUR)
    const run = await writeMatchTexts(ctx)
    expect(run).toMatchObject({ previews: 1, recaps: 1 })
    expect((await page(UPCOMING)).preview?.content).toContain(
      'the latest a 2-1 loss to Vistula Owls on 25 November',
    )
  })

  it('does at most `perRun` previews and recaps per run', async () => {
    await testDb.database.execute('delete from match_texts')
    expect(await writeMatchTexts(ctx, { perRun: 1 })).toMatchObject({ previews: 1, recaps: 1 })
    expect(await texts()).toHaveLength(2)
    expect(await writeMatchTexts(ctx, { perRun: 10 })).toMatchObject({ previews: 0, recaps: 3 })
  })

  it('records the LLM engine when its text passed the fact guard, the local one when refused', async () => {
    await testDb.database.execute('delete from match_texts')
    const env = testEnv({ OPENAI_API_KEY: 'sk-test-0123456789abcdef', OPENAI_BASE_URL: fake.url })
    const ai = createAi({ env, logger: createLogger('silent'), local: localEngine })
    // Recaps come first, newest first: the Vistula Owls win, then the sweep; then the preview.
    fake.enqueue(
      { message: { paragraphs: ['Vistula Owls beat Northwind Wolves 2-1 on 25 November.'] } },
      { message: { paragraphs: ['Northwind Wolves beat Steppe Comets 16-2 on Mirage.'] } },
      { message: { paragraphs: ['Northwind Wolves face Aurora Vanguard on 26 November.'] } },
    )
    const run = await writeMatchTexts({ ...ctx, ai }, { perRun: 2 })
    expect(run).toMatchObject({ previews: 1, recaps: 2, byLlm: 2 })
    expect((await texts()).map((r) => `${r.id} ${r.kind} ${r.engine}`)).toEqual([
      `${UPCOMING} preview llm`,
      `${FINAL} recap local`,
      `9700008 recap llm`,
    ])
    expect((await textOf(FINAL, 'recap'))?.content).not.toContain('16-2')
  })
})
