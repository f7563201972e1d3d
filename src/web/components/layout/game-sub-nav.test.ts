import { describe, expect, it } from 'vitest'
import { gameSubNavLinks, isSubNavActive } from './game-sub-nav'

describe('isSubNavActive', () => {
  it('is active when the path equals the link', () => {
    expect(isSubNavActive('/cs2', '/cs2', true)).toBe(true)
    expect(isSubNavActive('/cs2/teams', '/cs2/teams', false)).toBe(true)
    expect(isSubNavActive('/news/cs2', '/news/cs2', false)).toBe(true)
  })

  it('keeps a non-overview link active below it', () => {
    expect(isSubNavActive('/cs2/teams', '/cs2/teams/natus-vincere', false)).toBe(true)
    expect(isSubNavActive('/cs2/players', '/cs2/players/s1mple', false)).toBe(true)
    expect(isSubNavActive('/news/cs2', '/news/cs2/roster-changes', false)).toBe(true)
  })

  it('lights Overview only on the hub itself', () => {
    expect(isSubNavActive('/cs2', '/cs2/teams', true)).toBe(false)
    expect(isSubNavActive('/cs2', '/cs2/players/s1mple', true)).toBe(false)
  })

  it('ignores a trailing slash', () => {
    expect(isSubNavActive('/cs2', '/cs2/', true)).toBe(true)
    expect(isSubNavActive('/cs2/teams', '/cs2/teams/', false)).toBe(true)
  })

  it('is inactive on other paths', () => {
    expect(isSubNavActive('/cs2/teams', '/cs2/players', false)).toBe(false)
    expect(isSubNavActive('/cs2/teams', '/lol/teams', false)).toBe(false)
    expect(isSubNavActive('/news/cs2', '/news', false)).toBe(false)
  })
})

describe('gameSubNavLinks', () => {
  it('lists Overview, Teams, Players, Matches, Events and News for the game', () => {
    expect(gameSubNavLinks('valorant').map((link) => [link.label, link.to])).toEqual([
      ['Overview', '/valorant'],
      ['Teams', '/valorant/teams'],
      ['Players', '/valorant/players'],
      ['Matches', '/valorant/matches'],
      ['Events', '/valorant/events'],
      ['Transfers', '/valorant/transfers'],
      ['News', '/news/valorant'],
    ])
  })
})
