import { Hono } from 'hono'
import { z } from 'zod'
import {
  FeedSourceCheckBodySchema,
  FeedSourceCreateBodySchema,
  FeedSourceUpdateBodySchema,
} from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { recordAdminAction } from '#server/services/audit'
import {
  addFeedSource,
  changeFeedSource,
  checkFeedUrl,
  removeFeedSource,
} from '#server/services/admin-feed-sources'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

const IdParam = z.object({ id: z.uuid({ message: 'id must be a feed source id' }) })

// §2.18 feed source management. Mounted at /api/admin/feed-sources, behind requireRole.
export function feedSourcesAdminRoutes(deps: RouteDeps) {
  const ctx = deps.services
  const { db } = ctx
  return new Hono<AppEnv>()
    .post('/check', validate('json', FeedSourceCheckBodySchema), async (c) => {
      return c.json(await checkFeedUrl(ctx, c.req.valid('json').url))
    })
    .post('/', validate('json', FeedSourceCreateBodySchema), async (c) => {
      const feedSource = await addFeedSource(ctx, c.req.valid('json'))
      await recordAdminAction(
        db,
        c.get('user'),
        'feed-source.create',
        { type: 'feed_source', id: feedSource.id },
        { name: feedSource.name, url: feedSource.url, game: feedSource.game },
      )
      return c.json({ success: true, message: MESSAGES.feedSourceAdded, feedSource }, 201)
    })
    .patch('/:id', validate('param', IdParam), validate('json', FeedSourceUpdateBodySchema), async (c) => {
      const { id } = c.req.valid('param')
      const body = c.req.valid('json')
      const feedSource = await changeFeedSource(db, id, body)
      await recordAdminAction(
        db,
        c.get('user'),
        'feed-source.update',
        { type: 'feed_source', id },
        { ...body },
      )
      return c.json({ success: true, message: MESSAGES.feedSourceUpdated, feedSource })
    })
    .delete('/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param')
      const removed = await removeFeedSource(db, id)
      await recordAdminAction(
        db,
        c.get('user'),
        'feed-source.delete',
        { type: 'feed_source', id },
        { name: removed.name, url: removed.url },
      )
      return c.json({ success: true, message: MESSAGES.feedSourceDeleted })
    })
}
