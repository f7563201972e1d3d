import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localChat, openDemoDatabase } from '../../../../bench/chat-eval/evaluate'
import type { Database } from '#server/db/client'
import { answerChat } from './chat'
import type { ChatTurn } from './types'

// The page an answer cites first is the page of what the question is about (decision 040 round 15): the pair's
// meetings for a head-to-head, the event named beside a declined prediction, the team beside another in the
// ranking, the team a player plays for now, the player a story's sentence answers with, and the table of the event
// a conversation was about. Answered by the chat service with the local engine over the demo data; the phrasings
// are our own, none of an evaluation set.

describe('the chat citing the page of what the question is about', () => {
  let database: Database
  const now = new Date()
  const site = 'https://bo5.example'
  let ask: (question: string, history?: ChatTurn[]) => ReturnType<typeof answerChat>

  beforeAll(async () => {
    database = await openDemoDatabase(now)
    const chat = localChat(database.db, { siteUrl: site, brand: 'BO5', now })
    ask = (question, history = []) => answerChat(chat, question, { history })
  })
  afterAll(async () => {
    await database?.close()
  })

  it("cites a head-to-head's next meeting, whose page shows the whole record, before a team's page", async () => {
    const meeting = /\/cs2\/matches\/(cobalt-tide-vs-steppe-comets|steppe-comets-vs-cobalt-tide)-/
    for (const [question, team] of [
      ['cobalt tide vs steppe comets all-time record', 'cobalt-tide'],
      ['how do steppe comets usually fare against cobalt tide', 'steppe-comets'],
    ] as const) {
      const answer = await ask(question)
      expect(answer.response, question).toMatch(/level at 3-3 over their 6 finished meetings/)
      expect(answer.citations, question).toEqual([
        expect.stringMatching(meeting),
        `${site}/cs2/teams/${team}`,
        expect.stringMatching(meeting),
      ])
    }
  })

  it('cites the event a declined prediction names, after the match', async () => {
    const answer = await ask('who takes the longship winter semi between cobalt tide and steppe comets')
    expect(answer.response).toMatch(/^I don't predict results\./)
    expect(answer.citations.slice(0, 2)).toEqual([
      expect.stringMatching(/\/cs2\/matches\/cobalt-tide-vs-steppe-comets-/),
      expect.stringMatching(/\/cs2\/events\/longship-masters-winter-2026-/),
    ])
  })

  it('names and cites the team right above or below one in the ranking', async () => {
    const below = await ask('which cs2 team sits just behind northwind wolves in the ranking')
    expect(below.response).toMatch(/Cobalt Tide are ranked #2 of the 6 Counter-Strike 2 teams/)
    expect(below.citations).toContain(`${site}/cs2/teams/cobalt-tide`)
    const above = await ask('whos one spot higher than cobalt tide in the cs2 rankings')
    expect(above.response).toMatch(/Northwind Wolves are ranked #1 of the 6 Counter-Strike 2 teams/)
    expect(above.citations).toContain(`${site}/cs2/teams/northwind-wolves`)
  })

  it('cites the team a player plays for now when correcting the team the question gives him', async () => {
    const answer = await ask('is fennowl still crimson lanterns top laner?')
    expect(answer.response).toMatch(/^No — Fennowl plays top for Jade Meridian now/)
    expect(answer.citations.slice(0, 2)).toEqual([
      `${site}/lol/players/fennowl`,
      `${site}/lol/teams/jade-meridian`,
    ])
  })

  it("cites the page of the player a story's sentence answers with", async () => {
    const now = await ask('who calls the shots for kestrel nine these days')
    expect(now.response).toMatch(/umberpike/)
    expect(now.citations.slice(0, 2)).toEqual([
      expect.stringMatching(/\/news\/kestrel-nine-hand-the-valorant-shotcalling/),
      `${site}/valorant/players/umberpike`,
    ])
    const before = await ask('who did it before him', [
      { role: 'user', content: 'who is kestrel nine shotcaller' },
      {
        role: 'assistant',
        content:
          "Haruto 'umberpike' Suzuki took over (/news/kestrel-nine-hand-the-valorant-shotcalling-to-haru)",
      },
    ])
    expect(before.response).toMatch(/wyrmsalt/)
    expect(before.citations).toContain(`${site}/valorant/players/wyrmsalt`)
  })

  it('answers how someone the last story quoted reacted from that story, citing it', async () => {
    const answer = await ask('how did she react', [
      { role: 'user', content: 'is the harbor pro series changing its map pool' },
      {
        role: 'assistant',
        content:
          'Yes, one map goes and one comes back; Granite Harbor coach Elin Marrow welcomed it (/news/harbor-pro-series-rotates-its-counter-strike-map-p)',
      },
    ])
    expect(answer.response).toMatch(/Half the league banned the same map every week/)
    expect(answer.citations[0]).toMatch(/\/news\/harbor-pro-series-rotates-its-counter-strike-map-p/)
  })

  it('reads a place asked in a table of the event the conversation was about', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'longship masters autumn winner?' },
      {
        role: 'assistant',
        content:
          'Cobalt Tide won Longship Masters Autumn 2026 (/cs2/events/longship-masters-autumn-2026-9400001)',
      },
    ]
    const spot = await ask('and what spot did steppe comets end up in the group stage', history)
    expect(spot.response).toMatch(/^Steppe Comets are 3rd of 4 in Longship Masters Autumn 2026: Group Stage/)
    const topped = await ask('did aurora vanguard at least top their group?', history)
    expect(topped.response).toMatch(/^No — /)
    expect(topped.response).toMatch(
      /Northwind Wolves top the Longship Masters Autumn 2026: Group Stage standings/,
    )
    expect(topped.citations[0]).toMatch(/\/cs2\/events\/longship-masters-autumn-2026-/)
    // "Which team topped it?" asks the table's first place, not about the team the last answer named.
    const first = await ask('and which team finished top of the group stage', history)
    expect(first.response).toMatch(
      /^Northwind Wolves (are 1st of 4 in|top the) Longship Masters Autumn 2026: Group Stage/,
    )
  })
})
