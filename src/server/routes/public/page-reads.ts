import type { z } from 'zod'
import {
  ArticleCardListsByGameQuerySchema,
  ArticleListQuerySchema,
  ArticleLookupQuerySchema,
  ArticleSummaryQuerySchema,
  ArticleTagListQuerySchema,
} from '#shared/schemas/article'
import { TeamMatchesQuerySchema } from '#shared/schemas/esports'
import { MatchListQuerySchema } from '#shared/schemas/matches'
import { SearchQuerySchema } from '#shared/schemas/search'
import { TeamPageQuerySchema, TransferListQuerySchema } from '#shared/schemas/transfers'
import type { RouteDeps } from '#server/app-types'
import type { Logger } from '#server/logger'
import { type ImageProxy, withProxiedImageFields } from '#server/services/image-proxy'
import { errorAnswer } from '../error-handling'
import { parseInput } from '../validate'
import {
  ArticleIdParam,
  readArticleList,
  readArticleLookup,
  readArticlesByGame,
  readArticleSummary,
  readArticleTags,
} from './articles/articles.routes'
import { EventParams, readEventDetail } from './esports/events.routes'
import { MatchParams, readMatchDetail, readMatchList } from './esports/matches.routes'
import { PlayerSlugParam, readPlayerDetail } from './esports/players.routes'
import { readTeamAnalysis, readTeamFaq, TeamAnalysisIdParam } from './esports/team-analysis.routes'
import {
  readTeamDetail,
  readTeamMatches,
  readTeamPage,
  TeamIdParam,
  TeamSlugParam,
} from './esports/teams.routes'
import { readTransfers } from './esports/transfers.routes'
import { readSearch } from './search/search.routes'
import { asJson } from './as-json'

/** An answer as the API would give it: its status and its JSON body, parsed. */
export interface PageRead {
  status: number
  body: unknown
}

interface Entry {
  /** The path's segments after the leading slash; `:name` is a path parameter. */
  segments: string[]
  param?: z.ZodType
  query?: z.ZodType
  /** The routes under /api/teams/*, /api/players/*, … rewrite provider image addresses (proxyImageFields). */
  images?: boolean
  read: (param: never, query: never) => Promise<unknown>
}

/**
 * The renderer's direct reads (decision 045): the GETs of the API that the public pages' loaders make, answered by
 * the routes' own read functions, with the same validation, error answers and image addresses, and the body put
 * through JSON as the browser would receive it. `undefined` for any other path: the caller then asks the API.
 * First match wins, in the order the API's routers match (`/teams/by-slug/:slug` before `/teams/:id/…`).
 */
export function pageReads(deps: RouteDeps, images: ImageProxy, logger: Logger) {
  const entries: Entry[] = [
    entry('/api/articles/by-game', { query: ArticleCardListsByGameQuerySchema }, (_, q) =>
      readArticlesByGame(deps, images, q),
    ),
    entry('/api/articles', { query: ArticleListQuerySchema }, (_, q) => readArticleList(deps, images, q)),
    entry('/api/articles/lookup', { query: ArticleLookupQuerySchema }, (_, q) =>
      readArticleLookup(deps, images, q),
    ),
    entry('/api/articles/:id/summary', { param: ArticleIdParam, query: ArticleSummaryQuerySchema }, (p, q) =>
      readArticleSummary(deps, p, q),
    ),
    entry('/api/article-tags', { query: ArticleTagListQuerySchema }, (_, q) => readArticleTags(deps, q)),
    entry('/api/teams/by-slug/:slug', { param: TeamSlugParam, images: true }, (p) => readTeamDetail(deps, p)),
    entry(
      '/api/teams/by-slug/:slug/page',
      { param: TeamSlugParam, query: TeamPageQuerySchema, images: true },
      (p, q) => readTeamPage(deps, p, q),
    ),
    entry(
      '/api/teams/:id/matches',
      { param: TeamIdParam, query: TeamMatchesQuerySchema, images: true },
      (p, q) => readTeamMatches(deps, p, q),
    ),
    entry('/api/teams/:id/analysis', { param: TeamAnalysisIdParam, images: true }, (p) =>
      readTeamAnalysis(deps, p),
    ),
    entry('/api/teams/:id/faq', { param: TeamAnalysisIdParam, images: true }, (p) => readTeamFaq(deps, p)),
    entry('/api/players/by-slug/:slug', { param: PlayerSlugParam, images: true }, (p) =>
      readPlayerDetail(deps, p),
    ),
    entry('/api/matches', { query: MatchListQuerySchema, images: true }, (_, q) => readMatchList(deps, q)),
    entry('/api/matches/:game/:slug', { param: MatchParams, images: true }, (p) => readMatchDetail(deps, p)),
    entry(
      '/api/events/:game/:slug',
      { param: EventParams, images: true },
      async (p) => (await readEventDetail(deps, p)).detail,
    ),
    entry('/api/search', { query: SearchQuerySchema }, (_, q) => readSearch(deps, q)),
    entry('/api/transfers', { query: TransferListQuerySchema }, (_, q) => readTransfers(deps, q)),
  ]

  return (path: string): Promise<PageRead> | undefined => {
    const at = path.indexOf('?')
    const segments = (at < 0 ? path : path.slice(0, at)).split('/').slice(1)
    for (const route of entries) {
      const params = matchSegments(route.segments, segments)
      if (params) return answer(route, params, at < 0 ? '' : path.slice(at + 1))
    }
    return undefined
  }

  async function answer(route: Entry, params: Record<string, string>, search: string): Promise<PageRead> {
    try {
      // As `validate`: the path parameters are checked first, then the query (Hono's order of the middleware).
      const param = route.param ? parseInput('param', route.param, params) : params
      const query = route.query ? parseInput('query', route.query, queryRecord(search)) : {}
      const body = await route.read(param as never, query as never)
      const sent = route.images ? withProxiedImageFields(body, images) : body
      return { status: 200, body: asJson(sent) }
    } catch (error) {
      return errorAnswer(error, logger)
    }
  }
}

function entry<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType>(
  path: string,
  schemas: { param?: P; query?: Q; images?: boolean },
  read: (param: z.infer<P>, query: z.infer<Q>) => Promise<unknown>,
): Entry {
  return { segments: path.split('/').slice(1), ...schemas, read: read as Entry['read'] }
}

/** The path parameters when `path` has the pattern's shape, decoded as Hono decodes them; else undefined. */
function matchSegments(pattern: string[], path: string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string
    const got = path[i] as string
    if (want.startsWith(':')) {
      if (!got) return undefined
      try {
        params[want.slice(1)] = decodeURIComponent(got)
      } catch {
        // Not valid percent-encoding: the API itself answers it.
        return undefined
      }
    } else if (want !== got) return undefined
  }
  return params
}

/** The query as Hono's validator gives it: a key's one value as a string, several as an array. */
function queryRecord(search: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const held = record[key]
    record[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value]
  }
  return record
}
