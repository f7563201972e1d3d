import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseURL, chromiumPath, holdScripts, waitForHydration } from './support/browser'
import { useSite } from './support/site'
import { type DemoSlugs, demoSlugs, PUBLIC_ROUTES } from './support/public-routes'

// at 360 and 390 px no public page scrolls sideways and nothing is cut off; desktop as well.
const WIDTHS = [360, 390, 1280] as const
/**
 * Tabs visiting the routes at once: a hydrated visit mostly waits for the network to go quiet, so three tabs take
 * about a third of the time of one (session 11: 106 s for the file with one).
 */
const PAGES = 3

interface Overflow {
  scrollWidth: number
  /** Elements or text whose visible box leaves the viewport, as "tag.class "text" [left, right]". */
  outside: string[]
}

/**
 * Runs in the page. An element counts where it is visible: its box cut by every ancestor that clips overflow
 * (a tab strip with overflow-x:auto, a card with overflow:hidden), except the root and body, which would hide
 * a cut-off page rather than fix it. Hidden and visually-hidden (sr-only, 1 px) boxes are skipped.
 */
function measureOverflow(width: number): Overflow {
  const outside: string[] = []
  const clipped = (
    start: Element,
    rect: DOMRect,
    ownBox: boolean,
  ): { left: number; right: number } | null => {
    let left = rect.left
    let right = rect.right
    for (let node = start as Element | null; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node)
      // Visually hidden (sr-only): clipped away whole, read by screen readers only.
      if (style.clipPath === 'inset(50%)' || style.clip.startsWith('rect(0px, 0px, 0px, 0px)')) return null
      if ((node !== start || !ownBox) && style.overflowX !== 'visible') {
        const box = node.getBoundingClientRect()
        left = Math.max(left, box.left)
        right = Math.min(right, box.right)
      }
      if (style.position === 'fixed') break
    }
    return right - left > 0.5 ? { left, right } : null
  }
  const describe = (element: Element, text?: string) => {
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4) : []
    const label = (text ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')} "${label}"`
  }
  const check = (element: Element, rect: DOMRect, text?: string) => {
    if (rect.width <= 1 || rect.height <= 1) return
    const visible = clipped(element, rect, text === undefined)
    if (visible && (visible.left < -0.5 || visible.right > width + 0.5)) {
      outside.push(`${describe(element, text)} [${Math.round(visible.left)}, ${Math.round(visible.right)}]`)
    }
  }
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.display === 'contents') continue
    check(element, element.getBoundingClientRect())
  }
  // Text can run out of a box that itself fits (a long word, a URL).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement) continue
    range.selectNodeContents(node)
    check(node.parentElement, range.getBoundingClientRect(), node.textContent)
  }
  return { scrollWidth: document.documentElement.scrollWidth, outside: outside.slice(0, 12) }
}

describe.skipIf(!chromiumPath)('every public page fits the screen', () => {
  const site = useSite({ page: 'none' })
  let demo: DemoSlugs

  beforeAll(async () => {
    demo = await demoSlugs()
  })

  /** A context at this width with `PAGES` tabs, each holding its scripts back when asked. */
  async function open(width: number, scripts: 'hydrated' | 'held') {
    const phone = width < 640
    const context = await site.browser.newContext({
      viewport: { width, height: phone ? 800 : 900 },
      isMobile: phone,
      hasTouch: phone,
      colorScheme: 'light',
    })
    const pages = await Promise.all(
      Array.from({ length: PAGES }, async () => {
        const page = await context.newPage()
        if (scripts === 'held') await holdScripts(page)
        return page
      }),
    )
    return { context, pages }
  }

  async function visit(
    page: Page,
    path: string,
    scripts: 'hydrated' | 'held',
    isStatic = false,
  ): Promise<number | undefined> {
    if (scripts === 'held' || isStatic) {
      // The server's HTML, painted, with the scripts still waiting: what a reader on a slow phone sees first.
      // Module scripts hold back DOMContentLoaded, so the signal is the parsed document and its first paint.
      const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' })
      await page.waitForFunction(
        () =>
          document.readyState !== 'loading' &&
          performance.getEntriesByName('first-contentful-paint').length === 1,
      )
      return response?.status()
    }
    const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    return response?.status()
  }

  for (const scripts of ['hydrated', 'held'] as const) {
    for (const width of WIDTHS) {
      it(`at ${width} px, ${scripts === 'held' ? 'before the scripts run' : 'hydrated'}`, async () => {
        const { context, pages } = await open(width, scripts)
        const failures: Record<string, Overflow> = {}
        const statuses: Record<string, number | undefined> = {}
        const expected: Record<string, number> = {}
        const queue = [...PUBLIC_ROUTES]
        try {
          // Each tab takes the next route until none is left: the routes are read-only visits, so their order and
          // which tab opens them do not matter.
          await Promise.all(
            pages.map(async (page) => {
              for (let route = queue.shift(); route; route = queue.shift()) {
                const path = route.path(demo)
                statuses[path] = await visit(page, path, scripts, route.static)
                expected[path] = route.status ?? 200
                const result = await page.evaluate(measureOverflow, width)
                if (result.scrollWidth > width || result.outside.length > 0)
                  failures[`${route.name} ${path}`] = result
              }
            }),
          )
        } finally {
          await context.close()
        }
        expect(statuses).toEqual(expected)
        expect(failures).toEqual({})
      })
    }
  }
})
