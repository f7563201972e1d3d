import { describe, expect, it } from 'vitest'
import { ArticleClassificationSchema, ArticleSummarySchema, RewrittenArticleSchema } from '../types'
import type { ArticleSource, StoredArticleText } from '../types'
import { classifyArticleLocally } from './classify'
import { localEngine } from './engine'
import { rewriteArticleLocally } from './rewrite/rewrite'
import { summarizeArticleLocally } from './summary'

const source: ArticleSource = {
  seed: 'guid-1',
  title: 'Ninefold sign offlaner Amaru "Condor" Huaman',
  summaryText: 'Ninefold have signed offlaner Amaru "Condor" Huaman, completing their Dota 2 lineup.',
  contentHtml: '<p>Ninefold have signed offlaner Amaru "Condor" Huaman, completing their Dota 2 lineup.</p>',
  categories: ['Dota 2', 'Roster Changes'],
  feedGame: 'dota2',
}

const stored: StoredArticleText = {
  id: 'a1',
  title: source.title,
  summary: source.summaryText,
  content: source.contentHtml,
  game: 'Dota 2',
  tags: ['dota2'],
  publishedAt: new Date('2026-11-14T12:00:00Z'),
}

describe('localEngine', () => {
  it('is named "local"', () => {
    expect(localEngine.name).toBe('local')
  })

  it('resolves to the pure functions’ results, within the schemas', async () => {
    const rewritten = await localEngine.rewriteArticle(source)
    expect(rewritten).toEqual(rewriteArticleLocally(source))
    expect(RewrittenArticleSchema.safeParse(rewritten).success).toBe(true)
    expect(rewritten.title).toBe('Ninefold Locks In offlaner Amaru "Condor" Huaman — Game Changer?')

    const summary = await localEngine.summarizeArticle(stored)
    expect(summary).toEqual(summarizeArticleLocally(stored))
    expect(ArticleSummarySchema.safeParse(summary).success).toBe(true)

    const classification = await localEngine.classifyArticle(stored)
    expect(classification).toEqual(classifyArticleLocally(stored))
    expect(ArticleClassificationSchema.parse(classification)).toEqual({
      game: 'dota2',
      categories: ['roster-changes', 'esports'],
    })
  })
})
