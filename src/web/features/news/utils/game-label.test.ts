import { describe, expect, it } from 'vitest'
import { paths } from '#shared/paths'
import { articleGameLabel } from './game-label'

describe('paths.article', () => {
  it('links by slug, else by id, else by the slugified title', () => {
    expect(paths.article({ slug: 'navi-win', id: 'x1', title: 'T' })).toBe('/news/navi-win')
    expect(paths.article({ slug: '', id: 'abc 1', title: 'T' })).toBe('/news/abc%201')
    expect(paths.article({ slug: '', id: '', title: 'Big Win: NaVi!' })).toBe('/news/big-win-navi')
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
