import { describe, expect, it } from 'vitest'
import { ArticleClassificationSchema } from '../types'
import type { StoredArticleText } from '../types'
import { categoriesOf, classifyArticleLocally } from './classify'

function article(overrides: Partial<StoredArticleText> = {}): StoredArticleText {
  return {
    id: 'a1',
    title: 'Solstice beat Spirit',
    summary: '',
    content: '',
    game: 'Esports',
    tags: [],
    publishedAt: new Date('2026-11-14T12:00:00Z'),
    ...overrides,
  }
}

describe('game by §2.8', () => {
  it.each([
    ['Valorant: VCT Masters recap', 'valorant'],
    ['Counter-Strike 2 at IEM Cologne', 'cs2'],
    ['LEC finals preview', 'lol'],
    ['The International: day one', 'dota2'],
  ])('"%s" → %s', (title, game) => {
    expect(classifyArticleLocally(article({ title })).game).toBe(game)
  })

  it('reads the content too', () => {
    expect(classifyArticleLocally(article({ content: '<p>Played at IEM Cologne.</p>' })).game).toBe('cs2')
    // ESL One is a Dota 2 event: the organiser's name inside it is not CS2 evidence.
    expect(classifyArticleLocally(article({ content: '<p>Played at ESL One.</p>' })).game).toBe('dota2')
  })

  it('falls back to the stored game, mapped to its key', () => {
    expect(classifyArticleLocally(article({ game: 'Dota 2' })).game).toBe('dota2')
    expect(classifyArticleLocally(article({ game: 'LoL' })).game).toBe('lol')
  })

  it('is null for a game without a route (Apex Legends first in §2.8 order) or none', () => {
    expect(classifyArticleLocally(article({ title: 'Apex ALGS recap' })).game).toBeNull()
    expect(classifyArticleLocally(article({ game: 'Overwatch' })).game).toBeNull()
    expect(classifyArticleLocally(article()).game).toBeNull()
  })
})

describe('categories', () => {
  it.each([
    ['Beginner guide: reading jungle tracks', 'guide'],
    ['How to hold the B site', 'guide'],
    ['Tutorial: smoke lineups on Mirage', 'tutorial'],
    ['Step-by-step walkthrough of the new map', 'tutorial'],
    ['Sixteen teams qualify for the Meridian Cup', 'tournament'],
    ['Playoff bracket revealed', 'tournament'],
    ['Solar Flare open the Crescent Masters', 'tournament'],
    ['FaZe sign ropz', 'roster-changes'],
    ['Nightjar release their controller', 'roster-changes'],
    ['Meridian Spark add a player on loan', 'roster-changes'],
    ['Patch 7.36 nerfs carries', 'game-update'],
    ['Hotfix reworks smoke grenades', 'game-update'],
    ['Energy drink brand signs sponsorship deal', 'industry'],
    ['League viewership up this autumn', 'industry'],
    ['Investment round for the esports club', 'industry'],
    ['New arena opens for events', 'industry'],
    ['Solstice beat Spirit', 'esports'],
    ['Pro player streams his scrims', 'esports'],
  ])('"%s" → %s', (title, category) => {
    expect(categoriesOf(title, '')).toContain(category)
  })

  it('a roster or tournament story is competitive coverage: esports too', () => {
    expect(categoriesOf('FaZe sign ropz', '')).toEqual(['roster-changes', 'esports'])
    expect(categoriesOf('Bracket and seeding revealed', '')).toEqual(['tournament', 'esports'])
  })

  it('a guide or a patch alone is not competitive coverage', () => {
    expect(categoriesOf('Beginner guide: reading jungle tracks', '')).toEqual(['guide'])
    expect(categoriesOf('Patch 7.36 notes', '')).toEqual(['game-update'])
  })

  it('"cut" in a patch note is not a roster change', () => {
    expect(categoriesOf('Update cuts the kill reward for rifles', '')).toEqual(['game-update'])
  })

  it('reads the summary, and the content when there is no summary', () => {
    expect(
      classifyArticleLocally(article({ title: 'News', summary: 'Patch 7.36 is live.' })).categories,
    ).toEqual(['game-update'])
    expect(
      classifyArticleLocally(article({ title: 'News', content: '<p>Patch 7.36 is live.</p>' })).categories,
    ).toEqual(['game-update'])
  })

  it('lists categories in the schema order, without repeats', () => {
    const categories = categoriesOf('Guide: sponsor deals and roster moves before the playoffs patch', '')
    expect(categories).toEqual([
      'guide',
      'tournament',
      'roster-changes',
      'game-update',
      'industry',
      'esports',
    ])
  })
})

describe('classifyArticleLocally', () => {
  it('parses with ArticleClassificationSchema', () => {
    const result = classifyArticleLocally(article({ title: 'CS2: FaZe sign ropz' }))
    expect(ArticleClassificationSchema.parse(result)).toEqual(result)
    expect(result).toEqual({ game: 'cs2', categories: ['roster-changes', 'esports'] })
  })

  it('reads a locally rewritten title and summary through their frame', () => {
    const result = classifyArticleLocally(
      article({
        title: 'FaZe Locks In ropz — Game Changer?',
        summary: 'The rundown: FaZe have signed ropz.',
      }),
    )
    expect(result.categories).toEqual(['roster-changes', 'esports'])
  })
})
