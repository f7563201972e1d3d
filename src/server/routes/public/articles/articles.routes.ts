import { Hono } from 'hono'
import { z } from 'zod'
import {
  ArticleListQuerySchema,
  ArticleLookupQuerySchema,
  ArticleTagListQuerySchema,
} from '../../../../shared/schemas/article'
import type { AppDeps, AppEnv } from '../../../app-types'
import { AppError } from '../../../errors'
import { getArticleAiSummary } from '../../../services/article-ai'
import { listLatestArticles, lookupArticle } from '../../../services/articles'
import { listTags } from '../../../services/tags'
import { validate } from '../../validate'

const ArticleIdParam = z.object({ id: z.string().min(1).max(200) })
/** `stored=true`: the stored summary or 404, never one made now (the server's render of the page asks so). */
const SummaryQuery = z.object({ stored: z.enum(['true', 'false']).optional() })

export function articlesRoutes(deps: AppDeps) {
  const ctx = { db: deps.database.db, ai: deps.ai, env: deps.env, site: deps.env.site, logger: deps.logger }
  return new Hono<AppEnv>()
    .get('/', validate('query', ArticleListQuerySchema), async (c) => {
      return c.json(await listLatestArticles(deps.database.db, c.req.valid('query')))
    })
    .get('/lookup', validate('query', ArticleLookupQuerySchema), async (c) => {
      const article = await lookupArticle(deps.database.db, c.req.valid('query'))
      if (!article) throw new AppError('NOT_FOUND', 'Article not found')
      return c.json({ article })
    })
    .get('/:id/summary', validate('param', ArticleIdParam), validate('query', SummaryQuery), async (c) => {
      // generate-bo5-summary: made when the article is written (or once on demand), then served from the database.
      const storedOnly = c.req.valid('query').stored === 'true'
      const result = await getArticleAiSummary(ctx, c.req.valid('param').id, { storedOnly })
      if (!result) throw new AppError('NOT_FOUND', storedOnly ? 'No stored summary' : 'Article not found')
      c.header('cache-control', 'public, max-age=60')
      return c.json(result)
    })
}

export function articleTagsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', validate('query', ArticleTagListQuerySchema), async (c) =>
    c.json({ tags: await listTags(deps.database.db, c.req.valid('query')) }),
  )
}
