import type { SiteConfig } from '../../shared/site'
import { useSite } from '../lib/site'

// Pure head builders first (to move to src/shared/domain/seo.ts), then the component that renders them.

export const ROBOTS_INDEX = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1'
export const ROBOTS_NOINDEX = 'noindex, nofollow'

/** §2.2 robots: "noindex, nofollow" when the page asks for it, else the full index directive. */
export function robotsContent(noindex: boolean | undefined): string {
  return noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX
}

export function defaultTitle(brand: string): string {
  return `${brand} - AI-Powered Esports News`
}

export function defaultDescription(brand: string): string {
  return `${brand} brings you AI-powered esports news, match results, team and player profiles and answers to your questions about CS2, League of Legends, Dota 2 and Valorant.`
}

/** §2.2: "{title} | {brand}"; article pages use the bare title; no title gives the default title. */
export function formatPageTitle(title: string | undefined, brand: string, bare = false): string {
  const trimmed = title?.trim()
  if (!trimmed) return defaultTitle(brand)
  return bare ? trimmed : `${trimmed} | ${brand}`
}

/** §1: absolute links are {host}{path}; already absolute URLs are kept. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  const origin = siteUrl.replace(/\/+$/, '')
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`
}

export interface SeoArticle {
  author?: string
  publishedTime?: string
  modifiedTime?: string
  section?: string
  tags?: readonly string[]
}

export interface SeoProps {
  /** Page title without the brand; absent gives the default title. */
  title?: string
  /** Absent gives the default description. */
  description?: string
  /** The page's path (no query string), for the canonical and og:url. */
  path: string
  noindex?: boolean
  /** Use the title as is, without " | {brand}" (article pages). */
  bareTitle?: boolean
  /** Preview image: a path on this site or an absolute URL. */
  image?: string
  /** og:type; "article" when `article` is given, else "website". */
  type?: 'website' | 'article' | 'profile'
  /** Article pages: author, published/modified time, section and tags. */
  article?: SeoArticle
}

export type HeadMeta = { name: string; content: string } | { property: string; content: string }

export interface SeoHead {
  title: string
  canonical: string
  meta: HeadMeta[]
}

/** Every tag of §2.2's page head, as plain data. */
export function buildSeoHead(props: SeoProps, site: SiteConfig): SeoHead {
  const title = formatPageTitle(props.title, site.brand, props.bareTitle)
  const description = props.description?.trim() || defaultDescription(site.brand)
  const canonical = absoluteUrl(site.siteUrl, props.path)
  const image = props.image ? absoluteUrl(site.siteUrl, props.image) : undefined
  const type = props.type ?? (props.article ? 'article' : 'website')
  const handle = site.socialHandle ? `@${site.socialHandle.replace(/^@/, '')}` : undefined

  const meta: HeadMeta[] = [
    { name: 'description', content: description },
    { name: 'robots', content: robotsContent(props.noindex) },
    { name: 'revisit-after', content: '7 days' },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: 'en_US' },
  ]
  if (image) meta.push({ property: 'og:image', content: image }, { property: 'og:image:alt', content: title })
  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  )
  if (image) meta.push({ name: 'twitter:image', content: image })
  if (handle) meta.push({ name: 'twitter:site', content: handle })

  const article = props.article
  if (article) {
    if (article.author) meta.push({ name: 'author', content: article.author })
    if (article.publishedTime)
      meta.push({ property: 'article:published_time', content: article.publishedTime })
    if (article.modifiedTime) meta.push({ property: 'article:modified_time', content: article.modifiedTime })
    if (article.section) meta.push({ property: 'article:section', content: article.section })
    for (const tag of article.tags ?? []) meta.push({ property: 'article:tag', content: tag })
  }
  return { title, canonical, meta }
}

/**
 * The page head. React 19 hoists <title>, <meta> and <link> into <head> wherever they render, on the server
 * and in the browser, so each page renders exactly one <Seo>.
 */
export function Seo(props: SeoProps) {
  const site = useSite()
  const head = buildSeoHead(props, site)
  return (
    <>
      <title>{head.title}</title>
      <link rel="canonical" href={head.canonical} />
      {head.meta.map((tag, index) =>
        'name' in tag ? (
          <meta key={`n:${tag.name}:${index}`} name={tag.name} content={tag.content} />
        ) : (
          <meta key={`p:${tag.property}:${index}`} property={tag.property} content={tag.content} />
        ),
      )}
    </>
  )
}
