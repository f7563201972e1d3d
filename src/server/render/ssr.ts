import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SiteConfig } from '#shared/site'
import type { RenderOptions } from '#web/entry-server'
import type { Logger } from '../logger'
import { fromRoot } from '../root'

export type Renderer = (request: Request) => Promise<Response>
type RenderModule = { render: (request: Request, options: RenderOptions) => Promise<Response> }

interface RendererOptions {
  site: SiteConfig
  api: RenderOptions['api']
  reads?: RenderOptions['reads']
  logger: Logger
}

const DIST_DIR = fromRoot('dist')
export const CLIENT_DIR = join(DIST_DIR, 'client')

/** The built renderer: dist/server/entry-server.js plus the client manifest for the asset tags. */
export async function createProductionRenderer(options: RendererOptions): Promise<Renderer> {
  const manifestPath = join(CLIENT_DIR, '.vite', 'manifest.json')
  const serverEntry = join(DIST_DIR, 'server', 'entry-server.js')
  if (!existsSync(manifestPath) || !existsSync(serverEntry)) {
    throw new Error('The site is not built: run "npm run build" (or "npm start", which builds first).')
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error(`No entry chunk in ${manifestPath}: rebuild with "npm run build".`)
  // The entry loads after the first paint (Document's hydration script), not as React's bootstrap module.
  const assets = { entry: `/${entry.file}`, scripts: [], styles: (entry.css ?? []).map((file) => `/${file}`) }
  const routeAssets = (modules: string[]) =>
    chunksOf(
      manifest,
      modules.map((m) => `src/web/${m}`),
      entry.file,
    )
  const module = (await import(pathToFileURL(serverEntry).href)) as RenderModule
  return (request) => module.render(request, { ...rendererOptions(options), assets, routeAssets })
}

type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean; imports?: string[] }>

/**
 * The chunks a set of route modules needs, with their shared imports, so the browser fetches them in parallel
 * with the entry instead of discovering them one after another.
 */
function chunksOf(manifest: Manifest, keys: string[], entryFile: string) {
  const preloads = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.file === entryFile || preloads.has(`/${chunk.file}`)) return
    preloads.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) styles.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return { preloads: [...preloads], styles: [...styles] }
}

/** The development renderer: Vite compiles the server entry on each request and serves the client modules. */
export function createDevRenderer(
  options: RendererOptions,
  loadModule: () => Promise<RenderModule>,
): Renderer {
  const assets = { scripts: ['/@vite/client', '/__dev/preamble.js', '/src/web/entry-client.tsx'], styles: [] }
  return async (request) => (await loadModule()).render(request, { ...rendererOptions(options), assets })
}

function rendererOptions(options: RendererOptions): Omit<RenderOptions, 'assets'> {
  return {
    site: options.site,
    api: options.api,
    reads: options.reads,
    onError: (error) => options.logger.error({ err: error }, 'render failed'),
  }
}
