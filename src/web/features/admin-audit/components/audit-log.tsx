import { RefreshCw } from 'lucide-react'
import { useMemo, useState } from 'react'
import { AccessDenied } from '#web/components/admin/access-denied'
import { AdminPage } from '#web/components/admin/admin-page'
import { AdminTable } from '#web/components/admin/admin-table'
import { QueryContent } from '#web/components/admin/query-content'
import { SearchField } from '#web/components/ui/search-field'
import { PageHeader } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { TableCell } from '#web/components/ui/table'
import { AUDIT_LIMIT, useAuditLog } from '../api/get-audit-log'
import { detailsText, filterAudit, targetText } from '../utils/audit'

const COLUMNS = [
  { label: 'When' },
  { label: 'Who' },
  { label: 'Action' },
  { label: 'Target' },
  { label: 'Details' },
]

/** Who did what, and when: every admin write, newest first (super_admin only). */
export function AuditLog({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const log = useAuditLog(isSuperAdmin)
  const [search, setSearch] = useState('')
  const entries = useMemo(() => filterAudit(log.data?.entries ?? [], search), [log.data, search])

  if (!isSuperAdmin) {
    return (
      <AdminPage>
        <AccessDenied description="Only a super admin can view the audit log." />
      </AdminPage>
    )
  }

  return (
    <AdminPage>
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
          <SearchField
            label="Search the audit log"
            placeholder="Search by user, action or target..."
            value={search}
            onChange={setSearch}
            className="md:max-w-sm"
          />
        </CardHeader>
        <CardContent>
          <QueryContent
            query={log}
            loading="Loading..."
            failed="Failed to load the audit log."
            empty={entries.length === 0 ? 'No actions recorded.' : null}
            className="py-6"
          >
            <AdminTable
              columns={COLUMNS}
              rows={entries}
              empty="No actions recorded."
              cells={(entry) => (
                <>
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
                </>
              )}
            />
          </QueryContent>
        </CardContent>
      </Card>
    </AdminPage>
  )
}
