import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Article } from '#shared/schemas/article'
import { decodeAttribute, escapeHtml } from '../text/html-text'
import type { ServiceDeps } from '../deps'
import { AppError } from '../errors'
import { defaultUserAgent, HttpError, httpGet } from '../providers/http'

// Images from other hosts reach readers through our own origin (docs/decisions/016-image-proxy.md): an article
// fetched from a feed cannot make a reader's browser call a host of its choosing (a tracker). URLs are rewritten
// when an article is served, never in the stored HTML, so every article already stored is covered.

/** The proxy's path on our origin. */
export const IMAGE_PROXY_PATH = '/img'

/** Signs and checks the image URLs the proxy will fetch: it is not an open proxy. */
export interface ImageProxy {
  /** The same-origin URL for an image; a path of our own, a data: URL or something unusable stays as it is. */
  url(src: string): string
  /** Whether `signature` is ours for `src`. */
  verify(src: string, signature: string): boolean
}

/** How many image URLs a proxy keeps signed (about 200 bytes each). */
const PROXIED_URLS_KEPT = 10_000

export function createImageProxy(secret: string, siteUrl: string): ImageProxy {
  // A key of its own, derived from the server secret, so a signature here is worth nothing anywhere else.
  const key = createHmac('sha256', secret).update('image-proxy v1').digest()
  const ownOrigin = new URL(siteUrl).origin
  const sign = (src: string) => createHmac('sha256', key).update(src).digest('base64url').slice(0, 32)
  // A directory of 100 players or an event's rosters asks for the same few hundred logos and photos on every read:
  // each is parsed and signed once (a URL parse and an HMAC, about a tenth of the players list's CPU), then looked
  // up. Bounded: emptied when full.
  const proxied = new Map<string, string>()
  return {
    url(src) {
      const known = proxied.get(src)
      if (known !== undefined) return known
      const target = externalImageUrl(src, ownOrigin)
      const url = target ? `${IMAGE_PROXY_PATH}?u=${encodeURIComponent(target)}&s=${sign(target)}` : src
      if (proxied.size >= PROXIED_URLS_KEPT) proxied.clear()
      proxied.set(src, url)
      return url
    },
    verify(src, signature) {
      const expected = Buffer.from(sign(src))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

/** The absolute http(s) URL of an image on another host, or null when the browser would not leave our origin. */
function externalImageUrl(src: string, ownOrigin: string): string | null {
  const trimmed = src.trim()
  if (!trimmed || trimmed.startsWith(`${IMAGE_PROXY_PATH}?`)) return null
  // Protocol-relative (//host/x) is another host; a path (/x) or a data: URL is not.
  if (!/^(https?:)?\/\//i.test(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed, 'https://placeholder.invalid')
  } catch {
    return null
  }
  if (url.origin === ownOrigin) return null
  return url.href
}

const IMG_TAG = /<img\b[^>]*>/gi
const SRC_ATTRIBUTE = /(\ssrc\s*=\s*)("([^"]*)"|'([^']*)')/i

/** The article's HTML with every <img src> on another host pointed at the proxy; nothing else changes. */
export function proxyImagesInHtml(html: string, proxy: ImageProxy): string {
  if (!html.includes('<img') && !html.includes('<IMG')) return html
  return html.replace(IMG_TAG, (tag) =>
    tag.replace(SRC_ATTRIBUTE, (_match, before: string, _quoted, double?: string, single?: string) => {
      const src = decodeAttribute(double ?? single ?? '')
      return `${before}"${escapeHtml(proxy.url(src))}"`
    }),
  )
}

/** An article as readers get it: its hero image and body images through our origin. */
export function withProxiedImages<T extends Pick<Article, 'imageUrl' | 'content'>>(
  article: T,
  proxy: ImageProxy,
): T {
  return {
    ...article,
    imageUrl: article.imageUrl ? proxy.url(article.imageUrl) : article.imageUrl,
    content: proxyImagesInHtml(article.content, proxy),
  }
}

/**
 * A JSON answer with every `imageUrl` in it (teams, players, tournaments, at any depth) through our origin: the
 * esports data's images come from the data provider's hosts. Plain objects and arrays are walked; a part with no
 * image to rewrite is returned as it is, not copied, and anything else (a Date) is left for JSON.stringify.
 */
export function withProxiedImageFields(value: unknown, proxy: ImageProxy, depth = 0): unknown {
  if (depth > 16 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    let out: unknown[] | undefined
    for (let i = 0; i < value.length; i++) {
      const before = value[i]
      // A number or a string is returned as it is: no call for it (an event page holds thousands).
      if (before === null || typeof before !== 'object') continue
      const item = withProxiedImageFields(before, proxy, depth + 1)
      if (item === before) continue
      out ??= [...value]
      out[i] = item
    }
    return out ?? value
  }
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  const fields = value as Record<string, unknown>
  let out: Record<string, unknown> | undefined
  for (const key in fields) {
    const item = fields[key]
    const next =
      key === 'imageUrl' && typeof item === 'string'
        ? proxy.url(item)
        : item === null || typeof item !== 'object'
          ? item
          : withProxiedImageFields(item, proxy, depth + 1)
    if (next === item) continue
    out ??= { ...fields }
    out[key] = next
  }
  return out ?? value
}

/** A hero image is a few hundred KB; nothing a reader should wait for is larger. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 10_000
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

/** An image fetched for /img: its media type (a raster format) and its bytes. */
interface ProxiedImage {
  type: string
  body: Uint8Array
}

/**
 * Fetches an image the proxy signed, through the feed fetcher's guarded client (SSRF guard, timeouts, size cap).
 * An address that may not be fetched is FORBIDDEN; a failed fetch, or an answer that is not an image, UPSTREAM_FAILED.
 */
export async function fetchProxiedImage(
  ctx: Pick<ServiceDeps, 'env' | 'site' | 'logger'>,
  url: string,
): Promise<ProxiedImage> {
  let response: Awaited<ReturnType<typeof httpGet>>
  try {
    response = await httpGet(url, {
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
      maxBytes: IMAGE_MAX_BYTES,
      timeoutMs: IMAGE_TIMEOUT_MS,
      allowPrivateHosts: ctx.env.ALLOW_PRIVATE_FEED_HOSTS,
      userAgent: defaultUserAgent(ctx.site.brand, ctx.site.siteUrl),
    })
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    ctx.logger.info({ url: url.slice(0, 300), code: error.code }, `image proxy: ${error.message}`)
    if (error.code === 'BLOCKED_ADDRESS' || error.code === 'BAD_SCHEME' || error.code === 'BAD_URL')
      throw new AppError('FORBIDDEN', 'This image address cannot be fetched.')
    throw new AppError('UPSTREAM_FAILED', 'The image could not be fetched.')
  }
  const type = (response.contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (!IMAGE_TYPES.has(type)) {
    ctx.logger.info({ url: url.slice(0, 300), type }, 'image proxy: not an image')
    throw new AppError('UPSTREAM_FAILED', 'The address did not answer with an image.')
  }
  return { type, body: response.body }
}
