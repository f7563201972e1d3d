import { Hono } from 'hono'
import { z } from 'zod'
import {
  AdminArticleListQuerySchema,
  ArticleUpdateBodySchema,
  BulkDeleteBodySchema,
} from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '#server/app-types'
import {
  bulkDeleteArticles,
  cleanUpDuplicateArticles,
  deleteArticleAsAdmin,
  findDuplicateArticles,
  getAdminArticle,
  listAdminArticles,
  updateArticleAsAdmin,
} from '#server/services/admin-articles'
import { recordAdminAction } from '#server/services/audit'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

const IdParam = z.object({ id: z.string().min(1).max(300) })

// §2.19 article management and §2.20 article edit. Mounted at /api/admin/articles, behind requireRole.
// Deleted articles go to the trash (ARCHITECTURE.md), restorable for 30 days.
export function articlesAdminRoutes(deps: RouteDeps) {
  const db = deps.services.db
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', AdminArticleListQuerySchema), async (c) => {
        return c.json({ articles: await listAdminArticles(db, c.req.valid('query').limit) })
      })
      // Before /:id, which would otherwise take "duplicates" for an id.
      .get('/duplicates', async (c) => c.json(await findDuplicateArticles(db)))
      .post('/duplicates/cleanup', async (c) => {
        const user = c.get('user')
        const { deletedIds, ...result } = await cleanUpDuplicateArticles(db, user)
        await recordAdminAction(
          db,
          user,
          'articles.duplicates.cleanup',
          { type: 'articles' },
          {
            deleted: result.deleted,
            ids: deletedIds,
          },
        )
        return c.json(result)
      })
      .post('/bulk-delete', validate('json', BulkDeleteBodySchema), async (c) => {
        const user = c.get('user')
        const { deletedIds, ...result } = await bulkDeleteArticles(db, c.req.valid('json').ids, user)
        await recordAdminAction(
          db,
          user,
          'articles.bulk-delete',
          { type: 'articles' },
          {
            requested: result.requestedCount,
            deleted: result.deletedCount,
            ids: deletedIds,
          },
        )
        return c.json(result)
      })
      .get('/:id', validate('param', IdParam), async (c) => {
        return c.json({ article: await getAdminArticle(db, c.req.valid('param').id) })
      })
      .patch('/:id', validate('param', IdParam), validate('json', ArticleUpdateBodySchema), async (c) => {
        const { id } = c.req.valid('param')
        const body = c.req.valid('json')
        const article = await updateArticleAsAdmin(db, id, body)
        await recordAdminAction(
          db,
          c.get('user'),
          'article.update',
          { type: 'article', id },
          {
            fields: Object.keys(body),
          },
        )
        return c.json({ success: true, message: MESSAGES.articleUpdated, article })
      })
      .delete('/:id', validate('param', IdParam), async (c) => {
        const { id } = c.req.valid('param')
        const user = c.get('user')
        await deleteArticleAsAdmin(db, id, user)
        await recordAdminAction(db, user, 'article.delete', { type: 'article', id })
        return c.json({ success: true, message: MESSAGES.articleDeleted })
      })
  )
}
