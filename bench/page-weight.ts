import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from 'playwright-core'
import { paths } from '#shared/paths'
import { startServer, table } from './support'

// What a first visit to each page downloads before it is interactive: the HTML, the stylesheets, the entry
// script and the route chunks the page's loader preloads after the first paint. Sizes are gzip level 9 of the served bytes. "/news/{slug}" is
// the newest article, "{team}" and "{player}" the first of /api/teams and /api/players. The HTML is also split
// into its markup and its boot state (the <script id="__BOOT__"> JSON the client hydrates from), raw and gzip,
// rendered with the response cache off (what a cache miss sends). With Chromium (CHROME_PATH, default /usr/bin/chromium), "js KB gz in browser" is every script
// a phone-sized first visit actually fetched up to 5 s after the network went quiet: the above plus chunks loaded
// after hydration or when the browser is idle. `--verbose` also lists those scripts per page, biggest first.
const ARTICLE = '/news/{slug}'
const TEAM = '{team}'
const PLAYER = '{player}'
const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const named = args.filter((arg) => arg !== '--verbose')
const pages = named.length ? named : ['/', '/news', ARTICLE, TEAM, PLAYER, '/matches', '/cs2', '/terms']
const dataDir = mkdtempSync(join(tmpdir(), 'bo5-weight-'))
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  RUN_WORKER: 'false',
  RESPONSE_CACHE: 'false',
})

const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length
const kb = (n: number) => (n / 1024).toFixed(1)

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const browser: Browser | undefined = existsSync(CHROME_PATH)
  ? await chromium.launch({
      executablePath: CHROME_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    })
  : undefined

/** The scripts a fresh browser fetches for the page, with their gzip'ed sizes. */
async function scriptsInBrowser(url: string): Promise<{ path: string; bytes: number }[]> {
  if (!browser) return []
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  try {
    const page = await context.newPage()
    const scripts: Promise<{ path: string; bytes: number }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200)
        scripts.push(
          response.body().then((body) => ({ path: new URL(response.url()).pathname, bytes: gz(body) })),
        )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(5000)
    return (await Promise.all(scripts)).sort((a, b) => b.bytes - a.bytes)
  } finally {
    await context.close()
  }
}

const rows: Record<string, string | number>[] = []
const listings: string[] = []
try {
  const { articles } = (await (await fetch(`${server.baseURL}/api/articles?limit=1`)).json()) as {
    articles: { slug: string }[]
  }
  const slug = articles[0]?.slug
  if (!slug) throw new Error('the demo data has no articles')
  const { teams } = (await (await fetch(`${server.baseURL}/api/teams`)).json()) as {
    teams: { slug: string; currentVideogame: string }[]
  }
  const { players } = (await (await fetch(`${server.baseURL}/api/players`)).json()) as {
    players: { slug: string; currentVideogame: string | null }[]
  }
  const team = teams[0]
  const player = players.find((entry) => entry.currentVideogame)
  if (!team || !player) throw new Error('the demo data has no teams or players')
  const address = (page: string) =>
    page
      .replace('{slug}', slug)
      .replace(TEAM, paths.team(team.currentVideogame, team.slug))
      .replace(PLAYER, paths.player(player.currentVideogame ?? '', player.slug))
  for (const page of pages) {
    const response = await fetch(server.baseURL + address(page))
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
    const html = await response.text()
    const boot = /<script id="__BOOT__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? ''
    const markup = html.replace(boot, '')
    const bytes = (text: string) => new TextEncoder().encode(text)
    const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!)
    const css = attr(/<link rel="stylesheet" href="([^"]+)"/g)
    const js = [
      ...new Set([
        // The loader that runs after the first paint (decision 012): its entry and its route chunks.
        ...attr(/<script data-src="([^"]+)"/g),
        ...attr(/<script data-src="[^"]+" data-preload="([^"]+)"/g).flatMap((list) => list.split(' ')),
        // React's bootstrap modules and preloads, as the dev server still sends them.
        ...attr(/<script type="module" src="([^"]+)"/g),
        ...attr(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g),
      ]),
    ]
    const size = async (paths: string[]) => {
      let total = 0
      for (const path of paths)
        total += gz(new Uint8Array(await (await fetch(server.baseURL + path)).arrayBuffer()))
      return total
    }
    const [jsBytes, cssBytes] = await Promise.all([size(js), size(css)])
    const inBrowser = await scriptsInBrowser(server.baseURL + address(page))
    const inBrowserBytes = inBrowser.reduce((sum, script) => sum + script.bytes, 0)
    if (verbose)
      listings.push(
        `${page}: ${kb(inBrowserBytes)} KB gz in browser`,
        ...inBrowser.map(
          (script) =>
            `  ${kb(script.bytes).padStart(6)}  ${script.path}${js.includes(script.path) ? '' : '  (not in the HTML)'}`,
        ),
      )
    rows.push({
      page,
      'html KB': kb(bytes(html).length),
      'html KB gz': kb(gz(bytes(html))),
      'markup KB': kb(bytes(markup).length),
      'markup KB gz': kb(gz(bytes(markup))),
      'boot KB': kb(bytes(boot).length),
      'boot KB gz': kb(gz(bytes(boot))),
      'js KB gz': kb(jsBytes),
      'js files': js.length,
      'css KB gz': kb(cssBytes),
      'total KB gz': kb(jsBytes + cssBytes + gz(new TextEncoder().encode(html))),
      'js KB gz in browser': browser ? `${kb(inBrowserBytes)} (${inBrowser.length} files)` : '-',
    })
  }
} finally {
  await browser?.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
table(rows)
if (listings.length) console.log(listings.join('\n'))
