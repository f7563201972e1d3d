import { describe, expect, it } from 'vitest'
import { articlesPublishedText } from './author-profile'

describe('articlesPublishedText', () => {
  it('counts articles with the right plural', () => {
    expect(articlesPublishedText(0)).toBe('0 articles published')
    expect(articlesPublishedText(1)).toBe('1 article published')
    expect(articlesPublishedText(42)).toBe('42 articles published')
  })
})
