import { describe, expect, it } from 'vitest'
import type { StoryType } from '#shared/domain/story'
import { ArticleSummarySchema } from '../types'
import type { StoredArticleText } from '../types'
import { rewriteArticleLocally } from './rewrite/rewrite'
import {
  OPPOSITE_SIDES,
  infoboxOf,
  oppositeSidesOf,
  overviewOf,
  summarizeArticleLocally,
  summaryGameName,
  WHY_BY_TYPE,
  whenOf,
} from './summary'

function article(overrides: Partial<StoredArticleText> = {}): StoredArticleText {
  return {
    id: 'a1',
    title: 'Iron Lantern sign AWPer Duarte "pyre" Salgado from Saltmarsh Esports',
    summary:
      'Iron Lantern have completed the signing of AWPer Duarte "pyre" Salgado from Saltmarsh Esports for an undisclosed fee, ending weeks of CS2 transfer speculation.',
    content:
      '<p>Iron Lantern have completed the signing of AWPer Duarte "pyre" Salgado from Saltmarsh Esports for an undisclosed fee, ending weeks of CS2 transfer speculation.</p>\n<p>Salgado, 21, led the second division in opening kills last season. He replaces Tomasz "Wick" Radecki, who moves to a coaching role.</p>',
    game: 'CS2',
    tags: ['cs2', 'roster-changes'],
    publishedAt: new Date('2026-11-14T23:30:00Z'),
    ...overrides,
  }
}

describe('§3 overview', () => {
  it('is bullet lines "- fact", separated by blank lines', () => {
    expect(overviewOf(['One fact', 'Another fact'])).toBe('- One fact\n\n- Another fact')
  })

  it('holds at most 4 key facts from the article', () => {
    const { overview } = summarizeArticleLocally(article())
    const bullets = overview.split('\n\n')
    expect(bullets.length).toBeGreaterThan(0)
    expect(bullets.length).toBeLessThanOrEqual(4)
    for (const bullet of bullets) expect(bullet).toMatch(/^- \S/)
    expect(overview).toContain(
      '- Iron Lantern have completed the signing of AWPer Duarte "pyre" Salgado from Saltmarsh Esports',
    )
  })
})

describe('Five Ws', () => {
  it('who: the teams and players the article names', () => {
    expect(summarizeArticleLocally(article()).fiveWs.who).toBe(
      'Iron Lantern, Saltmarsh Esports, pyre and Wick',
    )
  })

  it('who: the scene when no one is named', () => {
    const quiet = article({
      title: 'A quiet week',
      summary: 'Nothing to report.',
      content: '',
      game: 'Dota 2',
    })
    expect(summarizeArticleLocally(quiet).fiveWs.who).toBe('The Dota 2 community')
  })

  it('what: the main-action title, cut at 60 characters plus "..."', () => {
    expect(summarizeArticleLocally(article()).fiveWs.what).toBe(
      'Iron Lantern sign AWPer Duarte "pyre" Salgado from Saltmarsh...',
    )
  })

  it('when: the publication date in UTC, e.g. "November 14, 2026"', () => {
    expect(summarizeArticleLocally(article()).fiveWs.when).toBe('November 14, 2026')
    expect(whenOf(new Date('2027-01-01T00:00:00Z'))).toBe('January 1, 2027')
    expect(whenOf(new Date('not a date'))).toBe('Date not available')
  })

  it('where: the tournament, else online, else the game scene', () => {
    const event = article({ summary: 'Solstice beat Spirit at the Frostline Masters.', content: '' })
    expect(summarizeArticleLocally(event).fiveWs.where).toBe('Frostline Masters')
    const online = article({ summary: 'Solstice beat Spirit in an online cup match.', content: '' })
    expect(summarizeArticleLocally(online).fiveWs.where).toBe('Online')
    expect(summarizeArticleLocally(article()).fiveWs.where).toBe('The Counter-Strike 2 scene')
  })

  it('why: a fixed text per story type', () => {
    expect(summarizeArticleLocally(article()).fiveWs.why).toBe(WHY_BY_TYPE.roster_change)
    const types = Object.keys(WHY_BY_TYPE) as StoryType[]
    expect(types).toHaveLength(15)
    for (const type of types) expect(WHY_BY_TYPE[type]).toMatch(/^[A-Z].+\.$/)
  })
})

describe('§4 opposite sides: fixed texts per type, chosen by sentiment or impact', () => {
  it('has texts for roster_change, match_result, controversy, retirement and default', () => {
    expect(Object.keys(OPPOSITE_SIDES)).toEqual([
      'roster_change',
      'match_result',
      'controversy',
      'retirement',
      'default',
    ])
    for (const group of Object.values(OPPOSITE_SIDES)) {
      for (const sides of Object.values(group)) {
        expect(sides.supporters).toContain('optimistic')
        expect(sides.critics).toContain('concerned')
      }
    }
  })

  it('uses the type group, other types taking the default texts', () => {
    expect(oppositeSidesOf('retirement', 'negative', 'Low')).toBe(OPPOSITE_SIDES.retirement.cautious)
    expect(oppositeSidesOf('controversy', 'negative', 'Low')).toBe(OPPOSITE_SIDES.controversy.cautious)
    expect(oppositeSidesOf('game_update', 'positive', 'Low')).toBe(OPPOSITE_SIDES.default.optimistic)
  })

  it('positive reads optimistic, negative cautious, neutral by impact', () => {
    expect(oppositeSidesOf('match_result', 'positive', 'Low')).toBe(OPPOSITE_SIDES.match_result.optimistic)
    expect(oppositeSidesOf('match_result', 'negative', 'High')).toBe(OPPOSITE_SIDES.match_result.cautious)
    expect(oppositeSidesOf('roster_change', 'neutral', 'High')).toBe(OPPOSITE_SIDES.roster_change.optimistic)
    expect(oppositeSidesOf('roster_change', 'neutral', 'Medium')).toBe(
      OPPOSITE_SIDES.roster_change.optimistic,
    )
    expect(oppositeSidesOf('roster_change', 'neutral', 'Low')).toBe(OPPOSITE_SIDES.roster_change.cautious)
  })
})

describe('§4 infobox', () => {
  it('rows: Story Type, Game, Competitive Impact, Sentiment', () => {
    expect(infoboxOf('game_update', 'Dota 2', 'Low', 'neutral')).toEqual([
      { key: 'Story Type', value: 'Game Update' },
      { key: 'Game', value: 'Dota 2' },
      { key: 'Competitive Impact', value: 'Low' },
      { key: 'Sentiment', value: 'Neutral' },
    ])
  })

  it.each([
    ['FaZe sign ropz before the playoffs', 'Roster Move', { key: 'Impact Level', value: 'High' }],
    ['FaZe sign ropz', 'Roster Move', { key: 'Impact Level', value: 'Low' }],
    ['Solstice beat Spirit', 'Match Result', { key: 'Match Type', value: 'Competitive' }],
    ['Cheating scandal rocks the scene', 'Drama Alert', { key: 'Status', value: 'Developing' }],
    ['Ten teams qualify for Cologne', 'Tournament', { key: 'Stage', value: 'Ongoing' }],
    ['Veteran AWPer to retire', 'Career News', { key: 'Career Span', value: 'Professional' }],
  ])('"%s" → %s plus its extra row', (title, label, extra) => {
    const { infobox } = summarizeArticleLocally(article({ title, summary: '', content: '' }))
    expect(infobox[0]).toEqual({ key: 'Story Type', value: label })
    expect(infobox).toHaveLength(5)
    expect(infobox[4]).toEqual(extra)
  })

  it('adds no extra row for other types', () => {
    const { infobox } = summarizeArticleLocally(
      article({ title: 'Patch 7.36 notes', summary: '', content: '' }),
    )
    expect(infobox.map((row) => row.key)).toEqual(['Story Type', 'Game', 'Competitive Impact', 'Sentiment'])
  })

  it('sentiment reads Positive, Negative or Neutral', () => {
    const value = (title: string) =>
      summarizeArticleLocally(article({ title, summary: '', content: '' })).infobox[3]?.value
    expect(value('Solstice win the Major')).toBe('Positive')
    expect(value('Veteran AWPer to retire')).toBe('Negative')
    expect(value('Patch 7.36 notes')).toBe('Neutral')
  })
})

describe('game of the summary', () => {
  it('names the stored game by the §9 fallback table', () => {
    expect(summaryGameName('CS2', '')).toBe('Counter-Strike 2')
    expect(summaryGameName('LoL', '')).toBe('League of Legends')
    expect(summaryGameName('Dota 2', '')).toBe('Dota 2')
    expect(summaryGameName('Valorant', '')).toBe('VALORANT')
  })

  it('detects it by keyword groups when the stored game is Esports', () => {
    expect(summaryGameName('Esports', 'ALGS finals: Wraith and Apex Legends')).toBe('Apex Legends')
    expect(summaryGameName('Esports', 'A day at the office')).toBe('Esports')
  })
})

describe('summarizeArticleLocally', () => {
  it('parses with ArticleSummarySchema', () => {
    const summary = summarizeArticleLocally(article())
    expect(ArticleSummarySchema.parse(summary)).toEqual(summary)
  })

  it('is deterministic', () => {
    expect(JSON.stringify(summarizeArticleLocally(article()))).toBe(
      JSON.stringify(summarizeArticleLocally(article())),
    )
  })

  it('reads a locally rewritten article through its frame', () => {
    const source = article()
    const rewritten = rewriteArticleLocally({
      seed: 's',
      title: source.title,
      summaryText: source.summary,
      contentHtml: source.content,
      categories: [],
    })
    const stored = article({ title: rewritten.title, summary: rewritten.summary, content: rewritten.content })
    const summary = summarizeArticleLocally(stored)
    expect(summary.infobox[0]).toEqual({ key: 'Story Type', value: 'Roster Move' })
    expect(summary.overview).not.toMatch(
      /Here's the story|The rundown|What went down|analyst desk|Quick read/,
    )
    expect(summary.fiveWs.what).not.toContain('Game Changer')
  })

  it('copes with an empty article', () => {
    const empty = article({ title: '', summary: '', content: '', game: '' })
    expect(ArticleSummarySchema.safeParse(summarizeArticleLocally(empty)).success).toBe(true)
  })
})
