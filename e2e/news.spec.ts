import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { storySpoilers } from '#shared/domain/spoiler-text'
import type { Article } from '#shared/schemas/article'
import { baseURL, chromiumPath, holdScripts, waitForHydration } from './support/browser'
import { useSite } from './support/site'

const GAME_SECTIONS = [
  ['Counter-Strike 2', 'cs2'],
  ['League of Legends', 'lol'],
  ['Dota 2', 'dota2'],
  ['Valorant', 'valorant'],
] as const

async function latestArticle(): Promise<Article> {
  const response = await fetch(`${baseURL}/api/articles?limit=1`)
  const { articles } = (await response.json()) as { articles: Article[] }
  const article = articles[0]
  if (!article) throw new Error('the demo data has no articles')
  return article
}

/** A story of the /news listing whose headline states a result, and one with no result anywhere in its card. */
async function spoilerStories(): Promise<{ result: Article; plain: Article }> {
  const response = await fetch(`${baseURL}/api/articles?limit=50`)
  const { articles } = (await response.json()) as { articles: Article[] }
  const result = articles.find((a) => storySpoilers(a).headline)
  const plain = articles.find(
    (a) => !storySpoilers({ title: a.title, summary: a.summary, insights: a.insights }).text,
  )
  if (!result || !plain) throw new Error('the demo data needs a result headline and a story without a result')
  return { result, plain }
}

/** What the reader sees of the page's spoilers: hidden contents, visible reveal buttons. */
function spoilerState(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => getComputedStyle(el).display !== 'none'
    return {
      spoilerFree: document.documentElement.classList.contains('spoiler-free'),
      contents: document.querySelectorAll('main .spoiler-content').length,
      contentsShown: [...document.querySelectorAll('main .spoiler-content')].filter(shown).length,
      buttonsShown: [...document.querySelectorAll('main .spoiler-reveal')].filter(shown).length,
    }
  })
}

function showingCount(text: string | null): number {
  const match = text?.match(/Showing (\d+) articles?/)
  if (!match) throw new Error(`no "Showing N articles" in ${JSON.stringify(text)}`)
  return Number(match[1])
}

describe.skipIf(!chromiumPath)('news pages in Chromium', () => {
  const site = useSite()
  let article: Article

  beforeAll(async () => {
    article = await latestArticle()
  })

  it('home shows the ask box, the featured story, question cards, the game sections and highlights', async () => {
    // The cards' words come once, in the HTML: hydrating reads them there, not from the API again.
    const reads: string[] = []
    site.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/articles')) reads.push(request.url())
    })
    const response = await site.open(`/`)
    expect(response?.status()).toBe(200)
    const main = site.page.getByRole('main')
    expect(await main.getByPlaceholder('Ask me anything about esports...').count()).toBe(1)

    const top = main.getByRole('region', { name: 'Top Stories' })
    expect(await top.getByText('Featured', { exact: true }).count()).toBe(1)
    // The featured story and the 4-article side list.
    expect(await top.getByRole('article').count()).toBe(5)

    // Three suggestion chips and six question cards open the chat with a question.
    expect(await main.locator('a[href^="/chat?question="]').count()).toBe(9)

    for (const [name, slug] of GAME_SECTIONS) {
      const section = main.getByRole('region', { name, exact: true })
      expect(await section.getByRole('article').count()).toBe(3)
      expect(await section.getByRole('link', { name: /^View More/ }).getAttribute('href')).toBe(
        `/news/${slug}`,
      )
    }

    const highlights = main.getByRole('region', { name: 'Recent Highlights' })
    expect(await highlights.getByRole('article').count()).toBe(5)
    expect(await highlights.getByRole('link', { name: 'View All News' }).getAttribute('href')).toBe('/news')
    expect(site.console.errors).toEqual([])
    expect(reads).toEqual([])
  })

  it('lists news with a count, filters by search and by tag', async () => {
    const reads: string[] = []
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname.startsWith('/api/articles')) reads.push(request.url())
    }
    site.page.on('request', onRequest)
    await site.page.goto(`${baseURL}/news`, { waitUntil: 'networkidle' })
    await waitForHydration(site.page)
    // The 50 cards hydrate from the page itself: no second read of the stories.
    expect(reads).toEqual([])
    site.page.off('request', onRequest)
    const main = site.page.getByRole('main')
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Latest Esports News')
    const total = showingCount(await main.getByText(/^Showing \d+ articles?$/).textContent())
    expect(total).toBeGreaterThan(10)
    expect(total).toBeLessThanOrEqual(50)
    expect(await main.getByRole('article').count()).toBe(total)

    // Cards far below the fold skip rendering until they come near (decision 012), then render as usual.
    const skipped = (el: Element) => !el.checkVisibility({ contentVisibilityAuto: true })
    const lastCard = main.getByRole('article').last()
    expect(await lastCard.evaluate(skipped)).toBe(true)
    expect(await main.getByRole('article').first().evaluate(skipped)).toBe(false)
    await lastCard.scrollIntoViewIfNeeded()
    await expect.poll(() => lastCard.evaluate(skipped)).toBe(false)
    await site.page.evaluate(() => window.scrollTo(0, 0))

    // Search: a case-insensitive substring of the title, in the browser.
    const search = main.getByPlaceholder('Search articles...')
    await search.fill(article.title.slice(0, 24).toUpperCase())
    await expect.poll(() => main.getByRole('article').count()).toBeLessThan(total)
    expect(await main.getByRole('heading', { name: article.title, exact: true }).count()).toBe(1)

    await search.fill('no article is called this')
    await expect.poll(() => main.getByText('No articles found matching your criteria.').count()).toBe(1)
    expect(await main.getByRole('link', { name: 'View All Articles' }).getAttribute('href')).toBe('/news')

    await search.fill('')
    await expect.poll(() => main.getByRole('article').count()).toBe(total)

    // A search typed before the JavaScript runs is kept and applied once it does.
    const scripts = await holdScripts(site.page)
    await site.page.reload({ waitUntil: 'commit' })
    await search.fill('no article is called this')
    await scripts.release()
    await expect.poll(() => main.getByText('No articles found matching your criteria.').count()).toBe(1)
    expect(await search.inputValue()).toBe('no article is called this')
    await site.page.unroute(/\/assets\/.*\.js$/)
    await site.page.goto(`${baseURL}/news`, { waitUntil: 'networkidle' })

    // A tag of a collapsed category: open its section, follow the tag, see it highlighted.
    const filters = site.page.getByRole('navigation', { name: 'News filters' })
    await filters.getByText('Content', { exact: true }).click()
    const tagLink = filters.getByRole('link', { name: /^Announcement \(\d+\)$/ })
    await tagLink.click()
    await site.page.waitForURL(`${baseURL}/news/articles-latest/all/announcement`)
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Announcement News')
    const selected = filters.getByRole('link', { name: /^Announcement \(\d+\)$/ })
    expect(await selected.getAttribute('aria-current')).toBe('page')
    expect(await selected.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    const count = showingCount(await main.getByText(/^Showing \d+ articles?$/).textContent())
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(total)
    // The game links keep the selected tag.
    expect(await filters.getByRole('link', { name: 'CS2', exact: true }).getAttribute('href')).toBe(
      '/news/cs2/announcement',
    )
    expect(site.console.errors).toEqual([])
  })

  it('serves the game listing of /news/articles-latest/cs2', async () => {
    const response = await site.open(`/news/articles-latest/cs2`)
    expect(response?.status()).toBe(200)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('CS2 News')
    expect(await site.page.title()).toBe('CS2 News | BO5')
    const crumbs = site.page.getByRole('navigation', { name: 'Breadcrumb' })
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['Home', 'News', 'CS2'])
    const main = site.page.getByRole('main')
    expect(showingCount(await main.getByText(/^Showing \d+ articles?$/).textContent())).toBeGreaterThan(2)
    const filters = site.page.getByRole('navigation', { name: 'News filters' })
    expect(await filters.getByRole('link', { name: 'CS2', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(site.console.errors).toEqual([])
  })

  it('shows an article with its content, insights, related topics and a keyboard-driven summary', async () => {
    const response = await site.open(`/news/${article.slug}`)
    expect(response?.status()).toBe(200)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title)
    expect(await site.page.title()).toBe(article.title)
    const body = site.page.getByRole('article').first()
    const firstParagraph = article.content.match(/<p>(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
    expect(await body.textContent()).toContain(firstParagraph.slice(0, 40))
    expect(await site.page.getByRole('heading', { name: 'Insights' }).count()).toBe(1)
    const topics = site.page.getByRole('region', { name: 'Related Topics' })
    expect(await topics.getByRole('link').count()).toBeGreaterThan(0)
    expect(await site.page.getByRole('link', { name: /^Source/ }).getAttribute('rel')).toBe(
      'nofollow noopener',
    )
    expect(await site.page.getByRole('img', { name: article.title, exact: true }).getAttribute('width')).toBe(
      '1200',
    )

    // The time reads relative once hydrated (the newest demo article is under 7 days old).
    await waitForHydration(site.page)
    await expect.poll(() => body.locator('time').first().textContent()).toMatch(/ago$|^Just now$/)

    const overview = site.page.getByRole('tab', { name: 'Overview' })
    await overview.waitFor({ timeout: 30_000 })
    expect(await overview.getAttribute('aria-selected')).toBe('true')
    await overview.focus()
    await site.page.keyboard.press('ArrowRight')
    const fiveWs = site.page.getByRole('tab', { name: 'The 5 Ws' })
    expect(await fiveWs.getAttribute('aria-selected')).toBe('true')
    expect(await fiveWs.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await site.page.getByRole('tabpanel').textContent()).toContain('Who')
    await site.page.keyboard.press('ArrowRight')
    expect(await site.page.getByRole('tabpanel').textContent()).toMatch(
      /supporters optimistic.*critics concerned/s,
    )
    await site.page.keyboard.press('End')
    expect(await site.page.getByRole('tab', { name: 'Info' }).getAttribute('aria-selected')).toBe('true')
    await site.page.keyboard.press('ArrowRight')
    expect(await overview.getAttribute('aria-selected')).toBe('true')
    // One tab stop: only the selected tab is in the tab order.
    expect(await site.page.locator('[role="tab"][tabindex="0"]').count()).toBe(1)
    expect(site.console.errors).toEqual([])
  })

  it('shares on X in a 600x400 window with the post intent', async () => {
    // No network: the intent page is answered here.
    await site.context.route('https://twitter.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'intent' }),
    )
    await site.open(`/news/${article.slug}`)
    await site.page.evaluate(() => {
      const open = window.open.bind(window)
      const calls: unknown[][] = []
      ;(window as unknown as { __openCalls: unknown[][] }).__openCalls = calls
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args)
        return open(...args)
      }
    })
    const [popup] = await Promise.all([
      site.page.waitForEvent('popup'),
      site.page.getByRole('link', { name: 'Share on X' }).click(),
    ])
    const url = new URL(popup.url())
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet')
    expect(url.searchParams.get('text')).toBe(`${article.title} - ${baseURL}/news/${article.slug}`)
    expect(url.searchParams.get('via')).toBe('bo5esports')
    const calls = await site.page.evaluate(
      () => (window as unknown as { __openCalls: unknown[][] }).__openCalls,
    )
    expect(String(calls[0]?.[2])).toMatch(/(^|,)width=600(,|$)/)
    expect(String(calls[0]?.[2])).toMatch(/(^|,)height=400(,|$)/)
  })

  it('answers 404 with "Article not found" for an unknown slug', async () => {
    const response = await site.page.goto(`${baseURL}/news/no-such-article-anywhere`, {
      waitUntil: 'networkidle',
    })
    expect(response?.status()).toBe(404)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Article not found')
    expect(await site.page.getByText("The article you're looking for doesn't exist.").count()).toBe(1)
    expect(site.console.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })

  it('sends the legacy address /news/article/{id}/{slug} to /news/{slug}', async () => {
    await site.page.goto(`${baseURL}/news/article/${article.id}/${article.slug}`, {
      waitUntil: 'networkidle',
    })
    expect(new URL(site.page.url()).pathname).toBe(`/news/${article.slug}`)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title)
  })

  it("lists the persona's articles on the author page, and 404s an unknown author", async () => {
    await site.open(`/news/${article.slug}`)
    const authorPath = await site.page
      .getByRole('main')
      .locator('a[href^="/author/"]')
      .first()
      .getAttribute('href')
    expect(authorPath).toMatch(/^\/author\/[a-z0-9-]+$/)

    const response = await site.open(`${authorPath}`)
    expect(response?.status()).toBe(200)
    const main = site.page.getByRole('main')
    expect(await main.getByText('AI Esports Analyst at BO5').count()).toBe(1)
    const published = await main.getByText(/^\d+ articles? published$/).textContent()
    const count = Number(published?.match(/\d+/)?.[0])
    expect(count).toBeGreaterThan(0)
    // The count is the author's real total; the page lists 50 (§9) and "Load more" brings the rest.
    expect(await main.getByRole('article').count()).toBe(Math.min(count, 50))
    expect(await main.getByRole('heading', { name: article.title, exact: true }).count()).toBe(1)
    if (count > 50) {
      await main.getByRole('link', { name: 'Load more' }).click()
      await expect.poll(() => main.getByRole('article').count(), { timeout: 10_000 }).toBe(count)
    }

    const missing = await site.open(`/author/nobody-here`)
    expect(missing?.status()).toBe(404)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Author not found')
  })

  it('hides result headlines in spoiler-free mode from the first paint, reveals one, and turns off', async () => {
    const { result, plain } = await spoilerStories()
    await site.context.addInitScript(() => localStorage.setItem('spoiler-free', 'true'))
    const main = site.page.getByRole('main')
    const resultCard = main
      .getByRole('article')
      .filter({ has: site.page.locator(`a[href="/news/${result.slug}"]`) })
    const resultTitle = resultCard.getByText(result.title, { exact: true })
    const plainTitle = main.getByRole('heading', { name: plain.title, exact: true })

    // Block the app's JavaScript: the server's HTML and the inline head script alone must hide the result.
    await site.page.route('**/assets/*.js', (route) => route.abort())
    await site.page.goto(`${baseURL}/news`, { waitUntil: 'load' })
    let state = await spoilerState(site.page)
    expect(state.spoilerFree).toBe(true)
    expect(state.contents).toBeGreaterThan(0)
    expect(state.contentsShown).toBe(0)
    expect(await resultTitle.count()).toBe(1)
    expect(await resultTitle.isVisible()).toBe(false)
    expect(await resultCard.getByText('Headline hidden').isVisible()).toBe(true)
    expect(await plainTitle.isVisible()).toBe(true)
    await site.page.unroute('**/assets/*.js')

    // Hydrated: still hidden; the card still opens its story through the neutral link.
    await site.page.reload({ waitUntil: 'networkidle' })
    const toggle = site.page.getByRole('banner').getByRole('switch', { name: 'Spoiler-free' })
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    expect(await resultTitle.isVisible()).toBe(false)
    expect(await plainTitle.isVisible()).toBe(true)
    expect(await resultCard.getByRole('link', { name: 'Headline hidden' }).getAttribute('href')).toBe(
      `/news/${result.slug}`,
    )
    state = await spoilerState(site.page)
    expect(state.contentsShown).toBe(0)
    const before = state.buttonsShown
    expect(before).toBeGreaterThan(0)

    // Reveal one: its headline shows and takes the focus, as a link; the other results stay hidden.
    const reveal = resultCard.getByRole('button', { name: /^Show headline/ })
    expect(await reveal.textContent()).not.toContain(result.title)
    await reveal.click()
    await expect.poll(() => resultTitle.isVisible()).toBe(true)
    expect(
      await site.page.evaluate(() => ({
        tag: document.activeElement?.tagName,
        text: document.activeElement?.textContent,
      })),
    ).toEqual({ tag: 'A', text: result.title })
    state = await spoilerState(site.page)
    expect(state.buttonsShown).toBe(before - 1)
    if (result.summary.trim()) expect(await resultCard.getByText("BO5's Summary").isVisible()).toBe(true)

    // The article page: headline and text hidden at first paint, a neutral tab title once hydrated.
    await site.page.route('**/assets/*.js', (route) => route.abort())
    await site.page.goto(`${baseURL}/news/${result.slug}`, { waitUntil: 'load' })
    const h1 = site.page.getByRole('heading', { level: 1 })
    expect(await h1.getByText(result.title, { exact: true }).isVisible()).toBe(false)
    expect(await h1.getByText('Headline hidden').isVisible()).toBe(true)
    state = await spoilerState(site.page)
    expect(state.contentsShown).toBe(0)
    expect(await site.page.title()).toBe(result.title)
    await site.page.unroute('**/assets/*.js')

    await site.page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => site.page.title()).toMatch(/^.+ news \| BO5$/)
    expect(await site.page.title()).not.toContain(result.title)
    const crumbs = site.page.getByRole('navigation', { name: 'Breadcrumb' })
    expect((await crumbs.getByRole('listitem').allInnerTexts()).at(-1)).toBe('Article')
    const body = site.page.getByRole('article').first()
    const firstParagraph = result.content.match(/<p>(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
    expect(await body.getByRole('button', { name: /^Show article/ }).isVisible()).toBe(true)
    expect(await body.innerText()).not.toContain(firstParagraph.slice(0, 40))

    await h1.getByRole('button', { name: /^Show headline/ }).click()
    await expect.poll(() => h1.getByText(result.title, { exact: true }).isVisible()).toBe(true)
    expect(await site.page.evaluate(() => document.activeElement?.closest('h1') !== null)).toBe(true)
    await expect.poll(() => site.page.title()).toBe(result.title)
    await body.getByRole('button', { name: /^Show article/ }).click()
    await expect.poll(() => body.innerText()).toContain(firstParagraph.slice(0, 40))

    // Turning the mode off shows everything, and the full title comes back on a new page too.
    await site.open(`/news`)
    expect(await resultTitle.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await expect.poll(() => resultTitle.isVisible()).toBe(true)
    state = await spoilerState(site.page)
    expect(state.spoilerFree).toBe(false)
    expect(state.buttonsShown).toBe(0)
    expect(state.contentsShown).toBe(state.contents)
    expect(site.console.errors.filter((e) => !/ERR_FAILED|net::/.test(e))).toEqual([])
  })

  it('serves the article to a reader without JavaScript: title, text, UTC time and NewsArticle data', async () => {
    const noJs = await site.browser.newContext({ javaScriptEnabled: false })
    const plain = await noJs.newPage()
    const response = await plain.goto(`${baseURL}/news/${article.slug}`)
    expect(response?.status()).toBe(200)
    expect(await plain.title()).toBe(article.title)
    expect(await plain.locator('h1').textContent()).toBe(article.title)
    const text = article.content.match(/<p>(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
    expect(await plain.locator('main').textContent()).toContain(text.slice(0, 40))
    // The server writes a stable UTC date; the reader's relative time comes with JavaScript.
    const time = plain.locator('article time').first()
    expect(await time.getAttribute('datetime')).toBe(new Date(article.publishedAt).toISOString())
    expect(await time.textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)

    const blocks = await plain.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
    const news = data.find((entry) => entry['@type'] === 'NewsArticle')
    expect(news).toMatchObject({
      headline: article.title,
      datePublished: new Date(article.publishedAt).toISOString(),
      inLanguage: 'en-US',
      isAccessibleForFree: true,
      genre: 'esports news',
      author: { '@type': 'Person', jobTitle: 'AI Esports Analyst' },
      publisher: { '@type': 'Organization', name: 'BO5' },
    })
    expect(String((news?.image as string[] | undefined)?.[0])).toMatch(/^https?:\/\//)
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)
    await noJs.close()
  })
})
