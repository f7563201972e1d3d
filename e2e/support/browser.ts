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
