import { createHash } from 'node:crypto'
import { detectArticleGame } from '../../shared/domain/game-detection'
import { shouldTryPrefixLookup } from '../../shared/domain/slug'
import { getSlugHistoryTarget } from '../storage/slug-history'
import { type StorySpoilers, storySpoilers } from '../../shared/domain/spoiler-text'
import type { Article, ArticleListQuery, ArticleLookupQuery, AuthorPage } from '../../shared/schemas/article'
import type { SiteConfig } from '../../shared/site'
import type { Db } from '../db/client'
import {
  type ArticleRow,
  getArticleById,
  getArticleBySlug,
  getArticleBySlugPrefix,
  listArticles,
  listArticlesByAuthor,
} from '../storage/articles'

// The spoiler rule reads every sentence of a story through a dozen patterns, about half a millisecond a story, and
// a list answer carries up to 1000 stories: its flags are remembered per text (a hash of it), which is read far
// more often than it changes. The oldest go first past the limit.
const SPOILER_MEMO_LIMIT = 5000
const spoilerMemo = new Map<string, StorySpoilers>()

function spoilersOf(row: ArticleRow): StorySpoilers {
  const key = createHash('sha1')
    .update(row.title)
    .update('\0')
    .update(row.summary)
    .update('\0')
    .update(row.insights)
    .update('\0')
    .update(row.content)
    .digest('base64')
  let spoilers = spoilerMemo.get(key)
  if (!spoilers) {
    spoilers = storySpoilers(row)
    if (spoilerMemo.size >= SPOILER_MEMO_LIMIT) spoilerMemo.delete(spoilerMemo.keys().next().value!)
    spoilerMemo.set(key, spoilers)
  }
  return { ...spoilers }
}

/**
 * Row → the API's Article (spec §3 client names). The detected game and the spoiler flags are worked out here,
 * not in the browser, so that their rules stay off the pages' JavaScript (decision 011).
 */
export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    game: row.game,
    timestamp: row.timestamp,
    imageUrl: row.imageUrl,
    insights: row.insights,
    originalUrl: row.originalUrl,
    author: row.author,
    tags: row.tags,
    publishedAt: row.publishedAt.toISOString(),
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    detectedGame: detectArticleGame(row),
    spoilers: spoilersOf(row),
  }
}

export async function listLatestArticles(db: Db, query: ArticleListQuery): Promise<Article[]> {
  const rows = await listArticles(db, query)
  return rows.map(toArticle)
}

function decoded(value: string): string | null {
  try {
    const result = decodeURIComponent(value)
    return result === value ? null : result
  } catch {
    return null
  }
}

/**
 * §2.8 lookup order: with both an id and a slug, by id then by the URL-decoded id; otherwise by slug, by id, by
 * the decoded id, and last the §5 prefix fallback (long slugs that do not end like a whole word).
 */
export async function lookupArticle(db: Db, query: ArticleLookupQuery): Promise<Article | null> {
  const byId = async (id: string) => {
    const direct = await getArticleById(db, id)
    if (direct) return direct
    const decodedId = decoded(id)
    return decodedId ? getArticleById(db, decodedId) : null
  }
  let row: ArticleRow | null
  if (query.slug && query.articleId) {
    row = await byId(query.articleId)
  } else {
    const key = (query.slug ?? query.articleId)!
    row = (await getArticleBySlug(db, key)) ?? (await byId(key))
    if (!row && shouldTryPrefixLookup(key)) row = await getArticleBySlugPrefix(db, key)
    // Decision 020: a slug the article had before finds it (the page then redirects to the current slug).
    if (!row) {
      const id = await getSlugHistoryTarget(db, 'article', key)
      if (id) row = await getArticleById(db, id)
    }
  }
  return row ? toArticle(row) : null
}

/** §2.15: the persona's page; any other author slug is unknown (every article is signed by the persona). */
export async function getAuthorPage(
  db: Db,
  site: SiteConfig,
  authorSlug: string,
): Promise<AuthorPage | null> {
  if (authorSlug !== site.personaSlug) return null
  const rows = await listArticlesByAuthor(db, [site.newsroomName, ''], 50)
  return {
    author: {
      displayName: site.personaName,
      slug: site.personaSlug,
      avatar: '/images/persona.svg',
      jobTitle: 'AI Esports Analyst',
      bio: `${site.personaName} is ${site.brand}'s AI esports analyst. Every story here starts from a publisher's report, is rewritten by our AI in the ${site.brand} house voice and links back to its source. ${site.personaName} follows Counter-Strike 2, League of Legends, Dota 2 and Valorant around the clock; the AI can make mistakes, so check results and rosters that matter to you against the original source.`,
    },
    articles: rows.map(toArticle),
  }
}
