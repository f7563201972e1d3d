/** §4 Selection (admin tables): select-all checks every filtered row; unchecking it clears them. */
export function toggleAll(
  selected: ReadonlySet<string>,
  visibleIds: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(selected)
  for (const id of visibleIds) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return next
}

export function toggleOne(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected)
  if (on) next.add(id)
  else next.delete(id)
  return next
}

/** The selection that counts: only rows the admin can see (a filter hides the rest). */
export function visibleSelection(selected: ReadonlySet<string>, visibleIds: readonly string[]): string[] {
  return visibleIds.filter((id) => selected.has(id))
}
