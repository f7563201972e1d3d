import { Hono } from 'hono'
import { ArticleListQuerySchema } from '../../../../shared/schemas/article'
import type { AppDeps, AppEnv } from '../../../app-types'
import { listLatestArticles } from '../../../services/articles'
import { validate } from '../../validate'

export function articlesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', validate('query', ArticleListQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const articles = await listLatestArticles(deps.database.db, query)
    return c.json({ articles })
  })
}
