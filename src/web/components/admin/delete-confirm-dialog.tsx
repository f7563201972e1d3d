import { ConfirmDialog } from '../ui/dialog'

/** What a delete confirmation asks about: the selected rows, or one row. */
export type DeleteRequest<T> = { kind: 'bulk' } | { kind: 'one'; item: T }

interface DeleteConfirmDialogProps<T> {
  /** The delete being confirmed; null keeps the dialog closed. */
  request: DeleteRequest<T> | null
  onClose: () => void
  busy: boolean
  /** Deleting the selected rows: the title, the §8 question and the delete itself. */
  bulk: { title: string; question: string; run: () => void }
  /** Deleting one row: the same, for that row. */
  one: { title: string; question: (item: T) => string; run: (item: T) => void }
}

/** §8 Confirmations: the one dialog an admin table asks through before a single or a bulk delete. */
export function DeleteConfirmDialog<T>({ request, onClose, busy, bulk, one }: DeleteConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request?.kind === 'bulk' ? bulk.title : one.title}
      description={
        request?.kind === 'bulk' ? bulk.question : request?.kind === 'one' ? one.question(request.item) : ''
      }
      busy={busy}
      busyLabel="Deleting..."
      onConfirm={() => {
        if (request?.kind === 'bulk') bulk.run()
        else if (request?.kind === 'one') one.run(request.item)
      }}
    />
  )
}
