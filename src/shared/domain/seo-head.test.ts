import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '#shared/site'
import { absoluteUrl, buildSeoHead, formatPageTitle, ROBOTS_INDEX, robotsContent } from './seo'

const site = {
  ...defaultSiteConfig,
  brand: 'BO5',
  siteUrl: 'https://bo5.example',
  socialHandle: 'bo5esports',
}

function metaValue(head: ReturnType<typeof buildSeoHead>, key: string): string[] {
  return head.meta
    .filter((tag) => ('name' in tag ? tag.name : tag.property) === key)
    .map((tag) => tag.content)
}

describe('formatPageTitle', () => {
  it('appends the brand', () => {
    expect(formatPageTitle('Latest Esports News', 'BO5')).toBe('Latest Esports News | BO5')
  })
  it('keeps article titles bare', () => {
    expect(formatPageTitle('NAVI win the Major', 'BO5', true)).toBe('NAVI win the Major')
  })
  it('falls back to the default title', () => {
    expect(formatPageTitle(undefined, 'BO5')).toBe('BO5 - AI-Powered Esports News')
    expect(formatPageTitle('  ', 'BO5', true)).toBe('BO5 - AI-Powered Esports News')
  })
})

describe('robotsContent', () => {
  it('says noindex, nofollow when asked', () => {
    expect(robotsContent(true)).toBe('noindex, nofollow')
  })
  it('indexes by default', () => {
    expect(robotsContent(false)).toBe(ROBOTS_INDEX)
    expect(robotsContent(undefined)).toBe(
      'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
    )
  })
})

describe('absoluteUrl', () => {
  it('joins host and path', () => {
    expect(absoluteUrl('https://bo5.example/', '/privacy')).toBe('https://bo5.example/privacy')
    expect(absoluteUrl('https://bo5.example', 'terms')).toBe('https://bo5.example/terms')
  })
  it('keeps absolute URLs', () => {
    expect(absoluteUrl('https://bo5.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})

describe('buildSeoHead', () => {
  it('builds the canonical, robots, Open Graph and Twitter tags', () => {
    const head = buildSeoHead(
      { title: 'Privacy Policy', description: 'How we handle data.', path: '/privacy' },
      site,
    )
    expect(head.title).toBe('Privacy Policy | BO5')
    expect(head.canonical).toBe('https://bo5.example/privacy')
    expect(metaValue(head, 'robots')).toEqual([ROBOTS_INDEX])
    expect(metaValue(head, 'revisit-after')).toEqual(['7 days'])
    expect(metaValue(head, 'og:locale')).toEqual(['en_US'])
    expect(metaValue(head, 'og:url')).toEqual(['https://bo5.example/privacy'])
    expect(metaValue(head, 'og:type')).toEqual(['website'])
    expect(metaValue(head, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaValue(head, 'twitter:site')).toEqual(['@bo5esports'])
    // No image of its own: the site's 1200×630 PNG card.
    expect(metaValue(head, 'og:image')).toEqual(['https://bo5.example/og/site.png'])
    expect(metaValue(head, 'og:image:secure_url')).toEqual(['https://bo5.example/og/site.png'])
    expect(metaValue(head, 'og:image:type')).toEqual(['image/png'])
    expect(metaValue(head, 'og:image:width')).toEqual(['1200'])
    expect(metaValue(head, 'og:image:height')).toEqual(['630'])
    expect(metaValue(head, 'og:image:alt')).toEqual(['Privacy Policy | BO5'])
    expect(metaValue(head, 'twitter:image')).toEqual(['https://bo5.example/og/site.png'])
    expect(metaValue(head, 'description')).toEqual(['How we handle data.'])
  })

  it('uses the default description and honours noindex', () => {
    const head = buildSeoHead({ path: '/missing', noindex: true }, site)
    expect(head.title).toBe('BO5 - AI-Powered Esports News')
    expect(metaValue(head, 'description')[0]).toContain('BO5')
    expect(metaValue(head, 'robots')).toEqual(['noindex, nofollow'])
  })

  it("uses a page's own PNG or JPEG image, and its card instead of an SVG", () => {
    const card = '/og/news/navi-win.png'
    const own = buildSeoHead({ path: '/news/a', image: 'https://cdn.example/a/photo.JPG?w=1200', card }, site)
    expect(metaValue(own, 'og:image')).toEqual(['https://cdn.example/a/photo.JPG?w=1200'])
    expect(metaValue(own, 'og:image:type')).toEqual(['image/jpeg'])
    expect(metaValue(own, 'og:image:width')).toEqual([])
    expect(metaValue(own, 'twitter:image')).toEqual(['https://cdn.example/a/photo.JPG?w=1200'])
    for (const image of [
      '/placeholder.svg',
      'https://cdn.example/a.webp',
      'data:image/png;base64,AAAA',
      '//cdn.example/a.png',
    ]) {
      const head = buildSeoHead({ path: '/news/a', image, card, imageAlt: 'NAVI lift the trophy' }, site)
      expect(metaValue(head, 'og:image'), image).toEqual(['https://bo5.example/og/news/navi-win.png'])
      expect(metaValue(head, 'og:image:width')).toEqual(['1200'])
      expect(metaValue(head, 'twitter:image:alt')).toEqual(['NAVI lift the trophy'])
    }
  })

  it('adds article tags and an absolute image', () => {
    const head = buildSeoHead(
      {
        title: 'NAVI win the Major',
        bareTitle: true,
        path: '/news/navi-win',
        image: '/images/navi.png',
        article: {
          author: 'Nova Reyes',
          publishedTime: '2025-01-02T10:00:00Z',
          modifiedTime: '2025-01-03T10:00:00Z',
          section: 'CS2',
          tags: ['cs2', 'tournament'],
        },
      },
      site,
    )
    expect(head.title).toBe('NAVI win the Major')
    expect(metaValue(head, 'og:type')).toEqual(['article'])
    expect(metaValue(head, 'og:image')).toEqual(['https://bo5.example/images/navi.png'])
    expect(metaValue(head, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaValue(head, 'author')).toEqual(['Nova Reyes'])
    expect(metaValue(head, 'article:published_time')).toEqual(['2025-01-02T10:00:00Z'])
    expect(metaValue(head, 'article:modified_time')).toEqual(['2025-01-03T10:00:00Z'])
    expect(metaValue(head, 'article:section')).toEqual(['CS2'])
    expect(metaValue(head, 'article:tag')).toEqual(['cs2', 'tournament'])
  })
})
