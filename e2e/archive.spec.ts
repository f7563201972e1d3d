import { beforeAll, describe, expect, it } from 'vitest'
import type { ArticleList } from '#shared/schemas/article'
import { baseURL, chromiumPath, holdScripts } from './support/browser'
import { useSite } from './support/site'

// the archive (every story reachable from /news) and the article's summary in its first HTML.
async function listing(): Promise<ArticleList> {
  const response = await fetch(`${baseURL}/api/articles?limit=50`)
  return (await response.json()) as ArticleList
}

describe.skipIf(!chromiumPath)('the news archive in Chromium', () => {
  const site = useSite()
  let first: ArticleList

  beforeAll(async () => {
    first = await listing()
    if (first.remaining === 0) throw new Error('the demo data needs more than one page of stories')
  })

  it('"Load more" appends the rest of the stories to /news, saying how many are left', async () => {
    await site.open(`/news`)
    const main = site.page.getByRole('main')
    expect(await main.getByRole('article').count()).toBe(50)
    const more = site.page.getByRole('navigation', { name: 'More stories' })
    expect(await more.getByText(`${first.remaining} more stories`).count()).toBe(1)
    await more.getByRole('link', { name: 'Load more' }).click()
    await expect.poll(() => main.getByRole('article').count()).toBe(first.total)
    // Appended in place: the same address, and nothing left to load.
    expect(new URL(site.page.url()).pathname + new URL(site.page.url()).search).toBe('/news')
    expect(await site.page.getByText(/^Showing \d+ articles?$/).textContent()).toBe(
      `Showing ${first.total} articles`,
    )
    expect(await site.page.getByRole('link', { name: 'Load more' }).count()).toBe(0)
    expect(site.console.errors).toEqual([])
  })

  it('pages /news without JavaScript: "Load more" is a link to ?page=2, which lists the rest', async () => {
    const scripts = await holdScripts(site.page)
    const response = await site.page.goto(`${baseURL}/news`, { waitUntil: 'domcontentloaded' })
    expect(response?.status()).toBe(200)
    await site.page.getByRole('link', { name: 'Load more' }).click()
    await site.page.waitForURL(`${baseURL}/news?page=2`, { waitUntil: 'domcontentloaded' })
    const main = site.page.getByRole('main')
    expect(await main.getByRole('article').count()).toBe(first.total - 50)
    expect(await main.getByRole('link', { name: 'Newer stories' }).getAttribute('href')).toBe('/news')
    expect(await site.page.locator('head link[rel="prev"]').getAttribute('href')).toMatch(/\/news$/)
    expect(await site.page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/news\?page=2$/,
    )
    // Nothing ran: the page was whole before its script.
    await expect.poll(() => scripts.held()).toBeGreaterThan(0)
    await scripts.release()
  })

  it("shows the article's AI summary before its script runs", async () => {
    const [article] = first.articles
    const scripts = await holdScripts(site.page)
    await site.page.goto(`${baseURL}/news/${article!.slug}`, { waitUntil: 'domcontentloaded' })
    const main = site.page.getByRole('main')
    expect(await main.getByRole('tab', { name: 'The 5 Ws' }).count()).toBe(1)
    expect(await main.getByText(/Generating .* Summary/).count()).toBe(0)
    await expect.poll(() => scripts.held()).toBeGreaterThan(0)
    await scripts.release()
  })
})
