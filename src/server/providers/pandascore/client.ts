import { isIP } from 'node:net'
import { z } from 'zod'
import { validateRecords } from './validate'
import type { GameSlug } from '#shared/domain/games'
import type { Env } from '../../env'
import { isBlockedAddress } from '../address-guard'
import { processRateLimiter, type RateLimiter } from './rate-limit'
import {
  createPandaScoreTransport,
  type PandaScoreClientStats,
  PandaScoreError,
  type PandaScoreTransportOptions,
  shown,
} from './transport'
import {
  BracketMatchSchema,
  MatchSchema,
  type PandaScoreBracketMatch,
  type PandaScoreMatch,
  type PandaScorePlayer,
  type PandaScoreRosterTeam,
  type PandaScoreStanding,
  type PandaScoreTeam,
  type PandaScoreTournament,
  PlayerSchema,
  RosterTeamSchema,
  StandingSchema,
  TeamSchema,
  TournamentRostersSchema,
  TournamentSchema,
} from './schemas'

// The PandaScore REST client (docs/decisions/009-pandascore-sync.md). It sends through the one outbound
// client (providers/http.ts: timeouts, body cap, SSRF guard) and keeps its own API rules. Server side only: the
// token goes in the Authorization header of requests to the configured base URL and nowhere else (not in
// URLs, logs or error messages, and never to a host a Link header names). Every list is paged at 100 by
// following Link rel="next"; every record is validated on its own, so one bad record is reported and
// skipped while the rest of the page is kept.

const PANDASCORE_BASE_URL = 'https://api.pandascore.co'

/** The path prefix of each game; CS2 is served under the CS:GO videogame (pandascore-notes.md). */
const PANDASCORE_GAME_PATH: Readonly<Record<GameSlug, string>> = {
  cs2: 'csgo',
  lol: 'lol',
  dota2: 'dota2',
  valorant: 'valorant',
}

/** The videogame_title that marks CS2 matches under CS:GO. */
const CS2_TITLE = 'cs-2'

const PAGE_SIZE_MAX = 100

/** The envelope of /tournaments/{id}/rosters: its teams are validated one by one (RosterTeamSchema). */
const RostersEnvelopeSchema = TournamentRostersSchema.extend({ rosters: z.array(z.unknown()) })

type FilterValue = string | number | boolean | readonly (string | number)[]
type RangeBound = string | number | Date

export interface ListOptions {
  /** filter[field]=a,b: equality, any of the values. */
  filter?: Readonly<Record<string, FilterValue>>
  /** range[field]=min,max (inclusive); dates are sent as ISO-8601 UTC. */
  range?: Readonly<Record<string, readonly [RangeBound, RangeBound]>>
  /** search[field]=substring. */
  search?: Readonly<Record<string, string>>
  /** sort=field or -field (descending); several are joined with commas. */
  sort?: string | readonly string[]
  /** page[size], 1 to 100; 100 unless a caller needs fewer records. */
  pageSize?: number
  /** Stop after this many pages (the result says `truncated`). */
  maxPages?: number
}

type MatchKind = 'all' | 'past' | 'upcoming' | 'running'

export interface ListMatchesOptions extends ListOptions {
  /** /matches/past, /matches/upcoming, /matches/running, or /matches (all). */
  kind?: MatchKind
}

export interface Page<T> {
  items: T[]
  /** One line per record on this page that failed validation (and was left out). */
  errors: string[]
  number: number
  /** X-Total, when sent. */
  total: number | null
}

export interface ListResult<T> {
  items: T[]
  errors: string[]
  pages: number
  total: number | null
  /** More pages were there when maxPages stopped the walk. */
  truncated: boolean
}

export interface PandaScoreClient {
  readonly baseUrl: string
  listTeams(game: GameSlug, options?: ListOptions): Promise<ListResult<PandaScoreTeam>>
  listPlayers(game: GameSlug, options?: ListOptions): Promise<ListResult<PandaScorePlayer>>
  listTournaments(game: GameSlug, options?: ListOptions): Promise<ListResult<PandaScoreTournament>>
  listMatches(game: GameSlug, options?: ListMatchesOptions): Promise<ListResult<PandaScoreMatch>>
  /** Running matches of one game, or of every game through /matches/running (one request for the live poll). */
  listRunningMatches(game?: GameSlug, options?: ListOptions): Promise<ListResult<PandaScoreMatch>>
  /** /tournaments/{id}/matches: the stage's full match objects. */
  listTournamentMatches(id: number, options?: ListOptions): Promise<ListResult<PandaScoreMatch>>
  /** /tournaments/{id}/standings: group or bracket rows. */
  listTournamentStandings(id: number, options?: ListOptions): Promise<ListResult<PandaScoreStanding>>
  /** /tournaments/{id}/brackets: the stage's matches with previous_matches. */
  listTournamentBrackets(id: number, options?: ListOptions): Promise<ListResult<PandaScoreBracketMatch>>
  /** /tournaments/{id}/rosters: one object, not paged; each team is validated on its own. */
  listTournamentRosters(id: number): Promise<ListResult<PandaScoreRosterTeam>>
  /** Any list endpoint, page by page, each record validated with `schema`. */
  pages<S extends z.ZodType>(
    path: string,
    schema: S,
    kind: string,
    options?: ListOptions,
  ): AsyncGenerator<Page<z.output<S>>, { truncated: boolean }>
  stats(): PandaScoreClientStats
  /** Closes the connection pool; the client is unusable afterwards. */
  close(): Promise<void>
}

export interface PandaScoreClientOptions extends Omit<PandaScoreTransportOptions, 'limiter'> {
  baseUrl?: string
  /** Shared by every client of the process unless given (processRateLimiter). */
  limiter?: RateLimiter
}

const MAX_PAGES = 20

// ---------------------------------------------------------------------------------------------------------
// Validation and small helpers (pure).

/** The URLs of a Link header by rel: `<https://…?page[number]=2>; rel="next", <…>; rel="last"`. */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {}
  if (!header) return links
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part)
    if (!match) continue
    const rel = /\brel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1]
    for (const name of rel?.trim().split(/\s+/) ?? []) links[name.toLowerCase()] = match[1] ?? ''
  }
  return links
}

function isoBound(value: RangeBound): string {
  if (value instanceof Date) return value.toISOString().replace(/\.\d{3}Z$/, 'Z')
  return String(value)
}

/** The query string PandaScore reads: filter[…], range[…], search[…], sort, page[size], page[number]. */
export function listQuery(options: ListOptions, page: number): URLSearchParams {
  const query = new URLSearchParams()
  for (const [field, value] of Object.entries(options.filter ?? {})) {
    query.set(`filter[${field}]`, Array.isArray(value) ? value.join(',') : String(value))
  }
  for (const [field, [min, max]] of Object.entries(options.range ?? {})) {
    query.set(`range[${field}]`, `${isoBound(min)},${isoBound(max)}`)
  }
  for (const [field, value] of Object.entries(options.search ?? {})) query.set(`search[${field}]`, value)
  const sort = typeof options.sort === 'string' ? options.sort : options.sort?.join(',')
  if (sort) query.set('sort', sort)
  const size = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(options.pageSize ?? PAGE_SIZE_MAX)))
  query.set('page[size]', String(size))
  query.set('page[number]', String(page))
  return query
}

// ---------------------------------------------------------------------------------------------------------
// The client.

export function createPandaScoreClient(options: PandaScoreClientOptions): PandaScoreClient {
  const token = options.token.trim()
  if (!token) throw new Error('createPandaScoreClient needs a token')
  const base = new URL(options.baseUrl ?? PANDASCORE_BASE_URL)
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new Error(`The PandaScore base URL must be http(s), not ${base.protocol}`)
  const allowPrivate = options.allowPrivateHosts ?? false
  const literal = base.hostname.replace(/^\[|\]$/g, '')
  if (isIP(literal) && isBlockedAddress(literal, { allowPrivateHosts: allowPrivate }))
    throw new PandaScoreError('BLOCKED_ADDRESS', `Refused: the PandaScore base URL points at ${literal}`)
  const basePath = base.pathname.replace(/\/+$/, '')

  const transport = createPandaScoreTransport({
    ...options,
    token,
    allowPrivateHosts: allowPrivate,
    limiter: options.limiter ?? processRateLimiter(),
  })

  function pathFor(game: GameSlug, resource: string): string {
    return `/${PANDASCORE_GAME_PATH[game]}/${resource}`
  }

  const pages = <S extends z.ZodType>(path: string, schema: S, kind: string, listOptions: ListOptions = {}) =>
    walkPages({ base, basePath, transport }, path, schema, kind, listOptions)
  const rosters = (id: number) => readRosters({ base, basePath, transport }, id)

  const matchesOf = (game: GameSlug, kind: MatchKind, listOptions: ListOptions) => {
    const filter =
      game === 'cs2' && listOptions.filter?.videogame_title === undefined
        ? { ...listOptions.filter, videogame_title: CS2_TITLE }
        : listOptions.filter
    const resource = kind === 'all' ? 'matches' : `matches/${kind}`
    return collect(pages(pathFor(game, resource), MatchSchema, 'match', { ...listOptions, filter }))
  }
  const ofTournament = (id: number, resource: string) => `/tournaments/${id}/${resource}`

  return {
    baseUrl: base.href,
    listTeams: (game, listOptions = {}) =>
      collect(pages(pathFor(game, 'teams'), TeamSchema, 'team', listOptions)),
    listPlayers: (game, listOptions = {}) =>
      collect(pages(pathFor(game, 'players'), PlayerSchema, 'player', listOptions)),
    listTournaments: (game, listOptions = {}) =>
      collect(pages(pathFor(game, 'tournaments'), TournamentSchema, 'tournament', listOptions)),
    listMatches: (game, { kind = 'all', ...listOptions } = {}) => matchesOf(game, kind, listOptions),
    listRunningMatches: (game, listOptions = {}) =>
      game
        ? matchesOf(game, 'running', listOptions)
        : collect(pages('/matches/running', MatchSchema, 'match', listOptions)),
    listTournamentMatches: (id, listOptions = {}) =>
      collect(pages(ofTournament(id, 'matches'), MatchSchema, 'match', listOptions)),
    listTournamentStandings: (id, listOptions = {}) =>
      collect(pages(ofTournament(id, 'standings'), StandingSchema, 'standing', listOptions)),
    listTournamentBrackets: (id, listOptions = {}) =>
      collect(pages(ofTournament(id, 'brackets'), BracketMatchSchema, 'bracket match', listOptions)),
    listTournamentRosters: rosters,
    pages,
    stats: transport.stats,
    close: transport.close,
  }
}

interface Endpoint {
  base: URL
  basePath: string
  transport: ReturnType<typeof createPandaScoreTransport>
}

/** Any list endpoint, page by page: follows Link rel="next" on the configured host only. */
async function* walkPages<S extends z.ZodType>(
  { base, basePath, transport }: Endpoint,
  path: string,
  schema: S,
  kind: string,
  listOptions: ListOptions,
): AsyncGenerator<Page<z.output<S>>, { truncated: boolean }> {
  const { fail, getJson } = transport
  const maxPages = Math.max(1, listOptions.maxPages ?? MAX_PAGES)
  let url: URL | undefined = new URL(`${basePath}${path}?${listQuery(listOptions, 1)}`, base.origin)
  for (let number = 1; url; number++) {
    if (number > maxPages) return { truncated: true }
    const { body, header } = await getJson(url)
    if (!Array.isArray(body))
      throw fail('BAD_RESPONSE', `PandaScore sent ${typeof body} instead of a list for ${shown(url)}`, {
        path: shown(url),
      })
    const errors: string[] = []
    const items = validateRecords(kind, schema, body, errors, `GET ${path} page ${number}`)
    const total = Number.parseInt(header('x-total') ?? '', 10)
    yield { items, errors, number, total: Number.isFinite(total) ? total : null }
    const next: string | undefined = parseLinkHeader(header('link')).next
    if (!next) break
    const nextUrl = new URL(next, url)
    // The token goes to the configured host only, whatever a Link header says.
    if (nextUrl.origin !== base.origin)
      throw fail('BAD_RESPONSE', `PandaScore's next page points at another host (${nextUrl.host})`, {
        path: shown(url),
      })
    url = nextUrl
  }
  return { truncated: false }
}

/** /tournaments/{id}/rosters: one object whose teams are validated one by one. */
async function readRosters(
  { base, basePath, transport }: Endpoint,
  id: number,
): Promise<ListResult<PandaScoreRosterTeam>> {
  const { fail, getJson } = transport
  const path = `/tournaments/${id}/rosters`
  const url = new URL(`${basePath}${path}`, base.origin)
  const { body } = await getJson(url)
  const envelope = RostersEnvelopeSchema.safeParse(body)
  if (!envelope.success)
    throw fail('BAD_RESPONSE', `PandaScore sent no rosters object for ${shown(url)}`, { path: shown(url) })
  const errors: string[] = []
  // Player rosters (one-versus-one titles) are not teams; none of our games has them.
  const records = envelope.data.type === 'Team' ? envelope.data.rosters : []
  const items = validateRecords('roster', RosterTeamSchema, records, errors, `GET ${path}`)
  return { items, errors, pages: 1, total: items.length, truncated: false }
}

/** Every page of a walk in one result. */
async function collect<T>(walk: AsyncGenerator<Page<T>, { truncated: boolean }>): Promise<ListResult<T>> {
  const result: ListResult<T> = { items: [], errors: [], pages: 0, total: null, truncated: false }
  for (;;) {
    const step = await walk.next()
    if (step.done) {
      result.truncated = step.value.truncated
      return result
    }
    result.items.push(...step.value.items)
    result.errors.push(...step.value.errors)
    result.pages++
    result.total = step.value.total ?? result.total
  }
}

/** The app's client when PANDASCORE_TOKEN is set; null means "use the bundled data set / stored data". */
export function pandaScoreClientFromEnv(
  env: Pick<Env, 'PANDASCORE_TOKEN' | 'PANDASCORE_BASE_URL' | 'ALLOW_PRIVATE_FEED_HOSTS'>,
  options: Omit<PandaScoreClientOptions, 'token'> = {},
): PandaScoreClient | null {
  if (!env.PANDASCORE_TOKEN) return null
  return createPandaScoreClient({
    allowPrivateHosts: env.ALLOW_PRIVATE_FEED_HOSTS,
    baseUrl: env.PANDASCORE_BASE_URL,
    ...options,
    token: env.PANDASCORE_TOKEN,
  })
}
