import { paths } from '#shared/paths'
import { describe, expect, it } from 'vitest'
import { defaultSiteConfig, type SiteConfig } from '../site'
import {
  absoluteUrl,
  articleAuthor,
  breadcrumbJsonLd,
  buildSeoHead,
  formatPageTitle,
  isPreviewHost,
  newsArticleJsonLd,
  organizationJsonLd,
  ROBOTS_INDEX,
  robotsContent,
  serializeJsonLd,
} from './seo'

const site: SiteConfig = {
  ...defaultSiteConfig,
  brand: 'BO5',
  personaName: 'Nova Reyes',
  personaSlug: 'nova-reyes',
  newsroomName: 'BO5 Newsroom',
  contactEmail: 'hello@bo5.example',
  socialHandle: 'bo5esports',
  siteUrl: 'https://bo5.example',
}

type Node = Record<string, unknown>

function graphNode(data: Node, type: string): Node {
  const node = (data['@graph'] as Node[]).find((n) => n['@type'] === type)
  if (!node) throw new Error(`no ${type} in the graph`)
  return node
}

describe('page head builders', () => {
  it('formats titles: "{title} | {brand}", bare for articles, default without a title', () => {
    expect(formatPageTitle('Latest Esports News', 'BO5')).toBe('Latest Esports News | BO5')
    expect(formatPageTitle('NAVI win the Major', 'BO5', true)).toBe('NAVI win the Major')
    expect(formatPageTitle('', 'BO5')).toBe('BO5 - AI-Powered Esports News')
  })

  it('gives the robots value of §2.2', () => {
    expect(robotsContent(true)).toBe('noindex, nofollow')
    expect(robotsContent(undefined)).toBe(ROBOTS_INDEX)
  })

  it('builds absolute URLs from SITE_URL', () => {
    expect(absoluteUrl('https://bo5.example/', '/news')).toBe('https://bo5.example/news')
    expect(absoluteUrl('https://bo5.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
  })

  it('builds the canonical, Open Graph and Twitter tags with locale en_US and revisit-after', () => {
    const head = buildSeoHead({ title: 'Terms', path: '/terms' }, site)
    const byKey = (key: string) =>
      head.meta.filter((t) => ('name' in t ? t.name : t.property) === key).map((t) => t.content)
    expect(head.canonical).toBe('https://bo5.example/terms')
    expect(byKey('og:locale')).toEqual(['en_US'])
    expect(byKey('revisit-after')).toEqual(['7 days'])
    expect(byKey('twitter:title')).toEqual(['Terms | BO5'])
  })
})

describe('isPreviewHost', () => {
  it('is false on the production host, bare or www, whatever the port or letter case', () => {
    expect(isPreviewHost('bo5.example', 'https://bo5.example')).toBe(false)
    expect(isPreviewHost('www.bo5.example', 'https://bo5.example')).toBe(false)
    expect(isPreviewHost('bo5.example', 'https://www.bo5.example')).toBe(false)
    expect(isPreviewHost('BO5.Example:443', 'https://bo5.example')).toBe(false)
    expect(isPreviewHost('127.0.0.1:3000', 'http://127.0.0.1:3000')).toBe(false)
  })

  it('is true on any other host', () => {
    expect(isPreviewHost('preview-42.bo5.example', 'https://bo5.example')).toBe(true)
    expect(isPreviewHost('bo5-git-main.vercel.app', 'https://bo5.example')).toBe(true)
    expect(isPreviewHost('localhost:3000', 'http://127.0.0.1:3000')).toBe(true)
    expect(isPreviewHost('bo5.example.evil.com', 'https://bo5.example')).toBe(true)
    expect(isPreviewHost('[::1]:3000', 'https://bo5.example')).toBe(true)
  })

  it('is false when the host is unknown or unparsable', () => {
    expect(isPreviewHost(undefined, 'https://bo5.example')).toBe(false)
    expect(isPreviewHost('', 'https://bo5.example')).toBe(false)
    expect(isPreviewHost('bad host/%', 'https://bo5.example')).toBe(false)
  })
})

describe('organizationJsonLd', () => {
  const data = organizationJsonLd(site)

  it('names the organisation with its logo, customer-service address and X profile', () => {
    expect(data['@context']).toBe('https://schema.org')
    const org = graphNode(data, 'Organization')
    expect(org.name).toBe('BO5')
    expect(org.url).toBe('https://bo5.example/')
    expect(org.logo).toEqual({ '@type': 'ImageObject', url: 'https://bo5.example/favicon.svg' })
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: 'hello@bo5.example',
    })
    expect(org.sameAs).toEqual(['https://x.com/bo5esports'])
  })

  it('declares the site search action on /search?q={search_term_string} and the audience', () => {
    const website = graphNode(data, 'WebSite')
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://bo5.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    })
    expect(website.audience).toEqual({
      '@type': 'Audience',
      audienceType: 'esports enthusiasts, gamers, competitive gaming fans',
    })
    expect(website.inLanguage).toBe('en-US')
    expect(website.publisher).toEqual({ '@id': graphNode(data, 'Organization')['@id'] })
  })

  it('leaves sameAs empty without a social handle', () => {
    const org = graphNode(organizationJsonLd({ ...site, socialHandle: '' }), 'Organization')
    expect(org.sameAs).toEqual([])
  })
})

describe('newsArticleJsonLd', () => {
  const article = {
    title: 'NAVI win the Major',
    summary: 'A clean 2-0 in the final.',
    imageUrl: '/images/news/navi.jpg',
    publishedAt: '2026-03-01T10:00:00.000Z',
    updatedAt: new Date('2026-03-02T12:00:00Z'),
    slug: 'navi-win-the-major',
    author: 'BO5 Newsroom',
    game: 'CS2',
    tags: ['cs2', 'tournament'],
  }

  it('builds the NewsArticle of §2.8 and §9', () => {
    const data = newsArticleJsonLd(article, site)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'NAVI win the Major',
      description: 'A clean 2-0 in the final.',
      image: ['https://bo5.example/images/news/navi.jpg'],
      datePublished: '2026-03-01T10:00:00.000Z',
      dateModified: '2026-03-02T12:00:00.000Z',
      author: {
        '@type': 'Person',
        name: 'Nova Reyes',
        jobTitle: 'AI Esports Analyst',
        url: 'https://bo5.example/author/nova-reyes',
      },
      publisher: {
        '@type': 'Organization',
        name: 'BO5',
        logo: { '@type': 'ImageObject', url: 'https://bo5.example/favicon.svg' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://bo5.example/news/navi-win-the-major' },
      inLanguage: 'en-US',
      isAccessibleForFree: true,
      genre: 'esports news',
      articleSection: 'CS2',
      keywords: 'cs2, tournament',
    })
  })

  it('uses the persona for an empty author and keeps another author as written', () => {
    expect(newsArticleJsonLd({ ...article, author: '' }, site).author).toMatchObject({ name: 'Nova Reyes' })
    expect(newsArticleJsonLd({ ...article, author: 'Guest Writer' }, site).author).toEqual({
      '@type': 'Person',
      name: 'Guest Writer',
    })
  })

  it('falls back to the published date when there is no update', () => {
    const data = newsArticleJsonLd({ ...article, updatedAt: undefined }, site)
    expect(data.dateModified).toBe('2026-03-01T10:00:00.000Z')
  })
})

describe('articleAuthor and paths.article', () => {
  it('maps the newsroom name and empty author to the persona', () => {
    expect(articleAuthor('BO5 Newsroom', site)).toEqual({ name: 'Nova Reyes', isPersona: true })
    expect(articleAuthor('  ', site)).toEqual({ name: 'Nova Reyes', isPersona: true })
    expect(articleAuthor('Someone', site)).toEqual({ name: 'Someone', isPersona: false })
  })

  it('links /news/{slug}, or the id when there is no slug', () => {
    expect(paths.article({ slug: 'a-b', id: 'x' })).toBe('/news/a-b')
    expect(paths.article({ slug: '', id: 'id 1' })).toBe('/news/id%201')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the items and makes their URLs absolute; the current page may have none', () => {
    expect(
      breadcrumbJsonLd(
        [{ name: 'Home', path: '/' }, { name: 'News', path: '/news' }, { name: 'NAVI win' }],
        'https://bo5.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://bo5.example/' },
        { '@type': 'ListItem', position: 2, name: 'News', item: 'https://bo5.example/news' },
        { '@type': 'ListItem', position: 3, name: 'NAVI win' },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('escapes "<" so the data cannot close its script element, and stays valid JSON', () => {
    const value = { headline: '</script><script>alert(1)</script> <!-- \u2028' }
    const text = serializeJsonLd(value)
    expect(text).not.toContain('</')
    expect(text).not.toContain('<!--')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual(value)
  })
})
