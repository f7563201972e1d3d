import axe from 'axe-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { revealsResult } from '#shared/domain/spoiler-text'
import type { Article } from '#shared/schemas/article'
import { baseURL, chromiumPath } from './support/browser'
import { useSite } from './support/site'

// axe-core on the public pages, in both themes, with no serious or critical violation.
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

async function resultHeadlineSlug(): Promise<string> {
  const response = await fetch(`${baseURL}/api/articles?limit=50`)
  const { articles } = (await response.json()) as { articles: Article[] }
  const article = articles.find((a) => revealsResult(a.title))
  if (!article) throw new Error('the demo data has no headline stating a result')
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
  const site = useSite({ page: 'none' })
  let slug: string
  let resultSlug: string

  beforeAll(async () => {
    slug = await latestSlug()
    resultSlug = await resultHeadlineSlug()
  })

  /** The serious and critical violations axe finds on the page, in the theme, and in spoiler-free mode or not. */
  async function blockingViolations(url: string, theme: string, spoilerFree = false): Promise<Violation[]> {
    // The site's CSP allows no inline script but its own theme script; axe is injected as one.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    try {
      await context.addInitScript(
        ([value, hide]) => {
          localStorage.setItem('theme', value)
          if (hide) localStorage.setItem('spoiler-free', 'true')
        },
        [theme, spoilerFree] as const,
      )
      const page = await context.newPage()
      const response = await page.goto(`${baseURL}${url}`, { waitUntil: 'networkidle' })
      expect(response?.status()).toBe(200)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      )
      expect(await page.evaluate(() => document.documentElement.classList.contains('spoiler-free'))).toBe(
        spoilerFree,
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
      return blocking
    } finally {
      await context.close()
    }
  }

  for (const theme of THEMES) {
    for (const path of ['/', '/news', '/news/{slug}', '/cs2', '/terms']) {
      it(`${path} in the ${theme} theme has no serious or critical violation`, async () => {
        const blocking = await blockingViolations(path.replace('{slug}', slug), theme)
        expect(blocking.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([])
      })
    }
  }

  // in spoiler-free mode, result headlines become "Show headline" buttons beside neutral links.
  for (const path of ['/', '/news', '/news/{result}']) {
    it(`${path} in spoiler-free mode has no serious or critical violation`, async () => {
      const blocking = await blockingViolations(path.replace('{result}', resultSlug), 'light', true)
      expect(blocking.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([])
    })
  }
})
