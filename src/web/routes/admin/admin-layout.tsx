import { Outlet, useLocation } from 'react-router'
import { Seo } from '../../components/seo'
import { useIsClient } from '../../components/use-is-client'
import { AdminGate } from '../../features/admin-auth/components/admin-gate'

/**
 * ARCHITECTURE "How a page is served": admin routes render only a shell on the server and run in the browser,
 * so nothing admin-specific is in the server HTML. Every admin screen sits behind the §2.17 gate, which hands
 * the admitted session to the screens through the outlet context.
 */
export function Component() {
  const isClient = useIsClient()
  const { pathname } = useLocation()
  return (
    <>
      <Seo title="Admin" path={pathname} noindex />
      {isClient ? (
        <AdminGate>{(session) => <Outlet context={session} />}</AdminGate>
      ) : (
        <div role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-muted-foreground">
          Loading...
        </div>
      )}
    </>
  )
}
