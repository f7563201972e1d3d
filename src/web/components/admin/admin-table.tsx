import { ExternalLink, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../ui/button'
import { TableCell, TableRow } from '../ui/table'

/** The one row an admin table shows when its filters match nothing, e.g. "No articles found". */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  )
}

interface RowActionProps {
  /** The accessible name, naming the row, e.g. `View "Big news"`. */
  label: string
  /** The icon button's size, e.g. "size-8". */
  className: string
}

/** A row's "View" icon link: the public page, in a new tab. */
export function RowViewLink({ href, label, className }: RowActionProps & { href: string }) {
  return (
    <Button asChild variant="ghost" size="icon" className={className}>
      <a href={href} target="_blank" rel="noopener" aria-label={label} title="View">
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  )
}

interface RowDeleteButtonProps extends RowActionProps {
  onClick: () => void
  disabled?: boolean
  /** The tooltip; "Delete" unless it says why deleting is not possible. */
  title?: string
}

/** A row's red "Delete" icon button; the caller asks for confirmation. */
export function RowDeleteButton({
  label,
  className,
  onClick,
  disabled,
  title = 'Delete',
}: RowDeleteButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn(className, 'text-red-700 hover:text-red-700 dark:text-red-400 dark:hover:text-red-400')}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={title}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  )
}
