import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readBundledPandaScoreWire } from '#server/providers/pandascore/bundled'
import { bundledTimeOffset, shiftTimes } from '#server/providers/pandascore/map-rows'
import { CONTROL_PREFIX, handleControl } from './fake-pandascore-control'
import { createFakeLive, type FakePandaScoreLive } from './fake-pandascore-live'
import { createFakeRosters, type FakeRosters } from './fake-pandascore-rosters'
import { sendJson, startFakeServer } from './fake-server'

// A real HTTP server on 127.0.0.1 that answers like PandaScore (pandascore-notes.md,
// pandascore-matches-events.md), serving the bundled data set (fixtures/pandascore, times moved to `now` as
// the loader does) under the per-game paths (/{game}/matches/{upcoming,running,past}, /matches/running for all
// games…) and per tournament (/tournaments/{id}/{matches,brackets,standings,rosters}), with Bearer auth,
// page[size]/page[number], filter/range/search/sort, Link first/prev/next/last, X-Page, X-Per-Page, X-Total
// and X-Rate-Limit-Remaining. Tests script 429s, 500s, malformed records and hangs per path, play live
// matches (`live`, fake-pandascore-live.ts, or over HTTP under /__control/: fake-pandascore-control.ts), and read
// how many requests were made per path (control requests are not counted).

export const FAKE_PANDASCORE_TOKEN = 'ps-test-token-9f3b1c2d7e'

const FIXTURES = fileURLToPath(new URL('../../fixtures/pandascore', import.meta.url))

/** The videogame slug of each path prefix; CS2 is served under csgo. */
const GAME_PREFIXES: Readonly<Record<string, string>> = {
  csgo: 'cs-go',
  lol: 'league-of-legends',
  dota2: 'dota-2',
  valorant: 'valorant',
}

const RESOURCES = ['teams', 'players', 'tournaments', 'matches'] as const
type Resource = (typeof RESOURCES)[number]

type WireRecord = Record<string, unknown>

/** One scripted answer, used once, before the path's normal answer. */
export interface FakePandaScoreReply {
  /** A raw answer: this status (+ headers, body). */
  status?: number
  headers?: Record<string, string>
  body?: unknown
  /** Serve the normal page, with its records passed through this first (e.g. break one). */
  mutate?: (records: WireRecord[]) => unknown[]
  /** Never answer (the client's timeout must end the call). */
  hang?: boolean
}

export interface FakePandaScoreRequest {
  path: string
  query: Record<string, string>
  authorized: boolean
}

export interface FakePandaScore {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string
  token: string
  /** The records served, per resource; tests may add to them. */
  data: Record<Resource, WireRecord[]>
  /** Per tournament id, what /tournaments/{id}/… serves besides its matches; tests may change them. */
  events: FakePandaScoreEvents
  /** Running matches a test starts and advances between polls. */
  live: FakePandaScoreLive
  /** Roster changes a test makes between two syncs (move, drop, add a player). */
  rosters: FakeRosters
  requests: FakePandaScoreRequest[]
  /** Requests whose path starts with prefix (all when absent). */
  count(prefix?: string): number
  script(path: string, ...replies: FakePandaScoreReply[]): void
  close(): Promise<void>
}

export interface FakePandaScoreEvents {
  /** /tournaments/{id}/standings rows (group or bracket shape). */
  standings: Map<number, WireRecord[]>
  /** /tournaments/{id}/rosters: one object `{type: "Team", rosters: [team + players[]]}`. */
  rosters: Map<number, WireRecord>
  /** previous_matches of each bracket match, by match id (/tournaments/{id}/brackets). */
  previousMatches: Map<number, WireRecord[]>
  /** The bundled bracket records, by match id: the fields a bracket match carries. */
  bracketShape: Map<number, WireRecord>
}

export interface FakePandaScoreOptions {
  now?: Date
  token?: string
  /** Records added to the bundled ones (e.g. a low-tier team for the quality filter). */
  extra?: Partial<Record<Resource, WireRecord[]>>
  /** X-Rate-Limit-Remaining at start; each authorized request takes one. */
  rateLimit?: number
}

function gameOf(resource: Resource, record: WireRecord): string | undefined {
  const videogame = (
    resource === 'teams' || resource === 'players' ? record.current_videogame : record.videogame
  ) as { slug?: string } | null | undefined
  return videogame?.slug
}

function values(value: unknown): string[] {
  if (value === null || value === undefined) return ['null']
  if (typeof value === 'object') {
    const { id, slug } = value as { id?: unknown; slug?: unknown }
    return [id, slug].filter((v) => v !== undefined && v !== null).map(String)
  }
  return [String(value)]
}

function matchesFilter(record: WireRecord, field: string, wanted: string[]): boolean {
  if (field === 'opponent_id') {
    const opponents = (record.opponents ?? []) as { opponent?: { id?: unknown } }[]
    return opponents.some((o) => wanted.includes(String(o.opponent?.id)))
  }
  return values(record[field]).some((v) => wanted.includes(v))
}

function comparable(value: unknown): number | string | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number') return value
  const text = String(value)
  const time = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN
  if (!Number.isNaN(time)) return time
  const n = Number(text)
  return Number.isNaN(n) ? text.toLowerCase() : n
}

function inRange(record: WireRecord, field: string, spec: string): boolean {
  const [min, max] = spec.split(',').map(comparable)
  const value = comparable(record[field])
  if (value === undefined || min === undefined || max === undefined) return false
  return value >= min && value <= max
}

function sortBy(records: WireRecord[], spec: string): WireRecord[] {
  const keys = spec
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => (k.startsWith('-') ? { field: k.slice(1), dir: -1 } : { field: k, dir: 1 }))
  return [...records].sort((a, b) => {
    for (const { field, dir } of keys) {
      const x = comparable(a[field])
      const y = comparable(b[field])
      if (x === y) continue
      // Nulls last, whatever the direction.
      if (x === undefined) return 1
      if (y === undefined) return -1
      return (x < y ? -1 : 1) * dir
    }
    return 0
  })
}

const MATCH_KINDS: Readonly<Record<string, { statuses: string[]; sort: string }>> = {
  past: { statuses: ['finished', 'canceled'], sort: '-begin_at' },
  upcoming: { statuses: ['not_started', 'postponed'], sort: 'scheduled_at' },
  running: { statuses: ['running'], sort: 'begin_at' },
}

/** The bundled per-tournament files, times moved like the rest of the data set. */
function readEvents(now: Date): FakePandaScoreEvents {
  const meta = JSON.parse(readFileSync(join(FIXTURES, 'meta.json'), 'utf8')) as { anchor: string }
  const offset = bundledTimeOffset(new Date(meta.anchor), now)
  const read = <T>(file: string) =>
    shiftTimes(
      JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { tournament_id: number }[],
      offset,
    ).map((entry) => entry as T & { tournament_id: number })
  const events: FakePandaScoreEvents = {
    standings: new Map(),
    rosters: new Map(),
    previousMatches: new Map(),
    bracketShape: new Map(),
  }
  for (const e of read<{ standings: WireRecord[] }>('standings.json'))
    events.standings.set(e.tournament_id, e.standings)
  for (const e of read<{ rosters: WireRecord }>('rosters.json'))
    events.rosters.set(e.tournament_id, e.rosters)
  for (const e of read<{ brackets: WireRecord[] }>('brackets.json')) {
    for (const match of e.brackets) {
      events.bracketShape.set(Number(match.id), match)
      events.previousMatches.set(Number(match.id), (match.previous_matches ?? []) as WireRecord[])
    }
  }
  return events
}

/** A match as /brackets serves it: the bundled bracket record's fields, with today's values. */
function asBracketMatch(match: WireRecord, events: FakePandaScoreEvents): WireRecord {
  const id = Number(match.id)
  const shape = events.bracketShape.get(id)
  const fields = shape ? Object.keys(shape) : Object.keys(match)
  const record = Object.fromEntries(fields.map((field) => [field, match[field] ?? shape?.[field] ?? null]))
  return { ...record, previous_matches: events.previousMatches.get(id) ?? [] }
}

type Route = { list: WireRecord[]; sort?: string } | { single: WireRecord } | { notFound: true }

/** What a path serves, before filters, sorting and paging. */
function route(path: string, data: Record<Resource, WireRecord[]>, events: FakePandaScoreEvents): Route {
  const parts = path.split('/').filter(Boolean)
  const videogame = parts[0] && GAME_PREFIXES[parts[0]] ? GAME_PREFIXES[parts[0]] : undefined
  const [resource, kind, sub, ...rest] = videogame ? parts.slice(1) : parts
  if (!RESOURCES.includes(resource as Resource) || rest.length > 0) return { notFound: true }
  if (resource === 'tournaments' && kind && /^\d+$/.test(kind) && !videogame) {
    const id = Number(kind)
    if (!data.tournaments.some((t) => t.id === id)) return { notFound: true }
    const matches = data.matches.filter((m) => m.tournament_id === id)
    if (sub === 'matches') return { list: matches, sort: 'scheduled_at' }
    if (sub === 'brackets')
      return { list: matches.map((m) => asBracketMatch(m, events)), sort: 'scheduled_at' }
    if (sub === 'standings') return { list: events.standings.get(id) ?? [], sort: 'rank' }
    if (sub === 'rosters') return { single: events.rosters.get(id) ?? { type: 'Team', rosters: [] } }
    return { notFound: true }
  }
  if (sub !== undefined || (kind && resource !== 'matches') || (kind && !MATCH_KINDS[kind]))
    return { notFound: true }
  let records = data[resource as Resource].filter(
    (r) => !videogame || gameOf(resource as Resource, r) === videogame,
  )
  const kindRule = kind ? MATCH_KINDS[kind] : undefined
  if (kindRule) records = records.filter((r) => kindRule.statuses.includes(String(r.status)))
  return { list: records, sort: kindRule?.sort }
}

function applyQuery(records: WireRecord[], url: URL, defaultSort: string | undefined): WireRecord[] {
  for (const [key, value] of url.searchParams) {
    const field = /^(filter|range|search)\[(.+)\]$/.exec(key)
    if (!field) continue
    const name = field[2]!
    if (field[1] === 'filter') {
      const wanted = value.split(',').map((v) => v.trim())
      records = records.filter((r) => matchesFilter(r, name, wanted))
    } else if (field[1] === 'range') records = records.filter((r) => inRange(r, name, value))
    else
      records = records.filter((r) =>
        String(r[name] ?? '')
          .toLowerCase()
          .includes(value.toLowerCase()),
      )
  }
  const sort = url.searchParams.get('sort') ?? defaultSort
  return sort ? sortBy(records, sort) : records
}

function sendPage(
  res: ServerResponse,
  url: URL,
  records: WireRecord[],
  reply: FakePandaScoreReply | undefined,
  headers: Record<string, string>,
) {
  const size = Math.min(
    100,
    Math.max(1, Number(url.searchParams.get('page[size]') ?? url.searchParams.get('per_page') ?? 50) || 50),
  )
  const number = Math.max(
    1,
    Number(url.searchParams.get('page[number]') ?? url.searchParams.get('page') ?? 1) || 1,
  )
  const last = Math.max(1, Math.ceil(records.length / size))
  let page: unknown[] = records.slice((number - 1) * size, number * size)
  if (reply?.mutate) page = reply.mutate(page as WireRecord[])

  const linkTo = (n: number) => {
    const next = new URL(url.href)
    next.searchParams.delete('page')
    next.searchParams.set('page[number]', String(n))
    return next.href
  }
  const links = [`<${linkTo(1)}>; rel="first"`]
  if (number > 1) links.push(`<${linkTo(number - 1)}>; rel="prev"`)
  if (number < last) links.push(`<${linkTo(number + 1)}>; rel="next"`)
  links.push(`<${linkTo(last)}>; rel="last"`)
  sendJson(res, 200, page, {
    ...headers,
    link: links.join(', '),
    'x-page': String(number),
    'x-per-page': String(size),
    'x-total': String(records.length),
  })
}

export async function startFakePandaScore(options: FakePandaScoreOptions = {}): Promise<FakePandaScore> {
  const token = options.token ?? FAKE_PANDASCORE_TOKEN
  const now = options.now ?? new Date()
  const wire = readBundledPandaScoreWire(FIXTURES, now)
  const data: Record<Resource, WireRecord[]> = {
    teams: [...(wire.teams as WireRecord[]), ...(options.extra?.teams ?? [])],
    players: [...(wire.players as WireRecord[]), ...(options.extra?.players ?? [])],
    tournaments: [...(wire.tournaments as WireRecord[]), ...(options.extra?.tournaments ?? [])],
    matches: [...(wire.matches as WireRecord[]), ...(options.extra?.matches ?? [])],
  }
  const events = readEvents(now)
  const startedAt = Date.now()
  const requests: FakePandaScoreRequest[] = []
  const scripts = new Map<string, FakePandaScoreReply[]>()
  let remaining = options.rateLimit ?? 1000

  const handle = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const query = Object.fromEntries(url.searchParams)
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const authorized = bearer === token || url.searchParams.get('token') === token
    requests.push({ path: url.pathname, query, authorized })

    if (!authorized) return sendJson(res, 401, { error: 'Token is missing or invalid' })
    remaining = Math.max(0, remaining - 1)
    const limitHeaders = { 'x-rate-limit-remaining': String(remaining) }

    const reply = scripts.get(url.pathname)?.shift()
    if (reply?.hang) return
    if (reply?.status !== undefined)
      return sendJson(res, reply.status, reply.body ?? { error: `HTTP ${reply.status}` }, {
        ...limitHeaders,
        ...reply.headers,
      })

    const served = route(url.pathname, data, events)
    if ('notFound' in served)
      return sendJson(res, 404, { error: 'Not Found', message: 'The resource does not exist.' }, limitHeaders)
    if ('single' in served) {
      const body = reply?.mutate ? reply.mutate([served.single])[0] : served.single
      return sendJson(res, 200, body, limitHeaders)
    }
    sendPage(res, url, applyQuery(served.list, url, served.sort), reply, limitHeaders)
  }

  // The fake's clock runs from `now` at real speed, so live changes land after the data set's times.
  const live = createFakeLive(data.matches, () => now.getTime() + (Date.now() - startedAt))
  const server = await startFakeServer((req, res, request, url) =>
    url.pathname.startsWith(CONTROL_PREFIX)
      ? handleControl(res, request.method, url.pathname, request.body, live)
      : handle(req, res, url),
  )

  return {
    url: server.url,
    token,
    data,
    events,
    live,
    rosters: createFakeRosters(data, now),
    requests,
    count: (prefix) => requests.filter((r) => !prefix || r.path.startsWith(prefix)).length,
    script(path, ...replies) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...replies])
    },
    close: server.close,
  }
}
