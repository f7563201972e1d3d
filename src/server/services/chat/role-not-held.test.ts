import { describe, expect, it } from 'vitest'
import { useDemoChat } from '../../../../tests/support/demo-chat'

// A role the roster data does not hold for a game and no story names (decision 040, round 17): the honest "I don't
// have that", with nothing cited, instead of the team's latest story. The phrasings are our own.

describe('the chat asked for a role nobody records', () => {
  const now = new Date()
  const ask = useDemoChat(now)

  it("says it does not have a CS2 team's AWPer when no story names one, citing nothing", async () => {
    const answer = await ask('who is the awper for steppe comets?')
    expect(answer.response).toMatch(/^I don't have AWPer role information for Steppe Comets in BO5's data/)
    expect(answer.citations).toEqual([])
  })

  it('still quotes the story that names the role, and still reads roles the data holds', async () => {
    const story = await ask("who calls the shots as kestrel nine's igl?")
    expect(story.response).toMatch(/umberpike/)
    expect(story.citations[0]).toMatch(/\/news\/kestrel-nine-hand-the-valorant-shotcalling/)
    const held = await ask("who's jade meridian's jungler")
    expect(held.response).toMatch(/^Jade Meridian's jungler is Glimmerdusk\./)
  })
})
