import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeLocalAnswer } from '#server/ai/local/chat'
import { retrieveContext } from '#server/services/chat/retrieval'
import { CHAT_FIXTURE_NOW, loadChatMatchFixture } from './support/chat-match-fixture'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// The co-caster knows matches and events (issue #14 item 7), on each driver: what is live, the score of two
// teams' match, an event's winner, dates and bracket, each cited to the match or event page.

const SITE = 'https://bo5.example'
const brand = 'BO5'
const matchPage = (game: string, slug: string) => `${SITE}/${game}/matches/${slug}`
const eventPage = (slug: string) => `${SITE}/cs2/events/${slug}`
const AUTUMN = eventPage('tidewater-masters-autumn-2026-9700001')
const WINTER = eventPage('tidewater-masters-winter-2026-9700002')

describe.each(testDrivers)('chat about matches and events on $name', (driver) => {
  let testDb: TestDatabase
  const now = CHAT_FIXTURE_NOW

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await loadChatMatchFixture(testDb.database.db)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const ask = async (question: string) => {
    const context = await retrieveContext(
      { db: testDb.database.db, site: { siteUrl: SITE }, now: () => now },
      question,
    )
    return { context, ...composeLocalAnswer(context, { brand }) }
  }

  it('says who is playing right now, with the series scores, citing each match page', async () => {
    const answer = await ask('Who is playing right now?')
    expect(answer.response).toMatch(/^2 matches are live right now\. /)
    expect(answer.response).toContain(
      'Cobalt Tide 1-0 Aurora Vanguard (BO3), live now in Counter-Strike 2, in Ridge Cup Winter 2026: Group Stage.',
    )
    expect(answer.response).toContain('Kestrel Nine 0-0 Golden Gale (BO3), live now in Valorant.')
    expect(answer.citations).toEqual([
      `${SITE}/matches`,
      matchPage('cs2', 'cobalt-tide-vs-aurora-vanguard-9690007'),
      matchPage('valorant', 'kestrel-nine-vs-golden-gale-9690008'),
    ])
  })

  it('keeps to the game the question names', async () => {
    const answer = await ask('Any live Valorant matches?')
    expect(answer.response).toMatch(/^Kestrel Nine 0-0 Golden Gale \(BO3\), live now in Valorant\./)
    expect(answer.response).not.toContain('Cobalt Tide')
    expect(answer.citations[0]).toBe(matchPage('valorant', 'kestrel-nine-vs-golden-gale-9690008'))
  })

  it('says plainly when nothing is live in a game', async () => {
    const answer = await ask('live dota 2 matches')
    expect(answer.response).toMatch(/^No match is live right now in Dota 2\./)
    expect(answer.citations).toEqual([`${SITE}/dota2/matches`])
  })

  it('gives the score of a live match of two teams', async () => {
    const answer = await ask("What's the score of Cobalt Tide vs Aurora Vanguard?")
    expect(answer.response).toMatch(
      /^Cobalt Tide vs Aurora Vanguard \(BO3\) is live now: the series score is 1-0, in Ridge Cup Winter 2026: Group Stage\./,
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'cobalt-tide-vs-aurora-vanguard-9690007'))
  })

  it('gives the latest result of two teams named by acronym, and their next meeting', async () => {
    const answer = await ask('NWW vs GHB result')
    expect(answer.response).toMatch(
      /^Northwind Wolves beat Granite Harbor 2-1 \(BO3\) on November 6, 2026, in Tidewater Masters Autumn 2026: Playoffs\./,
    )
    expect(answer.response).toContain(
      'Their next meeting: Northwind Wolves vs Granite Harbor (BO3) has not started yet: it starts on November 22, 2026 at 15:00 UTC',
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'northwind-wolves-vs-granite-harbor-9690002'))
  })

  it('says when an upcoming match of two teams starts, in UTC', async () => {
    const answer = await ask("what's the score of aurora vanguard vs vistula owls")
    expect(answer.response).toMatch(
      /^Aurora Vanguard vs Vistula Owls \(BO3\) has not started yet: it starts on December 1, 2026 at 15:00 UTC, in Tidewater Masters Winter 2026: Playoffs\./,
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'aurora-vanguard-vs-vistula-owls-9690004'))
  })

  it('answers honestly when the names match no team', async () => {
    const answer = await ask("What's the score of Zephyr Lynx vs Quartz Owls?")
    expect(answer.context.answerable).toBe(false)
    expect(answer.response).toMatch(/don't have anything/)
    expect(answer.citations).toEqual([])
  })

  it('does not make up a match for a team whose opponent it does not know', async () => {
    const answer = await ask('Cobalt Tide vs Zephyr Lynx score')
    expect(answer.response).not.toContain('Zephyr')
    expect(answer.citations.some((url) => url.includes('/matches/'))).toBe(false)
  })

  it('says who won an event and its grand final, citing the event and the final', async () => {
    const answer = await ask('Who won the final of Tidewater Masters Autumn 2026?')
    expect(answer.response).toMatch(
      /^Cobalt Tide won Tidewater Masters Autumn 2026, beating Northwind Wolves 3-1 in the grand final on November 8, 2026\./,
    )
    expect(answer.citations.slice(0, 1)).toEqual([AUTUMN])
    expect(answer.citations).toContain(matchPage('cs2', 'cobalt-tide-vs-northwind-wolves-9690003'))
  })

  it('says an event with a TBD final has no winner yet', async () => {
    const answer = await ask('Who won Tidewater Masters Winter 2026?')
    expect(answer.response).toMatch(
      /^Tidewater Masters Winter 2026 has no winner yet: its grand final, TBD vs TBD, is scheduled on December 14, 2026 at 16:00 UTC\./,
    )
    expect(answer.citations[0]).toBe(WINTER)
  })

  it("gives an event's dates and first match", async () => {
    const answer = await ask('When does Tidewater Masters Winter 2026 start?')
    expect(answer.response).toMatch(
      /^Tidewater Masters Winter 2026 is a Tier 1 Counter-Strike 2 event that starts on December 1, 2026 and runs until December 14, 2026\. /,
    )
    expect(answer.response).toContain(
      'The first match of Tidewater Masters Winter 2026 is Aurora Vanguard vs Vistula Owls on December 1, 2026 at 15:00 UTC.',
    )
    expect(answer.citations[0]).toBe(WINTER)
  })

  it('summarises a bracket round by round, who advanced and the TBD slots', async () => {
    const past = await ask("What's the bracket of Tidewater Masters Autumn 2026?")
    expect(past.response).toMatch(
      /^The bracket of Tidewater Masters Autumn 2026 \(Playoffs\): Semifinal: Cobalt Tide beat Aurora Vanguard 2-0, Northwind Wolves beat Granite Harbor 2-1; Grand final: Cobalt Tide beat Northwind Wolves 3-1\./,
    )
    expect(past.citations[0]).toBe(AUTUMN)

    const coming = await ask('Tidewater Masters Winter 2026 bracket')
    expect(coming.response).toMatch(
      /^The bracket of Tidewater Masters Winter 2026 \(Playoffs\): Semifinal: Aurora Vanguard vs Vistula Owls \(December 1, 2026\), Steppe Comets vs TBD \(December 2, 2026\); Grand final: TBD vs TBD \(December 14, 2026\)\. 3 slots are still TBD\./,
    )
    expect(coming.citations[0]).toBe(WINTER)
  })

  it("cites the match page in a team's next-match answer, then the team page", async () => {
    const answer = await ask('When do Northwind Wolves play next?')
    expect(answer.response).toMatch(
      /^Northwind Wolves play Granite Harbor next, on November 22, 2026 at 15:00 UTC/,
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'northwind-wolves-vs-granite-harbor-9690009'))
    expect(answer.citations).toContain(`${SITE}/cs2/teams/northwind-wolves`)
  })

  it('finds matches by full text for a free question', async () => {
    const answer = await ask('Anything on a grand final?')
    expect(answer.response).toContain('TBD vs TBD (BO5) has not started yet')
    expect(answer.citations).toContain(matchPage('cs2', 'tbd-vs-tbd-9690006'))
  })

  it('says no match is live, and names the next one, once the live matches end', async () => {
    await testDb.database.db.execute(sql`update matches set status = 'finished' where status = 'running'`)
    const answer = await ask('Who is playing right now?')
    expect(answer.response).toBe(
      'No match is live right now. The next match is Northwind Wolves vs Granite Harbor (BO3) on November 22, 2026 at 15:00 UTC, in Ridge Cup Winter 2026: Group Stage.',
    )
    expect(answer.citations).toEqual([
      `${SITE}/matches`,
      matchPage('cs2', 'northwind-wolves-vs-granite-harbor-9690009'),
    ])
  })
})
