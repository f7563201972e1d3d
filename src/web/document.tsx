import { type ReactNode, useEffect } from 'react'
import type { SiteConfig } from '#shared/site'
import { hydrateAfterPaintScript } from '#shared/hydrate-script'
import { themeInitScript } from './lib/theme'

/**
 * entry: the client entry, loaded after the first paint (production); scripts: module scripts React's bootstrap
 * runs as soon as they load (the dev server's); preloads: chunks of the first page's routes; styles: their CSS.
 */
export interface PageAssets {
  entry?: string
  scripts: string[]
  preloads?: string[]
  styles: string[]
}

/** What the server hands the browser for hydration, as JSON in <script id="__BOOT__">. */
export interface BootData {
  site: SiteConfig
  /** Only the module scripts: the page's other assets are in its HTML already (`assetsInPage`). */
  assets: Pick<PageAssets, 'scripts'>
  /** TanStack Query's dehydrated cache. */
  queryState: unknown
  /** React Router's loaderData/actionData/errors of the first page. */
  routerState: unknown
  /** The Host the page was requested on: a preview host keeps pages out of search engines (§2.2). */
  requestHost?: string
}

export const BOOT_ELEMENT_ID = '__BOOT__'

/**
 * The whole HTML document, rendered by React on the server and hydrated as-is in the browser.
 * The boot data travels as non-executable JSON, so the CSP needs no inline-script allowance beyond the
 * hashed theme and hydration scripts.
 */
export function Document({
  assets,
  bootJson,
  children,
}: {
  assets: PageAssets
  bootJson: string
  children: ReactNode
}) {
  // The signal that the page is live (handlers attached, client-only text in place): browser tests wait for it
  // instead of a time limit that a loaded machine misses.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {children}
        <script id={BOOT_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: bootJson }} />
        {assets.entry && (
          <script
            data-src={assets.entry}
            data-preload={assets.preloads?.join(' ')}
            dangerouslySetInnerHTML={{ __html: hydrateAfterPaintScript }}
          />
        )}
      </body>
    </html>
  )
}

/** The assets the Document printed (its stylesheets and its loader script), read back from the page. */
export function assetsInPage(page: ParentNode, scripts: string[]): PageAssets {
  const loader = page.querySelector<HTMLScriptElement>('script[data-src]')
  const preload = loader?.dataset.preload
  return {
    entry: loader?.dataset.src,
    scripts,
    preloads: preload === undefined ? undefined : preload.split(' ').filter(Boolean),
    styles: [...page.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  }
}

/** JSON that is safe inside a <script> element: no "</script>", no U+2028/2029 surprises. */
export function serializeBoot(value: BootData): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
