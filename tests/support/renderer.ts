import type { Renderer } from '#server/render/ssr'
import type { Hono } from 'hono'
import { serverReads } from '#server/app'
import type { AppEnv } from '#server/app-types'
import { inProcessCall } from '#server/request-id'
import type { SiteConfig } from '#shared/site'
import { render } from '#web/entry-server'

/** The SSR entry loaded from source (no build needed), with the API called in-process and read directly (decision 045). */
export function sourceRenderer(
  site: SiteConfig,
  /** The app, or a stand-in for its API (then every read goes through it: it has no direct reads). */
  api: () => { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
): Renderer {
  return (request) =>
    render(request, {
      site,
      // As the built renderer: the entry loads after the first paint, with each route module's chunk preloaded.
      assets: { entry: '/assets/entry.js', scripts: [], styles: ['/assets/entry.css'] },
      routeAssets: (modules) => ({
        preloads: modules.map((m) => `/assets/${m.replace(/\W+/g, '-')}.js`),
        styles: [],
      }),
      api: inProcessCall((path, init) => api().request(path, init)),
      reads: (path) => serverReads(api() as Hono<AppEnv>)(path),
    })
}
