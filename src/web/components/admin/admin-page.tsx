import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import { PageContainer } from '../layout/page'
import { Button } from '../ui/button'

/** The quiet "back" link at the top of an admin screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  )
}

/** An admin screen below the dashboard: the page column, with "Back to Admin" (to /admin) on top (§2.19). */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <PageContainer className="flex flex-col gap-6">
      <div>
        <BackLink to={paths.admin.dashboard()}>Back to Admin</BackLink>
      </div>
      {children}
    </PageContainer>
  )
}
