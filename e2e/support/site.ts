import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { baseURL, launchBrowser, waitForHydration, watchConsole } from './browser'

/** A desktop window in the light theme: what most browser tests look through. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, colorScheme: 'light' }

export interface SiteOptions {
  /**
   * 'each' (default): a fresh context and page for every test, closed after it; 'all': one for the whole describe
   * (a signed-in session carried from test to test); 'none': the spec opens its own with `newContext`.
   */
  page?: 'each' | 'all' | 'none'
  /** The options of that context; DESKTOP when absent. */
  context?: BrowserContextOptions
}

export interface Site {
  readonly browser: Browser
  readonly context: BrowserContext
  readonly page: Page
  /** Console errors and page errors of `page` so far. */
  readonly console: { errors: string[] }
  /**
   * Goes to a path of the site on `page` and waits until the network is quiet and the page is live (hydrated,
   * `html[data-hydrated]`): what a reader clicks then is handled by the app, not followed as a plain link.
   */
  open(path: string): Promise<Response | null>
  /** Another context (DESKTOP when no options), closed after the current test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
}

/**
 * The one browser-test setup, called in a describe: Chromium launched before its tests and closed after them, a
 * context and page per test (or per describe), every extra context closed after its test.
 */
export function useSite(options: SiteOptions = {}): Site {
  const mode = options.page ?? 'each'
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let page: Page | undefined
  let watch: { errors: string[] } = { errors: [] }
  const extra: BrowserContext[] = []

  const open = async () => {
    context = await need(browser, 'browser').newContext(options.context ?? DESKTOP)
    page = await context.newPage()
    watch = watchConsole(page)
  }
  const close = async () => {
    await context?.close()
    context = undefined
    page = undefined
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    if (mode === 'all') await open()
  })
  afterAll(async () => {
    await close()
    await browser?.close()
  })
  if (mode === 'each') {
    beforeEach(open)
    afterEach(close)
  }
  afterEach(async () => {
    await Promise.all(extra.splice(0).map((c) => c.close()))
  })

  return {
    get browser() {
      return need(browser, 'browser')
    },
    get context() {
      return need(context, 'context')
    },
    get page() {
      return need(page, 'page')
    },
    get console() {
      return watch
    },
    async open(path: string) {
      const current = need(page, 'page')
      const response = await current.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
      await waitForHydration(current)
      return response
    },
    async newContext(contextOptions = DESKTOP) {
      const created = await need(browser, 'browser').newContext(contextOptions)
      extra.push(created)
      return created
    },
  }
}

function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`useSite: no ${name} here (page: 'none', or outside a test)`)
  return value
}
