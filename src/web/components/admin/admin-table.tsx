import { ExternalLink, Gamepad2, ListChecks, Search, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../ui/button'
import { StatCard } from '../ui/stat-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table'
import { type RowSelection, SelectAllHead, SelectRowCell } from './row-selection'

// The shell every admin list shares (§2.19, §2.22, §2.23): the counts above it, the table with its select
// column, the empty row, and the row actions.

/** A date as an admin list shows it: the reader's local date, or nothing when it cannot be read. */
export function listDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString()
}

interface AdminColumn {
  label: string
  className?: string
}

interface AdminTableProps<T extends { id: string | number }> {
  columns: readonly AdminColumn[]
  rows: readonly T[]
  /** The line shown when the filters match nothing, e.g. "No articles found". */
  empty: ReactNode
  /** The row's cells after the select box. */
  cells: (row: T) => ReactNode
  /** With a selection, the first column is the select box. */
  selection?: {
    rows: RowSelection
    /** e.g. "Select all teams". */
    allLabel: string
    /** The accessible name of a row's box, e.g. `Select "Big news"`. */
    rowLabel: (row: T) => string
  }
}

/** An admin list's table: the column heads, one row per item (or the empty row), and the select column. */
export function AdminTable<T extends { id: string | number }>({
  columns,
  rows,
  empty,
  cells,
  selection,
}: AdminTableProps<T>) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {selection ? <SelectAllHead selection={selection.rows} label={selection.allLabel} /> : null}
          {columns.map((column) => (
            <TableHead key={column.label} className={column.className}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <EmptyTableRow colSpan={columns.length + (selection ? 1 : 0)}>{empty}</EmptyTableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id} data-state={selection?.rows.has(String(row.id)) ? 'selected' : undefined}>
              {selection ? (
                <SelectRowCell
                  selection={selection.rows}
                  id={String(row.id)}
                  label={selection.rowLabel(row)}
                />
              ) : null}
              {cells(row)}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}

interface AdminListStatsProps {
  /** e.g. "Total Articles", with its icon. */
  totalLabel: string
  totalIcon: ReactNode
  /** False until the list has loaded: the counts show "—". */
  loaded: boolean
  total: number
  filtered: number
  games: number
  selected: number
}

/** The four counts above an admin list: total, Filtered Results, Games Covered, Selected (§2.19, §2.22). */
export function AdminListStats({
  totalLabel,
  totalIcon,
  loaded,
  total,
  filtered,
  games,
  selected,
}: AdminListStatsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label={totalLabel} value={loaded ? total : '—'} icon={totalIcon} />
      <StatCard label="Filtered Results" value={loaded ? filtered : '—'} icon={<Search />} />
      <StatCard label="Games Covered" value={loaded ? games : '—'} icon={<Gamepad2 />} />
      <StatCard label="Selected" value={selected} icon={<ListChecks />} />
    </div>
  )
}

/** The one row an admin table shows when its filters match nothing, e.g. "No articles found". */
function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
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
