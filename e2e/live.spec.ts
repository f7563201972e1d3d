import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { MatchDetail, MatchList, MatchSummary } from '#shared/schemas/matches'
import { baseURL, waitForHydration } from './support/browser'
import { useSite } from './support/site'

// Issue #14 item 3 in a browser: a match PandaScore starts and scores reaches the open pages without a reload.
// The server polls the fake PandaScore every second (e2e/support/global-setup.ts); the spec plays the match
// through the fake's control surface (tests/support/fake-pandascore-control.ts). The server keeps polling while
// any match is stored as running (decision 028): the demo's live series are, from the first start.

const pandascoreURL = inject('pandascoreURL')

/** Games whose matches no other spec counts on (the team pages' spec features a CS2 team). */
const GAMES = ['lol', 'dota2', 'valorant'] as const

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** POST to the fake PandaScore's control surface; undefined when it does not know the match. */
async function control(action: 'start' | 'advance', body: object): Promise<unknown> {
  const response = await fetch(`${pandascoreURL}/__control/live/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`${action} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

const started = new Set<number>()

/** Starts an upcoming best-of-3 (or longer) between two known teams on the fake, and waits until we store it live. */
async function startLiveMatch(): Promise<MatchSummary> {
  for (const game of GAMES) {
    const { matches } = await api<MatchList>(`/api/matches?section=upcoming&game=${game}&limit=50`)
    const candidates = matches.filter(
      (m) =>
        m.status === 'not_started' &&
        (m.numberOfGames ?? 1) >= 3 &&
        m.teams.every((side) => side.pandascoreId !== null) &&
        !started.has(m.pandascoreId),
    )
    for (const match of candidates) {
      // The demo clock's own series are not PandaScore's: the fake does not know them.
      if (!(await control('start', { id: match.pandascoreId }))) continue
      started.add(match.pandascoreId)
      await expect
        .poll(async () => (await api<MatchDetail>(`/api/matches/${match.game}/${match.slug}`)).match.status)
        .toBe('running')
      return match
    }
  }
  throw new Error('no upcoming best-of-3 between two known teams is on the fake PandaScore')
}

/** The series score as it reads, e.g. "1–0" (the words for screen readers left out); '' when not shown. */
async function seriesScore(page: Page): Promise<string> {
  const score = page.getByRole('main').getByTestId('series-score')
  if ((await score.count()) === 0) return ''
  return ((await score.textContent()) ?? '').replace(/\s+|to/g, '')
}

/**
 * Resolves once the page has opened its stream of changes (it does so a moment after it settles): a change made
 * before then is not announced to it, so a step that should reach the page waits for this first.
 */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/realtime')
}

/** A mark on the window: it survives anything but a reload or a navigation to another document. */
function markWindow(page: Page) {
  return page.evaluate(() => {
    ;(window as unknown as { liveMark: string }).liveMark = 'still here'
  })
}

function windowMark(page: Page) {
  return page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark ?? 'reloaded')
}

for (const width of [1280, 390] as const) {
  describe(`a live match at ${width} px`, () => {
    const site = useSite({ context: { viewport: { width, height: 900 }, colorScheme: 'light' } })

    it('appears under Live now, and its new score reaches the match page and the matches page without a reload', async () => {
      const list = await site.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' })
      const matchesPage = await list.newPage()
      const listening = streamOpened(matchesPage)
      await matchesPage.goto(`${baseURL}/matches`, { waitUntil: 'networkidle' })
      await waitForHydration(matchesPage)
      await markWindow(matchesPage)
      await listening

      const match = await startLiveMatch()
      const [home, away] = match.teams
      // The matches page hears of the start from the server and lists the match under Live now.
      const row = matchesPage
        .getByRole('main')
        .getByRole('region', { name: 'Live now' })
        .locator(`li[data-match="${match.pandascoreId}"]`)
      await expect.poll(() => row.count()).toBe(1)
      const rowScores = row.locator('.spoiler-content .tabular-nums > span')
      await expect.poll(() => rowScores.allTextContents()).toEqual(['0', '0'])

      const matchListening = streamOpened(site.page)
      await site.open(match.path)
      await expect.poll(() => seriesScore(site.page)).toBe('0–0')
      await markWindow(site.page)
      await matchListening

      // Game 1 goes to the first side: 1-0 on both pages, neither reloaded.
      await control('advance', { id: match.pandascoreId, gameWonBy: home.pandascoreId })
      await expect.poll(() => seriesScore(site.page)).toBe('1–0')
      await expect.poll(() => rowScores.allTextContents()).toEqual(['1', '0'])
      expect(await windowMark(site.page)).toBe('still here')
      expect(await windowMark(matchesPage)).toBe('still here')
      expect(site.page.url()).toBe(`${baseURL}${match.path}`)

      // Game 2 to the other side, game 3 to the first: the series ends 2-1 and leaves Live now.
      await control('advance', { id: match.pandascoreId, gameWonBy: away.pandascoreId })
      await expect.poll(() => seriesScore(site.page)).toBe('1–1')
      await control('advance', { id: match.pandascoreId, gameWonBy: home.pandascoreId })
      await expect.poll(() => seriesScore(site.page)).toBe('2–1')
      await expect.poll(() => row.count()).toBe(0)
      expect(await windowMark(site.page)).toBe('still here')
      expect(site.console.errors).toEqual([])
    })

    it('keeps a live score hidden in spoiler-free mode when it changes', async () => {
      await site.page.addInitScript(() => localStorage.setItem('spoiler-free', 'true'))
      const match = await startLiveMatch()
      const listening = streamOpened(site.page)
      await site.open(match.path)
      const main = site.page.getByRole('main')
      const score = main.getByTestId('series-score')
      await expect.poll(() => seriesScore(site.page)).toBe('0–0')
      await markWindow(site.page)
      await listening

      await control('advance', { id: match.pandascoreId, gameWonBy: match.teams[1].pandascoreId })
      // The page holds the new score (the signal it arrived) and still shows only the button.
      await expect.poll(() => seriesScore(site.page)).toBe('0–1')
      expect(await score.isVisible()).toBe(false)
      expect(
        await main
          .getByRole('button', { name: /^Show score/ })
          .first()
          .isVisible(),
      ).toBe(true)
      expect(await windowMark(site.page)).toBe('still here')

      // The series ends 0-2, still hidden.
      await control('advance', { id: match.pandascoreId, gameWonBy: match.teams[1].pandascoreId })
      await expect.poll(() => seriesScore(site.page)).toBe('0–2')
      expect(await score.isVisible()).toBe(false)
      expect(site.console.errors).toEqual([])
    })
  })
}
