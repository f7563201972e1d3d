import { describe, expect, it } from 'vitest'
import { articleGameLabel, articlePath } from './article-path'

describe('articlePath', () => {
  it('links by slug, else by id, else by the slugified title', () => {
    expect(articlePath({ slug: 'navi-win', id: 'x1', title: 'T' })).toBe('/news/navi-win')
    expect(articlePath({ slug: '', id: 'abc 1', title: 'T' })).toBe('/news/abc%201')
    expect(articlePath({ slug: '', id: '', title: 'Big Win: NaVi!' })).toBe('/news/big-win-navi')
  })
})

describe('articleGameLabel', () => {
  it('reads stored games as their labels, "Esports" when missing', () => {
    expect(articleGameLabel('LoL')).toBe('League of Legends')
    expect(articleGameLabel('cs2')).toBe('CS2')
    expect(articleGameLabel('Dota 2')).toBe('Dota 2')
    expect(articleGameLabel('')).toBe('Esports')
    expect(articleGameLabel('Overwatch')).toBe('Overwatch')
  })
})
