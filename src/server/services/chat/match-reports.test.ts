import { describe, expect, it } from 'vitest'
import { firstTurn, useDemoChat } from '../../../../tests/support/demo-chat'

// What a match's page and its report say beyond the score (decision 040, round 17): the maps of a final asked after
// its winner, and who stood out in a meeting, from the story reporting it. The phrasings are our own, none of an
// evaluation set.

describe('the chat answering about a match beyond its score', () => {
  const now = new Date()
  const site = 'https://bo5.example'
  const ask = useDemoChat(now)

  it("names the maps of an event's final asked after its winner, citing the final's page", async () => {
    const history = await firstTurn(ask, 'who took the longship masters autumn title?')
    const maps = await ask('on which maps was that final played?', history)
    expect(maps.response).toMatch(
      /The maps, in the order played: \w+ \(Cobalt Tide\), \w+ \(Cobalt Tide\) and \w+ \(Cobalt Tide\)\./,
    )
    expect(maps.citations[0]).toMatch(/\/cs2\/matches\/cobalt-tide-vs-northwind-wolves-\d+$/)
  })

  it('says who was man of the match from the report of that meeting, citing the story and the player', async () => {
    const answer = await ask('who was man of the match in highland embers vs coral monsoon?')
    expect(answer.response).toMatch(/knollspire' Smith was named player of the match/)
    expect(answer.citations.slice(0, 2)).toEqual([
      `${site}/news/highland-embers-sweep-coral-monsoon-in-the-lowland`,
      `${site}/dota2/players/knollspire`,
    ])
  })

  it('answers who stood out for a team in the meeting the last answer gave, from its report', async () => {
    const history = await firstTurn(
      ask,
      'obsidian heron vs coral monsoon in the lowland open, how did it go?',
    )
    const answer = await ask('and who stood out for them?', history)
    expect(answer.response).toMatch(/jaspervolt' Kovalenko averaged more than 800 gold per minute/)
    expect(answer.citations).toContain(`${site}/dota2/players/jaspervolt`)
  })
})
