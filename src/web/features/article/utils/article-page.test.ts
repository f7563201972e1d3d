import { describe, expect, it } from 'vitest'
import {
  articleGame,
  overviewPoints,
  relatedTopics,
  shareOnRedditUrl,
  shareOnXUrl,
  shareWindowFeatures,
  tagSlug,
  truncateTitle,
} from './article-page'

const listingPath = (game?: string, tag?: string) => ['/listing', game ?? '-', tag ?? '-'].join('/')

describe('truncateTitle', () => {
  it('keeps short titles', () => {
    expect(truncateTitle('  Short title ')).toBe('Short title')
  })

  it('cuts long titles at a word and adds an ellipsis', () => {
    const title = 'Northwind Wolves complete a stunning reverse sweep to lift the autumn championship trophy'
    const cut = truncateTitle(title, 40)
    expect(cut).toBe('Northwind Wolves complete a stunning…')
    expect(cut.length).toBeLessThanOrEqual(40)
  })
})

describe('articleGame', () => {
  it('names the §2.8 detected game and links the four games with listings', () => {
    expect(articleGame('valorant')).toEqual({ key: 'valorant', name: 'Valorant', slug: 'valorant' })
    expect(articleGame('apex')).toEqual({ key: 'apex', name: 'Apex Legends', slug: undefined })
    expect(articleGame('overwatch')).toEqual({ key: 'overwatch', name: 'Overwatch', slug: undefined })
    expect(articleGame('esports')).toEqual({ key: 'esports', name: 'Esports', slug: undefined })
  })
})

describe('relatedTopics', () => {
  it('puts the detected game first and links tags to the game listing', () => {
    const game = articleGame('cs2')
    expect(relatedTopics(['roster-changes', 'lol', 'tournament'], game, listingPath)).toEqual([
      { label: 'CS2', to: '/listing/cs2/-' },
      { label: 'Roster Changes', to: '/listing/cs2/roster-changes' },
      { label: 'Tournament', to: '/listing/cs2/tournament' },
    ])
  })

  it('keeps the stored game tag and drops repeats', () => {
    const game = articleGame('lol')
    expect(relatedTopics(['league-of-legends', 'lol', 'esports', 'Esports'], game, listingPath)).toEqual([
      { label: 'League of Legends', to: '/listing/lol/-' },
      { label: 'Esports', to: '/listing/lol/esports' },
    ])
  })

  it('links to tag listings without a game when the game has none', () => {
    const game = articleGame('apex')
    expect(relatedTopics(['roster changes'], game, listingPath)).toEqual([
      { label: 'Apex Legends' },
      { label: 'Roster Changes', to: '/listing/-/roster-changes' },
    ])
  })

  it('is empty without tags or a known game', () => {
    expect(relatedTopics([], articleGame('esports'), listingPath)).toEqual([])
  })
})

describe('tagSlug', () => {
  it('lowercases and hyphenates', () => {
    expect(tagSlug(' Roster Changes ')).toBe('roster-changes')
  })
})

describe('overviewPoints', () => {
  it('reads "- fact" bullets separated by blank lines', () => {
    expect(overviewPoints('- First fact.\n\n- Second fact.\n\n\n-   Third fact.')).toEqual([
      'First fact.',
      'Second fact.',
      'Third fact.',
    ])
  })

  it('keeps plain lines and other bullet marks', () => {
    expect(overviewPoints('One line\r\n• Two\n1. Three\n-5 stays')).toEqual([
      'One line',
      'Two',
      'Three',
      '-5 stays',
    ])
    expect(overviewPoints('')).toEqual([])
  })
})

describe('share on X', () => {
  it('builds the post intent with "{title} - {url}" and the handle as via', () => {
    expect(shareOnXUrl('NaVi win & more', 'https://bo5.gg/news/navi-win', '@bo5esports')).toBe(
      'https://twitter.com/intent/tweet?text=NaVi%20win%20%26%20more%20-%20https%3A%2F%2Fbo5.gg%2Fnews%2Fnavi-win&via=bo5esports',
    )
    expect(shareOnXUrl('T', 'u', '')).toBe('https://twitter.com/intent/tweet?text=T%20-%20u')
  })

  it("builds Reddit's submit link with the URL and the title", () => {
    expect(shareOnRedditUrl('NaVi win & more', 'https://bo5.gg/news/navi-win')).toBe(
      'https://www.reddit.com/submit?url=https%3A%2F%2Fbo5.gg%2Fnews%2Fnavi-win&title=NaVi%20win%20%26%20more',
    )
  })

  it('opens a 600×400 window, centred when the screen is known', () => {
    expect(shareWindowFeatures()).toBe('width=600,height=400,noopener,noreferrer')
    expect(shareWindowFeatures({ left: 0, top: 0, width: 1600, height: 1000 })).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    )
  })
})
