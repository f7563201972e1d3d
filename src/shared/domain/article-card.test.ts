import { describe, expect, it } from 'vitest'
import type { Article } from '../schemas/article'
import { ArticleCardSchema } from '../schemas/article'
import { toArticleCard } from './article-card'

const article: Article = {
  id: 'a1',
  slug: 'a1-slug',
  title: 'Cobalt Tide win',
  summary: '<p>Quick read: <b>Cobalt</b> &amp; co.</p>',
  content: '<p>The whole story</p>',
  game: 'CS2',
  timestamp: '3 hours ago',
  imageUrl: '/images/a.svg',
  insights: '<p>Desk verdict</p>',
  originalUrl: 'https://example.com/a1',
  author: 'Newsroom',
  tags: ['cs2', 'results', 'major', 'finals'],
  publishedAt: '2026-11-27T16:27:55.650Z',
  updatedAt: '2026-11-27T19:27:55.650Z',
  detectedGame: 'cs2',
  spoilers: { headline: true, summary: true, text: true },
}

describe('toArticleCard', () => {
  it('keeps what the card shows, its summary and insights as the text it prints, and drops the body', () => {
    const card = toArticleCard(article)
    expect(card).toEqual({
      id: 'a1',
      slug: 'a1-slug',
      title: 'Cobalt Tide win',
      summary: 'Quick read: Cobalt & co.',
      insights: 'Desk verdict',
      game: 'CS2',
      imageUrl: '/images/a.svg',
      tags: ['cs2', 'results', 'major', 'finals'],
      publishedAt: '2026-11-27T16:27:55.650Z',
      spoilers: { headline: true, summary: true, text: true },
    })
    expect(ArticleCardSchema.strict().parse(card)).toEqual(card)
  })
})
