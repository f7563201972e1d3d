import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../language'
import { rosterTranslations, teamProfileTranslations } from './translations'

const roster = [
  { name: 'Junipyr', firstName: 'Do-yoon', lastName: 'Yoon', role: 'sup' },
  { name: 'Fennowl', firstName: 'Ji-hoon', lastName: 'Choi', role: 'top' },
]

describe('the fact sentences in the chat’s other languages', () => {
  it('write the roster in each language, names, real names and roles unchanged, in position order', () => {
    const sentences = rosterTranslations('Jade Meridian', roster)
    expect(sentences.es).toBe(
      'La plantilla activa de Jade Meridian (2 jugadores): Fennowl (Ji-hoon Choi, top) y Junipyr (Do-yoon Yoon, support).',
    )
    for (const [language, sentence] of Object.entries(sentences)) {
      expect(sentence).toContain('Fennowl (Ji-hoon Choi, top)')
      expect(detectLanguage(sentence), sentence).toBe(language)
    }
    expect(rosterTranslations('Ghosts', [])).toEqual({})
  })

  it("write a team's profile with its game, place and tier as the data has them", () => {
    const sentences = teamProfileTranslations({
      name: 'Northwind Wolves',
      acronym: 'NWW',
      location: 'Sweden',
      currentVideogame: 'cs2',
      tier: 'tier-1',
    })
    expect(sentences.pt).toBe(
      'Northwind Wolves (NWW) é um time de Counter-Strike 2 sediado em Sweden, Tier 1.',
    )
    expect(sentences.de).toBe('Northwind Wolves (NWW) ist ein Counter-Strike 2-Team aus Sweden, Tier 1.')
    for (const [language, sentence] of Object.entries(sentences)) {
      expect(detectLanguage(sentence), sentence).toBe(language)
    }
  })
})
