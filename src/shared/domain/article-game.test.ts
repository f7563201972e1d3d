import { describe, expect, it } from 'vitest'
import { articleDisplayTags, articleGameName } from './article-game'

describe('articleGameName (§2.8)', () => {
  it('uses the §2.8 display names', () => {
    expect(['apex', 'valorant', 'cs2', 'lol', 'dota2'].map(articleGameName)).toEqual([
      'Apex Legends',
      'Valorant',
      'CS2',
      'League of Legends',
      'Dota 2',
    ])
  })

  it('uses the §9 fallback names for other keys', () => {
    expect(articleGameName('overwatch')).toBe('Overwatch')
    expect(articleGameName('esports')).toBe('Esports')
    expect(articleGameName('rocket league')).toBe('Esports')
  })
})

describe('articleDisplayTags (§2.8)', () => {
  it('drops tags naming another game', () => {
    expect(articleDisplayTags(['cs2', 'valorant', 'roster-changes'], 'cs2')).toEqual([
      'cs2',
      'roster-changes',
    ])
  })

  it("puts the detected game's name first when no tag names it", () => {
    expect(articleDisplayTags(['lol', 'tournament'], 'valorant')).toEqual(['Valorant', 'tournament'])
    expect(articleDisplayTags([], 'dota2')).toEqual(['Dota 2'])
  })

  it('keeps a matching game tag where it is', () => {
    expect(articleDisplayTags(['guide', 'league-of-legends'], 'lol')).toEqual(['guide', 'league-of-legends'])
  })

  it('keeps one tag per detected game', () => {
    expect(articleDisplayTags(['cs2', 'counter-strike-2', 'major'], 'cs2')).toEqual(['cs2', 'major'])
  })

  it('adds nothing for a game outside §2.8 but still drops game tags', () => {
    expect(articleDisplayTags(['cs2', 'overwatch', 'esports'], 'overwatch')).toEqual(['overwatch', 'esports'])
  })
})
