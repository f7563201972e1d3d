import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import type { SiteConfig } from '#shared/site'
import { type BootData, Document, type PageAssets, serializeBoot } from './document'
import { configureApiFetch, type ServerReads } from './lib/api-client'
import { bootQueryState } from './lib/boot-state'
import { renderWasIncomplete } from './lib/route-data'
import { RequestProvider } from './lib/request-context'
import { SiteProvider } from './lib/site'
import { createRoutes, type RouteHandle } from './router'

export interface RenderOptions {
  site: SiteConfig
  assets: PageAssets
  /** The chunks and styles of the matched route modules (paths under src/web), from the build manifest. */
  routeAssets?: (modules: string[]) => { preloads: string[]; styles: string[] }
  /** The API, called in-process: `(path, init) => app.request(path, init)`. */
  api: (path: string, init?: RequestInit) => Promise<Response>
  /** The API's reads answered by the server's route functions (decision 045); a path it does not serve uses `api`. */
  reads?: ServerReads
  onError?: (error: unknown) => void
}

/** What the server passes its loaders: the query client of the request being rendered. */
interface RenderContext {
  queryClient: QueryClient
}

// Built once: the route table, its matcher and the lazily loaded route modules are the same for every request;
// only the query client differs, and it reaches the loaders through the request context.
const handler = createStaticHandler(
  createRoutes(({ context }) => (context as unknown as RenderContext).queryClient),
)

/** Renders a route to a complete HTML document: loaders run, the query cache is dehydrated into the page. */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  configureApiFetch(options.api, options.reads)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const requestContext: RenderContext = { queryClient }
  const context = await handler.query(request, { requestContext })
  if (context instanceof Response) return context

  const router = createStaticRouter(handler.dataRoutes, context)
  const modules = context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.module ?? [])
  const routeAssets = options.routeAssets?.(modules)
  const assets: PageAssets = {
    entry: options.assets.entry,
    scripts: options.assets.scripts,
    preloads: routeAssets?.preloads ?? [],
    styles: [...new Set([...options.assets.styles, ...(routeAssets?.styles ?? [])])],
  }
  // The Host header, not the URL: in-process requests have no real URL host, and X-Forwarded-Host is forgeable.
  const requestHost = request.headers.get('host') ?? undefined
  const boot: BootData = {
    requestHost,
    site: options.site,
    assets: { scripts: assets.scripts },
    queryState: bootQueryState(queryClient),
    routerState: hydrationData(context),
  }
  const bootJson = serializeBoot(boot)

  let renderError: unknown
  // Crawlers and social previews get the complete page: every boundary is waited for before answering, and the
  // page is held whole anyway (its ETag hashes it).
  const body = await renderDocument(
    <StrictMode>
      <Document assets={assets} bootJson={bootJson}>
        <SiteProvider site={options.site}>
          <RequestProvider requestHost={requestHost}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </RequestProvider>
        </SiteProvider>
      </Document>
    </StrictMode>,
    options.assets.scripts,
    (error) => {
      renderError = error
      options.onError?.(error)
    },
  )
  const status = renderError ? 500 : statusOf(context)
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
  // A read failed (its section shows its error or empty state): the page is not what the data says, so no cache
  // (a CDN, the server's own) may keep it; the next request renders again.
  if (renderWasIncomplete(queryClient) || status >= 500) headers['cache-control'] = 'no-cache'
  // A read behind the page failed (503): crawlers keep their last copy and come back, as this header asks.
  if (status === 503) headers['retry-after'] = '60'
  return new Response(body, { status, headers })
}

/**
 * The document. A page whose data the loaders have already read renders in one synchronous pass: renderToString
 * builds the HTML as one string (the streaming renderer encodes every small chunk into bytes as it goes: 7-11 %
 * of a page's CPU), and the answer reaches the ETag and gzip middleware as one buffer. It cannot wait for anything
 * that suspends, and writes no bootstrap scripts (the production page has none: its entry loads after the first
 * paint), so a page with bootstrap scripts (the dev server's), or one that suspended or threw, is rendered by the
 * streaming renderer, which waits for every boundary and reports errors.
 */
async function renderDocument(
  element: ReactNode,
  bootstrapModules: string[],
  onError: (error: unknown) => void,
): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  if (bootstrapModules.length === 0) {
    const html = renderedAtOnce(element)
    if (html !== undefined) return new TextEncoder().encode(`<!DOCTYPE html>${html}`)
  }
  const stream = await renderToReadableStream(element, { bootstrapModules, onError })
  await stream.allReady
  return stream
}

/** React's mark of a Suspense boundary it could not finish on the server (left to the browser to render). */
const UNFINISHED_BOUNDARY = '<!--$!-->'

/**
 * The page in one synchronous pass, or undefined when something suspended (a lazy module not loaded yet, inside
 * a boundary or outside any) or threw: the streaming renderer then waits for it, or reports the error.
 */
function renderedAtOnce(element: ReactNode): string | undefined {
  try {
    const html = renderToString(element)
    return html.includes(UNFINISHED_BOUNDARY) ? undefined : html
  } catch {
    return undefined
  }
}

function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode
  const deepest = context.matches.at(-1)?.route.handle as RouteHandle | undefined
  return deepest?.status ?? 200
}

function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: error instanceof Error ? error.message : 'Unexpected error', __type: 'Error' },
        ]),
      )
    : null
  return { loaderData: context.loaderData, actionData: context.actionData, errors }
}
