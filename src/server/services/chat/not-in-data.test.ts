import { describe, expect, it } from 'vitest'
import { EARLIER_EDITION, notInData, notInDataSentence, STORY_DETAIL } from './not-in-data'
import type { RetrievedFact } from './types'

const profile: RetrievedFact = {
  kind: 'team',
  text: 'Cobalt Tide (CBT) are a Counter-Strike 2 team based in Brazil.',
  url: 'https://bo5.example/cs2/teams/cobalt-tide',
  score: 0.6,
}
const recognised = { teams: ['Cobalt Tide'], players: [], games: [] }

describe('notInData', () => {
  it('answers only the "not stored" fact, whatever else retrieval found', () => {
    const absent = { ...profile, text: 'The site has no coach information for Cobalt Tide.', score: 1 }
    const facts = [profile, { ...absent, notStored: { topic: 'coach', name: 'Cobalt Tide' } }]
    expect(notInData('coach', { facts, recognised })).toEqual({ topic: 'coach', name: 'Cobalt Tide' })
  })

  it('says a topic stored for nothing is missing even when no fact says so', () => {
    expect(notInData('what headset does ashcrown wear?', { facts: [profile], recognised })).toEqual({
      topic: 'equipment',
      name: 'Cobalt Tide',
    })
    expect(
      notInData('how much are tickets for the Harbor Pro Series final?', {
        facts: [],
        recognised: { teams: [], players: [], games: [] },
      }),
    ).toEqual({ topic: 'tickets' })
  })

  it('leaves questions the site answers alone', () => {
    expect(notInData('who plays for Cobalt Tide?', { facts: [profile], recognised })).toBeUndefined()
    // A prize pool is on the event pages: asked about an event, it is not "not stored".
    expect(notInData('prize pool of the Longship Masters?', { facts: [profile], recognised })).toBeUndefined()
  })
})

describe('notInData: what no page shows for anything', () => {
  const nobody = { teams: [], players: [], games: [] }
  const event: RetrievedFact = {
    kind: 'tournament',
    text: 'Longship Masters Winter 2026: Main Event is a Tier 1 Counter-Strike 2 tournament.',
    url: 'https://bo5.example/cs2/tournaments/longship-masters-winter-2026',
    score: 0.8,
  }

  it.each([
    ['How many viewers did the Longship Masters final have?', 'viewership'],
    ['what was the peak viewership of the Harbor Pro Series', 'viewership'],
    ['how many people watched Cobalt Tide vs Granite Harbor', 'viewership'],
    ['How much do CS2 pros earn per month?', 'salary'],
    ['how much does Cobalt Tide pay its players', 'salary'],
    ["what's the average salary in the LoL league", 'salary'],
    ['how old are the players in the final?', 'age'],
    ['what is the buyout of the best AWPer', 'salary'],
    ['ticket prices for the Longship Masters?', 'tickets'],
  ])('says %j is not in the data, naming nobody it did not recognise', (question, topic) => {
    expect(notInData(question, { facts: [event], recognised: nobody })).toEqual({ topic })
  })

  it('names the team or player the question is about', () => {
    expect(
      notInData('how many people watched Cobalt Tide last night', { facts: [profile], recognised }),
    ).toEqual({
      topic: 'viewership',
      name: 'Cobalt Tide',
    })
  })

  it('answers from an article that reports it, and leaves other questions alone', () => {
    const report: RetrievedFact = {
      kind: 'article',
      text: 'Industry report: regional league viewership up 18 percent this autumn.',
      url: 'https://bo5.example/news/regional-league-viewership-up-18-percent',
      score: 0.7,
    }
    expect(
      notInData('what was the viewership of the regional leagues this autumn?', {
        facts: [report],
        recognised: nobody,
      }),
    ).toBeUndefined()
    for (const question of [
      "who was the viewers' favourite player of the final?",
      'how much prize money is in the Longship Masters?',
      'what did the caster say about the audience at the final?',
      'who plays for Cobalt Tide?',
      'how many maps did Cobalt Tide win?',
    ]) {
      expect(notInData(question, { facts: [event], recognised: nobody }), question).toBeUndefined()
    }
  })
})

describe('notInDataSentence', () => {
  it.each([
    ['en', "I don't have coach information for Cobalt Tide in BO5's data"],
    ['es', 'No tengo datos de entrenador de Cobalt Tide en BO5'],
    ['pt', 'Não tenho dados de treinador de Cobalt Tide no BO5'],
    ['fr', "Je n'ai pas de données sur l'entraîneur pour Cobalt Tide chez BO5"],
    ['de', 'Zu Trainer von Cobalt Tide habe ich keine Daten bei BO5'],
  ] as const)('says it in %s, in one sentence, names unchanged', (language, start) => {
    const text = notInDataSentence('coach', 'Cobalt Tide', language, 'BO5')
    expect(text.startsWith(start)).toBe(true)
    expect(text.match(/[.!?]/g)).toHaveLength(1)
  })
})

describe('an edition the site does not hold', () => {
  it('says there is none, in the question’s language, naming the league', () => {
    expect(notInDataSentence(EARLIER_EDITION, 'Longship Masters', 'en', 'BO5')).toBe(
      "I don't have an earlier edition of Longship Masters in BO5's data, so I can't answer that without guessing.",
    )
    expect(notInDataSentence(EARLIER_EDITION, 'Longship Masters', 'es', 'BO5')).toMatch(
      /^No tengo ninguna edición anterior de Longship Masters/,
    )
  })
})

describe('round 12: a player off the server, a crowd, a setting', () => {
  const nobody = { teams: [], players: [], games: [] }
  const player: RetrievedFact = {
    kind: 'player',
    text: 'ashcrown (Ana Silva) is a Counter-Strike 2 player from Brazil who plays for Cobalt Tide.',
    url: 'https://bo5.example/cs2/players/ashcrown',
    score: 1,
  }
  const one = { teams: [], players: ['ashcrown'], games: [] }

  it.each([
    ['is ashcrown married', 'personal life'],
    ['who is ashcrown going out with, does she have a boyfriend', 'personal life'],
    ['what crosshair and sens does ashcrown run', 'equipment'],
    ["ashcrown's config and keybinds?", 'equipment'],
    ['favourite agent of ashcrown', 'most played picks'],
  ])('says %j is not in the data, for the player named', (question, topic) => {
    expect(notInData(question, { facts: [player], recognised: one })).toEqual({ topic, name: 'ashcrown' })
  })

  it('says a crowd is counted nowhere, unless a story reports it', () => {
    expect(
      notInData('what was the attendance at the longship final?', { facts: [], recognised: nobody }),
    ).toEqual({
      topic: 'attendance',
    })
    const report: RetrievedFact = {
      kind: 'article',
      text: 'A sold-out crowd of 9,000 watched the Longship final.',
      url: 'https://bo5.example/news/longship-final-sold-out',
      score: 0.7,
    }
    expect(
      notInData('how big was the crowd at the longship final?', { facts: [report], recognised: nobody }),
    ).toBeUndefined()
  })
})

describe('notInData: a detail a story speaks of without giving it', () => {
  const story = (quotes: string[]): RetrievedFact => ({
    kind: 'article',
    text: `The article "Dmitri 'Vex' Orlov leaves Ancient Forge", published November 22, 2026, is about this. It reports: ${quotes.map((q) => `"${q}"`).join(' and ')}`,
    url: 'https://bo5.example/news/vex-leaves',
    score: 1,
  })
  const forge = { teams: ['Ancient Forge'], players: [], games: [] }

  it('says the name asked is not in our data when the sentence holding the thing asked names no one else', () => {
    const facts = [
      story([
        "The rundown: Ancient Forge and Dmitri 'Vex' Orlov have parted ways.",
        'Ancient Forge will use a stand-in for the qualifier.',
      ]),
    ]
    expect(
      notInData("who's ancient forge's stand-in for the qualifier?", { facts, recognised: forge }),
    ).toEqual({
      topic: STORY_DETAIL,
      name: `"Dmitri 'Vex' Orlov leaves Ancient Forge"`,
    })
    expect(notInDataSentence(STORY_DETAIL, `"Title"`, 'en', 'BO5')).toBe(
      `I don't have that detail in BO5's data: the story "Title" does not give it, so I can't answer that without guessing.`,
    )
  })

  it('leaves the story to answer when its sentence gives the name or the amount', () => {
    const named = [story(["Ancient Forge will use Mirek 'Dusk' Hal as a stand-in for the qualifier."])]
    expect(
      notInData("who's ancient forge's stand-in for the qualifier?", { facts: named, recognised: forge }),
    ).toBeUndefined()
    const amount = [story(['Ancient Forge were fined 5,000 dollars for the late roster.'])]
    expect(
      notInData('how big was the fine ancient forge got?', { facts: amount, recognised: forge }),
    ).toBeUndefined()
    const dated = [story(['The fine was announced on 12 November.'])]
    expect(notInData('how big was the fine ancient forge got?', { facts: dated, recognised: forge })).toEqual(
      {
        topic: STORY_DETAIL,
        name: `"Dmitri 'Vex' Orlov leaves Ancient Forge"`,
      },
    )
  })
})
