import { type DehydratedState, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { assetsInPage, BOOT_ELEMENT_ID, type BootData, Document } from './document'
import { pageTextsIn, withPageTexts } from './lib/boot-state'
import { createQueryClient } from './lib/query-client'
import { RequestProvider } from './lib/request-context'
import { SiteProvider } from './lib/site'
import { createRoutes } from './router'
import './styles.css'

async function hydrate() {
  const bootJson = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '{}'
  const boot = JSON.parse(bootJson) as BootData
  // The cards' words travel once, in the HTML: read them back before React takes the page over.
  const queryState = withPageTexts(boot.queryState as DehydratedState, pageTextsIn(document))
  const queryClient = createQueryClient()
  const routes = createRoutes(queryClient)

  // Resolve the lazy routes of the first page before hydrating, so the first render matches the server's HTML.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<Record<string, unknown>>
      Object.assign(m.route, { ...(await lazy()), lazy: undefined })
    }),
  )

  // React Router reads (and deserializes route errors from) this global when it creates the router.
  ;(window as unknown as { __staticRouterHydrationData: unknown }).__staticRouterHydrationData =
    boot.routerState
  const router = createBrowserRouter(routes)
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task, so a
  // phone stays responsive while the page becomes interactive (the HTML is already painted).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={assetsInPage(document, boot.assets.scripts)} bootJson={bootJson}>
          <SiteProvider site={boot.site}>
            <RequestProvider requestHost={boot.requestHost}>
              <QueryClientProvider client={queryClient}>
                <HydrationBoundary state={queryState}>
                  <RouterProvider router={router} />
                </HydrationBoundary>
              </QueryClientProvider>
            </RequestProvider>
          </SiteProvider>
        </Document>
      </StrictMode>,
    )
  })
}

void hydrate()
