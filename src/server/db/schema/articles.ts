import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { StorySpoilers } from '#shared/domain/spoiler-text'
import { feedSources } from './feeds'
import { tsvector } from './types'

// §3 Article. id is text: RSS-built articles use the title slug as id.
export const articles = pgTable(
  'articles',
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    title: text().notNull(),
    summary: text().notNull().default(''),
    content: text().notNull().default(''),
    game: text().notNull().default('Esports'),
    timestamp: text().notNull().default(''),
    imageUrl: text().notNull().default('/placeholder.svg'),
    insights: text().notNull().default(''),
    originalUrl: text().notNull().default(''),
    author: text().notNull().default(''),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    slug: text().notNull(),
    /** Which AI engine wrote the stored text: local | llm | human (admin edit) | seed. */
    engine: text().notNull().default('local'),
    /**
     * §2.8 the game the breadcrumb shows (game-detection.ts `detectArticleGame`), worked out when the article is
     * written or edited, so the page and the ingestion read one detection. Null until the start-up backfill
     * (services/articles.ts) reaches a row written before the column; setting it back to null re-detects.
     */
    detectedGame: text(),
    /**
     * What spoiler-free mode hides of the story (spoiler-text.ts `storySpoilers`), worked out when its title,
     * summary, insights or content are written, as the detected game is. Null until the start-up backfill reaches
     * a row written before the column, or after its body was replaced in place; a null row is read afresh.
     */
    spoilers: jsonb().$type<StorySpoilers>(),
    sourceFeedId: uuid().references(() => feedSources.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      // Accents folded (search_fold, migration 0013), so "Renee" finds "Renée" (decision 040, session 17); every
      // query on it folds its words the same way (articleTsquery).
      sql`setweight(to_tsvector('english', search_fold(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', search_fold(coalesce(summary, ''))), 'B') || setweight(to_tsvector('english', search_fold(coalesce(content, ''))), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_tags_gin').using('gin', t.tags),
    index('articles_created_published_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.publishedAt.desc().nullsFirst(),
    ),
    index('articles_published_idx').on(t.publishedAt.desc().nullsFirst()),
    index('articles_search_gin').using('gin', t.search),
    // Site search (migration 0013): typo-tolerant, accent-insensitive title matches.
    index('articles_title_trgm').using('gin', sql`search_fold(${t.title}) gin_trgm_ops`),
  ],
)

// §3 Tag. article_count is recomputed from articles.tags by storage.recountTags.
export const articleTags = pgTable('article_tags', {
  slug: text().primaryKey(),
  name: text().notNull(),
  category: text().notNull().default('content'),
  color: text().notNull().default('#64748b'),
  articleCount: integer().notNull().default(0),
})

// The AI summary of an article (§3 Article AI summary), computed once per article version: a row is current while
// its article_updated_at equals the article's updated_at.
export const articleSummaries = pgTable('article_summaries', {
  articleId: text()
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  articleUpdatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  summary: jsonb()
    .$type<{
      overview: string
      fiveWs: { who: string; what: string; when: string; where: string; why: string }
      oppositeSides: { supporters: string; critics: string }
      infobox: { key: string; value: string }[]
    }>()
    .notNull(),
  engine: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
