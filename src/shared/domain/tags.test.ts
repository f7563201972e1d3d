import { describe, expect, it } from 'vitest'
import {
  guessTagCategory,
  COLLAPSED_TAG_CATEGORIES,
  TAG_CATEGORIES,
  addTag,
  cardTags,
  normalizeTag,
  tagCategoryTitle,
  tagLabel,
  tagSections,
} from './tags'

describe('tagLabel (§3)', () => {
  it.each([
    ['cs2', 'CS2'],
    ['lol', 'League of Legends'],
    ['dota2', 'Dota 2'],
    ['valorant', 'Valorant'],
    ['roster-changes', 'Roster Changes'],
    ['game-update', 'Game Update'],
    ['guide', 'Guide'],
    ['tutorial', 'Tutorial'],
    ['tournament', 'Tournament'],
    ['industry', 'Industry'],
    ['esports', 'Esports'],
  ])('labels the known tag %s as %s', (slug, label) => {
    expect(tagLabel(slug)).toBe(label)
  })

  it.each([
    ['counter-strike-2', 'CS2'],
    ['Counter-Strike 2', 'CS2'],
    ['league-of-legends', 'League of Legends'],
    ['League of Legends', 'League of Legends'],
    ['dota-2', 'Dota 2'],
    ['Dota 2', 'Dota 2'],
    ['VALORANT', 'Valorant'],
  ])('maps the long game name %s to %s', (slug, label) => {
    expect(tagLabel(slug)).toBe(label)
  })

  it('title-cases unknown tags word by word', () => {
    expect(tagLabel('pro-league')).toBe('Pro League')
    expect(tagLabel('major')).toBe('Major')
    expect(tagLabel('  patch--notes ')).toBe('Patch Notes')
  })
})

describe('normalizeTag', () => {
  it('lowercases and trims', () => {
    expect(normalizeTag('  Roster-Changes ')).toBe('roster-changes')
  })
})

describe('tag categories (§2.7, §3)', () => {
  it('lists the known categories and the ones that start collapsed', () => {
    expect(TAG_CATEGORIES).toEqual(['games', 'gameplay', 'content', 'events', 'tournaments'])
    expect(COLLAPSED_TAG_CATEGORIES).toEqual(['gameplay', 'content', 'events', 'tournaments'])
  })

  it('titles a category', () => {
    expect(tagCategoryTitle('tournaments')).toBe('Tournaments')
    expect(tagCategoryTitle('news-type')).toBe('News Type')
  })

  it('builds sections without games, keeping first-appearance order', () => {
    const tags = [
      { slug: 'cs2', category: 'games' },
      { slug: 'guide', category: 'content' },
      { slug: 'industry', category: 'news' },
      { slug: 'major', category: 'tournaments' },
      { slug: 'tutorial', category: 'content' },
    ]
    expect(tagSections(tags)).toEqual([
      { category: 'content', collapsed: true, tags: [tags[1], tags[4]] },
      { category: 'news', collapsed: false, tags: [tags[2]] },
      { category: 'tournaments', collapsed: true, tags: [tags[3]] },
    ])
  })
})

describe('cardTags (§2.4)', () => {
  it('shows up to 3 tags with no "+N more"', () => {
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 })
    expect(cardTags([])).toEqual({ shown: [], more: 0 })
  })

  it('counts the rest for "+N more"', () => {
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: 1 })
    expect(cardTags(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c'], more: 3 })
  })
})

describe('addTag (§5 edit form)', () => {
  it('adds a new tag, lowercased and trimmed', () => {
    expect(addTag(['cs2'], ' Major ')).toEqual(['cs2', 'major'])
  })

  it('ignores an empty tag', () => {
    expect(addTag(['cs2'], '   ')).toEqual(['cs2'])
  })

  it('does not add a duplicate', () => {
    expect(addTag(['cs2', 'major'], 'MAJOR')).toEqual(['cs2', 'major'])
  })
})

describe('guessTagCategory', () => {
  it.each([
    ['cs2', 'games'],
    ['valorant', 'games'],
    ['vct-masters', 'tournaments'],
    ['the-international', 'tournaments'],
    ['grand-final', 'events'],
    ['patch-notes', 'gameplay'],
    ['roster-changes', 'content'],
  ])('puts %s in %s', (slug, category) => {
    expect(guessTagCategory(slug)).toBe(category)
  })
})
