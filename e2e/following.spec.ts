import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { TeamSummary } from '#shared/schemas/esports'
import type { MatchList, MatchSummary } from '#shared/schemas/matches'
import { baseURL, holdScripts, waitForHydration } from './support/browser'
import { useSite } from './support/site'

// Issue #18 items 1 and 4 in a browser, without an account: follow a team on its page, find it on /following and
// the home page's "Your teams" after a reload, unfollow it; and a toast on any open page when a followed team's
// match goes live and when it ends (spoiler-free: without the score). Matches are played on the fake PandaScore's
// control surface, as in live.spec.ts; each step waits on what the page shows, never on the clock.

const pandascoreURL = inject('pandascoreURL')
const FOLLOWS_KEY = 'follows.v1'

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

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

/** Resolves once the page has opened its stream of changes (live.spec.ts). */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/realtime')
}

/** A toast of the site's one toast system holding `text`. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text })

for (const width of [1280, 390] as const) {
  describe(`following at ${width} px`, () => {
    const site = useSite({ context: { viewport: { width, height: 900 }, colorScheme: 'light' } })

    it('follows a team on its page, shows it on /following and the home page after a reload, and unfollows it', async () => {
      const { teams } = await api<{ teams: TeamSummary[] }>('/api/teams?game=cs2')
      const team = teams[width === 1280 ? 1 : 2]!
      await site.open(`/cs2/teams/${team.slug}`)
      const main = site.page.getByRole('main')
      const follow = main.getByRole('button', { name: `Follow ${team.name}` })
      expect(await follow.getAttribute('aria-pressed')).toBe('false')
      await follow.click()
      const following = main.getByRole('button', { name: `Following ${team.name}` })
      await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true')
      expect(await site.page.evaluate((key) => localStorage.getItem(key), FOLLOWS_KEY)).toContain(team.slug)

      await site.open('/following')
      const followed = main.getByRole('region', { name: 'Followed teams' })
      expect(await followed.getByRole('link', { name: team.name }).count()).toBe(1)
      // The followed set's read has arrived: the sections are no longer loading.
      await expect.poll(() => main.getByRole('status').count()).toBe(0)
      const calendar = main.getByRole('textbox', { name: /in your calendar app/ })
      expect(await calendar.inputValue()).toBe(`${baseURL}/calendar.ics?teams=cs2:${team.slug}`)
      expect(await main.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
        `webcal://${new URL(baseURL).host}/calendar.ics?teams=cs2:${team.slug}`,
      )

      await site.page.reload({ waitUntil: 'networkidle' })
      await expect.poll(() => followed.getByRole('link', { name: team.name }).count()).toBe(1)
      await site.open('/')
      const strip = main.getByRole('region', { name: 'Your teams' })
      await expect.poll(() => strip.getByRole('link', { name: team.name }).count()).toBe(1)

      await site.open('/following')
      await main.getByRole('button', { name: `Following ${team.name}` }).click()
      await expect
        .poll(() => main.getByRole('heading', { name: "You're not following anyone yet" }).count())
        .toBe(1)
      await site.open('/')
      expect(await main.getByRole('region', { name: 'Your teams' }).count()).toBe(0)
      expect(site.console.errors).toEqual([])
    })

    it('follows both teams from a match page, and /following is kept out of search engines', async () => {
      const { matches } = await api<MatchList>('/api/matches?section=results&game=cs2&limit=20')
      const match = matches.find((m) => m.teams.every((side) => side.path !== null))!
      const [home, away] = match.teams
      await site.open(match.path)
      const main = site.page.getByRole('main')
      await main.getByRole('button', { name: `Follow ${home.name} and ${away.name}` }).click()
      const pressed = main.getByRole('button', { name: `Following ${home.name} and ${away.name}` })
      await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true')
      const stored = await site.page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
        FOLLOWS_KEY,
      )
      expect(stored.teams.map((t: { name: string }) => t.name)).toEqual([home.name, away.name])

      await site.open('/following')
      const followed = main.getByRole('region', { name: 'Followed teams' })
      expect(await followed.getByRole('listitem').count()).toBe(2)
      expect(await site.page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
      await site.open(match.path)
      await pressed.click()
      await expect
        .poll(() => main.getByRole('button', { name: `Follow ${home.name} and ${away.name}` }).count())
        .toBe(1)
      expect(await site.page.evaluate((key) => localStorage.getItem(key), FOLLOWS_KEY)).toBe(
        '{"teams":[],"players":[]}',
      )
    })

    it('keeps the home page and /following still while the followed part fills in', async () => {
      for (const follower of [false, true]) {
        const context = await site.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' })
        const page = await context.newPage()
        if (follower)
          await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
            FOLLOWS_KEY,
            JSON.stringify({ teams: [{ game: 'cs2', slug: 'no-such-team', name: 'Gone' }] }),
          ] as const)
        const scripts = await holdScripts(page)
        await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' })
        const before = await page
          .locator('#top-stories-heading')
          .evaluate((el) => el.getBoundingClientRect().top)
        const pageMain = page.getByRole('main')
        // What the server sent, before any script: room for the strip only for a follower.
        expect(await pageMain.getByRole('region', { name: 'Your teams' }).isVisible()).toBe(follower)
        await scripts.release()
        await waitForHydration(page)
        await expect
          .poll(() => pageMain.getByRole('region', { name: 'Your teams' }).count())
          .toBe(follower ? 1 : 0)
        const after = await page
          .locator('#top-stories-heading')
          .evaluate((el) => el.getBoundingClientRect().top)
        expect(after, follower ? 'a follower' : 'a reader who follows nothing').toBe(before)

        // /following before its script: the empty state for one, skeletons for the other.
        const held = await holdScripts(page)
        await page.goto(`${baseURL}/following`, { waitUntil: 'domcontentloaded' })
        const empty = pageMain.getByRole('heading', { name: "You're not following anyone yet" })
        expect(await empty.isVisible()).toBe(!follower)
        await held.release()
        await context.close()
      }
    })

    it('has no serious or critical accessibility violation on /following and a followed team page', async () => {
      const { teams } = await api<{ teams: TeamSummary[] }>('/api/teams?game=cs2')
      const team = teams[0]!
      // axe is injected as an inline script, which the site's CSP refuses.
      const context = await site.newContext({
        viewport: { width, height: 900 },
        colorScheme: 'light',
        bypassCSP: true,
      })
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        FOLLOWS_KEY,
        JSON.stringify({ teams: [{ game: 'cs2', slug: team.slug, name: team.name }] }),
      ] as const)
      const page = await context.newPage()
      for (const path of ['/following', `/cs2/teams/${team.slug}`, '/']) {
        await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
        await waitForHydration(page)
        await page.addScriptTag({ content: axe.source })
        const blocking = await page.evaluate(async () => {
          const { axe } = window as unknown as { axe: typeof import('axe-core') }
          const { violations } = await axe.run(document)
          return violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        })
        expect(blocking, path).toEqual([])
      }
    })

    it("shows a toast on an open page when a followed team's match goes live and when it ends", async () => {
      const spoilerFree = width === 390
      await site.open('/news')
      for (const match of await candidates()) {
        const [home, away] = match.teams
        // The team is followed from its page in an earlier visit: the set is in this browser's storage.
        await site.page.evaluate(
          ([key, value, hidden]) => {
            localStorage.setItem(key, value)
            localStorage.setItem('spoiler-free', String(hidden))
          },
          [FOLLOWS_KEY, JSON.stringify({ teams: [followRef(home)], players: [] }), spoilerFree] as const,
        )
        const listening = streamOpened(site.page)
        await site.page.reload({ waitUntil: 'networkidle' })
        await listening
        if (!(await control('start', { id: match.pandascoreId }))) continue

        const names = `${home.name} vs ${away.name}`
        const live = toastWith(site.page, `Live now: ${names}`)
        await expect.poll(() => live.count()).toBe(1)

        // Two games to the first side: a best-of-3 ends 2-0.
        for (let game = 0; game < 2; game++)
          await control('advance', { id: match.pandascoreId, gameWonBy: home.pandascoreId })
        const ended = toastWith(site.page, `Match over: ${names}`)
        await expect.poll(() => ended.count()).toBe(1)
        const text = (await ended.textContent()) ?? ''
        if (spoilerFree) expect(text).not.toMatch(/2–0/)
        else expect(text).toContain(`${home.name} 2–0 ${away.name}`)
        expect(site.page.url()).toBe(`${baseURL}/news`)
        expect(site.console.errors).toEqual([])
        return
      }
      throw new Error('no upcoming best-of-3 between two known teams is on the fake PandaScore')
    })
  })
}

/** Upcoming best-of-3s between two teams we hold pages of, in games no other spec counts on (live.spec.ts). */
async function candidates(): Promise<MatchSummary[]> {
  const found: MatchSummary[] = []
  for (const game of ['valorant', 'dota2', 'lol']) {
    const { matches } = await api<MatchList>(`/api/matches?section=upcoming&game=${game}&limit=50`)
    found.push(
      ...matches.filter(
        (m) =>
          m.status === 'not_started' &&
          m.numberOfGames === 3 &&
          m.teams.every((side) => side.pandascoreId !== null && side.path !== null),
      ),
    )
  }
  // From the far end, so live.spec.ts (which starts the soonest) and this spec do not reach for the same match.
  return found.reverse()
}

function followRef(side: MatchSummary['teams'][number]) {
  const [, game, , slug] = (side.path ?? '').split('/')
  return { game, slug, name: side.name }
}
