import { Hono } from 'hono'
import { z } from 'zod'
import { toArticleCard } from '#shared/domain/article-card'
import {
  ArticleCardListsByGameQuerySchema,
  type ArticleListQuery,
  ArticleListQuerySchema,
  type ArticleLookupQuery,
  ArticleLookupQuerySchema,
  ArticleSummaryQuerySchema,
  ArticleTagListQuerySchema,
} from '#shared/schemas/article'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { getArticleAiSummary } from '#server/services/article-ai'
import { listFirstPagesByGame, listLatestArticles, lookupArticle } from '#server/services/articles'
import { type ImageProxy, withProxiedImages } from '#server/services/image-proxy'
import { listTags } from '#server/services/tags'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

export const ArticleIdParam = z.object({ id: z.string().min(1).max(200) })

type Db = Pick<RouteDeps, 'services'>

// Each read is one function the route and the renderer's direct reads (page-reads.ts, decision 045) both call.

export async function readArticleList(deps: Db, images: ImageProxy, query: ArticleListQuery) {
  const page = await listLatestArticles(deps.services.db, query)
  const articles = page.articles.map((article) => withProxiedImages(article, images))
  return { ...page, articles: query.view === 'card' ? articles.map(toArticleCard) : articles }
}

export async function readArticleLookup(deps: Db, images: ImageProxy, query: ArticleLookupQuery) {
  const article = await lookupArticle(deps.services.db, query)
  if (!article) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound)
  return { article: withProxiedImages(article, images) }
}

export async function readArticleSummary(
  deps: Db,
  param: z.infer<typeof ArticleIdParam>,
  query: z.infer<typeof ArticleSummaryQuerySchema>,
) {
  // generate-bo5-summary: made when the article is written (or once on demand), then served from the database.
  const storedOnly = query.stored === 'true'
  const result = await getArticleAiSummary(deps.services, param.id, { storedOnly })
  if (!result) throw new AppError('NOT_FOUND', storedOnly ? 'No stored summary' : MESSAGES.articleNotFound)
  return result
}

export async function readArticlesByGame(
  deps: Db,
  images: ImageProxy,
  { games, limit }: z.infer<typeof ArticleCardListsByGameQuerySchema>,
) {
  const pages = await listFirstPagesByGame(deps.services.db, games, limit)
  const lists = [...pages].map(([game, page]) => [
    game,
    {
      ...page,
      articles: page.articles.map((article) => toArticleCard(withProxiedImages(article, images))),
    },
  ])
  return { games: Object.fromEntries(lists) }
}

export async function readArticleTags(deps: Db, query: z.infer<typeof ArticleTagListQuerySchema>) {
  return { tags: await listTags(deps.services.db, query) }
}

export function articlesRoutes(deps: RouteDeps, images: ImageProxy) {
  return new Hono<AppEnv>()
    .get('/', validate('query', ArticleListQuerySchema), async (c) =>
      c.json(await readArticleList(deps, images, c.req.valid('query'))),
    )
    .get('/lookup', validate('query', ArticleLookupQuerySchema), async (c) =>
      c.json(await readArticleLookup(deps, images, c.req.valid('query'))),
    )
    .get(
      '/:id/summary',
      validate('param', ArticleIdParam),
      validate('query', ArticleSummaryQuerySchema),
      async (c) => {
        const result = await readArticleSummary(deps, c.req.valid('param'), c.req.valid('query'))
        c.header('cache-control', 'public, max-age=60')
        return c.json(result)
      },
    )
}

/**
 * GET /api/articles/by-game?games=cs2,lol&limit=6: the home page's per-game lists in one statement, which the
 * server renderer reads (decision 043); the site's own, not part of /api/v1.
 */
export function articlesByGameRoutes(deps: RouteDeps, images: ImageProxy) {
  return new Hono<AppEnv>().get('/', validate('query', ArticleCardListsByGameQuerySchema), async (c) =>
    c.json(await readArticlesByGame(deps, images, c.req.valid('query'))),
  )
}

export function articleTagsRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', validate('query', ArticleTagListQuerySchema), async (c) =>
    c.json(await readArticleTags(deps, c.req.valid('query'))),
  )
}
