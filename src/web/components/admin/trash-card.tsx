import { Loader2, RotateCcw, Trash } from 'lucide-react'
import { useState } from 'react'
import type { TrashItem } from '#shared/schemas/admin'
import { useTrash } from '../../lib/admin-trash'
import { apiErrorMessage } from '../../lib/api-client'
import { cn } from '../../lib/cn'
import { toast } from '../../lib/toast'
import { Button } from '../ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table'
import { IconCardTitle } from './card-headings'

/** What the trash card of one kind of item says. */
export interface TrashCopy {
  /** Under the "Trash" heading: what is kept, and for how long. */
  description: string
  /** The table's accessible name, e.g. "Deleted articles". */
  tableLabel: string
  /** The heading of the column naming each item, e.g. "Title". */
  nameHeader: string
  restoreLabel: (title: string) => string
  restoredToast: string
  restoreFailedToast: string
}

interface TrashCardProps {
  kind: TrashItem['kind']
  copy: TrashCopy
  restore: (id: string) => Promise<unknown>
  /** Extra classes of the name cell, e.g. a width limit for long titles. */
  nameClassName?: string
}

function localDateTime(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString()
}

/** ARCHITECTURE "Choices": deleted items of one kind stay in the trash for 30 days, restorable one at a time. */
export function TrashCard({ kind, copy, restore, nameClassName }: TrashCardProps) {
  const trash = useTrash()
  const [restoring, setRestoring] = useState<string | null>(null)
  const items = (trash.data?.items ?? []).filter((item) => item.kind === kind)

  async function runRestore(item: TrashItem) {
    setRestoring(item.id)
    try {
      await restore(item.id)
      toast.success(copy.restoredToast, { description: item.title })
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? copy.restoreFailedToast)
    } finally {
      setRestoring(null)
    }
  }

  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Trash} muted>
          Trash
        </IconCardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {trash.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading...
          </p>
        ) : trash.isError && !trash.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Failed to load the trash.
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">The trash is empty.</p>
        ) : (
          <Table aria-label={copy.tableLabel}>
            <TableHeader>
              <TableRow>
                <TableHead>{copy.nameHeader}</TableHead>
                <TableHead>Deleted</TableHead>
                <TableHead>Deleted by</TableHead>
                <TableHead>Purged on</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className={cn(nameClassName, 'font-medium')}>{item.title}</TableCell>
                  <TableCell className="whitespace-nowrap">{localDateTime(item.deletedAt)}</TableCell>
                  <TableCell>{item.deletedBy || 'Unknown'}</TableCell>
                  <TableCell className="whitespace-nowrap">{localDateTime(item.purgeAt)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={restoring !== null}
                      onClick={() => void runRestore(item)}
                      aria-label={copy.restoreLabel(item.title)}
                    >
                      {restoring === item.id ? (
                        <Loader2 aria-hidden="true" className="animate-spin" />
                      ) : (
                        <RotateCcw aria-hidden="true" />
                      )}
                      Restore
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
