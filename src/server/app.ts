import { createHash, randomUUID } from 'node:crypto'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { secureHeaders } from 'hono/secure-headers'
import { hydrateAfterPaintScript } from '#shared/hydrate-script'
import { themeInitScript } from '#shared/theme'
import type { AppDeps, AppEnv } from './app-types'
import { errorBody } from './errors'
import { robotsTxt } from './render/robots'
import { CLIENT_DIR, type Renderer } from './render/ssr'
import { refuseBadBody, refuseBadUrl } from './routes/bad-bytes'
import { etagAndCache, ignoreQueryTimestamps } from './routes/caching'
import { CONTENT_CHANNELS, ResponseCache } from './routes/response-cache'
import { renderBudget } from './routes/render-budget'
import { handleError } from './routes/error-handling'
import { healthRoutes } from './routes/health.routes'
import { originGuard } from './routes/origin-guard'
import { articlesAdminRoutes } from './routes/admin/articles/articles.routes'
import { auditAdminRoutes } from './routes/admin/audit/audit.routes'
import { feedSourcesAdminRoutes } from './routes/admin/feed-sources/feed-sources.routes'
import { overviewAdminRoutes } from './routes/admin/overview/overview.routes'
import { teamsAdminRoutes } from './routes/admin/teams/teams.routes'
import { trashAdminRoutes } from './routes/admin/trash/trash.routes'
import { usersAdminRoutes } from './routes/admin/users/users.routes'
import { authRoutes } from './routes/public/auth-errors'
import { signInRateLimit } from './routes/public/auth-rate-limit'
import { meRoutes } from './routes/public/me/me.routes'
import { esportsSyncAdminRoutes } from './routes/admin/esports/sync.routes'
import { teamFaqAdminRoutes } from './routes/admin/esports/team-faq.routes'
import { feedsAdminRoutes } from './routes/admin/feeds/feeds.routes'
import { requireRole } from './routes/admin/require-role'
import { articlesRoutes, articleTagsRoutes } from './routes/public/articles/articles.routes'
import { authorsRoutes } from './routes/public/authors/authors.routes'
import { imagesRoutes, proxyImageFields } from './routes/public/images/images.routes'
import { createImageProxy, IMAGE_PROXY_PATH } from './services/image-proxy'
import { chatRoutes } from './routes/public/chat/chat.routes'
import { liveMatchesRoutes } from './routes/public/esports/live-matches.routes'
import { teamInsightsRoutes } from './routes/public/esports/team-insights.routes'
import { gamesRoutes, playersRoutes, teamsRoutes } from './routes/public/esports/teams.routes'
import { realtimeRoutes } from './routes/public/realtime/realtime.routes'
import { searchRoutes } from './routes/public/search/search.routes'
import { seoRoutes } from './routes/public/seo/seo.routes'
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
  const { logger } = options
  const app = new Hono<AppEnv>()

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID()
    const child = logger.child({ requestId })
    c.set('requestId', requestId)
    c.set('logger', child)
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    child.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request')
  })

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
    c.header('permissions-policy', PERMISSIONS_POLICY)
  })
  app.use(compress())
  // Before the response cache and every route: an address that is not valid text never reaches a query.
  // A page address answers with the site's own not-found page (status 400), rendered for a clean address.
  const pageRenderer = options.renderer
  app.use(
    refuseBadUrl(pageRenderer && ((c) => pageRenderer(new Request(new URL('/bad-request', c.req.url))))),
  )

  const imageProxy = createImageProxy(options.auth.options.secret ?? randomUUID(), options.env.SITE_URL)
  const hub = new RealtimeHub(options.database, logger)
  if (options.responseCache) {
    const cache = options.responseCache === true ? new ResponseCache() : options.responseCache
    cache.setChangesHeard(() => options.database.isListening())
    app.use(cache.middleware())
    // The cache answers only once it hears every change; until then (or if listening fails) it passes through.
    // A null payload (the LISTEN came back after a database restart: changes may have been missed) clears it too.
    Promise.all(CONTENT_CHANNELS.map((channel) => hub.subscribe(channel, () => cache.clear())))
      .then(() => cache.enable())
      .catch((error: unknown) =>
        logger.error({ err: error }, 'response cache disabled: cannot listen for changes'),
      )
  }
  // Behind the cache: only what it does not answer is a render, counted per client (decision 015).
  const budget = renderBudget(options)
  app.use(budget.middleware)

  app.route('/healthz', healthRoutes(options))
  app.route(IMAGE_PROXY_PATH, imagesRoutes(options, imageProxy))

  const api = new Hono<AppEnv>()
  api.use(etagAndCache({ maxAge: 60, staleWhileRevalidate: 300 }))
  api.use(
    bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.'), 413),
    }),
  )
  api.use(originGuard([options.env.SITE_URL, ...(options.trustedOrigins ?? [])]))
  // better-auth also reads form-encoded bodies; every other route reads JSON only.
  api.use(refuseBadBody({ otherBodies: (path) => path.startsWith('/api/auth/') }))
  api.use('/auth/sign-in/email', signInRateLimit(options))
  api.on(['GET', 'POST'], '/auth/*', authRoutes(options.auth))
  api.route('/me', meRoutes(options))
  api.route('/articles', articlesRoutes(options, imageProxy))
  api.route('/article-tags', articleTagsRoutes(options))
  api.route('/authors', authorsRoutes(options, imageProxy))
  // Team, player and tournament images come from the data provider's hosts: through /img as well (decision 016).
  for (const path of ['/teams/*', '/players/*', '/games/*', '/get-team-matches/*'])
    api.use(path, proxyImageFields(imageProxy))
  api.route('/teams', teamsRoutes(options))
  api.route('/teams', teamInsightsRoutes(options))
  api.route('/players', playersRoutes(options))
  api.route('/games', gamesRoutes(options))
  api.route('/get-team-matches', liveMatchesRoutes(options))
  api.route('/chat', chatRoutes(options))
  api.route('/search', searchRoutes(options))
  api.route('/realtime', realtimeRoutes(hub))

  // Everything under /api/admin checks the session and role here, where it is mounted.
  const admin = new Hono<AppEnv>()
  admin.use(requireRole(options, ['admin', 'super_admin']))
  admin.route('/', feedsAdminRoutes(options))
  admin.route('/', teamFaqAdminRoutes(options))
  admin.route('/', esportsSyncAdminRoutes(options))
  admin.route('/overview', overviewAdminRoutes(options))
  admin.route('/feed-sources', feedSourcesAdminRoutes(options))
  admin.route('/articles', articlesAdminRoutes(options))
  admin.route('/teams', teamsAdminRoutes(options))
  admin.route('/trash', trashAdminRoutes(options))
  admin.route('/users', usersAdminRoutes(options))
  admin.route('/audit', auditAdminRoutes(options))
  api.route('/admin', admin)
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404))
  app.route('/api', api)

  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600')
    return c.text(robotsTxt(options.env.SITE_URL))
  })
  // Sitemaps and feeds of our own articles; before the static files, whose caching would otherwise apply.
  app.route('/', seoRoutes(options))

  if (options.renderer && !options.dev) {
    // Hashed build output never changes under its name: cache it for a year.
    app.use('/assets/*', async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable')
    })
    app.use('/assets/*', serveStatic({ root: relativeRoot(CLIENT_DIR) }))
    app.use('*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
      if (!/\.[a-z0-9]{2,5}$/i.test(c.req.path)) return next()
      await next()
      if (c.res.status === 200) c.header('cache-control', 'public, max-age=3600')
    })
    app.use('*', serveStatic({ root: relativeRoot(CLIENT_DIR) }))
  }

  if (options.renderer) {
    const renderer = options.renderer
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

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `Not found: ${c.req.path}`), 404))

  app.onError(handleError(logger))

  return app
}

export type App = ReturnType<typeof createApp>

function relativeRoot(dir: string): string {
  const rel = dir.startsWith(process.cwd()) ? dir.slice(process.cwd().length + 1) : dir
  return rel || '.'
}
