import { type Browser, chromium, type ConsoleMessage, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const baseURL = inject('baseURL')
export const chromiumPath = inject('chromiumPath')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/** Collects console errors and page errors, so a test can assert a page ran clean. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { errors }
}

/**
 * Holds every script the page requests until `release()`: the page as a reader sees it before its JavaScript
 * runs (decision 012). Scripts requested after the release go through at once.
 */
export async function holdScripts(page: Page): Promise<{ held: () => number; release: () => Promise<void> }> {
  const waiting: (() => Promise<void>)[] = []
  let holding = true
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (holding) waiting.push(() => route.continue())
    else void route.continue()
  })
  return {
    held: () => waiting.length,
    release: async () => {
      holding = false
      await Promise.all(waiting.splice(0).map((release) => release()))
    },
  }
}

/** Waits until the page has hydrated: the root sets `data-hydrated` on <html> once React has taken the page over. */
export async function waitForHydration(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout })
}
