import { describe, expect, it } from 'vitest'
import { baseURL, chromiumPath, holdScripts } from './support/browser'
import { useSite } from './support/site'

describe.skipIf(!chromiumPath)('the site shell in Chromium', () => {
  const site = useSite()

  it('renders the home shell and hydrates without console errors', async () => {
    const response = await site.open(`/`)
    expect(response?.status()).toBe(200)
    expect(await site.page.title()).toBe('BO5 - AI-Powered Esports News')
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toContain('Meet BO5')
    expect(await site.page.getByRole('contentinfo').textContent()).toMatch(
      /generated wholly or partly by artificial intelligence and may not be fact-checked/,
    )
    // Demo articles are on the page, rendered by the server from the seeded database.
    expect(await site.page.locator('main a[href^="/news/"]').count()).toBeGreaterThan(3)
    expect(site.console.errors).toEqual([])
  })

  it('navigates on the client without reloading the page', async () => {
    await site.open(`/`)
    await site.page.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })
    await site.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'News', exact: true })
      .click()
    const onNewsInSameDocument = async () => {
      await site.page.waitForURL(`${baseURL}/news`)
      await expect
        .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Latest Esports News')
      expect(
        await site.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true)
    }
    await onNewsInSameDocument()
    expect(await site.page.title()).toBe('Latest Esports News | BO5')
    // A story's link (the site's own Link, not the header's NavLink) opens it in the same document too, and Back
    // returns to the listing.
    const story = site.page.locator('main article h3 a[href^="/news/"]').first()
    const [href, headline] = [await story.getAttribute('href'), await story.textContent()]
    await story.click()
    await site.page.waitForURL(`${baseURL}${href}`)
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe(headline)
    await site.page.goBack()
    await onNewsInSameDocument()
    expect(site.console.errors).toEqual([])
  })

  it('shows the 404 page with status 404 and leads back home', async () => {
    const response = await site.open(`/no/such/page`)
    expect(response?.status()).toBe(404)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found')
    await site.page.getByRole('link', { name: 'Return to Home' }).click()
    await site.page.waitForURL(`${baseURL}/`)
    // The browser reports the document's own 404 as a failed resource; nothing else may fail.
    expect(site.console.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })

  it('keeps the chosen theme across a reload, applied before the app script runs', async () => {
    await site.open(`/`)
    expect(await site.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    const toggle = site.page.getByRole('button', { name: /^Theme:/ }).first()
    for (let i = 0; i < 3; i++) {
      if ((await site.page.evaluate(() => localStorage.getItem('theme'))) === 'dark') break
      await toggle.click()
    }
    expect(await site.page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(await site.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)

    // Block the app's JavaScript: only the inline theme script can set the class now.
    await site.page.route('**/assets/*.js', (route) => route.abort())
    await site.page.reload({ waitUntil: 'domcontentloaded' })
    expect(await site.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await site.page.unroute('**/assets/*.js')
  })

  it('serves complete HTML with the page title to a reader without JavaScript', async () => {
    const noJs = await site.browser.newContext({ javaScriptEnabled: false })
    const plain = await noJs.newPage()
    await plain.goto(`${baseURL}/terms`)
    expect(await plain.title()).toBe('Terms of Service | BO5')
    expect(await plain.locator('main').textContent()).toContain('Delaware')
    await noJs.close()
    const html = await (await fetch(`${baseURL}/privacy`)).text()
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<title>Privacy Policy | BO5</title>')
  })

  it('paints the page before its JavaScript arrives, then hydrates it under the CSP', async () => {
    // Hold every script: the page must be painted and readable without them (decision 012).
    const scripts = await holdScripts(site.page)
    await site.page.goto(`${baseURL}/`, { waitUntil: 'commit' })
    await expect
      .poll(() => site.page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toContain('Meet BO5')
    await expect.poll(() => scripts.held()).toBeGreaterThan(0)
    // A reader who types before the JavaScript runs keeps the text, and the button works once it has.
    const box = site.page.getByRole('main').getByPlaceholder('Ask me anything about esports...')
    const send = site.page.getByRole('main').getByRole('button', { name: 'Ask BO5' })
    await box.fill('who is in form?')
    // Enabled before the JavaScript runs, so Enter submits the form.
    expect(await send.isEnabled()).toBe(true)

    await scripts.release()
    await expect.poll(() => send.isEnabled()).toBe(true)
    expect(await box.inputValue()).toBe('who is in form?')
    await send.click()
    await site.page.waitForURL(/\/chat\?/)
    expect(new URL(site.page.url()).searchParams.get('question')).toBe('who is in form?')
    expect(site.console.errors).toEqual([])
  })

  it('opens the chat with the trimmed question typed in the header box', async () => {
    await site.open(`/`)
    const box = site.page.getByRole('banner').getByPlaceholder('Ask BO5 anything...')
    await box.fill('   who won the autumn final?  ')
    await box.press('Enter')
    await site.page.waitForURL(/\/chat\?/)
    expect(new URL(site.page.url()).searchParams.get('question')).toBe('who won the autumn final?')
  })

  it('offers the game links in the side sheet on a phone', async () => {
    const phone = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const mobile = await phone.newPage()
    await mobile.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await mobile.getByRole('button', { name: 'Open menu' }).click()
    const sheet = mobile.getByRole('dialog')
    await expect.poll(() => sheet.isVisible()).toBe(true)
    for (const name of ['News', 'Matches', 'Chat with BO5', 'League of Legends', 'Valorant']) {
      expect(await sheet.getByRole('link', { name, exact: true }).count()).toBe(1)
    }
    await phone.close()
  })
})
