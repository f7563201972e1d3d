import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askChat } from './support/chat'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { FIXTURE_NOW, insertMatchFixture, TEAMS } from './support/match-fixture'

// The co-caster knows matches and events (issue #14 item 7), on each driver, over the matches fixture: what is
// live, the score of two teams' match, an event's winner, dates and bracket, each cited to the match or event page.

const SITE = 'https://bo5.example'
const brand = 'BO5'
const matchPage = (game: string, slug: string) => `${SITE}/${game}/matches/${slug}`
const LONGSHIP = `${SITE}/cs2/events/longship-masters-autumn-2026-9400001`

/**
 * Aurora Vanguard's next match as its team page lists it, while team_matches is a table; once it is a view of
 * matches (the sync's migration), the match row is that listing already. Plain SQL, as a view takes no insert.
 */
async function listTeamMatch(db: TestDatabase['database']['db']) {
  const kind = (await db.execute(
    sql`select relkind from pg_class where relname = 'team_matches'`,
  )) as unknown as { rows: { relkind: string }[] }
  if (kind.rows[0]?.relkind !== 'r') return
  await db.execute(sql`
    insert into team_matches (pandascore_match_id, team_id, opponent_team_id, opponent_name, game, match_date,
      tournament_name, is_finished)
    select 9600006, a.id, e.id, ${TEAMS.ember.name}, 'cs2', ${new Date('2026-11-22T08:00:00Z')}::timestamptz,
      'Longship Masters Autumn 2026: Group Stage', false
    from teams a, teams e where a.slug = 'aurora-vanguard' and e.slug = 'ember-wolves'`)
}

describe.each(testDrivers)('chat about matches and events on $name', (driver) => {
  let testDb: TestDatabase
  const now = FIXTURE_NOW

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await insertMatchFixture(testDb.database.db)
    await listTeamMatch(testDb.database.db)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const ask = (question: string) => askChat(testDb.database.db, question, { now, siteUrl: SITE, brand })

  it('says who is playing right now, with the series scores, citing each match page', async () => {
    const answer = await ask('Who is playing right now?')
    expect(answer.response).toMatch(/^2 matches are live right now\. /)
    expect(answer.response).toContain(
      'Cobalt Tide 1-0 Nordic Pulse (BO3), live now in Counter-Strike 2, in Longship Masters Autumn 2026: Group Stage.',
    )
    expect(answer.response).toContain('Silver Lynx 0-0 Night Owls (BO3), live now in League of Legends')
    expect(answer.citations).toEqual([
      `${SITE}/matches`,
      matchPage('cs2', 'cobalt-tide-vs-nordic-pulse-9600005'),
      matchPage('lol', 'silver-lynx-vs-night-owls-9700001'),
    ])
  })

  it('keeps to the game the question names, and says plainly when nothing is live there', async () => {
    const lol = await ask('Any live LoL matches?')
    expect(lol.response).toMatch(/^Silver Lynx 0-0 Night Owls \(BO3\), live now in League of Legends/)
    expect(lol.response).not.toContain('Cobalt Tide')
    expect(lol.citations[0]).toBe(matchPage('lol', 'silver-lynx-vs-night-owls-9700001'))

    const dota = await ask('live dota 2 matches')
    expect(dota.response).toBe('No match is live right now in Dota 2.')
    expect(dota.citations).toEqual([`${SITE}/dota2/matches`])
  })

  it('says whether a named team is playing right now', async () => {
    const live = await ask('Is Cobalt Tide playing right now?')
    expect(live.response).toMatch(/^Cobalt Tide 1-0 Nordic Pulse \(BO3\), live now in Counter-Strike 2/)
    expect(live.citations[0]).toBe(matchPage('cs2', 'cobalt-tide-vs-nordic-pulse-9600005'))

    const idle = await ask('Are Aurora Vanguard playing right now?')
    expect(idle.response).toMatch(/^Aurora Vanguard are not playing right now\./)
  })

  it('gives the live score of two teams named by acronym', async () => {
    const answer = await ask('CT vs NP score')
    expect(answer.response).toMatch(
      /^Cobalt Tide vs Nordic Pulse \(BO3\) is live now: the series score is 1-0, in Longship Masters Autumn 2026: Group Stage\./,
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'cobalt-tide-vs-nordic-pulse-9600005'))
  })

  it('gives the latest result of two teams, then their next meeting in UTC', async () => {
    const answer = await ask("What's the score of Cobalt Tide vs Aurora Vanguard?")
    expect(answer.response).toMatch(
      /^Cobalt Tide beat Aurora Vanguard 2-1 \(BO3\) on November 19, 2026, in Longship Masters Autumn 2026: Group Stage\./,
    )
    expect(answer.response).toContain(
      'Their next meeting: Cobalt Tide vs Aurora Vanguard (BO3) has not started yet: it starts on November 23, 2026 at 12:00 UTC, in the upper bracket semifinal 1 of Longship Masters Autumn 2026: Playoffs.',
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'cobalt-tide-vs-aurora-vanguard-9600001'))
  })

  it('says a forfeit and a draw as such', async () => {
    const forfeit = await ask('Ember Wolves vs Nordic Pulse result')
    expect(forfeit.response).toMatch(/^Ember Wolves beat Nordic Pulse by forfeit on November 19, 2026/)
    const draw = await ask('Cobalt Tide vs Ember Wolves result')
    expect(draw.response).toMatch(/^Cobalt Tide and Ember Wolves drew 1-1 \(BO2\) on November 19, 2026/)
  })

  it('confirms or corrects a result the question claims, the verdict first, citing the match page', async () => {
    const wrong = await ask('Aurora Vanguard beat Cobalt Tide in the group stage, right?')
    expect(wrong.response).toMatch(/^No — Cobalt Tide beat Aurora Vanguard 2-1 \(BO3\)/)
    expect(wrong.citations[0]).toBe(matchPage('cs2', 'cobalt-tide-vs-aurora-vanguard-9600001'))
    const score = await ask('did Cobalt Tide beat Aurora Vanguard 2-0?')
    expect(score.response).toMatch(
      /^Not quite: it finished 2-1, not 2-0\. Cobalt Tide beat Aurora Vanguard 2-1/,
    )
    const later = await ask('did Aurora Vanguard beat Ember Wolves?')
    expect(later.response).toMatch(
      /^No — it has not been played yet\. Aurora Vanguard vs Ember Wolves \(BO3\) has not started yet: it starts on November 22, 2026 at 08:00 UTC/,
    )
    expect(later.citations[0]).toBe(matchPage('cs2', 'aurora-vanguard-vs-ember-wolves-9600006'))
    const drawn = await ask('who won Cobalt Tide vs Ember Wolves?')
    expect(drawn.response).toMatch(/^Neither team won: it was a draw\. Cobalt Tide and Ember Wolves drew 1-1/)
  })

  it('says when an upcoming match of two teams starts', async () => {
    const answer = await ask("When's Aurora Vanguard vs Ember Wolves?")
    expect(answer.response).toMatch(
      /^Aurora Vanguard vs Ember Wolves \(BO3\) has not started yet: it starts on November 22, 2026 at 08:00 UTC, in Longship Masters Autumn 2026: Group Stage\./,
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'aurora-vanguard-vs-ember-wolves-9600006'))
  })

  it('answers honestly when the names match no team, and invents no match for an unknown opponent', async () => {
    const unknown = await ask("What's the score of Zephyr Lynx vs Quartz Owls?")
    expect(unknown.context.answerable).toBe(false)
    expect(unknown.response).toMatch(/don't have anything/)
    expect(unknown.citations).toEqual([])

    const half = await ask('Cobalt Tide vs Zephyr Squad score')
    expect(half.response).not.toContain('Zephyr')
    // Cobalt Tide's own results may cite their match pages; no meeting with the unknown side is made up.
    expect(half.context.facts.some((f) => f.kind === 'match')).toBe(false)
  })

  it('says who won an event, citing the event page and its deciding match', async () => {
    const answer = await ask('Who won the Fjord Open?')
    expect(answer.response).toMatch(
      /^Cobalt Tide won Fjord Open 2026, beating Aurora Vanguard 2-0 in its last match on September 27, 2026\./,
    )
    expect(answer.citations[0]).toBe(`${SITE}/cs2/events/fjord-open-2026-9400002`)
    expect(answer.citations).toContain(matchPage('cs2', 'aurora-vanguard-vs-cobalt-tide-9500003'))
  })

  it('says an event whose grand final is TBD vs TBD has no winner yet', async () => {
    const answer = await ask('Who won the final of Longship Masters Autumn 2026?')
    expect(answer.response).toMatch(
      /^Longship Masters Autumn 2026 has no winner yet: its grand final, TBD vs TBD, is scheduled on November 26, 2026 at 12:00 UTC\./,
    )
    expect(answer.citations[0]).toBe(LONGSHIP)
    expect(answer.citations).toContain(matchPage('cs2', 'tbd-vs-tbd-9600106'))
  })

  it("gives an event's dates and first match", async () => {
    const answer = await ask('When does the Northern League Winter 2026 start?')
    expect(answer.response).toContain(
      'Northern League Winter 2026 is a Tier 2 League of Legends event under way since November 18, 2026, running until November 24, 2026.',
    )
    expect(answer.response).toContain(
      'Northern League Winter 2026 opened with Silver Lynx vs Night Owls on November 21, 2026 at 11:30 UTC.',
    )
    expect(answer.citations[0]).toBe(`${SITE}/lol/events/northern-league-winter-2026-9400004`)
  })

  it('finds an event by full text when no stage of it is known yet', async () => {
    const answer = await ask('When does Winter Clash start?')
    expect(answer.response).toBe(
      'Winter Clash 2026 is a Tier 2 Counter-Strike 2 event that starts on December 10, 2026 and runs until December 16, 2026.',
    )
    expect(answer.citations).toEqual([`${SITE}/cs2/events/winter-clash-2026-9400003`])
  })

  it('summarises a double-elimination bracket round by round, with its TBD slots', async () => {
    const answer = await ask("What's the bracket of Longship Masters Autumn 2026?")
    expect(answer.response).toMatch(
      /^The bracket of Longship Masters Autumn 2026 \(Playoffs\): Upper bracket semifinals: /,
    )
    for (const part of [
      'Cobalt Tide vs Aurora Vanguard (November 23, 2026)',
      'Ember Wolves vs Nordic Pulse (November 23, 2026)',
      'Upper bracket final: TBD vs TBD (November 24, 2026)',
      'Lower bracket final: TBD vs TBD (November 25, 2026)',
      'Grand final: TBD vs TBD (November 26, 2026). 8 slots are still TBD.',
    ]) {
      expect(answer.response).toContain(part)
    }
    expect(answer.citations[0]).toBe(LONGSHIP)
  })

  it("cites the match page in a team's next-match answer, then the team page", async () => {
    const answer = await ask('When does Aurora Vanguard play next?')
    expect(answer.response).toMatch(
      /^Aurora Vanguard play Ember Wolves next, on November 22, 2026 at 08:00 UTC/,
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'aurora-vanguard-vs-ember-wolves-9600006'))
    expect(answer.citations).toContain(`${SITE}/cs2/teams/aurora-vanguard`)
  })

  it('finds matches by full text for a free question', async () => {
    const answer = await ask('Anything on a grand final?')
    expect(answer.response).toContain('TBD vs TBD (BO5) has not started yet')
    expect(answer.citations).toContain(matchPage('cs2', 'tbd-vs-tbd-9600106'))
  })

  it('reads other ways of asking what is on now as live', async () => {
    for (const question of [
      'anybody playing counter-strike at the moment?',
      "what's on rn",
      'matches on now',
    ]) {
      const answer = await ask(question)
      expect(answer.response).toContain('Cobalt Tide 1-0 Nordic Pulse (BO3), live now')
      expect(answer.citations).toContain(matchPage('cs2', 'cobalt-tide-vs-nordic-pulse-9600005'))
    }
  })

  it('gives the meeting of two teams in the event the question names, not their latest anywhere', async () => {
    // Their latest result is the Longship group match; the question asks about the Fjord Open.
    const answer = await ask('Aurora Vanguard vs Cobalt Tide at the Fjord Open, what was the score?')
    expect(answer.response).toMatch(/^Aurora Vanguard had a 0-2 loss to Cobalt Tide .* in Fjord Open 2026/)
    expect(answer.citations[0]).toMatch(/\/cs2\/matches\/.*-9500003$/)
  })

  it('gives the meeting in the round the question names, with its round', async () => {
    const answer = await ask('cobalt tide v aurora vanguard longship upper bracket semis?')
    expect(answer.response).toMatch(
      /^Cobalt Tide vs Aurora Vanguard \(BO3\) has not started yet: it starts on November 23, 2026 at 12:00 UTC, in the upper bracket semifinal 1 of Longship Masters Autumn 2026: Playoffs\./,
    )
    expect(answer.citations[0]).toBe(matchPage('cs2', 'cobalt-tide-vs-aurora-vanguard-9600101'))
  })

  it("says an event's prize pool, and whether each stage is online or a LAN, and where", async () => {
    const answer = await ask('longship masters autumn: is it on LAN and how big is the prize pool?')
    expect(answer.response).toContain(
      'Longship Masters Autumn 2026 has a prize pool of 250,000 United States Dollar; its Group Stage is online in Western Europe and its Playoffs a LAN in Western Europe.',
    )
    expect(answer.citations[0]).toBe(LONGSHIP)
  })

  it('says it has no edition of an event the site does not hold, rather than answer another', async () => {
    for (const question of ['Who won Longship Masters Spring 2026?', 'fjord open 2025 winner?']) {
      const answer = await ask(question)
      expect(answer.response).toMatch(/^I don't have anything about that in BO5's database yet/)
      expect(answer.citations).toEqual([])
    }
    // The edition it holds is still answered.
    expect((await ask('who won the Fjord Open 2026?')).citations[0]).toBe(
      `${SITE}/cs2/events/fjord-open-2026-9400002`,
    )
  })

  it('says no match is live, and names the next one, once the live matches end', async () => {
    await testDb.database.db.execute(sql`update matches set status = 'finished' where status = 'running'`)
    const answer = await ask('Who is playing right now?')
    expect(answer.response).toBe(
      'No match is live right now. The next match is Aurora Vanguard vs Ember Wolves (BO3) on November 22, 2026 at 08:00 UTC, in Longship Masters Autumn 2026: Group Stage.',
    )
    expect(answer.citations).toEqual([
      `${SITE}/matches`,
      matchPage('cs2', 'aurora-vanguard-vs-ember-wolves-9600006'),
    ])
  })
})
