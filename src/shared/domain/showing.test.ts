import { describe, expect, it } from 'vitest'
import { showingText } from './showing'

describe('showingText', () => {
  it('counts one article, team or player in the singular', () => {
    expect(showingText(1, 'team')).toBe('Showing 1 team')
    expect(showingText(1, 'player')).toBe('Showing 1 player')
    expect(showingText(0, 'team')).toBe('Showing 0 teams')
    expect(showingText(1, 'article')).toBe('Showing 1 article')
    expect(showingText(50, 'article')).toBe('Showing 50 articles')
    expect(showingText(31, 'player')).toBe('Showing 31 players')
  })
})
