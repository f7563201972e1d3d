import { ArrowLeft, RefreshCw, Search, ShieldAlert } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { PageContainer, PageHeader } from '../../../components/layout/page'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { paths } from '../../../paths'
import { AUDIT_LIMIT, useAuditLog } from '../api/get-audit-log'
import { detailsText, filterAudit, targetText } from '../utils/audit'

function BackToAdmin() {
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.admin.dashboard()}>
          <ArrowLeft aria-hidden="true" />
          Back to Admin
        </Link>
      </Button>
    </div>
  )
}

/** Who did what, and when: every admin write, newest first (super_admin only). */
export function AuditLog({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const log = useAuditLog(isSuperAdmin)
  const [search, setSearch] = useState('')
  const searchId = useId()
  const entries = useMemo(() => filterAudit(log.data?.entries ?? [], search), [log.data, search])

  if (!isSuperAdmin) {
    return (
      <PageContainer className="flex flex-col gap-6">
        <BackToAdmin />
        <Card className="mx-auto w-full max-w-md text-center">
          <CardHeader className="items-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-red-700 dark:text-red-400">
              <ShieldAlert aria-hidden="true" className="size-6" />
            </span>
            <CardTitle asChild className="text-2xl">
              <h1>Access Denied</h1>
            </CardTitle>
            <CardDescription>Only a super admin can view the audit log.</CardDescription>
          </CardHeader>
        </Card>
      </PageContainer>
    )
  }

  return (
    <PageContainer className="flex flex-col gap-6">
      <BackToAdmin />
      <PageHeader title="Audit Log" description="Who did what in the admin panel, and when." />
      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle asChild>
              <h2>Recent Actions</h2>
            </CardTitle>
            <Button variant="outline" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching}>
              <RefreshCw aria-hidden="true" className={log.isFetching ? 'animate-spin' : undefined} />
              Refresh
            </Button>
          </div>
          <CardDescription>The latest {AUDIT_LIMIT} actions.</CardDescription>
          <search className="relative block md:max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              Search the audit log
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              autoComplete="off"
              placeholder="Search by user, action or target..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </search>
        </CardHeader>
        <CardContent>
          {log.isPending ? (
            <p role="status" className="py-6 text-center text-muted-foreground">
              Loading...
            </p>
          ) : log.isError && !log.data ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
              <p className="text-red-700 dark:text-red-400">Failed to load the audit log.</p>
              <Button variant="outline" onClick={() => void log.refetch()}>
                Try Again
              </Button>
            </div>
          ) : entries.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">No actions recorded.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Target</TableHead>
                  <TableHead>Details</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
                    </TableCell>
                    <TableCell>{entry.actorEmail ?? 'System'}</TableCell>
                    <TableCell>
                      <Badge variant="secondary" className="font-mono">
                        {entry.action}
                      </Badge>
                    </TableCell>
                    <TableCell className="max-w-56 break-words">{targetText(entry)}</TableCell>
                    <TableCell className="max-w-md text-xs break-words text-muted-foreground">
                      {detailsText(entry.details)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
