import { Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { fetchProxiedImage, type ImageProxy, withProxiedImageFields } from '#server/services/image-proxy'
import { validate } from '../../validate'

/** A proxied URL names one image that publishers do not change under its name: keep it for 30 days. */
const IMAGE_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400'

const ImageQuery = z.object({
  u: z.string().min(1).max(4096),
  s: z.string().min(1).max(64),
})

/**
 * GET /img?u={url}&s={signature}: an image from another host, fetched by the server through the feed fetcher's
 * guarded client (SSRF guard, timeouts, size cap), for the URLs our own pages carry and no others.
 */
export function imagesRoutes(deps: Pick<RouteDeps, 'services'>, proxy: ImageProxy) {
  return new Hono<AppEnv>().get('/', validate('query', ImageQuery), async (c) => {
    const { u, s } = c.req.valid('query')
    if (!proxy.verify(u, s))
      throw new AppError('FORBIDDEN', 'This image address was not issued by this site.')
    const image = await fetchProxiedImage({ ...deps.services, logger: c.get('logger') }, u)
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': image.type,
      'content-length': String(image.body.byteLength),
      'cache-control': IMAGE_CACHE_CONTROL,
      // Shown in a page, never opened as a document of ours.
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-origin',
    })
  })
}

/**
 * For routes whose JSON carries `imageUrl` fields (the esports data): those images through our origin too. The
 * answer is rewritten before `c.json` serializes it, so it is stringified once and never parsed back (decision 042).
 */
export function proxyImageFields(proxy: ImageProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const json = c.json
    c.json = ((object: unknown, ...rest: unknown[]) =>
      (json as (...args: unknown[]) => Response)(
        withProxiedImageFields(object, proxy),
        ...rest,
      )) as typeof c.json
    await next()
  }
}
