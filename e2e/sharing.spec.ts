import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '#shared/schemas/article'
import { baseURL, chromiumPath, holdScripts, watchConsole } from './support/browser'
import { useSite } from './support/site'

// §2.8 sharing on the article page: X and Reddit links that work before JavaScript, copy link with a
// confirmation, and the phone's share sheet (Web Share API) when the browser has one.

async function latestArticle(): Promise<Article> {
  const response = await fetch(`${baseURL}/api/articles?limit=1`)
  const { articles } = (await response.json()) as { articles: Article[] }
  if (!articles[0]) throw new Error('the demo data has no articles')
  return articles[0]
}

/** A stand-in for the phone's share sheet: records what the page asks to share. */
function stubWebShare() {
  const shared: unknown[] = []
  ;(window as unknown as { __shared: unknown[] }).__shared = shared
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: unknown) => {
      shared.push(data)
    },
  })
}

const shared = (page: Page) => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)

describe.skipIf(!chromiumPath)('sharing an article in Chromium', () => {
  const site = useSite({ page: 'none' })
  let article: Article
  let articleUrl: string

  beforeAll(async () => {
    article = await latestArticle()
    articleUrl = `${baseURL}/news/${article.slug}`
  })

  async function open(context: BrowserContext): Promise<Page> {
    // No network: the intent pages are answered here.
    await context.route(/^https:\/\/(twitter\.com|x\.com|www\.reddit\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'intent' }),
    )
    return context.newPage()
  }

  it('offers X and Reddit as links that open their intent pages before the JavaScript runs', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await open(context)
    const scripts = await holdScripts(page)
    await page.goto(articleUrl, { waitUntil: 'commit' })
    const group = page.getByRole('group', { name: 'Share this article' })
    const x = group.getByRole('link', { name: 'Share on X' })
    const reddit = group.getByRole('link', { name: 'Share on Reddit' })
    await x.waitFor()
    await expect.poll(() => scripts.held()).toBeGreaterThan(0)

    for (const link of [x, reddit]) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    }
    const xHref = new URL((await x.getAttribute('href'))!)
    expect(`${xHref.origin}${xHref.pathname}`).toBe('https://twitter.com/intent/tweet')
    expect(xHref.searchParams.get('text')).toBe(`${article.title} - ${articleUrl}`)
    expect(xHref.searchParams.get('via')).toBe('bo5esports')
    const redditHref = new URL((await reddit.getAttribute('href'))!)
    expect(`${redditHref.origin}${redditHref.pathname}`).toBe('https://www.reddit.com/submit')
    expect(redditHref.searchParams.get('url')).toBe(articleUrl)
    expect(redditHref.searchParams.get('title')).toBe(article.title)

    // Still no script: a click opens the intent page in a new tab all the same.
    const [tab] = await Promise.all([page.waitForEvent('popup'), reddit.click()])
    await tab.waitForLoadState('domcontentloaded')
    expect(tab.url()).toBe(redditHref.toString())
    await expect.poll(() => scripts.held()).toBeGreaterThan(0)
    await scripts.release()
    await context.close()
  })

  it("copies the article's link and says so", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    // The stub's Share button appears once the page has hydrated: the signal that the buttons are live.
    await context.addInitScript(stubWebShare)
    const page = await open(context)
    const watch = watchConsole(page)
    await page.goto(articleUrl)
    const group = page.getByRole('group', { name: 'Share this article' })
    await group.getByRole('button', { name: 'Share', exact: true }).waitFor()

    await group.getByRole('button', { name: 'Copy link' }).click()
    await group.getByRole('button', { name: 'Link copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(articleUrl)
    // The toast confirms it too, with the link.
    await page.getByText(articleUrl, { exact: true }).waitFor()
    expect(watch.errors).toEqual([])
    await context.close()
  })

  it("opens the phone's share sheet with the title and link, and the row fits a 360 px screen", async () => {
    const phone = await site.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    })
    await phone.addInitScript(stubWebShare)
    const page = await open(phone)
    const watch = watchConsole(page)
    await page.goto(articleUrl)
    const group = page.getByRole('group', { name: 'Share this article' })
    const share = group.getByRole('button', { name: 'Share', exact: true })
    await share.waitFor()
    await share.tap()
    await expect.poll(() => shared(page)).toEqual([{ title: article.title, url: articleUrl }])
    // The other ways stay on offer beside it.
    expect(await group.getByRole('link', { name: 'Share on X' }).isVisible()).toBe(true)
    expect(await group.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true)
    const box = await group.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    expect(watch.errors).toEqual([])
    await phone.close()
  })
})
