import axe from 'axe-core'
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, chromiumPath, watchConsole } from './support/browser'
import { DESKTOP, useSite } from './support/site'

// the /chat screen (§2.14) against the real server (PGlite, demo data, the local engine).
// Only failures are simulated; the server allows 10 messages a minute per client, and these tests send 7.

const PLACEHOLDER = 'Ask BO5 about esports news, match results, or anything gaming-related...'
const TEAM_QUESTION = 'Who plays for Northwind Wolves?'
const GENERIC_FAILURE = 'Failed to get response from BO5. Please try again.'
const APOLOGY = "Sorry, I'm having trouble connecting right now. Please try again."
const STREAM = '**/api/chat/stream'

function chat(page: Page) {
  const log = page.getByRole('log')
  return {
    log,
    input: page.getByPlaceholder(PLACEHOLDER, { exact: true }),
    sendButton: page.getByRole('button', { name: 'Send message' }),
    userBubbles: log.locator('[data-role="user"]'),
    assistantBubbles: log.locator('[data-role="assistant"]'),
    typing: page.getByText('BO5 is typing...', { exact: true }),
    toast: page.locator('[data-sonner-toast]'),
  }
}

/** Waits for the n-th assistant bubble (the greeting is 0) to be finished, i.e. to show its time. */
async function answer(page: Page, index: number) {
  const bubble = chat(page).assistantBubbles.nth(index)
  await bubble.locator('time').waitFor({ timeout: 30_000 })
  return bubble
}

function markDocument(page: Page) {
  return page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
}

function sameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source })
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const { violations } = await axe.run(document)
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

describe.skipIf(!chromiumPath)('chat in Chromium', () => {
  // bypassCSP lets the accessibility check inject axe as a script; nothing else depends on it.
  const site = useSite({ context: { ...DESKTOP, bypassCSP: true } })

  it("sends the home page's question after 500 ms, clears the address and answers with our team page as a source", async () => {
    await site.open(`/`)
    await markDocument(site.page)
    const box = site.page.getByRole('main').getByPlaceholder('Ask me anything about esports...')
    await box.fill(TEAM_QUESTION)
    await box.press('Enter')
    await site.page.waitForURL(/\/chat\?question=/)
    const arrived = Date.now()
    expect(new URL(site.page.url()).searchParams.get('question')).toBe(TEAM_QUESTION)

    const c = chat(site.page)
    await c.userBubbles.first().waitFor()
    // §9: the question waits 500 ms in the box before it is sent.
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(400)
    expect(await c.userBubbles.count()).toBe(1)
    expect(await c.userBubbles.first().locator('p').textContent()).toBe(TEAM_QUESTION)
    expect(await c.userBubbles.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    await site.page.waitForURL(`${baseURL}/chat`)
    expect(await c.input.inputValue()).toBe('')

    const reply = await answer(site.page, 1)
    expect(await reply.textContent()).toContain('via BO5 Database')
    expect(await reply.locator('p').textContent()).toMatch(/Northwind Wolves/)
    const sources = reply.getByRole('link', { name: /^Source \d$/ })
    expect(await sources.count()).toBeGreaterThanOrEqual(1)
    expect(await sources.count()).toBeLessThanOrEqual(3)
    const first = reply.getByRole('link', { name: 'Source 1', exact: true })
    expect(await first.getAttribute('href')).toBe('/cs2/teams/northwind-wolves')
    // Our own pages open in the app, not in a new tab.
    expect(await first.getAttribute('target')).toBeNull()

    // The greeting stays first, and the page passes axe with an answer on it.
    expect(await c.assistantBubbles.first().locator('p').textContent()).toContain("I'm BO5")
    expect(await axeViolations(site.page)).toEqual([])

    await first.click()
    await site.page.waitForURL(`${baseURL}/cs2/teams/northwind-wolves`)
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toContain('Northwind Wolves')
    expect(await sameDocument(site.page)).toBe(true)
    expect(site.console.errors).toEqual([])
  })

  it('takes ?q= (the search action) too, on a phone, and hydrates without warnings', async () => {
    const phone = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const mobile = await phone.newPage()
    const watch = watchConsole(mobile)
    const question = 'What are the latest CS2 tournament results?'
    const response = await mobile.goto(`${baseURL}/chat?q=${encodeURIComponent(question)}`)
    expect(response?.status()).toBe(200)
    const c = chat(mobile)
    await c.userBubbles.first().waitFor()
    expect(await c.userBubbles.first().locator('p').textContent()).toBe(question)
    await mobile.waitForURL(`${baseURL}/chat`)
    const reply = await answer(mobile, 1)
    expect(await reply.textContent()).toMatch(/via (BO5 Database|Perplexity \(Live Web\))/)
    // Nothing wider than the phone's screen.
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(watch.errors).toEqual([])
    await phone.close()
  })

  it('inserts a newline with Shift+Enter, never sends a blank message, and sends with Enter', async () => {
    let requests = 0
    site.page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/stream')) requests++
    })
    await site.open(`/chat`)
    const c = chat(site.page)
    expect(await c.assistantBubbles.count()).toBe(1)

    await c.input.click()
    await site.page.keyboard.type('   ')
    await site.page.keyboard.press('Shift+Enter')
    await site.page.keyboard.press('Enter')
    expect(await c.sendButton.isDisabled()).toBe(true)
    expect(await c.userBubbles.count()).toBe(0)

    await c.input.fill('')
    await site.page.keyboard.type('Who plays for')
    await site.page.keyboard.press('Shift+Enter')
    await site.page.keyboard.type('Northwind Wolves?')
    expect(await c.input.inputValue()).toBe('Who plays for\nNorthwind Wolves?')
    expect(await c.userBubbles.count()).toBe(0)
    expect(requests).toBe(0)

    await site.page.keyboard.press('Enter')
    await c.userBubbles.first().waitFor()
    expect(await c.userBubbles.first().locator('p').textContent()).toBe('Who plays for\nNorthwind Wolves?')
    expect(await c.input.inputValue()).toBe('')
    await answer(site.page, 1)
    expect(requests).toBe(1)
    expect(site.console.errors).toEqual([])
  })

  it('reads a follow-up with the turns before it, and starts a new conversation after a reload', async () => {
    const sent: { message: string; history?: { role: string; content: string }[] }[] = []
    site.page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/stream')) sent.push(request.postDataJSON())
    })
    await site.open(`/chat`)
    const c = chat(site.page)
    await c.input.fill(TEAM_QUESTION)
    await c.input.press('Enter')
    await answer(site.page, 1)
    expect(sent[0]?.history ?? []).toEqual([])

    // "they" is Northwind Wolves: the page sends the question and its answer, not the greeting.
    await c.input.fill('and when do they play next?')
    await c.input.press('Enter')
    const followUp = await answer(site.page, 2)
    expect(sent[1]?.history?.map((turn) => turn.role)).toEqual(['user', 'assistant'])
    expect(sent[1]?.history?.[0]?.content).toBe(TEAM_QUESTION)
    expect(await followUp.locator('p').textContent()).toMatch(/Northwind Wolves (play|face)/)

    // A reload forgets the conversation: the same words now name nobody.
    await site.page.reload()
    await c.input.fill('and when do they play next?')
    await c.input.press('Enter')
    const fresh = await answer(site.page, 1)
    expect(sent[2]?.history ?? []).toEqual([])
    expect(await fresh.locator('p').textContent()).not.toContain('Northwind Wolves')
    expect(site.console.errors).toEqual([])
  })

  it('disables the box and the button and shows the typing indicator while the reply is pending', async () => {
    let requests = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await site.page.route(STREAM, async (route: Route) => {
      requests++
      await held
      await route.continue()
    })
    await site.open(`/chat`)
    const c = chat(site.page)
    await c.input.fill('Which teams play next in CS2?')
    await c.input.press('Enter')

    await c.typing.waitFor()
    expect(await c.input.isDisabled()).toBe(true)
    expect(await c.sendButton.isDisabled()).toBe(true)
    // A second send cannot start: the button refuses clicks and Enter goes nowhere.
    await c.sendButton.click({ force: true })
    await site.page.keyboard.press('Enter')
    expect(await c.userBubbles.count()).toBe(1)
    expect(requests).toBe(1)

    release()
    await answer(site.page, 1)
    expect(await c.typing.count()).toBe(0)
    expect(await c.input.isDisabled()).toBe(false)
    // The box gets the focus back for the next question.
    expect(await c.input.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(requests).toBe(1)
    expect(site.console.errors).toEqual([])
  })

  it('shows the "Chat Error" toast and the apology when the server fails', async () => {
    await site.page.route(STREAM, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'database on fire' } } }),
    )
    await site.open(`/chat`)
    const c = chat(site.page)
    await c.input.fill('Who won the autumn final?')
    await c.input.press('Enter')

    await c.toast.first().waitFor()
    expect(await c.toast.first().textContent()).toContain('Chat Error')
    expect(await c.toast.first().textContent()).toContain(GENERIC_FAILURE)
    const reply = await answer(site.page, 1)
    expect(await reply.locator('p').textContent()).toBe(APOLOGY)
    expect(await reply.textContent()).not.toContain('via ')
    // The server answered, so it is reachable.
    expect(await site.page.getByText('Not Connected').count()).toBe(0)
    expect(await c.input.isDisabled()).toBe(false)
  })

  it("shows the server's message for a 429", async () => {
    const message = "You're sending messages too fast. Please wait a minute and try again."
    await site.page.route(STREAM, (route) =>
      route.fulfill({ status: 429, json: { error: { code: 'RATE_LIMITED', message } } }),
    )
    await site.open(`/chat`)
    const c = chat(site.page)
    await c.input.fill('One more question')
    await c.input.press('Enter')
    await c.toast.first().waitFor()
    expect(await c.toast.first().textContent()).toContain('Chat Error')
    expect(await c.toast.first().textContent()).toContain(message)
    expect(await c.toast.first().textContent()).not.toContain(GENERIC_FAILURE)
    expect(await (await answer(site.page, 1)).locator('p').textContent()).toBe(APOLOGY)
  })

  it('reports an error event in the stream and keeps none of its partial text', async () => {
    await site.page.route(STREAM, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body:
          'event: delta\ndata: {"text":"Half an ans"}\n\n' +
          'event: error\ndata: {"code":"INTERNAL","message":"Something went wrong on our side."}\n\n',
      }),
    )
    await site.open(`/chat`)
    const c = chat(site.page)
    await c.input.fill('Who leads the standings?')
    await c.input.press('Enter')
    await c.toast.first().waitFor()
    expect(await c.toast.first().textContent()).toContain(GENERIC_FAILURE)
    expect(await (await answer(site.page, 1)).locator('p').textContent()).toBe(APOLOGY)
  })

  it('replaces the streamed text with the final one, and says so when the answer is empty', async () => {
    const done = { response: '', provider: 'perplexity', citations: ['https://example.org/report'] }
    await site.page.route(STREAM, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `event: delta\ndata: {"text":"draft"}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
      }),
    )
    await site.open(`/chat`)
    const c = chat(site.page)
    await c.input.fill('Anything?')
    await c.input.press('Enter')
    const reply = await answer(site.page, 1)
    expect(await reply.locator('p').textContent()).toBe("Sorry, I couldn't process that request.")
    expect(await reply.textContent()).toContain('via Perplexity (Live Web)')
    const source = reply.getByRole('link', { name: /^Source 1/ })
    expect(await source.getAttribute('href')).toBe('https://example.org/report')
    expect(await source.getAttribute('target')).toBe('_blank')
    expect(await source.getAttribute('rel')).toBe('noopener nofollow')
  })

  it('shows "Not Connected" when the server cannot be reached', async () => {
    await site.page.route(STREAM, (route) => route.abort('connectionrefused'))
    await site.open(`/chat`)
    const c = chat(site.page)
    expect(await site.page.getByText('Not Connected').count()).toBe(0)
    await c.input.fill('Is anyone there?')
    await c.input.press('Enter')
    const banner = site.page.getByRole('alert').filter({ hasText: 'Not Connected' })
    await banner.waitFor()
    expect(await banner.textContent()).toContain('Connect to the BO5 server to enable chat.')
    await c.toast.first().waitFor()
    expect(await c.toast.first().textContent()).toContain(GENERIC_FAILURE)
    expect(await (await answer(site.page, 1)).locator('p').textContent()).toBe(APOLOGY)
  })

  it('checks the server on arrival and clears "Not Connected" once it answers again', async () => {
    await site.page.route('**/healthz', (route) => route.abort('connectionrefused'))
    await site.open(`/chat`)
    const banner = site.page.getByRole('alert').filter({ hasText: 'Not Connected' })
    await banner.waitFor()
    await site.page.unroute('**/healthz')
    await banner.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => banner.count()).toBe(0)
  })

  it('serves an indexable page to a reader without JavaScript, with the question in the box', async () => {
    const noJs = await site.browser.newContext({ javaScriptEnabled: false })
    const plain = await noJs.newPage()
    const response = await plain.goto(`${baseURL}/chat?question=${encodeURIComponent('Who won?')}`)
    expect(response?.status()).toBe(200)
    expect(await plain.title()).toBe('Chat with BO5 | BO5')
    expect(await plain.locator('h1').textContent()).toBe('Chat with BO5')
    // Without the JavaScript nothing has asked the server: the badge claims no connection.
    expect(await plain.getByText('Connecting...', { exact: true }).count()).toBe(1)
    expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^index, follow/)
    expect(await plain.locator('meta[name="description"]').getAttribute('content')).toContain('BO5')
    expect(await plain.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/chat`)
    expect(await chat(plain).assistantBubbles.count()).toBe(1)
    expect(await chat(plain).input.inputValue()).toBe('Who won?')
    await noJs.close()
  })
})
