import { Hono } from 'hono'
import { z } from 'zod'
import { ListingPageQuerySchema } from '#shared/schemas/article'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { getAuthorPage } from '#server/services/articles'
import { type ImageProxy, withProxiedImages } from '#server/services/image-proxy'
import { validate } from '../../validate'

export const AuthorSlugParam = z.object({ slug: z.string().min(1).max(100) })

export function authorsRoutes(deps: RouteDeps, images: ImageProxy) {
  return new Hono<AppEnv>().get(
    '/:slug',
    validate('param', AuthorSlugParam),
    validate('query', ListingPageQuerySchema),
    async (c) => {
      const page = await getAuthorPage(
        deps.services.db,
        deps.services.site,
        c.req.valid('param').slug,
        c.req.valid('query'),
      )
      if (!page) throw new AppError('NOT_FOUND', 'Author not found')
      return c.json({ ...page, articles: page.articles.map((article) => withProxiedImages(article, images)) })
    },
  )
}
