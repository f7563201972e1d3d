import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fakeClock } from '../../../../tests/support/fake-clock'
import { type FakePandaScore, startFakePandaScore } from '../../../../tests/support/fake-pandascore'
import {
  createPandaScoreClient,
  listQuery,
  type PandaScoreClient,
  type PandaScoreClientOptions,
  parseLinkHeader,
} from './client'
import { PandaScoreError } from './transport'
import { createRateLimiter } from './rate-limit'

describe('PandaScore helpers', () => {
  it('reads the Link header by rel', () => {
    expect(
      parseLinkHeader(
        '<https://api.pandascore.co/csgo/teams?page[number]=1>; rel="first", <https://api.pandascore.co/csgo/teams?page[number]=3>; rel="next", <https://api.pandascore.co/csgo/teams?page[number]=9>; rel="last"',
      ),
    ).toEqual({
      first: 'https://api.pandascore.co/csgo/teams?page[number]=1',
      next: 'https://api.pandascore.co/csgo/teams?page[number]=3',
      last: 'https://api.pandascore.co/csgo/teams?page[number]=9',
    })
    expect(parseLinkHeader(null)).toEqual({})
    expect(parseLinkHeader('garbage')).toEqual({})
  })

  it('writes filters, ranges, sorts and pages the way PandaScore reads them', () => {
    const query = listQuery(
      {
        filter: { opponent_id: 42, id: [1, 2, 3] },
        range: { begin_at: [new Date('2026-11-01T00:00:00.000Z'), new Date('2026-11-15T00:00:00Z')] },
        search: { name: 'wolves' },
        sort: ['-begin_at', 'id'],
        pageSize: 500,
      },
      2,
    )
    expect(Object.fromEntries(query)).toEqual({
      'filter[opponent_id]': '42',
      'filter[id]': '1,2,3',
      'range[begin_at]': '2026-11-01T00:00:00Z,2026-11-15T00:00:00Z',
      'search[name]': 'wolves',
      sort: '-begin_at,id',
      'page[size]': '100',
      'page[number]': '2',
    })
  })
})

describe('the PandaScore client against a fake PandaScore', () => {
  let fake: FakePandaScore
  const seenErrors: string[] = []
  const clients: PandaScoreClient[] = []

  const client = (options: Partial<PandaScoreClientOptions> = {}) => {
    const clock = options.clock ?? fakeClock(1_800_000_000_000)
    const made = createPandaScoreClient({
      token: fake.token,
      baseUrl: fake.url,
      allowPrivateHosts: true,
      clock,
      limiter: createRateLimiter({ clock }),
      random: () => 0.5,
      ...options,
    })
    clients.push(made)
    return made
  }

  /** The error a call fails with; every message is kept to check that none carries the token. */
  const failure = async (promise: Promise<unknown>): Promise<PandaScoreError> => {
    try {
      await promise
    } catch (error) {
      seenErrors.push(String(error), JSON.stringify(error))
      if (error instanceof PandaScoreError) return error
      throw error
    }
    throw new Error('expected the call to fail')
  }

  beforeAll(async () => {
    fake = await startFakePandaScore()
  })
  afterEach(() => {
    fake.requests.length = 0
  })
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()))
    await fake?.close()
  })

  it('follows Link rel="next" to the last page, with the token in the header only', async () => {
    const ps = client()
    const result = await ps.listTeams('cs2', { pageSize: 4 })
    expect(result.items.map((t) => t.current_videogame?.slug)).toEqual(Array(6).fill('cs-go'))
    expect(result).toMatchObject({ pages: 2, total: 6, truncated: false, errors: [] })
    expect(fake.requests.map((r) => [r.path, r.query['page[number]'], r.query['page[size]']])).toEqual([
      ['/csgo/teams', '1', '4'],
      ['/csgo/teams', '2', '4'],
    ])
    expect(fake.requests.every((r) => r.authorized && !('token' in r.query))).toBe(true)
    expect(ps.stats()).toMatchObject({ requests: 2, retries: 0, rateLimitRemaining: expect.any(Number) })
  })

  it('stops at maxPages and says so', async () => {
    const result = await client().listMatches('lol', { kind: 'past', pageSize: 10, maxPages: 2 })
    expect(result.items).toHaveLength(20)
    expect(result.truncated).toBe(true)
    expect(fake.count()).toBe(2)
  })

  it('filters by opponent, sorts, and tells CS2 apart by videogame_title', async () => {
    const teamId = 9100001
    const result = await client().listMatches('cs2', {
      kind: 'past',
      filter: { opponent_id: teamId },
      sort: '-begin_at',
      pageSize: 5,
      maxPages: 1,
    })
    expect(result.items).toHaveLength(5)
    for (const match of result.items) {
      expect(match.opponents.map((o) => o.opponent.id)).toContain(teamId)
      expect(match.videogame_title?.slug).toBe('cs-2')
    }
    const dates = result.items.map((m) => Date.parse(m.begin_at ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(fake.requests[0]?.query).toMatchObject({
      'filter[opponent_id]': String(teamId),
      'filter[videogame_title]': 'cs-2',
      sort: '-begin_at',
    })
  })

  it('waits out a 429 for its Retry-After, then retries', async () => {
    fake.script('/lol/teams', { status: 429, headers: { 'retry-after': '2' } })
    const clock = fakeClock(1_800_000_000_000)
    const result = await client({ clock }).listTeams('lol')
    expect(result.items).toHaveLength(6)
    expect(fake.count('/lol/teams')).toBe(2)
    expect(clock.sleeps).toEqual([2000])
  })

  it('retries a 5xx with exponential backoff and jitter', async () => {
    fake.script('/dota2/teams', { status: 500 }, { status: 503 })
    const clock = fakeClock(1_800_000_000_000)
    const ps = client({ clock })
    const result = await ps.listTeams('dota2')
    expect(result.items).toHaveLength(6)
    expect(fake.count('/dota2/teams')).toBe(3)
    // random() = 0.5: half of each step fixed plus a quarter: 500 → 375, 1000 → 750.
    expect(clock.sleeps).toEqual([375, 750])
    expect(ps.stats().retries).toBe(2)
  })

  it('gives up after 3 retries of a 5xx with a clear error', async () => {
    fake.script('/valorant/teams', { status: 500 }, { status: 502 }, { status: 500 }, { status: 500 })
    const error = await failure(client().listTeams('valorant'))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.message).toMatch(/answered 500 for \/valorant\/teams\?.* after 4 tries/)
    expect(fake.count('/valorant/teams')).toBe(4)
  })

  it('skips a malformed record, counts it in errors, and keeps the rest of the page', async () => {
    fake.script('/csgo/players', {
      mutate: (records) => records.map((r, i) => (i === 1 ? { ...r, id: 'not-a-number' } : r)),
    })
    const result = await client().listPlayers('cs2', { pageSize: 10, maxPages: 1 })
    expect(result.items).toHaveLength(9)
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]).toMatch(/^GET \/csgo\/players page 1: player #1 is invalid: id:/)
  })

  it('fails a 4xx at once with a clear error, and never shows the token', async () => {
    const wrong = 'wrong-token-abcdef123456'
    const error = await failure(client({ token: wrong }).listTeams('cs2'))
    expect(error.code).toBe('UNAUTHORIZED')
    expect(error.details.status).toBe(401)
    expect(error.message).toContain('check PANDASCORE_TOKEN')
    expect(fake.count()).toBe(1)
    fake.script('/csgo/tournaments', { status: 422, body: { error: `bad filter; token ${fake.token}` } })
    const rejected = await failure(client().listTournaments('cs2'))
    expect(rejected.code).toBe('BAD_REQUEST')
    expect(rejected.message).toContain('[redacted]')
    for (const text of seenErrors) {
      expect(text).not.toContain(fake.token)
      expect(text).not.toContain(wrong)
    }
  })

  it('times out a request that never answers', async () => {
    fake.script('/lol/players', { hang: true })
    const error = await failure(client({ timeoutMs: 300, maxRetries: 0 }).listPlayers('lol'))
    expect(error.code).toBe('TIMEOUT')
  })

  it('refuses to send the token to another host named by a Link header', async () => {
    fake.script('/csgo/teams', {
      status: 200,
      body: [],
      headers: { link: '<http://127.0.0.2:9/csgo/teams?page[number]=2>; rel="next"' },
    })
    const error = await failure(client().listTeams('cs2'))
    expect(error.code).toBe('BAD_RESPONSE')
    expect(fake.count()).toBe(1)
  })

  it('gives up without a request when the budget needs a longer wait than the caller allows', async () => {
    const clock = fakeClock(1_800_000_000_000)
    const limiter = createRateLimiter({ clock })
    limiter.pauseFor(60_000)
    const error = await failure(client({ clock, limiter, maxWaitMs: 2000 }).listTeams('cs2'))
    expect(error.code).toBe('RATE_LIMITED')
    expect(fake.count()).toBe(0)
  })

  // Bundled stages (fixtures/pandascore/README.md): the CS2 cup circuit, the Dota 2 autumn playoffs (double
  // elimination), the CS2 winter main event (its final TBD vs TBD) and the CS2 autumn group stage.
  const CS2_CUPS = 9500005
  const DOTA2_PLAYOFFS = 9500012
  const CS2_MAIN_EVENT = 9500003
  const CS2_GROUP_STAGE = 9500001

  it('reads a live match from /matches/running for every game in one request, until it is finished', async () => {
    const saved = structuredClone(fake.data.matches)
    try {
      const upcoming = (slug: string) =>
        fake.data.matches.find(
          (m) =>
            m.status === 'not_started' &&
            (m.videogame as { slug: string }).slug === slug &&
            (m.opponents as unknown[]).length === 2,
        )
      const csMatch = fake.live.start(Number(upcoming('cs-go')?.id))
      fake.live.start(Number(upcoming('league-of-legends')?.id))
      const ps = client()
      const before = await ps.listRunningMatches()
      expect(before.items.map((m) => m.videogame.slug).sort()).toEqual(['cs-go', 'league-of-legends'])
      expect(fake.count('/matches/running')).toBe(1)
      expect((await ps.listRunningMatches('lol')).items).toHaveLength(1)
      expect(fake.count('/lol/matches/running')).toBe(1)

      const [home, away] = (csMatch.opponents as { opponent: { id: number } }[]).map((o) => o.opponent.id)
      const scoreOf = (m: (typeof before.items)[number] | undefined) => m?.results?.map((r) => r.score)
      fake.live.advance(Number(csMatch.id), { gameWonBy: Number(home) })
      const after = (await ps.listRunningMatches('cs2')).items[0]
      expect(scoreOf(after)).toEqual([1, 0])
      expect(after?.games?.map((g) => g.status)).toEqual(['finished', 'running', 'not_started'])
      const firstModified = before.items.find((m) => m.id === csMatch.id)?.modified_at
      expect(Date.parse(String(after?.modified_at))).toBeGreaterThan(Date.parse(String(firstModified)))

      fake.live.advance(Number(csMatch.id), { gameWonBy: Number(away) })
      fake.live.advance(Number(csMatch.id), { gameWonBy: Number(away) })
      expect((await ps.listRunningMatches('cs2')).items).toEqual([])
      const past = await ps.listMatches('cs2', { kind: 'past', filter: { id: Number(csMatch.id) } })
      expect(past.items[0]).toMatchObject({
        status: 'finished',
        winner_id: away,
        results: [
          { team_id: home, score: 1 },
          { team_id: away, score: 2 },
        ],
      })
    } finally {
      fake.data.matches.splice(0, fake.data.matches.length, ...saved)
    }
  })

  it("pages through a stage's matches and reads its bracket, TBD final included", async () => {
    const ps = client()
    const matches = await ps.listTournamentMatches(CS2_CUPS, { pageSize: 20 })
    expect(matches.pages).toBeGreaterThan(1)
    expect(matches.items).toHaveLength(matches.total ?? 0)
    expect(new Set(matches.items.map((m) => m.tournament.id))).toEqual(new Set([CS2_CUPS]))

    const bracket = await ps.listTournamentBrackets(DOTA2_PLAYOFFS)
    expect(bracket.items).toHaveLength(6)
    const named = (name: string) => bracket.items.find((m) => m.name?.startsWith(name))
    const final = named('Grand final')
    expect(final?.previous_matches).toEqual([
      { match_id: named('Upper bracket final')?.id, type: 'winner' },
      { match_id: named('Lower bracket final')?.id, type: 'winner' },
    ])
    expect(named('Lower bracket round 1')?.previous_matches.map((p) => p.type)).toEqual(['loser', 'loser'])

    const future = await ps.listTournamentBrackets(CS2_MAIN_EVENT)
    expect(future.items.at(-1)).toMatchObject({ name: 'Grand final: TBD vs TBD', opponents: [] })
    expect(future.items.at(-1)?.previous_matches).toHaveLength(2)
  })

  it('reads group and bracket standings, and the roster a team played a stage with', async () => {
    const ps = client()
    const group = await ps.listTournamentStandings(CS2_GROUP_STAGE)
    expect(group.items.map((row) => row.rank)).toEqual([1, 2, 3, 4])
    for (const row of group.items) expect(row.total).toBe((row.wins ?? 0) + (row.losses ?? 0))

    const placings = await ps.listTournamentStandings(DOTA2_PLAYOFFS)
    expect(placings.items.map((row) => [row.rank, row.team.name])).toEqual([
      [1, 'Coral Monsoon'],
      [2, 'Saffron Sentinels'],
      [3, 'Obsidian Heron'],
      [4, 'Nightjar Collective'],
    ])
    const finalId = (await ps.listTournamentBrackets(DOTA2_PLAYOFFS)).items.find((m) =>
      m.name?.startsWith('Grand final'),
    )?.id
    expect(placings.items[0]?.last_match?.id).toBe(finalId)

    const rosters = await ps.listTournamentRosters(CS2_GROUP_STAGE)
    expect(rosters.items).toHaveLength(4)
    const aurora = rosters.items.find((team) => team.name === 'Aurora Vanguard')
    // The stage roster, not the current contracts: a player who has left since played it.
    expect(aurora?.players?.map((p) => p.name)).toEqual([
      'pyrelith',
      'Quillon',
      'sableknot',
      'tarnwick',
      'ashlowe',
    ])
    expect(fake.count(`/tournaments/${CS2_GROUP_STAGE}/rosters`)).toBe(1)
  })

  it("waits out a 429 on a stage's standings and skips a malformed bracket match", async () => {
    const clock = fakeClock(1_800_000_000_000)
    const ps = client({ clock })
    fake.script(`/tournaments/${DOTA2_PLAYOFFS}/standings`, { status: 429, headers: { 'retry-after': '3' } })
    expect((await ps.listTournamentStandings(DOTA2_PLAYOFFS)).items).toHaveLength(4)
    expect(fake.count(`/tournaments/${DOTA2_PLAYOFFS}/standings`)).toBe(2)
    expect(clock.sleeps).toEqual([3000])

    fake.script(`/tournaments/${DOTA2_PLAYOFFS}/brackets`, {
      mutate: (records) =>
        records.map((r, i) => (i === 2 ? { ...r, previous_matches: [{ match_id: 1 }] } : r)),
    })
    const bracket = await ps.listTournamentBrackets(DOTA2_PLAYOFFS)
    expect(bracket.items).toHaveLength(5)
    expect(bracket.errors).toEqual([
      expect.stringMatching(
        /^GET \/tournaments\/9500012\/brackets page 1: bracket match #2 id \d+ is invalid: previous_matches/,
      ),
    ])

    const missing = await failure(ps.listTournamentStandings(1))
    expect(missing.code).toBe('NOT_FOUND')
  })

  it('refuses a private base URL unless private hosts are allowed', () => {
    expect(() => createPandaScoreClient({ token: 't', baseUrl: fake.url })).toThrow(/Refused/)
    expect(() => createPandaScoreClient({ token: ' ', baseUrl: fake.url })).toThrow(/token/)
  })
})
