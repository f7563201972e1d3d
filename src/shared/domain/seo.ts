import { paths } from '../paths'
import type { SiteConfig } from '../site'
import { type FeedLink, type FeedScope, feedLinks } from './feeds'
import { OG_IMAGE_HEIGHT, OG_IMAGE_TYPE, OG_IMAGE_WIDTH, ogImagePaths, rasterImageType } from './og-image'

// §2.2 page head and §9 structured data, as plain data: the Seo component, the JsonLd component, the sitemaps
// and the feeds all build on these.

export const ROBOTS_INDEX = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1'
const ROBOTS_NOINDEX = 'noindex, nofollow'

/** The brand mark served from public/, used as the organisation logo. */
const LOGO_PATH = '/favicon.svg'

/** §2.15: the persona's job title, on its author page and in article structured data. */
export const PERSONA_JOB_TITLE = 'AI Esports Analyst'

/** §9 "Other": structured data language, access and genre. */
const STRUCTURED_DATA_LANGUAGE = 'en-US'
const STRUCTURED_DATA_GENRE = 'esports news'
const AUDIENCE = 'esports enthusiasts, gamers, competitive gaming fans'

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

/** A host name without port, letter case, trailing dot or "www."; undefined when it cannot be parsed. */
function bareHostName(host: string): string | undefined {
  const trimmed = host.trim()
  if (!trimmed) return undefined
  try {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`
    return new URL(withScheme).hostname
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '')
  } catch {
    return undefined
  }
}

/**
 * §1/§2.2: a page served on any host other than SITE_URL's (bare and www. count as the same) is a preview and
 * stays out of search engines. Ports are ignored: a proxy in front may or may not pass them on. An unknown
 * request host is not a preview: the production site must never lose its indexing by accident.
 */
export function isPreviewHost(requestHost: string | null | undefined, siteUrl: string): boolean {
  if (!requestHost) return false
  const request = bareHostName(requestHost)
  const site = bareHostName(siteUrl)
  if (!request || !site) return false
  return request !== site
}

/** §2.2 page head inputs. */
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
  /**
   * The page's own preview image (an article's picture): a path on this site or an absolute URL. Used only when
   * it is a PNG or JPEG (link previews show no SVG); otherwise the card is.
   */
  image?: string
  /** The path of the page's 1200×630 PNG card (ogImagePaths); absent gives the site's card. */
  card?: string
  /** Text alternative of the preview image; absent gives the page title. */
  imageAlt?: string
  /** og:type; "article" when `article` is given, else "website". */
  type?: 'website' | 'article' | 'profile'
  /** Article pages: author, published/modified time, section and tags. */
  article?: SeoArticle
  /** The game and/or tag whose feeds the page offers first (listings, hubs, articles); the site's always follow. */
  feed?: FeedScope
}

type HeadMeta = { name: string; content: string } | { property: string; content: string }

interface SeoHead {
  title: string
  canonical: string
  meta: HeadMeta[]
  /** <link rel="alternate"> of the RSS and Atom feeds, absolute. */
  feeds: FeedLink[]
}

/** The page's own feeds (when it names a game or tag), then the site's; hrefs absolute. */
function pageFeedLinks(brand: string, siteUrl: string, scope?: FeedScope): FeedLink[] {
  const scoped = scope && (scope.game || scope.tag || scope.team) ? feedLinks(brand, scope) : []
  return [...scoped, ...feedLinks(brand)].map((link) => ({ ...link, href: absoluteUrl(siteUrl, link.href) }))
}

interface PreviewImage {
  /** Absolute URL. */
  url: string
  type: string
  /** Known for the cards only. */
  width?: number
  height?: number
}

/** The page's own PNG/JPEG image when it has one, else its card (the site's card when it names none). */
function previewImage(props: Pick<SeoProps, 'image' | 'card'>, siteUrl: string): PreviewImage {
  const ownType = rasterImageType(props.image)
  if (props.image && ownType) return { url: absoluteUrl(siteUrl, props.image.trim()), type: ownType }
  return {
    url: absoluteUrl(siteUrl, props.card ?? ogImagePaths.site()),
    type: OG_IMAGE_TYPE,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
  }
}

/** Every tag of §2.2's page head, as plain data. */
export function buildSeoHead(props: SeoProps, site: SiteConfig): SeoHead {
  const title = formatPageTitle(props.title, site.brand, props.bareTitle)
  const description = props.description?.trim() || defaultDescription(site.brand)
  const canonical = absoluteUrl(site.siteUrl, props.path)
  const preview = previewImage(props, site.siteUrl)
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
  const imageAlt = props.imageAlt?.trim() || title
  meta.push({ property: 'og:image', content: preview.url })
  if (preview.url.startsWith('https:')) meta.push({ property: 'og:image:secure_url', content: preview.url })
  meta.push({ property: 'og:image:type', content: preview.type })
  if (preview.width && preview.height)
    meta.push(
      { property: 'og:image:width', content: String(preview.width) },
      { property: 'og:image:height', content: String(preview.height) },
    )
  meta.push(
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: preview.url },
    { name: 'twitter:image:alt', content: imageAlt },
  )
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
  return { title, canonical, meta, feeds: pageFeedLinks(site.brand, site.siteUrl, props.feed) }
}

// ---- JSON-LD ----

export type JsonLdObject = { [key: string]: unknown }

const SCHEMA_ORG = 'https://schema.org'

function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#organization`
}

function websiteId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#website`
}

function socialProfiles(site: SiteConfig): string[] {
  const handle = site.socialHandle.replace(/^@/, '').trim()
  return handle ? [`https://x.com/${handle}`] : []
}

function logo(site: SiteConfig): JsonLdObject {
  return { '@type': 'ImageObject', url: absoluteUrl(site.siteUrl, LOGO_PATH) }
}

/**
 * §2.2 Organisation structured data: the organisation (name, logo, customer-service address, social profiles)
 * and the site, whose search action points to the site search (/search?q={search_term_string}). One graph, one script.
 */
export function organizationJsonLd(site: SiteConfig): JsonLdObject {
  const home = absoluteUrl(site.siteUrl, '/')
  return {
    '@context': SCHEMA_ORG,
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId(site.siteUrl),
        name: site.brand,
        url: home,
        logo: logo(site),
        ...(site.contactEmail
          ? {
              contactPoint: {
                '@type': 'ContactPoint',
                contactType: 'customer service',
                email: site.contactEmail,
                availableLanguage: ['English'],
              },
            }
          : {}),
        sameAs: socialProfiles(site),
      },
      {
        '@type': 'WebSite',
        '@id': websiteId(site.siteUrl),
        name: site.brand,
        url: home,
        description: defaultDescription(site.brand),
        inLanguage: STRUCTURED_DATA_LANGUAGE,
        publisher: { '@id': organizationId(site.siteUrl) },
        audience: { '@type': 'Audience', audienceType: AUDIENCE },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            // Decision 020: the site search, which finds articles, teams and players (§2.2 named /chat before).
            urlTemplate: `${absoluteUrl(site.siteUrl, '/search')}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
}

interface ArticleAuthor {
  name: string
  /** True for the AI persona: the newsroom name or an empty author (§3 Article author). */
  isPersona: boolean
}

/** §3: an article's author field; the newsroom name or empty means the AI persona. */
export function articleAuthor(author: string | null | undefined, site: SiteConfig): ArticleAuthor {
  const name = author?.trim() ?? ''
  if (!name || name === site.newsroomName) return { name: site.personaName, isPersona: true }
  return { name, isPersona: false }
}

interface NewsArticleInput {
  title: string
  summary?: string
  imageUrl?: string
  /** ISO strings or dates. */
  publishedAt: string | Date
  updatedAt?: string | Date
  slug: string
  id?: string
  author?: string
  game?: string
  tags?: readonly string[]
}

function isoDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

/** §2.8/§9: NewsArticle structured data of an article page. */
export function newsArticleJsonLd(article: NewsArticleInput, site: SiteConfig): JsonLdObject {
  const url = absoluteUrl(site.siteUrl, paths.article(article))
  const author = articleAuthor(article.author, site)
  const published = isoDate(article.publishedAt)
  const data: JsonLdObject = {
    '@context': SCHEMA_ORG,
    '@type': 'NewsArticle',
    headline: article.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: published,
    dateModified: article.updatedAt ? isoDate(article.updatedAt) : published,
    author: author.isPersona
      ? {
          '@type': 'Person',
          name: author.name,
          jobTitle: PERSONA_JOB_TITLE,
          url: absoluteUrl(site.siteUrl, paths.author(site.personaSlug)),
        }
      : { '@type': 'Person', name: author.name },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(site.siteUrl),
      name: site.brand,
      url: absoluteUrl(site.siteUrl, '/'),
      logo: logo(site),
    },
    inLanguage: STRUCTURED_DATA_LANGUAGE,
    isAccessibleForFree: true,
    genre: STRUCTURED_DATA_GENRE,
  }
  if (article.summary?.trim()) data.description = article.summary.trim()
  if (article.imageUrl) data.image = [absoluteUrl(site.siteUrl, article.imageUrl)]
  if (article.game) data.articleSection = article.game
  if (article.tags?.length) data.keywords = article.tags.join(', ')
  return data
}

interface BreadcrumbItem {
  name: string
  /** A path on this site or an absolute URL; the last item (the current page) may omit it. */
  path?: string
}

/** BreadcrumbList structured data, e.g. Home > News > {article}. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): JsonLdObject {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.path ? { item: absoluteUrl(siteUrl, item.path) } : {}),
    })),
  }
}

/**
 * JSON for a <script type="application/ld+json">: "<" is written as \u003c so no "</script>" or "<!--" in the
 * data can end the element; U+2028/2029 are escaped for old parsers. The result is still valid JSON.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
