import { Hono } from 'hono'
import { z } from 'zod'
import { toArticleCard } from '#shared/domain/article-card'
import {
  ArticleCardListsByGameQuerySchema,
  ArticleListQuerySchema,
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

export function articlesRoutes(deps: RouteDeps, images: ImageProxy) {
  const ctx = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', ArticleListQuerySchema), async (c) => {
      const query = c.req.valid('query')
      const page = await listLatestArticles(deps.services.db, query)
      const articles = page.articles.map((article) => withProxiedImages(article, images))
      return c.json({ ...page, articles: query.view === 'card' ? articles.map(toArticleCard) : articles })
    })
    .get('/lookup', validate('query', ArticleLookupQuerySchema), async (c) => {
      const article = await lookupArticle(deps.services.db, c.req.valid('query'))
      if (!article) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound)
      return c.json({ article: withProxiedImages(article, images) })
    })
    .get(
      '/:id/summary',
      validate('param', ArticleIdParam),
      validate('query', ArticleSummaryQuerySchema),
      async (c) => {
        // generate-bo5-summary: made when the article is written (or once on demand), then served from the database.
        const storedOnly = c.req.valid('query').stored === 'true'
        const result = await getArticleAiSummary(ctx, c.req.valid('param').id, { storedOnly })
        if (!result)
          throw new AppError('NOT_FOUND', storedOnly ? 'No stored summary' : MESSAGES.articleNotFound)
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
  return new Hono<AppEnv>().get('/', validate('query', ArticleCardListsByGameQuerySchema), async (c) => {
    const { games, limit } = c.req.valid('query')
    const pages = await listFirstPagesByGame(deps.services.db, games, limit)
    const lists = [...pages].map(([game, page]) => [
      game,
      {
        ...page,
        articles: page.articles.map((article) => toArticleCard(withProxiedImages(article, images))),
      },
    ])
    return c.json({ games: Object.fromEntries(lists) })
  })
}

export function articleTagsRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', validate('query', ArticleTagListQuerySchema), async (c) =>
    c.json({ tags: await listTags(deps.services.db, c.req.valid('query')) }),
  )
}
