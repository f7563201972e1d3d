import axe from 'axe-core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '../src/shared/schemas/article'
import { baseURL, chromiumPath, launchBrowser } from './support/browser'

// Issue 4, item 10: axe-core on the public pages, in both themes, with no serious or critical violation.
type Violation = Pick<axe.Result, 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: { target: string[]; failureSummary?: string }[]
}

const THEMES = ['light', 'dark'] as const
const BLOCKING: readonly string[] = ['serious', 'critical']

async function latestSlug(): Promise<string> {
  const response = await fetch(`${baseURL}/api/articles?limit=1`)
  const { articles } = (await response.json()) as { articles: Article[] }
  const article = articles[0]
  if (!article) throw new Error('the demo data has no articles')
  return article.slug
}

function describeViolations(path: string, theme: string, violations: Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map(
        (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`,
      )
      return `${theme} ${path}: [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets.join('\n')}`
    })
    .join('\n')
}

describe.skipIf(!chromiumPath)('accessibility (axe-core) in Chromium', () => {
  let browser: Browser
  let slug: string

  beforeAll(async () => {
    browser = await launchBrowser()
    slug = await latestSlug()
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const theme of THEMES) {
    for (const path of ['/', '/news', '/news/{slug}', '/cs2', '/terms']) {
      it(`${path} in the ${theme} theme has no serious or critical violation`, async () => {
        const url = path.replace('{slug}', slug)
        // The site's CSP allows no inline script but its own theme script; axe is injected as one.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
        try {
          await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
          const page = await context.newPage()
          const response = await page.goto(`${baseURL}${url}`, { waitUntil: 'networkidle' })
          expect(response?.status()).toBe(200)
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
            theme === 'dark',
          )
          await page.addScriptTag({ content: axe.source })
          const result = await page.evaluate(async () => {
            const { axe } = window as unknown as { axe: typeof import('axe-core') }
            const { violations } = await axe.run(document)
            return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
              id,
              impact,
              help,
              helpUrl,
              nodes: nodes.map((node) => ({
                target: node.target.map(String),
                failureSummary: node.failureSummary,
              })),
            }))
          })
          const blocking = result.filter((v) => v.impact && BLOCKING.includes(v.impact))
          if (blocking.length) console.error(describeViolations(url, theme, blocking))
          expect(blocking.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([])
        } finally {
          await context.close()
        }
      })
    }
  }
})
