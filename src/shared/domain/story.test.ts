import { describe, expect, it } from 'vitest'
import { competitiveImpact, extraInfoboxRow, sentiment, storyType, storyTypeLabel } from './story'

describe('storyType (§4)', () => {
  it.each([
    ['Team Liquid names new brand ambassador', 'partnership_announcement'],
    ['Energy drink sponsorship extended', 'partnership_announcement'],
    ['Riot and Louis Vuitton collaboration', 'partnership_announcement'],
    ['Org appoints new CEO', 'partnership_announcement'],
    ['Top 10 skins of the year', 'cosmetic_ranking'],
    ['The worst outfits in the shop', 'cosmetic_ranking'],
    ['Skin tier list for Valorant', 'cosmetic_ranking'],
    ['How to unlock the new cosmetic', 'cosmetic_guide'],
    ['Knife skin showcase', 'cosmetic_guide'],
    ['Agent appearance changes leaked', 'cosmetic_content'],
    ['Ahri champion guide', 'champion_guide'],
    ['Beginner tips for every hero', 'champion_guide'],
    ['Tutorial: smoke lineups on Mirage', 'general_guide'],
    ['Learn to crosshair place', 'general_guide'],
    ['FaZe sign ropz', 'roster_change'],
    ['s1mple benched by NAVI', 'roster_change'],
    ['Transfer window opens', 'roster_change'],
    ['Star joins G2', 'roster_change'],
    ['Vitality beat Spirit', 'match_result'],
    ['T1 wins the series', 'match_result'],
    ['Grand finals recap', 'match_result'],
    ['Veteran AWPer to retire', 'retirement'],
    ['Coach steps down after six years', 'retirement'],
    ['A look back at a long career', 'retirement'],
    ['Cheating allegations rock scene', 'controversy'],
    ['Drama in the locker room', 'controversy'],
    ['Ten teams qualify for Cologne', 'tournament'],
    ['Bracket and seeding revealed', 'tournament'],
    ['Patch 7.36 notes', 'game_update'],
    ['Jett nerfed again', 'game_update'],
    ['Studio announces mobile spin-off', 'announcement'],
    ['A new era for the circuit', 'announcement'],
    ['Viewership record broken', 'milestone'],
    ['A historic night in Rio', 'milestone'],
    ['Weekly esports roundup', 'general'],
  ])('"%s" → %s', (title, type) => {
    expect(storyType(title, '')).toBe(type)
  })

  it('reads the summary too, case-insensitively', () => {
    expect(storyType('Big news from Berlin', 'The team SIGNED a rookie')).toBe('roster_change')
  })

  it('runs the checks in order, the first match wins', () => {
    // partnership (1) before roster (4)
    expect(storyType('Sponsor joins as roster partner', '')).toBe('partnership_announcement')
    // cosmetic (2) before guide (3)
    expect(storyType('Skin guide', '')).toBe('cosmetic_guide')
    // guide (3) before match result (5)
    expect(storyType('How to win more rounds', '')).toBe('general_guide')
    // roster (4) before match result (5)
    expect(storyType('Champions sign a fifth', '')).toBe('roster_change')
    // match result (5) before tournament (8)
    expect(storyType('Tournament final won by underdogs', '')).toBe('match_result')
    // game update (9) before announcement (10)
    expect(storyType('New patch arrives', '')).toBe('game_update')
  })

  it('matches whole words and their inflections, not unrelated words', () => {
    expect(storyType('Winter break schedule', '')).toBe('general')
    expect(storyType('News digest', '')).toBe('general')
    expect(storyType('Finally some rest', '')).toBe('general')
    expect(storyType('A significant signal', '')).toBe('general')
    expect(storyType('Officially over the hump', '')).toBe('general')
    expect(storyType('Down 0-2 at the half', '')).toBe('general')
  })
})

describe('storyTypeLabel (§4)', () => {
  it.each([
    ['roster_change', 'Roster Move'],
    ['match_result', 'Match Result'],
    ['controversy', 'Drama Alert'],
    ['retirement', 'Career News'],
    ['tournament', 'Tournament'],
    ['game_update', 'Game Update'],
    ['announcement', 'Breaking News'],
    ['milestone', 'Achievement'],
    ['general', 'Esports News'],
  ])('%s → %s', (type, label) => {
    expect(storyTypeLabel(type)).toBe(label)
  })

  it('reads "Breaking News" for any other type', () => {
    expect(storyTypeLabel('partnership_announcement')).toBe('Breaking News')
    expect(storyTypeLabel('cosmetic_guide')).toBe('Breaking News')
    expect(storyTypeLabel('unheard_of')).toBe('Breaking News')
  })
})

describe('competitiveImpact (§4)', () => {
  it.each(['Champions crowned', 'PGL Major', 'Worlds semis', 'Grand final', 'Playoffs begin', 'Huge upset'])(
    '"%s" is High',
    (text) => {
      expect(competitiveImpact(text)).toBe('High')
    },
  )

  it.each(['Tournament preview', 'Open qualifiers', 'Roster shuffle', 'Transfer rumours'])(
    '"%s" is Medium',
    (text) => {
      expect(competitiveImpact(text)).toBe('Medium')
    },
  )

  it('prefers High over Medium and falls back to Low', () => {
    expect(competitiveImpact('Roster set for the playoffs')).toBe('High')
    expect(competitiveImpact('Patch notes')).toBe('Low')
    expect(competitiveImpact('A worldly view')).toBe('Low')
  })
})

describe('sentiment (§4)', () => {
  it.each([
    'Dominating win',
    'Victory at last',
    'A successful split',
    'Clutch plays',
    'Amazing run',
    'Incredible comeback',
    'Outstanding series',
  ])('"%s" is positive', (text) => {
    expect(sentiment(text)).toBe('positive')
  })

  it.each([
    'Teams lose again',
    'Bitter defeat',
    'Plan failed',
    'Disappointing exit',
    'Scandal grows',
    'Star retires',
    'Benched',
    'Server problems',
  ])('"%s" is negative', (text) => {
    expect(sentiment(text)).toBe('negative')
  })

  it('checks positive first and is neutral otherwise', () => {
    expect(sentiment('A win after a defeat')).toBe('positive')
    expect(sentiment('Patch notes')).toBe('neutral')
    expect(sentiment('Winter closeout')).toBe('neutral')
  })
})

describe('extraInfoboxRow (§4)', () => {
  it('adds the row of each listed type', () => {
    expect(extraInfoboxRow('roster_change', 'High')).toEqual({ key: 'Impact Level', value: 'High' })
    expect(extraInfoboxRow('roster_change', 'Low')).toEqual({ key: 'Impact Level', value: 'Low' })
    expect(extraInfoboxRow('match_result', 'Low')).toEqual({ key: 'Match Type', value: 'Competitive' })
    expect(extraInfoboxRow('controversy', 'Low')).toEqual({ key: 'Status', value: 'Developing' })
    expect(extraInfoboxRow('tournament', 'Low')).toEqual({ key: 'Stage', value: 'Ongoing' })
    expect(extraInfoboxRow('retirement', 'Low')).toEqual({ key: 'Career Span', value: 'Professional' })
  })

  it('adds nothing for other types', () => {
    expect(extraInfoboxRow('game_update', 'High')).toBeUndefined()
    expect(extraInfoboxRow('general', 'Medium')).toBeUndefined()
  })
})
