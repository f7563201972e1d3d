import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '#shared/site'
import { Seo } from '../components/seo'
import { RequestProvider } from './request-context'
import { SiteProvider } from './site'

const site = { ...defaultSiteConfig, siteUrl: 'https://bo5.example' }

function renderHead(requestHost: string | undefined, noindex?: boolean): string {
  return renderToString(
    <SiteProvider site={site}>
      <RequestProvider requestHost={requestHost}>
        <Seo title="News" path="/news" noindex={noindex} />
      </RequestProvider>
    </SiteProvider>,
  )
}

const INDEX =
  '<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1"/>'
const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>'

describe('Seo on the request host', () => {
  it('indexes the page on the production host, bare or www, and when the host is unknown', () => {
    for (const host of ['bo5.example', 'www.bo5.example', 'bo5.example:443', undefined]) {
      expect(renderHead(host)).toContain(INDEX)
    }
  })

  it('says noindex, nofollow on a preview host, with the canonical still on SITE_URL', () => {
    const html = renderHead('preview-7.bo5-staging.example')
    expect(html).toContain(NOINDEX)
    expect(html).toContain('<link rel="canonical" href="https://bo5.example/news"/>')
  })

  it('still honours a page that asks for noindex on the production host', () => {
    expect(renderHead('bo5.example', true)).toContain(NOINDEX)
  })

  it('indexes without a provider (pages rendered outside a request)', () => {
    const html = renderToString(
      <SiteProvider site={site}>
        <Seo title="News" path="/news" />
      </SiteProvider>,
    )
    expect(html).toContain(INDEX)
  })
})
