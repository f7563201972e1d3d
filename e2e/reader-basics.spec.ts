import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Article } from '#shared/schemas/article'
import type { PlayerDetail, TeamSummary } from '#shared/schemas/esports'
import { baseURL, chromiumPath, holdScripts } from './support/browser'
import { useSite } from './support/site'

// asking before the page's JavaScript has run, words that match what the site does, printing an article.

/** Waits for the server's HTML to be parsed and painted while the held scripts have not run. */
async function painted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      performance.getEntriesByName('first-contentful-paint').length === 1,
  )
}

function userBubbles(page: Page) {
  return page.getByRole('log').locator('[data-role="user"]')
}

describe.skipIf(!chromiumPath)('a reader before the JavaScript and on paper', () => {
  const site = useSite({ context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } })

  for (const box of [
    { name: 'home hero box', path: '/', field: (p: Page) => p.getByRole('main').getByRole('textbox') },
    {
      name: 'header ask box',
      path: '/news',
      field: (p: Page) => p.getByRole('banner').getByPlaceholder('Ask BO5 anything...'),
    },
  ]) {
    it(`opens the chat with a question typed in the ${box.name} and sent with Enter before the scripts run`, async () => {
      const scripts = await holdScripts(site.page)
      if (box.name === 'header ask box') {
        // On a phone the header box is in the menu; the desktop header shows it in the bar.
        await site.page.setViewportSize({ width: 1280, height: 900 })
      }
      await site.page.goto(`${baseURL}${box.path}`, { waitUntil: 'commit' })
      await painted(site.page)
      await expect.poll(() => scripts.held()).toBeGreaterThan(0)

      const question = 'Who won the autumn final?'
      await box.field(site.page).fill(question)
      await box.field(site.page).press('Enter')
      await site.page.waitForURL(/\/chat\?/)
      expect(new URL(site.page.url()).searchParams.get('question')).toBe(question)

      // Once the chat's scripts run, the question is asked, once.
      await scripts.release()
      await expect.poll(() => userBubbles(site.page).count(), { timeout: 15_000 }).toBe(1)
      expect(await userBubbles(site.page).first().locator('p').textContent()).toBe(question)
    })
  }

  it('refuses a blank question in the hero before the scripts run, and disables the button once they have', async () => {
    const scripts = await holdScripts(site.page)
    await site.page.goto(`${baseURL}/`, { waitUntil: 'commit' })
    await painted(site.page)
    const field = site.page.getByRole('main').getByRole('textbox')
    const send = site.page.getByRole('main').getByRole('button', { name: 'Ask BO5' })
    expect(await send.isEnabled()).toBe(true)
    await field.fill('   ')
    await field.press('Enter')
    // The browser's own check refuses it: the page stays, the box reports itself invalid.
    expect(await field.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(false)
    expect(new URL(site.page.url()).pathname).toBe('/')

    await scripts.release()
    // §2.3: once the page runs, the button is disabled while the box is blank.
    await expect.poll(() => send.isDisabled(), { timeout: 15_000 }).toBe(true)
    await field.fill('who is in form?')
    await expect.poll(() => send.isEnabled()).toBe(true)
  })

  it('shows the news before the filters on a phone, and the filters sidebar open on a desktop', async () => {
    await site.open(`/news`)
    const filters = site.page.getByRole('navigation', { name: 'News filters' })
    const firstStory = site.page.getByRole('main').getByRole('article').first()
    expect(await filters.isVisible()).toBe(false)
    const story = await firstStory.boundingBox()
    expect(story && story.y < 844).toBe(true)
    await site.page.locator('summary', { hasText: 'Filters' }).click()
    await expect.poll(() => filters.isVisible()).toBe(true)
    expect(await filters.getByRole('link', { name: 'All Games' }).isVisible()).toBe(true)

    await site.page.setViewportSize({ width: 1280, height: 900 })
    await site.page.reload({ waitUntil: 'networkidle' })
    expect(await filters.isVisible()).toBe(true)
    expect(await site.page.locator('summary', { hasText: 'Filters' }).isVisible()).toBe(false)
  })

  it('counts one team in the singular', async () => {
    const { teams } = (await (await fetch(`${baseURL}/api/teams?game=cs2`)).json()) as {
      teams: TeamSummary[]
    }
    const team = teams[0]!
    await site.open(`/cs2/teams`)
    await site.page.getByRole('searchbox', { name: 'Search teams by name' }).fill(team.name)
    await expect
      .poll(() =>
        site.page
          .getByRole('status')
          .filter({ hasText: /^Showing/ })
          .textContent(),
      )
      .toBe('Showing 1 team')
  })

  it("counts each of a player's matches once in the Career Summary, and writes stat names out", async () => {
    const { players } = (await (await fetch(`${baseURL}/api/players?game=cs2`)).json()) as {
      players: { slug: string }[]
    }
    const { player } = (await (
      await fetch(`${baseURL}/api/players/by-slug/${players[0]!.slug}`)
    ).json()) as PlayerDetail
    expect(player.stats.length).toBeGreaterThan(1)
    const matches = Math.max(...player.stats.map((stat) => stat.matchesPlayed))
    await site.open(`/cs2/players/${player.slug}`)
    const total = site.page.locator('dt', { hasText: 'Total Matches' }).locator('xpath=following-sibling::dd')
    expect(await total.textContent()).toBe(String(matches))
    if (player.stats.some((stat) => stat.statType === 'adr')) {
      expect(await site.page.getByText('ADR', { exact: true }).isVisible()).toBe(true)
    }
  })

  it('shows the chat badge of the connection the chat has: offline, then online once the server answers', async () => {
    await site.page.route('**/healthz', (route) => route.abort('connectionrefused'))
    await site.open(`/chat`)
    const badge = site.page.locator('[data-connection]')
    await expect.poll(() => badge.textContent()).toBe('BO5 Offline')
    await site.page.unroute('**/healthz')
    await site.page.getByRole('alert').getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => badge.textContent()).toBe('BO5 Online')
    // The device loses its network: the badge says so.
    await site.context.setOffline(true)
    await expect.poll(() => badge.textContent()).toBe('BO5 Offline')
    await site.context.setOffline(false)
    await expect.poll(() => badge.textContent()).toBe('BO5 Online')
  })

  it('prints an article as an article: light paper, no site chrome, the source address written out', async () => {
    const { articles } = (await (await fetch(`${baseURL}/api/articles?limit=20`)).json()) as {
      articles: Article[]
    }
    const article = articles.find((entry) => entry.originalUrl.startsWith('http'))
    if (!article) throw new Error('no demo article has a source link')
    const desktop = await site.browser.newContext({
      viewport: { width: 1280, height: 900 },
      colorScheme: 'dark',
    })
    const paper = await desktop.newPage()
    // The reader chose the dark theme; paper stays light.
    await paper.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await paper.goto(`${baseURL}/news/${article.slug}`, { waitUntil: 'networkidle' })
    expect(await paper.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await paper.emulateMedia({ media: 'print' })

    expect(await paper.getByRole('banner').isVisible()).toBe(false)
    expect(await paper.getByRole('contentinfo').isVisible()).toBe(false)
    expect(await paper.getByRole('navigation', { name: 'Breadcrumb' }).isVisible()).toBe(false)
    expect(await paper.getByRole('group', { name: 'Share this article' }).isVisible()).toBe(false)
    expect(await paper.getByRole('heading', { level: 1 }).isVisible()).toBe(true)

    const colours = await paper.evaluate(() => {
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number)
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
      }
      const heading = document.querySelector('h1')
      return {
        body: luminance(getComputedStyle(document.body).backgroundColor),
        text: luminance(getComputedStyle(heading ?? document.body).color),
      }
    })
    expect(colours.body).toBeGreaterThan(0.9)
    expect(colours.text).toBeLessThan(0.3)

    const source = paper.getByRole('link', { name: /^Source/ })
    const written = await source.evaluate((link) => getComputedStyle(link, '::after').content)
    expect(written).toContain(article.originalUrl)
    await desktop.close()
  })
})
