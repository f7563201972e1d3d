import { Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-types'
import { AppError } from '#server/errors'
import { defaultUserAgent, HttpError, httpGet } from '#server/providers/http'
import { type ImageProxy, withProxiedImageFields } from '#server/services/image-proxy'
import { validate } from '../../validate'

/** A hero image is a few hundred KB; nothing a reader should wait for is larger. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 10_000
/** A proxied URL names one image that publishers do not change under its name: keep it for 30 days. */
const IMAGE_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400'
// Raster formats a browser shows in <img>. SVG is refused: opened at our origin, its scripts would run as ours.
const IMAGE_TYPES = new Set([
  'image/avif',
  'image/webp',
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/apng',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
])

const ImageQuery = z.object({
  u: z.string().min(1).max(4096),
  s: z.string().min(1).max(64),
})

/**
 * GET /img?u={url}&s={signature}: an image from another host, fetched by the server through the feed fetcher's
 * guarded client (SSRF guard, timeouts, size cap), for the URLs our own pages carry and no others.
 */
export function imagesRoutes(deps: AppDeps, proxy: ImageProxy) {
  const userAgent = defaultUserAgent(deps.env.site.brand, deps.env.site.siteUrl)
  return new Hono<AppEnv>().get('/', validate('query', ImageQuery), async (c) => {
    const { u, s } = c.req.valid('query')
    if (!proxy.verify(u, s))
      throw new AppError('FORBIDDEN', 'This image address was not issued by this site.')
    let response: Awaited<ReturnType<typeof httpGet>>
    try {
      response = await httpGet(u, {
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
        maxBytes: IMAGE_MAX_BYTES,
        timeoutMs: IMAGE_TIMEOUT_MS,
        allowPrivateHosts: deps.env.ALLOW_PRIVATE_FEED_HOSTS,
        userAgent,
      })
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      c.get('logger').info({ url: u.slice(0, 300), code: error.code }, `image proxy: ${error.message}`)
      if (error.code === 'BLOCKED_ADDRESS' || error.code === 'BAD_SCHEME' || error.code === 'BAD_URL')
        throw new AppError('FORBIDDEN', 'This image address cannot be fetched.')
      throw new AppError('UPSTREAM_FAILED', 'The image could not be fetched.')
    }
    const type = (response.contentType ?? '').split(';')[0]!.trim().toLowerCase()
    if (!IMAGE_TYPES.has(type)) {
      c.get('logger').info({ url: u.slice(0, 300), type }, 'image proxy: not an image')
      throw new AppError('UPSTREAM_FAILED', 'The address did not answer with an image.')
    }
    return c.body(response.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': type,
      'content-length': String(response.body.byteLength),
      'cache-control': IMAGE_CACHE_CONTROL,
      // Shown in a page, never opened as a document of ours.
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-origin',
    })
  })
}

/** For routes whose JSON carries `imageUrl` fields (the esports data): those images through our origin too. */
export function proxyImageFields(proxy: ImageProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (c.res.status !== 200 || !(c.res.headers.get('content-type') ?? '').startsWith('application/json'))
      return
    const body = withProxiedImageFields(await c.res.json(), proxy)
    c.res = new Response(JSON.stringify(body), { status: 200, headers: c.res.headers })
    // Hono carries the first answer's headers over; its length is not this body's.
    c.res.headers.delete('content-length')
  }
}
