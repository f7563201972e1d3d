import { describe, expect, it } from 'vitest'
import { playerJsonLd } from './player-page'

describe('player page metadata', () => {
  it('builds Person structured data with absolute links', () => {
    expect(
      playerJsonLd({
        player: { name: 'Vantorr', firstName: 'Linus', lastName: 'Nyström', nationality: 'Sweden' },
        team: { name: 'Northwind Wolves', path: '/cs2/teams/northwind-wolves' },
        siteUrl: 'https://bo5.example',
        playerPath: '/cs2/players/vantorr',
        game: 'cs2',
      }),
    ).toMatchObject({
      '@type': 'Person',
      name: 'Vantorr',
      alternateName: 'Linus Nyström',
      jobTitle: 'CS2 player',
      memberOf: { '@type': 'SportsTeam', url: 'https://bo5.example/cs2/teams/northwind-wolves' },
    })
  })
})
