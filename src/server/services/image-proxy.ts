import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Article } from '#shared/schemas/article'
import { decodeAttribute, escapeHtml } from '../text/html-text'

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

export function createImageProxy(secret: string, siteUrl: string): ImageProxy {
  // A key of its own, derived from the server secret, so a signature here is worth nothing anywhere else.
  const key = createHmac('sha256', secret).update('image-proxy v1').digest()
  const ownOrigin = new URL(siteUrl).origin
  const sign = (src: string) => createHmac('sha256', key).update(src).digest('base64url').slice(0, 32)
  return {
    url(src) {
      const target = externalImageUrl(src, ownOrigin)
      if (!target) return src
      return `${IMAGE_PROXY_PATH}?u=${encodeURIComponent(target)}&s=${sign(target)}`
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
 * esports data's images come from the data provider's hosts.
 */
export function withProxiedImageFields(value: unknown, proxy: ImageProxy, depth = 0): unknown {
  if (depth > 16 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => withProxiedImageFields(item, proxy, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value))
    out[key] =
      key === 'imageUrl' && typeof item === 'string'
        ? proxy.url(item)
        : withProxiedImageFields(item, proxy, depth + 1)
  return out
}
