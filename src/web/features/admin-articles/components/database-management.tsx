import { Copy, Database, Loader2, RefreshCw, Sparkles } from 'lucide-react'
import { useState } from 'react'
import type { DuplicateReport } from '#shared/schemas/admin'
import { listDate } from '#web/components/admin/admin-table'
import { IconCardTitle } from '#web/components/admin/card-headings'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card'
import { ConfirmDialog } from '#web/components/ui/dialog'
import { adminMessages, duplicatesCleanedMessage, duplicatesFoundMessage } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { useCleanUpDuplicates, useFindDuplicates } from '../api/duplicates'

/** §2.19 "Database Management": refresh, find and clean up duplicates. */
export function DatabaseManagement({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const find = useFindDuplicates()
  const cleanUp = useCleanUpDuplicates()
  const [report, setReport] = useState<DuplicateReport | null>(null)
  const [confirming, setConfirming] = useState(false)
  const toDelete = report?.groups.reduce((sum, group) => sum + group.remove.length, 0) ?? 0

  async function runFind() {
    try {
      const result = await find.mutateAsync()
      setReport(result)
      toast.success(adminMessages.duplicatesFound, { description: duplicatesFoundMessage(result) })
    } catch {
      toast.error(adminMessages.duplicatesFindFailed)
    }
  }

  async function runCleanUp() {
    try {
      const { deleted } = await cleanUp.mutateAsync()
      toast.success(adminMessages.duplicatesCleaned, { description: duplicatesCleanedMessage(deleted) })
      // §4: reloads, then clears the duplicate view.
      setReport(null)
      setConfirming(false)
    } catch {
      toast.error(adminMessages.duplicatesCleanupFailed)
    }
  }

  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Database}>Database Management</IconCardTitle>
        <CardDescription>Reload the list, and find articles published more than once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onReload} disabled={reloading}>
            <RefreshCw aria-hidden="true" className={reloading ? 'animate-spin' : undefined} />
            Refresh Data
          </Button>
          <Button variant="outline" onClick={() => void runFind()} disabled={find.isPending}>
            {find.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Copy aria-hidden="true" />
            )}
            {find.isPending ? 'Finding...' : 'Find Duplicates'}
          </Button>
          {report && report.groups.length > 0 ? (
            <Button variant="destructive" onClick={() => setConfirming(true)} disabled={cleanUp.isPending}>
              <Sparkles aria-hidden="true" />
              Clean Up Duplicates
            </Button>
          ) : null}
        </div>
        {report ? <DuplicateReportView report={report} /> : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clean Up Duplicates"
        description={`Delete ${toDelete} duplicate articles? The oldest article of each title is kept.`}
        confirmLabel="Clean Up"
        busy={cleanUp.isPending}
        busyLabel="Cleaning up..."
        onConfirm={() => void runCleanUp()}
      />
    </Card>
  )
}

/** §4 duplicates: each title, its oldest article KEEP and the rest DELETE. */
function DuplicateReportView({ report }: { report: DuplicateReport }) {
  if (report.groups.length === 0) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        No duplicate articles found.
      </p>
    )
  }
  return (
    <section aria-labelledby="duplicates-found" className="flex flex-col gap-3">
      <h3 id="duplicates-found" className="font-semibold">
        Duplicate Articles Found
      </h3>
      <p className="text-sm text-muted-foreground">{duplicatesFoundMessage(report)}</p>
      <ul className="flex flex-col gap-3">
        {report.groups.map((group, index) => (
          <li key={`${group.title}-${index}`} className="rounded-lg border p-3">
            <p className="mb-2 font-medium">{group.title}</p>
            <ul className="flex flex-col gap-1.5 text-sm">
              {[group.keep, ...group.remove].map((entry, position) => (
                <li key={entry.id} className="flex flex-wrap items-center gap-2">
                  <Badge variant={position === 0 ? 'default' : 'destructive'}>
                    {position === 0 ? 'KEEP' : 'DELETE'}
                  </Badge>
                  <span className="font-mono text-xs break-all">
                    ID: {entry.id} | Published: {listDate(entry.publishedAt)}
                  </span>
                  <Badge variant="secondary">{entry.game || 'Esports'}</Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
