// Link previews (§2.2 "social-sharing preview tags"): X, Facebook, Discord and the rest show only raster images,
// so every page's og:image is a PNG card the server draws at 1200×630 (docs/decisions/021-raster-preview-cards.md),
// or an article's own PNG/JPEG image. The card of a page lives at /og{page path}.png.

export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630
export const OG_IMAGE_TYPE = 'image/png'

/** The card paths; each mirrors the path of the page it previews. */
export const ogImagePaths = {
  /** Home, news, chat, author, legal and error pages. */
  site: () => '/og/site.png',
  /** A game's hub, news listings, teams and players lists. */
  game: (game: string) => `/og/${game}.png`,
  team: (game: string, slug: string) => `/og/${game}/teams/${encodeURIComponent(slug)}.png`,
  player: (game: string, slug: string) => `/og/${game}/players/${encodeURIComponent(slug)}.png`,
  article: (slugOrId: string) => `/og/news/${encodeURIComponent(slugOrId)}.png`,
} as const

const RASTER_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }

/**
 * The MIME type of an image URL that link previews can show: an http(s) URL or a path on this site whose file
 * name ends in .png, .jpg or .jpeg. Undefined for SVG, WebP, GIF, unknown types and anything else.
 */
export function rasterImageType(url: string | null | undefined): string | undefined {
  const value = url?.trim()
  // Protocol-relative URLs are refused: the page head writes absolute ones only.
  if (!value || value.startsWith('//')) return undefined
  let pathname: string
  try {
    const parsed = new URL(value, 'http://site.invalid')
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
    pathname = parsed.pathname
  } catch {
    return undefined
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase()
  return extension ? RASTER_TYPES[extension] : undefined
}
