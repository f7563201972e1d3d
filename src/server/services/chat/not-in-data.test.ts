import { describe, expect, it } from 'vitest'
import { notStoredTopic } from './intent/intents'
import { EARLIER_EDITION, notInData, notInDataSentence } from './not-in-data'
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
    expect(
      notInData(notStoredTopic('what headset does ashcrown wear?'), { facts: [profile], recognised }),
    ).toEqual({
      topic: 'equipment',
      name: 'Cobalt Tide',
    })
    expect(
      notInData(notStoredTopic('how much are tickets for the Harbor Pro Series final?'), {
        facts: [],
        recognised: { teams: [], players: [], games: [] },
      }),
    ).toEqual({ topic: 'tickets' })
  })

  it('leaves questions the site answers alone', () => {
    expect(
      notInData(notStoredTopic('who plays for Cobalt Tide?'), { facts: [profile], recognised }),
    ).toBeUndefined()
    // A prize pool is on the event pages: asked about an event, it is not "not stored".
    expect(
      notInData(notStoredTopic('prize pool of the Longship Masters?'), { facts: [profile], recognised }),
    ).toBeUndefined()
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
