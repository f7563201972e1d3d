import { Outlet, useLocation } from 'react-router'
import { Seo } from '../../components/seo'
import { useIsClient } from '../../components/use-is-client'

/**
 * ARCHITECTURE "How a page is served": admin routes render only a shell on the server and run in the browser,
 * so nothing admin-specific is in the server HTML. The gate (§2.17) sits inside, in a later issue.
 */
export function Component() {
  const isClient = useIsClient()
  const { pathname } = useLocation()
  return (
    <>
      <Seo title="Admin" path={pathname} noindex />
      {isClient ? (
        <Outlet />
      ) : (
        <div role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-muted-foreground">
          Loading...
        </div>
      )}
    </>
  )
}
