import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { EventDetail, EventList, MatchDetail, MatchList, MatchSummary } from '#shared/schemas/matches'
import { baseURL, holdScripts, waitForHydration } from './support/browser'
import { useSite } from './support/site'

// Issue #14: the matches page, a match page, an event page with a bracket, spoiler-free mode on each, at 1280 and
// 390 px, from the running server's demo data.

const GAMES = ['cs2', 'lol', 'dota2', 'valorant'] as const

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** A finished match with a series score (else a live one), or undefined. */
async function findScoredMatch(): Promise<MatchSummary | undefined> {
  const { matches: results } = await api<MatchList>('/api/matches?section=results&limit=50')
  const { matches: live } = await api<MatchList>('/api/matches?section=live&limit=50')
  return [...results, ...live].find((m) =>
    m.teams.every((side) => side.score !== null && side.pandascoreId !== null),
  )
}

/** A match with a score and its detail; waits for the server's sync to store one when there is none yet. */
async function scoredMatch(): Promise<{ match: MatchSummary; detail: MatchDetail }> {
  let match: MatchSummary | undefined
  await expect
    .poll(
      async () => {
        match = await findScoredMatch()
        return match !== undefined
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  if (!match) throw new Error('the demo data has no live or finished match with a score')
  return { match, detail: await api<MatchDetail>(`/api/matches/${match.game}/${match.slug}`) }
}

/** An event with a knockout bracket. */
async function bracketEvent(): Promise<EventDetail> {
  for (const game of GAMES) {
    const list = await api<EventList>(`/api/events?game=${game}`)
    for (const event of [...list.ongoing, ...list.past, ...list.upcoming]) {
      const detail = await api<EventDetail>(`/api/events/${game}/${event.slug}`)
      if (detail.stages.some((stage) => stage.bracket)) return detail
    }
  }
  throw new Error('the demo data has no event with a bracket')
}

function spoilerFree(page: Page) {
  return page.addInitScript(() => localStorage.setItem('spoiler-free', 'true'))
}

/** Whether the page itself scrolls sideways. */
function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

for (const width of [1280, 390] as const) {
  describe(`matches and events at ${width} px`, () => {
    const site = useSite({ context: { viewport: { width, height: 900 }, colorScheme: 'light' } })

    it('shows live, upcoming and results, and a row opens its match page', async () => {
      await site.open('/matches')
      const main = site.page.getByRole('main')
      for (const name of ['Live now', 'Upcoming', 'Results'])
        expect(await main.getByRole('heading', { level: 2, name }).isVisible()).toBe(true)
      const row = main.getByRole('region', { name: 'Results' }).getByRole('listitem').first()
      const link = row.getByRole('link').first()
      const [path, names] = [await link.getAttribute('href'), await link.locator('.sr-only').textContent()]
      expect(path).toMatch(/^\/(cs2|lol|dota2|valorant)\/matches\/[a-z0-9-]+-\d+$/)
      await link.click()
      await site.page.waitForURL(`${baseURL}${path}`)
      const h1 = site.page.getByRole('heading', { level: 1 })
      await expect.poll(() => h1.textContent()).toBe(names)
      expect(await pageScrollsSideways(site.page)).toBe(false)
      expect(site.console.errors).toEqual([])
    })

    it("grows the results in place with 'Load more', which without JavaScript is a link to the next page", async () => {
      await site.open('/matches')
      const results = site.page.getByRole('main').getByRole('region', { name: 'Results' })
      const rows = results.getByRole('listitem')
      const first = await rows.count()
      const more = results.getByRole('link', { name: 'Load more' })
      expect(await more.getAttribute('href')).toMatch(/^\/matches\?cursor=/)
      await more.click()
      await expect.poll(() => rows.count()).toBeGreaterThan(first)
      expect(new URL(site.page.url()).pathname + new URL(site.page.url()).search).toBe('/matches')
      expect(site.console.errors).toEqual([])

      const scripts = await holdScripts(site.page)
      await site.page.goto(`${baseURL}/matches`, { waitUntil: 'domcontentloaded' })
      const next = (await results.getByRole('link', { name: 'Load more' }).getAttribute('href')) ?? ''
      await results.getByRole('link', { name: 'Load more' }).click()
      await site.page.waitForURL(`${baseURL}${next}`, { waitUntil: 'domcontentloaded' })
      expect(await results.getByRole('listitem').count()).toBeGreaterThan(0)
      await expect.poll(() => scripts.held()).toBeGreaterThan(0)
      await scripts.release()
    })

    it('filters by game and tier from the keyboard', async () => {
      await site.open('/matches')
      const tierLink = site.page
        .getByRole('navigation', { name: 'Filter by tier' })
        .getByRole('link', { name: 'TIER 1' })
      await tierLink.focus()
      await site.page.keyboard.press('Enter')
      await site.page.waitForURL(`${baseURL}/matches?tier=tier-1`)
      // The address changes before the page has rendered the new filter: wait for the links to carry it.
      await expect.poll(() => tierLink.getAttribute('aria-current')).toBe('page')
      const gameLink = site.page
        .getByRole('navigation', { name: 'Filter by game' })
        .getByRole('link', { name: 'CS2' })
      await expect.poll(() => gameLink.getAttribute('href')).toBe('/cs2/matches?tier=tier-1')
      await gameLink.focus()
      await site.page.keyboard.press('Enter')
      await site.page.waitForURL(`${baseURL}/cs2/matches?tier=tier-1`)
      await expect.poll(() => gameLink.getAttribute('aria-current')).toBe('page')
    })

    it('shows a match: score, games, streams and head-to-head', async () => {
      const { match, detail } = await scoredMatch()
      await site.open(match.path)
      const main = site.page.getByRole('main')
      const score = main.getByTestId('series-score')
      // "2 – 1", read out as "2 to 1"; a live score may move on between reads, so page and API are read together.
      const current = async () => {
        const { match: now } = await api<MatchDetail>(`/api/matches/${match.game}/${match.slug}`)
        return `${now.teams[0].score}–${now.teams[1].score}`
      }
      await expect
        .poll(async () =>
          (await score.innerText()).replace(/\s+|to/g, '') === (await current()) ? 'same' : 'differs',
        )
        .toBe('same')
      expect(await main.getByRole('region', { name: 'Games' }).isVisible()).toBe(true)
      if (detail.games.length > 0) expect(await main.getByRole('table').first().isVisible()).toBe(true)
      const streams = main.getByRole('region', { name: 'Streams' })
      expect(await streams.getByRole('link').count()).toBe(detail.streams.length)
      expect(await main.getByRole('region', { name: 'Head-to-head' }).isVisible()).toBe(true)
      expect(await pageScrollsSideways(site.page)).toBe(false)
      // No hydration mismatch (times render in UTC first, then in the reader's zone) and no failed read.
      expect(site.console.errors).toEqual([])
    })

    it('shows an event bracket that scrolls inside itself, never the page', async () => {
      const event = await bracketEvent()
      await site.open(event.event.path)
      const bracket = site.page.getByTestId('bracket').first()
      expect(await bracket.isVisible()).toBe(true)
      expect(await pageScrollsSideways(site.page)).toBe(false)
      if (width === 390) {
        const box = await bracket.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
        expect(box.scroll).toBeGreaterThan(box.client)
        // Reachable and scrollable by keyboard.
        await bracket.focus()
        await site.page.keyboard.press('ArrowRight')
        await expect.poll(() => bracket.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      }
      expect(site.console.errors).toEqual([])
    })

    it('hides scores in spoiler-free mode before scripts run, and reveals one, then all, by keyboard', async () => {
      const { match } = await scoredMatch()
      const event = await bracketEvent()
      await spoilerFree(site.page)
      for (const path of ['/matches', match.path, event.event.path]) {
        const held = await holdScripts(site.page)
        await site.page.goto(`${baseURL}${path}`, { waitUntil: 'load' })
        const shown = await site.page.evaluate(
          () =>
            [...document.querySelectorAll('main .spoiler-content')].filter(
              (el) => getComputedStyle(el).display !== 'none',
            ).length,
        )
        expect(shown, path).toBe(0)
        await held.release()
        await site.page.unroute(/\/assets\/.*\.js$/)
        await waitForHydration(site.page)
      }
      // On the match page: reveal the series score alone with the keyboard, then everything.
      await site.open(match.path)
      const main = site.page.getByRole('main')
      const score = main.getByTestId('series-score')
      expect(await score.isVisible()).toBe(false)
      await main
        .getByRole('button', { name: /^Show score/ })
        .first()
        .focus()
      await site.page.keyboard.press('Enter')
      await expect.poll(() => score.isVisible()).toBe(true)
      expect(await main.getByRole('button', { name: /^Show game results/ }).count()).toBeGreaterThan(0)
      await main.getByRole('button', { name: 'Show all results' }).click()
      await expect
        .poll(() => main.getByRole('button', { name: /^Show (game results|record|form)/ }).count())
        .toBe(0)
    })
  })
}
