import { describe, expect, it } from 'vitest'
import {
  ADMIN_ARTICLE_GAME_FILTERS,
  ARTICLE_GAME_CHOICES,
  DEFAULT_GAME,
  GAME_SLUGS,
  GAMES,
  gameDisplayName,
  gameFallbackName,
  gameFromPath,
  gameLongName,
  getGame,
  isGameSlug,
  matchesAdminGameFilter,
  resolveRouteGame,
} from './games'

describe('game registry', () => {
  it('lists the four games in slug order', () => {
    expect(GAME_SLUGS).toEqual(['cs2', 'lol', 'dota2', 'valorant'])
    expect(GAMES.map((game) => game.slug)).toEqual([...GAME_SLUGS])
  })

  it('gives every game a colour, an icon and an about text', () => {
    for (const game of GAMES) {
      expect(game.color).toMatch(/^#[0-9a-f]{6}$/)
      expect(game.icon).toMatch(/^[a-z0-9-]+$/)
      expect(game.description.length).toBeGreaterThan(50)
    }
  })

  it('defaults to cs2', () => {
    expect(DEFAULT_GAME).toBe('cs2')
  })

  it('knows the four slugs only', () => {
    expect(isGameSlug('cs2')).toBe(true)
    expect(isGameSlug('valorant')).toBe(true)
    expect(isGameSlug('CS2')).toBe(false)
    expect(isGameSlug('apex')).toBe(false)
    expect(isGameSlug(undefined)).toBe(false)
    expect(isGameSlug(2)).toBe(false)
  })

  it('finds a game by slug, undefined for an unknown one', () => {
    expect(getGame('dota2').name).toBe('Dota 2')
    expect(getGame('overwatch')).toBeUndefined()
    expect(getGame(null)).toBeUndefined()
  })

  it('uses the §3 registry names', () => {
    expect(GAME_SLUGS.map(gameDisplayName)).toEqual(['CS2', 'League of Legends', 'Dota 2', 'Valorant'])
  })

  it('uses the long names of the home sections', () => {
    expect(GAME_SLUGS.map(gameLongName)).toEqual([
      'Counter-Strike 2',
      'League of Legends',
      'Dota 2',
      'Valorant',
    ])
  })
})

describe('gameFallbackName (§9 fallback table)', () => {
  it.each([
    ['apex', 'Apex Legends'],
    ['cs2', 'Counter-Strike 2'],
    ['valorant', 'VALORANT'],
    ['lol', 'League of Legends'],
    ['dota2', 'Dota 2'],
    ['overwatch', 'Overwatch'],
  ])('%s → %s', (key, name) => {
    expect(gameFallbackName(key)).toBe(name)
  })

  it('is case-insensitive', () => {
    expect(gameFallbackName('VALORANT')).toBe('VALORANT')
    expect(gameFallbackName('Cs2')).toBe('Counter-Strike 2')
    expect(gameFallbackName(' Apex ')).toBe('Apex Legends')
  })

  it('falls back to Esports', () => {
    expect(gameFallbackName('rocket league')).toBe('Esports')
    expect(gameFallbackName('')).toBe('Esports')
    expect(gameFallbackName(undefined)).toBe('Esports')
  })
})

describe('gameFromPath (§2.9)', () => {
  it('finds the game in the middle of the path', () => {
    expect(gameFromPath('/cs2/teams')).toBe('cs2')
    expect(gameFromPath('/lol/teams/t1')).toBe('lol')
    expect(gameFromPath('/news/dota2/roster-changes')).toBe('dota2')
    expect(gameFromPath('/news/articles-latest/valorant/guide')).toBe('valorant')
  })

  it('finds the game at the end of the path', () => {
    expect(gameFromPath('/news/valorant')).toBe('valorant')
    expect(gameFromPath('/cs2')).toBe('cs2')
    expect(gameFromPath('/news/lol/')).toBe('lol')
  })

  it('takes the first game segment when a tag also names a game', () => {
    expect(gameFromPath('/news/cs2/lol')).toBe('cs2')
  })

  it('ignores slugs that only contain a game name', () => {
    expect(gameFromPath('/news/cs2-major-recap')).toBeUndefined()
    expect(gameFromPath('/news/lollipop')).toBeUndefined()
    expect(gameFromPath('/teams')).toBeUndefined()
    expect(gameFromPath('/')).toBeUndefined()
  })
})

describe('resolveRouteGame (§2.9, §5)', () => {
  it('takes a valid route value first', () => {
    expect(resolveRouteGame('lol', '/cs2/teams')).toBe('lol')
  })

  it('falls back to the path for an invalid or missing route value', () => {
    expect(resolveRouteGame('apex', '/dota2/players')).toBe('dota2')
    expect(resolveRouteGame(undefined, '/news/valorant')).toBe('valorant')
  })

  it('uses the fallback when neither gives a game', () => {
    expect(resolveRouteGame(undefined, '/teams')).toBeUndefined()
    expect(resolveRouteGame(undefined, '/teams', DEFAULT_GAME)).toBe('cs2')
    expect(resolveRouteGame('nope', '/players/s1mple', 'cs2')).toBe('cs2')
  })
})

describe('choice lists (§5)', () => {
  it('offers the seven edit-form games in order', () => {
    expect(ARTICLE_GAME_CHOICES).toEqual([
      'CS2',
      'LoL',
      'Dota 2',
      'Valorant',
      'Overwatch',
      'Rocket League',
      'Apex Legends',
    ])
  })

  it('offers the admin filter: all, CS2, Valorant, LoL shown as League of Legends, Dota 2', () => {
    expect(ADMIN_ARTICLE_GAME_FILTERS).toEqual([
      { value: 'all', label: 'All Games' },
      { value: 'CS2', label: 'CS2' },
      { value: 'Valorant', label: 'Valorant' },
      { value: 'LoL', label: 'League of Legends' },
      { value: 'Dota 2', label: 'Dota 2' },
    ])
  })

  it('matches the admin filter on the stored game, ignoring case', () => {
    expect(matchesAdminGameFilter('Overwatch', 'all')).toBe(true)
    expect(matchesAdminGameFilter('LoL', 'LoL')).toBe(true)
    expect(matchesAdminGameFilter('cs2', 'CS2')).toBe(true)
    expect(matchesAdminGameFilter('CS2', 'Dota 2')).toBe(false)
    expect(matchesAdminGameFilter(null, 'CS2')).toBe(false)
  })
})
