import { describe, expect, it } from 'vitest'
import { demoChat } from './support/chat'
import { testDrivers } from './support/databases'

// The co-caster over the demo's articles (issue #17 item 3, decision 044): a fact in the body of a story is
// found and quoted with the story cited, for a team the site knows only from its articles too, in the reader's
// language, and a follow-up about the story the last answer quoted is answered from that story.

const SITE = 'https://bo5.example'
const story = (slug: string) => `${SITE}/news/${slug}`
const PATCH = story('dota-2-gameplay-update-7-42-shakes-up-the-jungle-a')
const SIGNING = story('ninefold-locks-in-offlaner-amaru-condor-huaman-gam')

describe.each(testDrivers)('chat over the articles on $name', (driver) => {
  const now = new Date('2026-11-21T12:00:00Z')
  const { ask } = demoChat(driver, now, { siteUrl: SITE, brand: 'BO5' })

  it('quotes the sentence of a story that answers the question, beyond its lede, and cites the story', async () => {
    const answer = await ask('What happens to neutral camps in Dota 2 7.42?')
    expect(answer.response).toContain('Neutral camps now spawn one minute later')
    expect(answer.citations[0]).toBe(PATCH)
  })

  it('answers about a team that only the articles name', async () => {
    const answer = await ask('Who has Ninefold signed?')
    expect(answer.response).toContain('Condor')
    expect(answer.citations[0]).toBe(SIGNING)
  })

  it('finds the story for a question in Spanish or German by its names and numbers, in that language', async () => {
    const patch = await ask('¿Qué trae el parche 7.42 de Dota 2?')
    expect(patch.context.language).toBe('es')
    expect(patch.citations[0]).toBe(PATCH)
    // Framed in Spanish, not "only in English"; the story's own words quoted as it wrote them.
    expect(patch.response).toMatch(/^El artículo "Dota 2 gameplay update 7\.42/)
    expect(patch.response).not.toContain('inglés')
    const signing = await ask('Wen hat Ninefold verpflichtet?')
    expect(signing.context.language).toBe('de')
    expect(signing.response).toContain('Condor')
    expect(signing.citations[0]).toBe(SIGNING)
  })

  it('cites no story that lacks a number the question asks for', async () => {
    const answer = await ask('Who won the 2019 Frostline Masters?')
    expect(answer.citations.filter((url) => url.includes('/news/'))).toEqual([])
  })

  it('orders the stories holding the names by the rest of the question', async () => {
    const answer = await ask('Which analyst did Harbor Lights hire?')
    expect(answer.response).toContain('Petra Solvang')
    expect(answer.citations[0]).toBe(story('harbor-lights-hire-iron-lantern-analyst-as-cs2-hea'))
  })

  it('leads with the story holding the names and the rest of the question, over what the tables say', async () => {
    const series = await ask('Cobalt Tide vs Northwind Wolves: who top-fragged on Nuke?')
    expect(series.response).toContain('ashcrown')
    expect(series.citations[0]).toBe(story('cobalt-tide-stun-northwind-wolves-in-the-harbor-pr'))
    // A league the tables do not hold, asked with a word that reads as "live": the story, not the live matches.
    const venue = await ask('where will the Frostline Masters finals be played?')
    expect(venue.response).toContain('Port Selden')
    expect(venue.citations[0]).toBe(story('frostline-masters-announces-port-selden-as-cs2-fin'))
    // A question the tables answer, with nothing beyond the names, is answered from them.
    const next = await ask('When do Northwind Wolves play next?')
    expect(next.citations.some((url) => url.includes('/news/'))).toBe(false)
  })

  it("reads a player's story for what his profile does not hold", async () => {
    const answer = await ask("When does Fennowl's new deal run out?")
    expect(answer.response).toContain('2028')
    expect(answer.citations[0]).toBe(story('jade-meridian-extend-top-laner-ji-hoon-fennowl-cho'))
  })

  it('answers a follow-up about the story the last answer quoted from that story', async () => {
    const first = await ask('What happened to Ancient Forge?')
    const departure = story('dmitri-vex-orlov-leaves-ancient-forge-after-dota-2')
    expect(first.citations[0]).toBe(departure)
    const history = [
      { role: 'user' as const, content: 'What happened to Ancient Forge?' },
      { role: 'assistant' as const, content: first.response },
    ]
    const next = await ask('what is he going to do now?', history)
    expect(next.response).toContain('stream full time')
    expect(next.citations[0]).toBe(departure)
    // The same conversation in Spanish: the answer's title in Spanish framing still ties it to the story.
    const spanish = await ask('¿Qué pasó con Ancient Forge?')
    const seguir = await ask('¿y qué va a hacer ahora?', [
      { role: 'user', content: '¿Qué pasó con Ancient Forge?' },
      { role: 'assistant', content: spanish.response },
    ])
    expect(seguir.response).toMatch(/^El artículo "Dmitri 'Vex' Orlov leaves Ancient Forge/)
    expect(seguir.response).toContain('stream full time')
    expect(seguir.citations[0]).toBe(departure)
    // A follow-up that asks something else of the conversation is not taken for one about the story.
    const other = await ask('who are the best Dota 2 teams?', history)
    expect(other.citations).not.toContain(departure)
  })

  it('answers a follow-up about a story the last answer only cited by its address', async () => {
    const history = [
      { role: 'user' as const, content: 'who replaced Static?' },
      {
        role: 'assistant' as const,
        content:
          'Crimson Tide Gaming moved Static to the bench. (/news/crimson-tide-gaming-bench-lior-static-adler-before)',
      },
    ]
    const answer = await ask('how long does his contract run?', history)
    expect(answer.response).toContain('end of 2027')
    expect(answer.citations[0]).toBe(story('crimson-tide-gaming-bench-lior-static-adler-before'))
  })
})
