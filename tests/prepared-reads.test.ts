import { asc, desc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matches } from '#server/db/schema/index'
import { listMatchSection } from '#server/storage/match-reads'
import { selectSummaries } from '#server/storage/match-summaries'
import { rowsAsJson, runPrepared } from '#server/storage/prepared'
import { testDrivers } from './support/databases'
import { openMatchFixture } from './support/match-fixture'

// The hot reads run through storage/prepared.ts (decision 042): their rows are mapped once per statement, not by
// drizzle's mapper, and their statements are kept per shape. What a reader gets must be what drizzle gave.

describe.each(testDrivers)('prepared reads on $name', (driver) => {
  let t: Awaited<ReturnType<typeof openMatchFixture>>

  beforeAll(async () => {
    t = await openMatchFixture(driver)
  })
  afterAll(async () => {
    await t.close()
  })

  it("maps every match summary as drizzle's own mapping does, sides without a team page included", async () => {
    const read = () => selectSummaries(t.db, undefined).orderBy(asc(matches.pandascoreId))
    const drizzleRows = await read()
    const rows = await runPrepared(read())
    expect(rows).toEqual(drizzleRows)
    // The fixture has both kinds of side, so both ways a joined object comes out are compared.
    expect(rows.some((row) => row.team1Page === null || row.team2Page === null)).toBe(true)
    expect(rows.some((row) => row.team1Page !== null)).toBe(true)
    expect(rows.some((row) => row.startsAt instanceof Date)).toBe(true)
  })

  it("reads rows held as one JSON column of another statement as drizzle's own mapping gives them", async () => {
    const read = () =>
      selectSummaries(t.db, undefined).orderBy(desc(matches.startsAt), asc(matches.pandascoreId))
    const drizzleRows = await read()
    const [row] = await runPrepared(
      t.db
        .select({
          summaries: rowsAsJson<typeof drizzleRows>(read(), (column) => [
            sql`${column(matches.startsAt)} DESC`,
            column(matches.pandascoreId),
          ]),
        })
        .from(matches)
        .limit(1),
    )
    expect(row?.summaries).toEqual(drizzleRows)
    expect(drizzleRows.some((r) => r.team1Page === null)).toBe(true)
    expect(row?.summaries.some((r) => r.startsAt instanceof Date)).toBe(true)
  })

  it('answers each filter of one statement shape with its own rows', async () => {
    const cs2 = await listMatchSection(t.db, { section: 'results', game: 'cs2', limit: 100 })
    const lol = await listMatchSection(t.db, { section: 'results', game: 'lol', limit: 100 })
    expect(cs2.length).toBeGreaterThan(0)
    expect(cs2.every((row) => row.game === 'cs2')).toBe(true)
    expect(lol.every((row) => row.game === 'lol')).toBe(true)
    const firstTwo = await listMatchSection(t.db, { section: 'results', game: 'cs2', limit: 2 })
    expect(firstTwo.map((row) => row.pandascoreId)).toEqual(cs2.slice(0, 2).map((row) => row.pandascoreId))
  })
})
