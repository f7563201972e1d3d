import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type {
  FaqItem,
  PlayerDetail,
  PlayerSummary,
  TeamDetail,
  TeamMatch,
  TeamSummary,
} from '#shared/schemas/esports'
import { statTypeLabel } from '#web/features/player/utils/player-stats'
import { baseURL, chromiumPath } from './support/browser'
import { useSite } from './support/site'

// game hubs, the teams and players lists, team and player pages, spoiler-free mode.

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

async function teamsOf(game: string): Promise<TeamSummary[]> {
  const { teams } = await api<{ teams: TeamSummary[] }>(`/api/teams?game=${game}`)
  if (teams.length === 0) throw new Error(`the demo data has no ${game} teams`)
  return teams
}

async function playersOf(game: string): Promise<PlayerSummary[]> {
  const { players } = await api<{ players: PlayerSummary[] }>(`/api/players?game=${game}`)
  if (players.length === 0) throw new Error(`the demo data has no ${game} players`)
  return players
}

/** The first demo team with stored finished matches (a score to hide) and, when any team has them, FAQ items. */
async function featuredTeam(): Promise<{ team: TeamDetail['team']; past: TeamMatch[]; faq: FaqItem[] }> {
  let fallback: { team: TeamDetail['team']; past: TeamMatch[]; faq: FaqItem[] } | undefined
  for (const summary of await teamsOf('cs2')) {
    const { team } = await api<TeamDetail>(`/api/teams/by-slug/${summary.slug}`)
    const { matches: past } = await api<{ matches: TeamMatch[] }>(
      `/api/teams/${team.id}/matches?kind=past&limit=5`,
    )
    if (!past.some((match) => match.scoreTeam != null)) continue
    const faq = await fetch(`${baseURL}/api/teams/${team.id}/faq`)
    const items = faq.ok ? ((await faq.json()) as { items: FaqItem[] }).items : []
    if (items.length > 0) return { team, past, faq: items }
    fallback ??= { team, past, faq: [] }
  }
  if (!fallback) throw new Error('no demo cs2 team has finished matches')
  return fallback
}

/** The team's record ("W-L", "-D" when any) in the tournament of its latest finished match, as the API holds it. */
async function latestTournamentRecord(
  teamId: string,
): Promise<{ name: string; record: string; played: number; ongoing: boolean }> {
  const { matches: past } = await api<{ matches: TeamMatch[] }>(
    `/api/teams/${teamId}/matches?kind=past&limit=100`,
  )
  const { matches: upcoming } = await api<{ matches: TeamMatch[] }>(
    `/api/teams/${teamId}/matches?kind=upcoming&limit=20`,
  )
  const nameOf = (match: TeamMatch) => (match.tournamentName ?? match.tournament?.name)?.trim()
  const name = past.map(nameOf).find(Boolean)
  if (!name) throw new Error('the demo team has no finished tournament match')
  const played = past.filter((match) => nameOf(match) === name)
  const count = (result: TeamMatch['result']) => played.filter((match) => match.result === result).length
  const draws = count('draw')
  return {
    name,
    record: [count('win'), count('loss'), ...(draws > 0 ? [draws] : [])].join('-'),
    played: played.length,
    ongoing: upcoming.some((match) => nameOf(match) === name),
  }
}

function cardCount(page: Page): Promise<number> {
  return page.getByRole('main').getByRole('article').count()
}

describe.skipIf(!chromiumPath)('esports pages in Chromium', () => {
  const site = useSite()

  it('shows the game hub with real team, player and article counts and its three sections', async () => {
    const response = await site.open(`/cs2`)
    expect(response?.status()).toBe(200)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'CS2 - Teams, Players & News',
    )
    expect(await site.page.getByText('Esports Hub', { exact: true }).count()).toBe(1)
    const main = site.page.getByRole('main')
    for (const noun of ['teams', 'players', 'articles']) {
      const badge = await main.getByText(new RegExp(`^\\d+ ${noun}$`)).textContent()
      expect(Number(badge?.match(/\d+/)?.[0])).toBeGreaterThan(0)
    }
    const links = [
      ['Explore Teams', '/cs2/teams'],
      ['Explore Players', '/cs2/players'],
      ['Explore News', '/news/cs2'],
    ] as const
    for (const [name, href] of links) {
      expect(await main.getByRole('link', { name }).getAttribute('href')).toBe(href)
    }
    expect(await main.getByRole('heading', { name: 'About CS2 Esports' }).count()).toBe(1)
    expect(site.console.errors).toEqual([])
  })

  it('lists teams with search, a country filter, Clear, game badges, statistics and card links', async () => {
    const teams = await teamsOf('cs2')
    await site.open(`/cs2/teams`)
    const main = site.page.getByRole('main')
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('CS2 Teams')
    expect(await cardCount(site.page)).toBe(teams.length)
    const stats = main.getByRole('region', { name: 'Statistics' })
    expect(await stats.textContent()).toContain(`Total Teams${teams.length}`)
    expect(await stats.textContent()).toContain('Supported Games4')
    const tier1 = teams.filter((team) => team.tier === 'tier-1').length
    expect(await stats.textContent()).toContain(`Tier-1 Teams${tier1}`)

    // Search: a case-insensitive substring of the name.
    const first = teams[0]!
    const clear = main.getByRole('button', { name: 'Clear', exact: true })
    expect(await clear.isVisible()).toBe(false)
    await main.getByPlaceholder('Search teams by name...').fill(first.name.slice(2, 9).toUpperCase())
    await expect.poll(() => cardCount(site.page)).toBeLessThanOrEqual(teams.length)
    expect(await main.getByRole('heading', { name: first.name, exact: true }).count()).toBe(1)
    expect(await clear.isVisible()).toBe(true)
    await main.getByPlaceholder('Search teams by name...').fill('no team is called this')
    await expect.poll(() => main.getByText('No Teams Found').count()).toBe(1)
    await clear.click()
    await expect.poll(() => cardCount(site.page)).toBe(teams.length)
    expect(await main.getByPlaceholder('Search teams by name...').inputValue()).toBe('')

    // Country filter: the distinct locations, sorted, with flags.
    const country = main.getByRole('combobox', { name: 'Filter by country' })
    const locations = [...new Set(teams.flatMap((team) => (team.location ? [team.location] : [])))].sort()
    const options = (await country.locator('option').allTextContents()).slice(1)
    expect(options.map((option) => option.replace(/^\S+\s/, ''))).toEqual(locations)
    const location = first.location!
    await country.selectOption(location)
    await expect
      .poll(() => cardCount(site.page))
      .toBe(teams.filter((team) => team.location === location).length)
    await clear.click()
    await expect.poll(() => cardCount(site.page)).toBe(teams.length)

    expect(await main.getByRole('link', { name: 'View Players' }).getAttribute('href')).toBe('/cs2/players')
    const games = main.getByRole('navigation', { name: 'Teams by game' })
    expect(await games.getByRole('link', { name: 'CS2' }).getAttribute('aria-current')).toBe('page')
    expect(await games.getByRole('link', { name: 'Dota 2' }).getAttribute('href')).toBe('/dota2/teams')

    const card = main.getByRole('link', { name: first.name, exact: true })
    expect(await card.getAttribute('href')).toBe(`/cs2/teams/${first.slug}`)
    await card.click()
    await site.page.waitForURL(`${baseURL}/cs2/teams/${first.slug}`)
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe(first.name)
  })

  it('shows a team: header with its rank, form, roster, matches, tabs, analysis and FAQ', async () => {
    const { team, past, faq } = await featuredTeam()
    const response = await site.open(`/cs2/teams/${team.slug}`)
    expect(response?.status()).toBe(200)
    expect(await site.page.title()).toBe(`${team.name} - CS2 Team Profile | BO5`)
    const main = site.page.getByRole('main')
    const header = main.locator('header').first()
    expect(await header.textContent()).toContain(`#${team.rank.position}`)
    expect(team.rank.of).toBeGreaterThanOrEqual(team.rank.position)
    if (team.acronym) expect(await header.textContent()).toContain(`"${team.acronym}"`)
    expect(await site.page.locator('meta[name="keywords"]').getAttribute('content')).toContain(team.name)

    expect(
      await main.getByRole('heading', { name: `Active Roster (${team.players.length} players)` }).count(),
    ).toBe(1)
    const recent = main.getByRole('region', { name: 'Recent Matches' })
    const firstRow = recent.getByRole('listitem').first()
    expect(await firstRow.textContent()).toContain(`vs ${past[0]!.opponentName}`)
    expect(await firstRow.textContent()).toMatch(/(WIN|LOSS|DRAW|TBD)(\d+-\d+|TBD)/)
    expect(await main.getByRole('region', { name: 'Upcoming Matches' }).textContent()).toMatch(
      /SCHEDULED|Upcoming matches will appear here when scheduled/,
    )
    const form = main.getByRole('region', { name: 'Current Form Analysis' })
    expect(await form.textContent()).toMatch(
      /Win Rate\d+%Recent Form(GOAT|Unstoppable|Cooking|Inconsistent|Slumping|Washed)/,
    )
    // The wins, losses and rate are of the last matches (30 at most), not of every match the team list counts.
    expect(await form.textContent()).toMatch(/figures from the last (match|\d+ matches)/)

    // Tabs: each shows its own panel.
    const panels = [
      ['Matches', 'Match History'],
      ['Players', 'Player Details'],
      ['Stats', 'Advanced Statistics'],
      ['Achievements', 'Tournament Achievements'],
      ['Overview', 'Current Form Analysis'],
    ] as const
    for (const [tab, heading] of panels) {
      await main.getByRole('tab', { name: tab }).click()
      expect(await main.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true')
      const panel = main.getByRole('tabpanel')
      await expect.poll(() => panel.getByRole('heading', { name: heading }).isVisible()).toBe(true)
    }
    await main.getByRole('tab', { name: 'Matches' }).click()
    expect(await main.getByRole('tabpanel').getByRole('listitem').count()).toBeGreaterThanOrEqual(past.length)
    await main.getByRole('tab', { name: 'Stats' }).click()
    expect(await main.getByRole('tabpanel').textContent()).toContain('Map Statistics')

    // Achievements: the record in the tournament of the latest match, from the matches the API holds.
    const latest = await latestTournamentRecord(team.id)
    await main.getByRole('tab', { name: 'Achievements' }).click()
    const achievements = main.getByRole('region', { name: 'Tournament Achievements' })
    const row = achievements.getByRole('listitem').filter({
      has: site.page.getByRole('heading', { level: 3, name: latest.name, exact: true }),
    })
    await expect.poll(() => row.count()).toBe(1)
    const rowText = await row.textContent()
    expect(rowText).toContain(latest.record)
    expect(rowText).toContain(`${latest.played} ${latest.played === 1 ? 'match' : 'matches'} played`)
    if (latest.ongoing) expect(rowText).toContain('Next match')
    else expect(rowText).not.toContain('Next match')
    expect(await row.getByText(latest.record, { exact: true }).isVisible()).toBe(true)
    expect(await achievements.textContent()).not.toContain('Coming soon')
    await main.getByRole('tab', { name: 'Overview' }).click()

    // Generate Analysis: "Generating..." while working, then the text below.
    const generate = form.getByRole('button', { name: /Generate Analysis|Generating\.\.\./ })
    await generate.click()
    await expect.poll(() => generate.textContent(), { timeout: 30_000 }).toBe('Generate Analysis')
    const analysis = form.locator('[aria-live="polite"] p').first()
    await expect.poll(() => analysis.textContent()).toMatch(new RegExp(team.name))

    // FAQ: the first item open at start; items toggle.
    expect(faq.length, 'no demo team has FAQ items (GET /api/teams/:id/faq)').toBeGreaterThan(0)
    const faqSection = main.getByRole('region', { name: `Frequently Asked Questions: ${team.name} (CS2)` })
    const items = faqSection.locator('details')
    expect(await items.count()).toBe(faq.length)
    expect(await items.nth(0).getAttribute('open')).not.toBeNull()
    if (faq.length > 1) expect(await items.nth(1).getAttribute('open')).toBeNull()
    await items.nth(0).locator('summary').click()
    await expect.poll(() => items.nth(0).getAttribute('open')).toBeNull()
    await items.nth(0).locator('summary').click()
    await expect.poll(() => items.nth(0).getAttribute('open')).not.toBeNull()
    const blocks = await site.page.locator('script[type="application/ld+json"]').allTextContents()
    expect(blocks.some((block) => block.includes('"FAQPage"'))).toBe(true)
    expect(site.console.errors).toEqual([])
  })

  it('fills empty match lists and thin stats from get-team-matches (§4 fallbacks)', async () => {
    const { team } = await featuredTeam()
    // Stored reads answer empty in the browser; the page then asks for live matches.
    await site.page.route('**/api/teams/*/matches?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"matches":[]}' }),
    )
    const live: unknown[] = []
    site.page.on('request', (request) => {
      if (request.url().endsWith('/api/get-team-matches')) live.push(request.postDataJSON())
    })
    await site.open(`/cs2/teams`)
    await site.page.getByRole('main').getByRole('link', { name: team.name, exact: true }).click()
    await site.page.waitForURL(`${baseURL}/cs2/teams/${team.slug}`)
    const main = site.page.getByRole('main')
    const recent = main.getByRole('region', { name: 'Recent Matches' })
    await expect.poll(() => recent.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(live).toContainEqual({
      game: 'cs2',
      pandascore_id: team.pandascoreId,
      teamName: team.name,
      upcomingLimit: 3,
      recentLimit: 5,
    })
    expect(live).toContainEqual({
      game: 'cs2',
      pandascore_id: team.pandascoreId,
      teamName: team.name,
      upcomingLimit: 0,
      recentLimit: 30,
    })
    const form = main.getByRole('region', { name: 'Current Form Analysis' })
    await expect.poll(() => form.textContent()).toMatch(/Win Rate\d+%/)
    expect(site.console.errors).toEqual([])
  })

  it('answers 404 with "Team Not Found" and "Player Not Found" for unknown slugs', async () => {
    const team = await site.page.goto(`${baseURL}/cs2/teams/no-such-team-anywhere`, {
      waitUntil: 'networkidle',
    })
    expect(team?.status()).toBe(404)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Team Not Found')
    expect(
      await site.page.getByText("The team you're looking for doesn't exist or has been moved.").count(),
    ).toBe(1)
    const player = await site.page.goto(`${baseURL}/cs2/players/no-such-player-anywhere`, {
      waitUntil: 'networkidle',
    })
    expect(player?.status()).toBe(404)
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Player Not Found')
    expect(site.console.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })

  it('lists players with search and a nationality filter', async () => {
    const players = await playersOf('cs2')
    await site.open(`/cs2/players`)
    const main = site.page.getByRole('main')
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe('CS2 Players')
    expect(await cardCount(site.page)).toBe(players.length)
    const teams = new Set(players.flatMap((player) => (player.team ? [player.team.name] : []))).size
    expect(await main.getByRole('region', { name: 'Statistics' }).textContent()).toBe(
      `Total Players${players.length}Unique Teams${teams}Supported Games4`,
    )

    const target = players[Math.floor(players.length / 2)]!
    await main.getByPlaceholder('Search players by name...').fill(target.name.toUpperCase())
    await expect.poll(() => main.getByRole('heading', { name: target.name, exact: true }).count()).toBe(1)
    expect(await cardCount(site.page)).toBeLessThan(players.length)
    await main.getByRole('button', { name: 'Clear', exact: true }).click()
    await expect.poll(() => cardCount(site.page)).toBe(players.length)

    const nationality = target.nationality!
    await main.getByRole('combobox', { name: 'Filter by nationality' }).selectOption(nationality)
    await expect
      .poll(() => cardCount(site.page))
      .toBe(players.filter((player) => player.nationality === nationality).length)
    expect(await main.getByRole('link', { name: 'View Teams' }).getAttribute('href')).toBe('/cs2/teams')
    const link = main.getByRole('link', { name: target.name, exact: true })
    expect(await link.getAttribute('href')).toBe(
      `/${target.team?.currentVideogame ?? 'cs2'}/players/${target.slug}`,
    )
    expect(site.console.errors).toEqual([])
  })

  it('shows a player: profile, team link, statistics and career summary', async () => {
    const players = await playersOf('cs2')
    let detail: PlayerDetail['player'] | undefined
    for (const summary of players) {
      const { player } = await api<PlayerDetail>(`/api/players/by-slug/${summary.slug}`)
      if (player.stats.length > 0 && player.team) {
        detail = player
        break
      }
    }
    if (!detail) throw new Error('no demo cs2 player has statistics and a team')
    const response = await site.page.goto(`${baseURL}/cs2/players/${detail.slug}`, {
      waitUntil: 'networkidle',
    })
    expect(response?.status()).toBe(200)
    const main = site.page.getByRole('main')
    expect(await site.page.getByRole('heading', { level: 1 }).textContent()).toBe(detail.name)
    expect(await main.getByRole('link', { name: 'Back to Players' }).getAttribute('href')).toBe(
      '/cs2/players',
    )
    const team = detail.team!
    expect(
      await main
        .getByRole('link', { name: new RegExp(team.name) })
        .first()
        .getAttribute('href'),
    ).toBe(`/${team.currentVideogame}/teams/${team.slug}`)

    const statistics = main.getByRole('region', { name: 'Statistics' })
    const stat = detail.stats[0]!
    const value = typeof stat.statValue === 'number' ? stat.statValue.toFixed(2) : stat.statValue
    expect(await statistics.textContent()).toContain(value)
    // Underscores as spaces, abbreviations in capitals ("ADR", "Kills per round").
    expect(await statistics.textContent()).toContain(statTypeLabel(stat.statType))
    if (stat.matchesPlayed > 0)
      expect(await statistics.textContent()).toContain(`${stat.matchesPlayed} matches`)

    const info = main.getByRole('region', { name: 'Player Information' })
    for (const term of ['IGN', 'Real Name', 'Nationality', 'Role', 'Current Team']) {
      expect(await info.getByText(term, { exact: true }).count()).toBe(1)
    }
    const career = main.getByRole('region', { name: 'Career Summary' })
    // Every stat row of a game counts the same matches: each match once, not once per stat.
    const record = detail.stats.reduce((best, s) => (s.matchesPlayed > best.matchesPlayed ? s : best))
    expect(new Set(detail.stats.map((s) => s.game)).size).toBe(1)
    const { matchesPlayed: totalMatches, wins, losses } = record
    const text = await career.textContent()
    expect(text).toContain(`Total Matches${totalMatches}`)
    expect(text).toContain(`Total Wins${wins}`)
    if (wins + losses > 0) expect(text).toContain(`Win Rate${((wins / (wins + losses)) * 100).toFixed(1)}%`)
    expect(await main.getByText(/^Last updated:/).count()).toBe(1)
    expect(site.console.errors).toEqual([])
  })

  it("names a League of Legends position as fans do ('Jungle', not PandaScore's 'jun')", async () => {
    const jungler = (await playersOf('lol')).find((p) => p.role === 'jun')
    if (!jungler) throw new Error('the demo data has no LoL jungler')
    await site.page.goto(`${baseURL}/lol/players/${jungler.slug}`, { waitUntil: 'networkidle' })
    const main = site.page.getByRole('main')
    const info = await main.getByRole('region', { name: 'Player Information' }).textContent()
    expect(info).toMatch(/Role\s*jungle/i)
    expect(await main.getByText('jungle', { exact: true }).first().isVisible()).toBe(true)
    expect(await main.getByText('jun', { exact: true }).count()).toBe(0)
  })

  it('hides scores in spoiler-free mode from the first paint, reveals one, and turns off', async () => {
    const { team, past } = await featuredTeam()
    const score = `${past[0]!.scoreTeam}-${past[0]!.scoreOpponent}`
    const path = `${baseURL}/cs2/teams/${team.slug}`
    // Crawlers and readers without JavaScript always get the scores.
    expect(await (await fetch(path)).text()).toContain(score)

    await site.page.goto(path, { waitUntil: 'networkidle' })
    const toggle = site.page.getByRole('banner').getByRole('switch', { name: 'Spoiler-free' })
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    const recent = site.page.getByRole('main').getByRole('region', { name: 'Recent Matches' })
    const firstScore = recent.getByText(score, { exact: true }).first()
    expect(await firstScore.isVisible()).toBe(true)
    await toggle.click()
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    expect(await site.page.evaluate(() => localStorage.getItem('spoiler-free'))).toBe('true')
    await expect.poll(() => firstScore.isVisible()).toBe(false)

    // Block the app's JavaScript: only the inline head script can hide the scores now.
    await site.page.route('**/assets/*.js', (route) => route.abort())
    // "load" waits for the stylesheets, which block the first paint anyway.
    await site.page.reload({ waitUntil: 'load' })
    expect(await site.page.evaluate(() => document.documentElement.classList.contains('spoiler-free'))).toBe(
      true,
    )
    const hidden = await site.page.evaluate(() => {
      const contents = [...document.querySelectorAll('.spoiler-content')]
      return {
        count: contents.length,
        shown: contents.filter((el) => getComputedStyle(el).display !== 'none').length,
        buttons: [...document.querySelectorAll('.spoiler-reveal')].filter(
          (el) => getComputedStyle(el).display !== 'none',
        ).length,
        text: document.querySelector('main')?.innerText ?? '',
      }
    })
    expect(hidden.count).toBeGreaterThan(0)
    expect(hidden.shown).toBe(0)
    expect(hidden.buttons).toBe(hidden.count)
    expect(hidden.text).not.toMatch(/\b(WIN|LOSS)\b/)
    await site.page.unroute('**/assets/*.js')

    // Hydrated: reveal one result; the others stay hidden.
    await site.page.reload({ waitUntil: 'networkidle' })
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    const reveal = recent.getByRole('button', { name: /^Show result/ })
    const before = await reveal.count()
    expect(before).toBeGreaterThan(1)
    await reveal.first().click()
    await expect.poll(() => reveal.count()).toBe(before - 1)
    expect(await recent.getByText(score, { exact: true }).first().isVisible()).toBe(true)
    expect(
      await site.page.evaluate(() => document.activeElement?.classList.contains('spoiler-content')),
    ).toBe(true)
    // The form figures are hidden too, behind their own button.
    expect(await site.page.getByRole('button', { name: /^Show form/ }).count()).toBe(1)

    // So are the tournament records of the Achievements tab, one button per tournament.
    const latest = await latestTournamentRecord(team.id)
    await site.page.getByRole('main').getByRole('tab', { name: 'Achievements' }).click()
    const achievements = site.page.getByRole('main').getByRole('region', { name: 'Tournament Achievements' })
    const rows = achievements.getByRole('listitem')
    await expect.poll(() => rows.count()).toBeGreaterThan(0)
    const showRecord = achievements.getByRole('button', { name: /^Show record/ })
    expect(await showRecord.count()).toBe(await rows.count())
    const row = rows.filter({
      has: site.page.getByRole('heading', { level: 3, name: latest.name, exact: true }),
    })
    const record = row.getByText(latest.record, { exact: true })
    expect(await record.isVisible()).toBe(false)
    await row.getByRole('button', { name: `Show record (${latest.name})` }).click()
    await expect.poll(() => record.isVisible()).toBe(true)
    expect(await showRecord.count()).toBe((await rows.count()) - 1)
    await site.page.getByRole('main').getByRole('tab', { name: 'Overview' }).click()

    await toggle.click()
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    expect(await site.page.evaluate(() => localStorage.getItem('spoiler-free'))).toBe('false')
    await expect.poll(() => reveal.count()).toBe(0)
    expect(await site.page.evaluate(() => document.documentElement.classList.contains('spoiler-free'))).toBe(
      false,
    )
    expect(site.console.errors.filter((e) => !/ERR_FAILED|net::/.test(e))).toEqual([])
  })

  it('keeps spoiler-free mode in step across tabs and offers it in the mobile menu', async () => {
    await site.open(`/cs2`)
    const other = await site.context.newPage()
    await other.goto(`${baseURL}/cs2/teams`, { waitUntil: 'networkidle' })
    await site.page.getByRole('banner').getByRole('switch', { name: 'Spoiler-free' }).click()
    await expect
      .poll(() => other.evaluate(() => document.documentElement.classList.contains('spoiler-free')))
      .toBe(true)
    expect(
      await other
        .getByRole('banner')
        .getByRole('switch', { name: 'Spoiler-free' })
        .getAttribute('aria-checked'),
    ).toBe('true')

    const phone = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const mobile = await phone.newPage()
    await mobile.goto(`${baseURL}/cs2`, { waitUntil: 'networkidle' })
    await mobile.getByRole('button', { name: 'Open menu' }).click()
    const sheet = mobile.getByRole('dialog')
    await expect.poll(() => sheet.isVisible()).toBe(true)
    const sheetToggle = sheet.getByRole('switch', { name: 'Spoiler-free' })
    await sheetToggle.click()
    expect(await sheetToggle.getAttribute('aria-checked')).toBe('true')
    await phone.close()
  })
})
