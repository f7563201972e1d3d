import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rssGameSlug } from '#shared/domain/game-detection'
import type { RssGame } from '#shared/domain/game-detection'
import type { GameSlug } from '#shared/domain/games'
import { htmlToText } from '../../text/html-text'
import { normalizeFeedEntry } from '../../ingest/normalize-entry'
import { parseFeed } from '../../ingest/parse'
import { FeedParseError } from '../../ingest/parse-common'
import { ArticleClassificationSchema, ArticleSummarySchema, RewrittenArticleSchema } from '../types'
import type { ArticleSource } from '../types'
import { classifyArticleLocally } from './classify'
import { rewriteArticleLocally } from './rewrite/rewrite'
import { summarizeArticleLocally } from './summary'

// Every bundled sample feed (fixtures/feeds) through the local engine, the way ingestion feeds it:
// parseFeed, then the entry's plain-text summary and sanitized content (normalizeFeedEntry).

const FIXTURES = new URL('../../../../fixtures/feeds/', import.meta.url)

interface FeedSourceFixture {
  name: string
  game: GameSlug | null
  file: string
  url: string
}

const sources = JSON.parse(readFileSync(new URL('sources.json', FIXTURES), 'utf8')) as FeedSourceFixture[]
const files = readdirSync(FIXTURES).filter((name) => /\.(xml|rdf)$/.test(name))

interface Item {
  feed: FeedSourceFixture
  source: ArticleSource
  sourceText: string
  publishedAt: Date
}

function itemsOf(feed: FeedSourceFixture): Item[] {
  return parseFeed(readFileSync(new URL(feed.file, FIXTURES)), feed.url).items.map((entry) => {
    const normalized = normalizeFeedEntry(entry)
    const source: ArticleSource = {
      seed: entry.guid,
      title: entry.title,
      summaryText: normalized.summaryText,
      contentHtml: normalized.contentHtml,
      categories: entry.categories,
      feedGame: feed.game,
    }
    const sourceText = `${entry.title} ${normalized.summaryText} ${htmlToText(normalized.contentHtml)}`
    return { feed, source, sourceText, publishedAt: entry.publishedAt ?? new Date('2026-11-15T12:00:00Z') }
  })
}

const readable = sources.filter((feed) => !feed.file.includes('broken'))
const items = readable.flatMap(itemsOf)

// Numbers as written: "13-9" gives 13 and 9, "1.31" and "10,000" stay whole.
function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? []
}

describe('the bundled sample feeds through the local engine', () => {
  it('lists every feed file in sources.json', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(files.sort()).toEqual(sources.map((feed) => feed.file).sort())
  })

  it('reads every feed but the broken one, which fails to parse', () => {
    for (const feed of sources) {
      if (feed.file.includes('broken')) {
        expect(() => itemsOf(feed)).toThrow(FeedParseError)
      } else {
        expect(itemsOf(feed).length).toBeGreaterThan(0)
      }
    }
    expect(items.length).toBeGreaterThanOrEqual(50)
  })

  it('rewrites every entry into a schema-valid article', () => {
    for (const { source } of items) {
      const result = rewriteArticleLocally(source)
      expect(RewrittenArticleSchema.safeParse(result).success, source.title).toBe(true)
      expect(result.content).not.toMatch(/<script|javascript:|\son\w+=/i)
    }
  })

  it('is deterministic: a second run gives byte-identical output', () => {
    for (const { source } of items) {
      expect(JSON.stringify(rewriteArticleLocally({ ...source }))).toBe(
        JSON.stringify(rewriteArticleLocally(source)),
      )
    }
  })

  it("labels every entry of a single-game feed with the feed's game", () => {
    for (const { feed, source } of items) {
      if (!feed.game) continue
      const { game, tags } = rewriteArticleLocally(source)
      expect(rssGameSlug(game as RssGame), `${feed.name}: ${source.title}`).toBe(feed.game)
      expect(tags[0]).toBe(feed.game)
    }
  })

  it('puts no number in the title, summary or insights that the source does not contain', () => {
    for (const { source, sourceText } of items) {
      const { title, summary, insights } = rewriteArticleLocally(source)
      for (const number of numbersIn(`${title} ${summary} ${insights}`)) {
        expect(sourceText, `${number} in the rewrite of "${source.title}"`).toContain(number)
      }
    }
  })

  it('summarizes and classifies every rewritten article within the schemas', () => {
    for (const { feed, source, publishedAt } of items) {
      const rewritten = rewriteArticleLocally(source)
      const stored = {
        id: source.seed,
        title: rewritten.title,
        summary: rewritten.summary,
        content: rewritten.content,
        game: rewritten.game,
        tags: rewritten.tags,
        publishedAt,
      }
      const summary = summarizeArticleLocally(stored)
      expect(ArticleSummarySchema.safeParse(summary).success, source.title).toBe(true)
      expect(summary.overview.split('\n\n').length).toBeLessThanOrEqual(4)
      const classification = classifyArticleLocally(stored)
      expect(ArticleClassificationSchema.safeParse(classification).success, source.title).toBe(true)
      if (feed.game) expect(classification.game, `${feed.name}: ${source.title}`).toBe(feed.game)
    }
  })
})
