import { describe, expect, it } from 'vitest'
import { playerGameLabel, playerGameSegment, realName } from './player-labels'

const team = (name: string, game: string) => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  acronym: null,
  imageUrl: null,
  currentVideogame: game,
})

describe('player card helpers', () => {
  it('joins first and last name', () => {
    expect(realName({ firstName: 'Linus', lastName: 'Nyström' })).toBe('Linus Nyström')
    expect(realName({ firstName: 'Ana', lastName: null })).toBe('Ana')
    expect(realName({ firstName: null, lastName: ' ' })).toBe('')
  })

  it("links under the team's game, the player's, else esports", () => {
    expect(playerGameSegment({ team: team('A', 'lol'), currentVideogame: 'cs2' })).toBe('lol')
    expect(playerGameSegment({ team: null, currentVideogame: 'dota2' })).toBe('dota2')
    expect(playerGameSegment({ team: null, currentVideogame: null })).toBe('esports')
    expect(playerGameLabel({ team: team('A', 'valorant'), currentVideogame: null })).toBe('VALORANT')
    expect(playerGameLabel({ team: null, currentVideogame: null })).toBe('')
  })
})
