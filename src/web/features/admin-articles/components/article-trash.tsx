import { Loader2, RotateCcw, Trash } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { ApiError } from '../../../lib/api-client'
import { useRestoreArticle, useTrash } from '../api/trash'
import type { TrashItem } from '../api/types'

function localDateTime(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString()
}

/** ARCHITECTURE "Choices": deleted articles stay in a trash for 30 days, restorable. */
export function ArticleTrash() {
  const trash = useTrash()
  const restore = useRestoreArticle()
  const [restoring, setRestoring] = useState<string | null>(null)
  const items = (trash.data?.items ?? []).filter((item) => item.kind === 'article')

  async function runRestore(item: TrashItem) {
    setRestoring(item.id)
    try {
      await restore.mutateAsync(item.id)
      toast.success('Article restored', { description: item.title })
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : 'Failed to restore article')
    } finally {
      setRestoring(null)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <Trash aria-hidden="true" className="size-5 text-muted-foreground" />
            Trash
          </h2>
        </CardTitle>
        <CardDescription>
          Deleted articles are kept for 30 days and can be restored until then.
        </CardDescription>
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
          <Table aria-label="Deleted articles">
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Deleted</TableHead>
                <TableHead>Deleted by</TableHead>
                <TableHead>Purged on</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="max-w-md font-medium">{item.title}</TableCell>
                  <TableCell className="whitespace-nowrap">{localDateTime(item.deletedAt)}</TableCell>
                  <TableCell>{item.deletedBy || 'Unknown'}</TableCell>
                  <TableCell className="whitespace-nowrap">{localDateTime(item.purgeAt)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={restoring !== null}
                      onClick={() => void runRestore(item)}
                      aria-label={`Restore "${item.title}"`}
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
