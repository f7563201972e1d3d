import { useState } from 'react'
import { Checkbox } from '../ui/checkbox'
import { TableCell, TableHead } from '../ui/table'
import { toggleAll, toggleOne, visibleSelection } from './selection'

export interface RowSelection {
  /** The selected rows still shown, in list order: what a bulk action acts on. */
  chosen: string[]
  /** Every shown row is selected (and there is at least one). */
  allChosen: boolean
  visibleIds: readonly string[]
  has: (id: string) => boolean
  toggle: (id: string, on: boolean) => void
  toggleAll: (on: boolean) => void
  clear: () => void
}

/** The checked rows of an admin table whose filters show `visibleIds` (§4 Selection). */
export function useRowSelection(visibleIds: readonly string[]): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const chosen = visibleSelection(selected, visibleIds)
  return {
    chosen,
    allChosen: visibleIds.length > 0 && chosen.length === visibleIds.length,
    visibleIds,
    has: (id) => selected.has(id),
    toggle: (id, on) => setSelected((current) => toggleOne(current, id, on)),
    toggleAll: (on) => setSelected((current) => toggleAll(current, visibleIds, on)),
    clear: () => setSelected(new Set()),
  }
}

/** The select-all box heading the checkbox column; half-checked while only some rows are. */
export function SelectAllHead({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <TableHead className="w-10">
      <Checkbox
        aria-label={label}
        checked={selection.allChosen}
        indeterminate={selection.chosen.length > 0 && !selection.allChosen}
        disabled={selection.visibleIds.length === 0}
        onCheckedChange={selection.toggleAll}
      />
    </TableHead>
  )
}

/** One row's box in the checkbox column. */
export function SelectRowCell({
  selection,
  id,
  label,
}: {
  selection: RowSelection
  id: string
  label: string
}) {
  return (
    <TableCell>
      <Checkbox
        aria-label={label}
        checked={selection.has(id)}
        onCheckedChange={(on) => selection.toggle(id, on)}
      />
    </TableCell>
  )
}
