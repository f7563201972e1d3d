import { describe, expect, it } from 'vitest'
import { checkArticles, readResults } from './support/demo-claims'
import { loadDemoArticles, loadDemoDataSet } from './support/demo-data'

// The demo's articles and its esports data tell one story: a result, a roster or a team's game that an article
// states is what the match records and rosters say, so neither the pages nor the chat contradict themselves.

const articles = loadDemoArticles()
const data = loadDemoDataSet()
const report = checkArticles(articles, data)
const show = (findings: { article: string; sentence: string; problem: string }[]) =>
  findings.map((f) => `${f.article}\n  "${f.sentence}"\n  → ${f.problem}`).join('\n')

describe('the demo articles against the demo esports data', () => {
  it('reads every article of the six good feeds', () => {
    expect(articles).toHaveLength(62)
    expect(report.read.results).toBeGreaterThanOrEqual(5)
    expect(report.read.teams).toBeGreaterThanOrEqual(20)
    expect(report.read.players).toBeGreaterThanOrEqual(8)
    expect(report.read.leagues).toBeGreaterThanOrEqual(5)
  })

  it('states no result, team, player or league the data contradicts', () => {
    expect(show(report.contradictions)).toBe('')
  })

  it('reads every result-like statement (a new way of stating a result needs a pattern here)', () => {
    expect(show(report.unread)).toBe('')
  })
})

describe('the result patterns', () => {
  it.each([
    ['Cobalt Tide beat Steppe Comets 2-1 in the final.', 'Cobalt Tide', 'Steppe Comets', [2, 1]],
    [
      'Cobalt Tide defeated tournament favourites Steppe Comets 13-9 on Mirage.',
      'Cobalt Tide',
      'Steppe Comets',
      [13, 9],
    ],
    [
      'Kestrel Nine opened the week with a 2-0 sweep of Polar Static.',
      'Kestrel Nine',
      'Polar Static',
      [2, 0],
    ],
    ['Polar Static lost to Kestrel Nine 0-2 on Friday.', 'Kestrel Nine', 'Polar Static', [2, 0]],
    [
      'Jade Meridian won the Summit Rift final against Crimson Lanterns.',
      'Jade Meridian',
      'Crimson Lanterns',
      undefined,
    ],
    ['Crimson Lanterns swept by Jade Meridian in the final', 'Jade Meridian', 'Crimson Lanterns', undefined],
  ])('%s', (sentence, winner, loser, score) => {
    const [claim] = readResults(sentence).claims
    expect(claim).toMatchObject(score ? { winner, loser, score } : { winner, loser })
  })

  it('finds a result the records do not have', () => {
    const at = new Date('2026-11-15T00:00:00Z')
    const sentences = ['Granite Harbor beat Cobalt Tide 2-0 in the Frontier Open.']
    const found = checkArticles([{ feed: 'x', title: 'x', publishedAt: at, sentences, categories: [] }], data)
    expect(found.contradictions.map((f) => f.problem)).toEqual([expect.stringMatching(/no such match/)])
  })

  it('finds a story tagged with a league it does not name', () => {
    const at = new Date('2026-11-15T00:00:00Z')
    const sentences = ['Granite Harbor play the Frontier Open next week.']
    const story = { feed: 'x', title: 'x', publishedAt: at, sentences, categories: ['Lowland Open', 'CS2'] }
    const found = checkArticles([story], data)
    expect(found.contradictions.map((f) => f.problem)).toEqual([
      'tagged "Lowland Open", a league the story does not name',
    ])
  })
})
