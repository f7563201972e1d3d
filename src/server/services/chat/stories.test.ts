import { describe, expect, it } from 'vitest'
import { useDemoChat } from '../../../../tests/support/demo-chat'

// Facts only a story holds, asked in other words than the story's (decision 040 round 12), answered by the chat
// service with the local engine over the demo data. The phrasings are our own, none of an evaluation set.

describe('the chat on what one story says', () => {
  const now = new Date()
  const ask = useDemoChat(now)

  it('finds the "new deal" story for a contract asked with words it does not hold', async () => {
    const answer = await ask('till when is fennowl under contract now')
    expect(answer.response).toMatch(/2028/)
    expect(answer.citations[0]).toMatch(/\/news\/jade-meridian-extend-top-laner-/)
  })

  it('finds a story writing a number with its thousands separator', async () => {
    const answer = await ask('lumi 1000 kills, how many games')
    expect(answer.response).toMatch(/214 games/)
  })

  it('finds a story for a thousand written with a k, and quotes its sentence with the count asked', async () => {
    const answer = await ask('lumi got to 1k kills in how many games?')
    expect(answer.response).toMatch(/214 games/)
    expect(answer.citations[0]).toMatch(/\/news\/seo-yeon-lumi-park-reaches-1-000-career-kills/)
  })

  it('finds the story of a player only stories name, by a name typed with or without its accents', async () => {
    for (const question of ['any news on Renee Castellane?', "what happened with Noémie 'Vireo' Lacroix?"]) {
      const answer = await ask(question)
      expect(answer.citations[0], question).toMatch(
        /\/news\/(velvet-rook-locks-in-renee|sandpiper-release-noemie)/,
      )
    }
  })

  it('answers a why about a player and his team from the stories naming both, then his last move', async () => {
    const answer = await ask('why did fennowl walk away from jade meridian?')
    expect(answer.citations[0]).toMatch(/\/news\/jade-meridian-extend-top-laner-/)
    expect(answer.response).toMatch(/2028/)
  })
})

// A detail beside what a story says (decision 040 round 18): the story speaks of it without giving it, so the
// answer is an honest "don't have", naming the story, with nothing cited.
describe('the chat on a detail a story does not give', () => {
  const now = new Date()
  const ask = useDemoChat(now)

  it.each([
    ['how big a fine did greywater kings get from the highlands league?', /Greywater Kings fined/],
    ['who is the stand-in for ancient forge at the eastern gauntlet?', /Ancient Forge/],
    ['which heroes had their talents reworked in the 7.42 patch?', /7\.42/],
  ])('says %j is not in our data, and cites nothing', async (question, story) => {
    const answer = await ask(question)
    expect(answer.response).toMatch(/^I don't have that detail/)
    expect(answer.response).toMatch(story)
    expect(answer.citations).toEqual([])
  })

  it('still answers from the story when its sentence gives the detail', async () => {
    const answer = await ask('how long is fennowl signed for at jade meridian?')
    expect(answer.response).toMatch(/2028/)
    expect(answer.citations[0]).toMatch(/\/news\/jade-meridian-extend-top-laner-/)
  })
})

// One word of a team's name that a story writes in another name (decision 040 round 18): "meridian" is Meridian
// Spark of the story, not Jade Meridian, when the story holds the rest of what is asked.
describe('the chat on a name a story writes with one word of a team of ours', () => {
  const now = new Date()
  const ask = useDemoChat(now)

  it('answers from the story of the other name, not with our team', async () => {
    const loan = await ask('which player did meridian bring in from velvet rook?')
    expect(loan.response).toMatch(/Brisa/)
    expect(loan.citations[0]).toMatch(/\/news\/jose-brisa-albeniz-joins-meridian-spark/)
    expect(loan.response).not.toMatch(/Jade Meridian \(JDM\)/)
    const replay = await ask('what went wrong when obsidian played harbor lights, why the replay?')
    expect(replay.citations[0]).toMatch(/\/news\/obsidian-five-and-harbor-lights-replay-map/)
  })

  it('keeps our team when the question names it in full', async () => {
    const answer = await ask('who plays for jade meridian?')
    expect(answer.citations[0]).toMatch(/\/lol\/teams\/jade-meridian/)
  })
})
