import { createHash, randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { setAnswerHeader } from './routes/answer-headers'
import { secureHeaders } from 'hono/secure-headers'
import { hydrateAfterPaintScript } from '#shared/hydrate-script'
import { themeInitScript } from '#shared/theme'
import type { AppDeps, AppEnv, RouteDeps } from './app-types'
import { type ServiceDeps, serviceDeps } from './deps'
import { errorBody } from './errors'
import { robotsTxt } from './render/robots'
import { withQueryTally } from './db/query-tally'
import { CLIENT_DIR, type Renderer } from './render/ssr'
import { refuseBadBody, refuseBadUrl, SAFE_METHODS } from './routes/bad-bytes'
import { compressLarge, etagAndCache, ignoreQueryTimestamps } from './routes/caching'
import { CONTENT_CHANNELS, ResponseCache } from './routes/response-cache'
import { type RenderBudget, renderBudget } from './routes/render-budget'
import type { Logger } from './logger'
import { Metrics } from './metrics'
import { httpMetrics, metricsRoutes } from './routes/metrics.routes'
import { currentRequestId, REQUEST_ID_HEADER, requestIdFrom, withRequestId } from './request-id'
import type { PandaScoreClient } from './providers/pandascore/client'
import { handleError } from './routes/error-handling'
import { livenessRoutes, readinessRoutes } from './routes/health.routes'
import { originGuard } from './routes/origin-guard'
import { articlesAdminRoutes } from './routes/admin/articles/articles.routes'
import { storyDraftsAdminRoutes } from './routes/admin/story-drafts/story-drafts.routes'
import { auditAdminRoutes } from './routes/admin/audit/audit.routes'
import { feedSourcesAdminRoutes } from './routes/admin/feed-sources/feed-sources.routes'
import { dashboardAdminRoutes } from './routes/admin/dashboard/dashboard.routes'
import { teamsAdminRoutes } from './routes/admin/teams/teams.routes'
import { trashAdminRoutes } from './routes/admin/trash/trash.routes'
import { usersAdminRoutes } from './routes/admin/users/users.routes'
import {
  apiDocsRoutes,
  publicApiGate,
  publicReadRoutes,
  siteReadRoutes,
} from './routes/public/api/api.routes'
import { type PageRead, pageReads } from './routes/public/page-reads'
import { authRoutes } from './routes/public/auth-errors'
import { signInRateLimit } from './routes/public/auth-rate-limit'
import { meRoutes } from './routes/public/me/me.routes'
import { esportsSyncAdminRoutes } from './routes/admin/esports/sync.routes'
import { teamFaqAdminRoutes } from './routes/admin/esports/team-faq.routes'
import { feedsAdminRoutes } from './routes/admin/feeds/feeds.routes'
import { requireRole } from './routes/admin/require-role'
import { imagesRoutes, proxyImageFields } from './routes/public/images/images.routes'
import { createImageProxy, IMAGE_PROXY_PATH, type ImageProxy } from './services/image-proxy'
import type { LiveMatchesCache } from './services/live-matches'
import { chatRoutes } from './routes/public/chat/chat.routes'
import { liveMatchesRoutes } from './routes/public/esports/live-matches.routes'
import { realtimeRoutes } from './routes/public/realtime/realtime.routes'
import { seoRoutes } from './routes/public/seo/seo.routes'
import { calendarRoutes } from './routes/public/calendar/calendar.routes'
import { RealtimeHub } from './realtime/hub'

export interface AppOptions extends AppDeps {
  /** Renders public routes to HTML; absent in API-only tests. */
  renderer?: Renderer
  /** Development: Vite serves modules and needs inline scripts and a websocket. */
  dev?: boolean
  /** Origins besides SITE_URL whose pages may make cookie-authenticated writes (the Vite dev server). */
  trustedOrigins?: string[]
  /**
   * Replays public answers until the content changes: true (production) for a cache of its own; absent in tests
   * that write and read at once.
   */
  responseCache?: ResponseCache | boolean
  /** The services' dependencies; made from the parts above (serviceDeps) when absent. */
  services?: ServiceDeps
  /** Both PandaScore clients when `services` is absent (tests pass a fake one); from PANDASCORE_TOKEN otherwise. */
  pandascore?: PandaScoreClient | null
  /** The change feed of /api/realtime; the process's start passes its own to close the streams at shutdown. */
  hub?: RealtimeHub
  /** get-team-matches' short-lived cache of PandaScore answers; a fresh one when absent. */
  liveMatchesCache?: LiveMatchesCache
}

/** No API call needs more: an article edit is a few hundred KB at most. */
const API_BODY_LIMIT_BYTES = 1024 * 1024

/** Powerful features the site never uses: denied to its pages and to anything they embed. */
const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'interest-cohort',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
const inlineScriptHashes = [scriptHash(themeInitScript), scriptHash(hydrateAfterPaintScript)]

export function createApp(options: AppOptions) {
  const deps: RouteDeps = { ...options, services: options.services ?? serviceDeps(options) }
  const app = new Hono<AppEnv>()
  const metrics = deps.services.metrics ?? new Metrics()
  app.use(requestLogging(options.logger))
  app.use(httpMetrics(metrics))
  addSecurityHeaders(app, options)
  app.use(compressLarge())
  // Before the response cache and every route: an address that is not valid text never reaches a query.
  // A page address answers with the site's own not-found page (status 400), rendered for a clean address.
  const pageRenderer = options.renderer
  app.use(
    refuseBadUrl(pageRenderer && ((c) => pageRenderer(new Request(new URL('/bad-request', c.req.url))))),
  )

  const imageProxy = createImageProxy(options.auth.options.secret ?? randomUUID(), options.env.SITE_URL)
  const hub = options.hub ?? new RealtimeHub(options.database, options.logger)
  // The public API's CORS, read-only rule and rate limit: in front of the cache, which they must not be stored in.
  for (const gate of publicApiGate(deps)) app.use(gate.path, ...gate.handlers)
  if (options.responseCache) addResponseCache(app, options, options.responseCache, hub, metrics)
  // Behind the cache: only what it does not answer is a render, counted per client (decision 015).
  const budget = renderBudget(deps)
  app.use(budget.middleware)

  app.route('/healthz', livenessRoutes(deps))
  app.route('/readyz', readinessRoutes(deps))
  // Without METRICS_TOKEN there is no /metrics at all (404), rather than a page that refuses everyone.
  if (options.env.METRICS_TOKEN) app.route('/metrics', metricsRoutes(metrics, options.env.METRICS_TOKEN))
  app.route(IMAGE_PROXY_PATH, imagesRoutes(deps, imageProxy))
  // The public read API at /api/v1 (decision 033), at its old paths, and for the renderer's in-process reads;
  // the home page's per-game lists and a team page's reads in one read each are the site's own (not /api/v1, as
  // /api/get-team-matches).
  const reads = publicReadRoutes(deps, imageProxy)
  const siteReads = siteReadRoutes(deps, imageProxy)
  app.route('/api', apiRoutes(deps, options, imageProxy, hub, reads, siteReads))

  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600')
    return c.text(robotsTxt(options.env.SITE_URL))
  })
  // Sitemaps and feeds of our own articles; before the static files, whose caching would otherwise apply.
  app.route('/', seoRoutes(deps))
  app.route('/', calendarRoutes(deps))

  if (options.renderer && !options.dev) serveBuiltFiles(app)
  if (options.renderer) servePages(app, options.renderer, budget)

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `Not found: ${c.req.path}`), 404))
  app.onError(handleError(options.logger))
  inProcessReads.set(app, renderReads(options.logger, metrics, reads, siteReads, app))
  directReads.set(app, pageReads(deps, imageProxy, options.logger))
  return app
}

const inProcessReads = new WeakMap<Hono<AppEnv>, Hono<AppEnv>>()
const directReads = new WeakMap<Hono<AppEnv>, (path: string) => Promise<PageRead> | undefined>()

/**
 * The reads the server renderer makes without an HTTP request (decision 045): the GETs of the API its pages'
 * loaders make, answered by the routes' read functions; `undefined` for another path, which goes to `inProcessApi`.
 */
export function serverReads(app: Hono<AppEnv>): (path: string) => Promise<PageRead> | undefined {
  return directReads.get(app) ?? (() => undefined)
}

/**
 * The API as the server renderer calls it (decision 043): a read of the public API goes straight to its route,
 * with the request's log line, metrics and error answers, but without what only a request from outside needs
 * (security headers, compression, ETag, response cache, CORS, rate limits, render budget, origin and body
 * guards): 2-3 ms of CPU per read, five reads on the home page. Anything else goes through the whole app.
 */
export function inProcessApi(app: Hono<AppEnv>): (path: string, init?: RequestInit) => Promise<Response> {
  const fast = inProcessReads.get(app) ?? app
  return async (path, init) => fast.request(path, init)
}

function renderReads(
  logger: Logger,
  metrics: Metrics,
  reads: Hono<AppEnv>,
  siteReads: Hono<AppEnv>,
  app: Hono<AppEnv>,
) {
  const api = new Hono<AppEnv>()
  api.use(requestLogging(logger))
  api.use(httpMetrics(metrics))
  api.route('/api', siteReads)
  api.route('/api', reads)
  // Not a read route: the whole app answers, as it does for a browser.
  api.notFound((c) => app.request(c.req.raw))
  api.onError(handleError(logger))
  return api
}

/**
 * Each request gets an id (a well-formed incoming X-Request-Id, or a new one) and a logger carrying it, and is
 * logged with its status and time. The renderer's in-process API calls carry the page's id and are marked.
 */
function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const inProcess = currentRequestId() !== undefined
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER))
    const child = logger.child({ requestId })
    c.set('requestId', requestId)
    c.set('logger', child)
    c.set('requestLogLevel', 'info')
    c.set('inProcess', inProcess)
    const started = performance.now()
    const tally = await withRequestId(requestId, () =>
      withQueryTally(async (tally) => {
        await next()
        return tally
      }),
    )
    setAnswerHeader(c, REQUEST_ID_HEADER, requestId)
    const ms = roundMs(performance.now() - started)
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms }
    // The page's line counts the queries of its in-process API calls too (they share its tally).
    const level = c.get('requestLogLevel')
    if (inProcess) child[level]({ ...line, inProcess }, 'request')
    else child[level]({ ...line, queries: tally.queries, queryMs: roundMs(tally.ms) }, 'request')
  }
}

const roundMs = (ms: number) => Math.round(ms * 10) / 10

/** The content security policy, framing, referrer, HSTS and permissions policy of every answer. */
function addSecurityHeaders(app: Hono<AppEnv>, options: AppOptions): void {
  // The admin's own screens preview any image URL typed in (§2.20 "Image Preview"); readers' pages do not.
  // Registered before secureHeaders, so it sees the policy that one sets on the way out.
  app.use(async (c, next) => {
    await next()
    if (c.req.path !== '/admin' && !c.req.path.startsWith('/admin/')) return
    const csp = c.res.headers.get('content-security-policy')
    if (csp)
      c.res.headers.set('content-security-policy', csp.replace(/img-src 'self' data:(?=;|$)/, '$& https:'))
  })

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images of other hosts come through /img (decision 016); a page cannot make a reader call a tracker.
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: options.dev ? ["'self'", 'ws:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.env.SITE_URL.startsWith('https:')
        ? 'max-age=15552000; includeSubDomains'
        : false,
    }),
  )
  app.use(async (c, next) => {
    await next()
    setAnswerHeader(c, 'permissions-policy', PERMISSIONS_POLICY)
  })
}

/** Public answers replayed until the database announces a change (decision 014). */
function addResponseCache(
  app: Hono<AppEnv>,
  options: AppOptions,
  given: ResponseCache | true,
  hub: RealtimeHub,
  metrics: Metrics,
): void {
  const cache = given === true ? new ResponseCache() : given
  metrics.observeResponseCache(cache)
  cache.setChangesHeard(() => options.database.isListening())
  app.use(cache.middleware())
  // The cache answers only once it hears every change; until then (or if listening fails) it passes through.
  // A null payload (the LISTEN came back after a database restart: changes may have been missed) clears it too.
  Promise.all(CONTENT_CHANNELS.map((channel) => hub.subscribe(channel, () => cache.clear())))
    .then(() => cache.enable())
    .catch((error: unknown) =>
      options.logger.error({ err: error }, 'response cache disabled: cannot listen for changes'),
    )
}

/** /api: the public API, then the admin API behind its guard, then a JSON 404. */
function apiRoutes(
  deps: RouteDeps,
  options: AppOptions,
  imageProxy: ImageProxy,
  hub: RealtimeHub,
  reads: Hono<AppEnv>,
  siteReads: Hono<AppEnv>,
) {
  const api = new Hono<AppEnv>()
  api.use(etagAndCache({ maxAge: 60, staleWhileRevalidate: 300 }))
  const limitBody = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.'), 413),
  })
  // Hono's limit asks every request for its body, which makes @hono/node-server build a whole web Request for a
  // GET (2-3 % of an API read's CPU, decision 042 round 7); a GET, HEAD or OPTIONS has none to limit.
  api.use((c, next) => (SAFE_METHODS.has(c.req.method) ? next() : limitBody(c, next)))
  api.use(originGuard([options.env.SITE_URL, ...(options.trustedOrigins ?? [])]))
  // better-auth also reads form-encoded bodies; every other route reads JSON only.
  api.use(refuseBadBody({ otherBodies: (path) => path.startsWith('/api/auth/') }))
  api.use('/auth/sign-in/email', signInRateLimit(deps))
  api.on(['GET', 'POST'], '/auth/*', authRoutes(options.auth))
  api.route('/me', meRoutes(deps))
  // The public read API at /api/v1 (decision 033), and at its old paths as aliases: the same handlers.
  api.route('/v1', reads)
  api.route('/', siteReads)
  api.route('/', reads)
  api.route('/', apiDocsRoutes(deps))
  // Team images come from the data provider's hosts: through /img as well (decision 016).
  api.use('/get-team-matches/*', proxyImageFields(imageProxy))
  api.route('/get-team-matches', liveMatchesRoutes({ ...deps, liveMatchesCache: options.liveMatchesCache }))
  api.route('/chat', chatRoutes(deps))
  api.route('/realtime', realtimeRoutes(hub))
  api.route('/admin', adminRoutes(deps))
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404))
  return api
}

/** Everything under /api/admin checks the session and role here, where it is mounted. */
function adminRoutes(deps: RouteDeps) {
  const admin = new Hono<AppEnv>()
  admin.use(requireRole(deps, ['admin', 'super_admin']))
  admin.route('/', feedsAdminRoutes(deps))
  admin.route('/', teamFaqAdminRoutes(deps))
  admin.route('/', esportsSyncAdminRoutes(deps))
  admin.route('/overview', dashboardAdminRoutes(deps))
  admin.route('/feed-sources', feedSourcesAdminRoutes(deps))
  admin.route('/articles', articlesAdminRoutes(deps))
  admin.route('/story-drafts', storyDraftsAdminRoutes(deps))
  admin.route('/teams', teamsAdminRoutes(deps))
  admin.route('/trash', trashAdminRoutes(deps))
  admin.route('/users', usersAdminRoutes(deps))
  admin.route('/audit', auditAdminRoutes(deps))
  return admin
}

/** The client build: hashed assets cached for a year, other files for an hour. */
function serveBuiltFiles(app: Hono<AppEnv>): void {
  // Hashed build output never changes under its name: cache it for a year.
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) setAnswerHeader(c, 'cache-control', 'public, max-age=31536000, immutable')
  })
  const files = quietly(serveStatic({ root: relativeRoot(CLIENT_DIR) }))
  app.use('/assets/*', files)
  // The other files are listed once at start: a page address goes on to the renderer without a file-system
  // lookup (serve-static tried to open every page's path: 9 % of a page's CPU, decision 037).
  const builtPaths = filesUnder(CLIENT_DIR)
  const isBuiltFile = (c: Context) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') && builtPaths.has(c.req.path)
  app.use('*', async (c, next) => {
    if (!isBuiltFile(c)) return next()
    await next()
    if (c.res.status === 200) setAnswerHeader(c, 'cache-control', 'public, max-age=3600')
  })
  app.use('*', (c, next) => (isBuiltFile(c) ? files(c, next) : next()))
}

/** The address of every file under `dir` (`/favicon.svg`, `/images/news/x.svg`), for serveBuiltFiles. */
function filesUnder(dir: string): Set<string> {
  const paths = new Set<string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    paths.add(`/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
  }
  return paths
}

/** A file served from the build is logged at debug: a page view fetches a dozen, and they tell nothing new. */
function quietly(serve: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let passedOn = false
    const answer = await serve(c, async () => {
      passedOn = true
      await next()
    })
    if (!passedOn) c.set('requestLogLevel', 'debug')
    return answer
  }
}

/** Every other GET is a page, server-rendered, within the client's render budget. */
function servePages(app: Hono<AppEnv>, renderer: Renderer, budget: RenderBudget): void {
  const pageCache = etagAndCache({
    maxAge: 60,
    staleWhileRevalidate: 300,
    normalizeForEtag: ignoreQueryTimestamps,
  })
  app.get('*', pageCache, budget.beforeRender, async (c) => {
    const response = await renderer(c.req.raw)
    if (response.status === 404) c.get('logger').warn({ path: c.req.path }, 'page not found')
    if (response.status !== 200) response.headers.set('cache-control', 'no-cache')
    return response
  })
}

function relativeRoot(dir: string): string {
  const rel = dir.startsWith(process.cwd()) ? dir.slice(process.cwd().length + 1) : dir
  return rel || '.'
}
