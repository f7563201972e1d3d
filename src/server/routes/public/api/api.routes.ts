import { Hono, type MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { errorBody } from '#server/errors'
import type { ImageProxy } from '#server/services/image-proxy'
import { proxyImageFields } from '../images/images.routes'
import { articlesByGameRoutes, articlesRoutes, articleTagsRoutes } from '../articles/articles.routes'
import { authorsRoutes } from '../authors/authors.routes'
import { eventsRoutes } from '../esports/events.routes'
import { gamesRoutes } from '../esports/games.routes'
import { matchesRoutes } from '../esports/matches.routes'
import { playersRoutes } from '../esports/players.routes'
import { teamAnalysisRoutes } from '../esports/team-analysis.routes'
import { teamPageRoutes, teamsRoutes } from '../esports/teams.routes'
import { transfersRoutes } from '../esports/transfers.routes'
import { searchRoutes } from '../search/search.routes'
import { followingRoutes } from '../following/following.routes'
import { apiRateLimit } from '../../api-rate-limit'
import { docsPage } from './docs-page'
import { openApiDocument } from './openapi'
import { API_VERSION_PREFIX } from './version'

// The public read API (decision 033): the routers behind /api/v1/… and their /api/… aliases (one Hono app mounted
// at both, so the same handlers answer), the gate in front of /api/v1 (CORS, GETs only, its own rate limit), and
// the document with its reference page.

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Articles, tags, authors, teams, players, games, matches, events, transfers, search and a followed set: mounted at /api and /api/v1. */
export function publicReadRoutes(deps: RouteDeps, imageProxy: ImageProxy) {
  const reads = new Hono<AppEnv>()
  // Team, player and tournament images come from the data provider's hosts: through /img as well (decision 016).
  for (const path of ['/teams/*', '/players/*', '/games/*', '/matches/*', '/events/*'])
    reads.use(path, proxyImageFields(imageProxy))
  reads.route('/articles', articlesRoutes(deps, imageProxy))
  reads.route('/article-tags', articleTagsRoutes(deps))
  reads.route('/authors', authorsRoutes(deps, imageProxy))
  reads.route('/teams', teamsRoutes(deps))
  reads.route('/teams', teamAnalysisRoutes(deps))
  reads.route('/players', playersRoutes(deps))
  reads.route('/games', gamesRoutes(deps))
  reads.route('/matches', matchesRoutes(deps))
  reads.route('/events', eventsRoutes(deps))
  reads.route('/search', searchRoutes(deps))
  reads.route('/following', followingRoutes(deps))
  reads.route('/transfers', transfersRoutes(deps))
  return reads
}

/**
 * The site's own reads for its server renderer, several reads in one each (listed in NOT_PUBLIC_API, not under
 * /api/v1): the home page's per-game lists (decision 043) and a team page's reads (decision 045, round 2).
 */
export function siteReadRoutes(deps: RouteDeps, imageProxy: ImageProxy) {
  return new Hono<AppEnv>()
    .route('/articles/by-game', articlesByGameRoutes(deps, imageProxy))
    .route('/teams', teamPageRoutes(deps, imageProxy))
}

/** Any origin may read (no credentials: a cookie is never sent); preflights allow GET alone. */
const publicCors = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'OPTIONS'],
  allowHeaders: ['If-None-Match'],
  exposeHeaders: ['ETag', 'RateLimit', 'RateLimit-Policy', 'Retry-After'],
  maxAge: 86_400,
})

/** The /api/v1 routers include the site's own writes (team analysis, auto-sync): v1 serves reads only. */
const readOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READ_METHODS.has(c.req.method)) return next()
  c.header('allow', 'GET, HEAD, OPTIONS')
  return c.json(errorBody('METHOD_NOT_ALLOWED', 'The public API only reads: use GET.'), 405)
}

/**
 * In front of /api/v1 and the document, before the response cache: CORS, reads only, and the API's rate limit,
 * which counts cache hits too and whose headers are never stored with a cached answer.
 */
export function publicApiGate(deps: RouteDeps): { path: string; handlers: MiddlewareHandler<AppEnv>[] }[] {
  return [
    { path: '/api/openapi.json', handlers: [publicCors] },
    { path: `${API_VERSION_PREFIX}/*`, handlers: [publicCors, readOnly, apiRateLimit(deps)] },
  ]
}

/** GET /api/openapi.json and GET /api/docs, made once. */
export function apiDocsRoutes(deps: Pick<RouteDeps, 'env'>) {
  const limit = deps.env.API_RATE_LIMIT
  const budget =
    limit > 0
      ? `Each client address may make ${limit} requests a minute; past it, 429 with Retry-After.`
      : 'There is no per-client budget of API requests.'
  const doc = openApiDocument(deps.env.site, budget)
  const page = docsPage(doc)
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json(doc)).get('/docs', (c) => c.html(page))
}
