import type { Renderer } from '../../src/server/render/ssr'
import type { SiteConfig } from '../../src/shared/site'
import { render } from '../../src/web/entry-server'

/** The SSR entry loaded from source (no build needed), with the API called in-process. */
export function sourceRenderer(
  site: SiteConfig,
  api: () => { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
): Renderer {
  return (request) =>
    render(request, {
      site,
      assets: { scripts: ['/assets/entry.js'], styles: ['/assets/entry.css'] },
      api: (path, init) => Promise.resolve(api().request(path, init)),
    })
}
