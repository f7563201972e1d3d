import { describe, expect, it } from 'vitest'
import { useDemoChat } from '../../../../tests/support/demo-chat'
import { timeAsked } from './intent/asks'

// The answer's self-check (decision 040, round 16): a word the question asks with that none of the answer's
// sentences holds, held by a story about the names the question gives, is answered by that story. The phrasings
// are our own, none of an evaluation set.

describe('the chat checking that its answer states what was asked', () => {
  const now = new Date('2026-11-28T15:00:00Z')
  const site = 'https://bo5.example'
  const ask = useDemoChat(now)

  it("answers a deal's length, which no card states, from the story about the player and the team", async () => {
    const answer = await ask("until when does fennowl's deal with jade meridian run")
    expect(answer.response).toContain('2028')
    expect(answer.citations[0]).toMatch(/^https:\/\/bo5\.example\/news\/jade-meridian-extend/)
  })

  it("adds the story of a match's detail after the data's own sentences", async () => {
    const answer = await ask('on which map did frostquill win his clutch against vistula owls')
    expect(answer.response).toContain('Inferno')
    expect(answer.citations).toContain(`${site}/news/northwind-wolves-edge-vistula-owls-2-1-in-the-fron`)
  })

  it('leaves an answer that states what was asked as it was', async () => {
    const from = await ask('where is cobalt tide from')
    expect(from.response).toBe('Cobalt Tide (CBT) are a Counter-Strike 2 team based in Brazil, rated Tier 1.')
    // A statistic's leader is the data's reading of "top fragger": no story of one match replaces it.
    const leader = await ask("who's cobalt tide's top fragger")
    expect(leader.response).toMatch(/^\w+ has the highest rating on Cobalt Tide/)
    expect(leader.citations.some((url) => url.includes('/news/'))).toBe(false)
  })

  it("gives a team's line in an event's table beside its matches there, in the question's language", async () => {
    const english = await ask('how did baltic forge get on in the lowland open')
    expect(english.response).toContain(
      'Baltic Forge are 2nd of 6 in Lowland Open Cup Circuit 2026: Online Cups (10-5)',
    )
    expect(english.response.indexOf('(10-5)')).toBeGreaterThan(english.response.indexOf('Baltic Forge had'))
    const spanish = await ask('qué tal le fue a vistula owls en la harbor pro series')
    expect(spanish.response).toContain('(3-14)')
  })

  it('gives no table when one round of the event is asked', async () => {
    const answer = await ask('score of obsidian heron in the upper final of the monolith autumn playoffs')
    expect(answer.response).toContain('upper bracket final')
    expect(answer.response).not.toContain('The table:')
  })

  it('checks a claim about a meeting against the meeting of the days it names, whatever became of it', async () => {
    const postponed = await ask('golden gale lost to kestrel nine on the 22nd of november, yes?')
    expect(postponed.response).toMatch(/^No — it has not been played yet\./)
    expect(postponed.response).toContain('postponed from November 22, 2026')
    const drawn = await ask(
      'saffron sentinels lost 0-2 to coral monsoon in the riverbend league back in september?',
    )
    expect(drawn.response).toContain('drew 1-1 (BO2) on September 15, 2026')
  })
})

describe('a team asked what it has won', () => {
  const now = new Date('2026-11-28T15:00:00Z')
  const ask = useDemoChat(now)

  it('reads "what" as the object of winning as the titles asked, not the last results', async () => {
    const none = await ask('what have northwind wolves won')
    expect(none.response).toMatch(/^No event win of Northwind Wolves is recorded here\./)
    const margin = await ask('what did cobalt tide win by in the final')
    expect(margin.response).not.toContain('event win')
  })
})

describe('timeAsked', () => {
  const now = new Date('2026-11-28T15:00:00Z')
  it('reads a month, a day of a month and a recent week as days not after now', () => {
    expect(timeAsked('back in september', now)).toEqual({
      from: new Date('2026-09-01T00:00:00Z'),
      to: new Date('2026-10-01T00:00:00Z'),
    })
    expect(timeAsked('on dec 3', now)?.from.getUTCFullYear()).toBe(2025)
    expect(timeAsked('the 22nd of november', now)?.from).toEqual(new Date('2026-11-21T00:00:00Z'))
    expect(timeAsked('what happened last weekend', now)?.to).toEqual(now)
    expect(timeAsked('may they win', now)).toBeUndefined()
    expect(timeAsked('who won the final', now)).toBeUndefined()
  })
})
