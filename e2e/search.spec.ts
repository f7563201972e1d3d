import { describe, expect, it } from 'vitest'
import { baseURL, chromiumPath } from './support/browser'
import { useSite } from './support/site'

describe.skipIf(!chromiumPath)('site search in Chromium', () => {
  const site = useSite()

  const headerBox = () => site.page.getByRole('banner').getByRole('combobox', { name: 'Ask BO5 anything...' })
  const options = () => site.page.getByRole('banner').getByRole('listbox').getByRole('option')

  it('offers results as the reader types; arrows pick one and Enter opens it', async () => {
    await site.open(`/`)
    const box = headerBox()
    await box.fill('northwind')
    // The first option asks BO5; the search's results follow once the typing pauses.
    await expect.poll(() => options().count()).toBeGreaterThan(2)
    expect(await options().first().textContent()).toBe('Ask BO5: northwind')
    expect(await box.getAttribute('aria-expanded')).toBe('true')

    await box.press('ArrowDown')
    await box.press('ArrowDown')
    const chosen = options().nth(1)
    expect(await chosen.getAttribute('aria-selected')).toBe('true')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'))
    const title = (await chosen.locator('span > span').first().textContent()) ?? ''
    expect(title.toLowerCase()).toContain('northwind')
    await box.press('Enter')
    await site.page.waitForURL((url) => /^\/(news|[a-z0-9]+\/(teams|players))\//.test(url.pathname))
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
      .toContain(title.trim())
    expect(site.console.errors).toEqual([])
  })

  it('asks BO5 on Enter when no option is selected, and Escape closes the list', async () => {
    await site.open(`/`)
    const box = headerBox()
    await box.fill('who won the northwind final?')
    await expect.poll(() => options().count()).toBeGreaterThan(1)
    await box.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(await site.page.getByRole('banner').getByRole('listbox').isHidden()).toBe(true)
    await box.press('Enter')
    await site.page.waitForURL(/\/chat\?/)
    expect(new URL(site.page.url()).searchParams.get('question')).toBe('who won the northwind final?')
  })

  it('shows /search results without sideways scrolling on a 360 px phone', async () => {
    const phone = await site.browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    })
    const mobile = await phone.newPage()
    for (const path of ['/search', '/search?q=northwind', '/search?q=zzqxv']) {
      const response = await mobile.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
      expect(response?.status(), path).toBe(200)
      expect(await mobile.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
    }
    expect(await mobile.locator('main mark').count()).toBe(0)
    await mobile.goto(`${baseURL}/search?q=northwind`, { waitUntil: 'networkidle' })
    expect(await mobile.locator('main mark').count()).toBeGreaterThan(0)
    await phone.close()
  })
})
