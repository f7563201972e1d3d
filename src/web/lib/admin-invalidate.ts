import type { QueryClient } from '@tanstack/react-query'
import { adminTrashKeys } from './admin-trash'

/**
 * After a write in one admin area ("articles", "teams"): that area's admin reads, the trash (deletes and restores
 * move rows through it), and every public read that may show the row, so the site the admin opens next is
 * current. The session is left alone.
 */
export function invalidateAfterAdminWrite(queryClient: QueryClient, area: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [root, queryArea] = query.queryKey as readonly unknown[]
      if (root === 'auth') return false
      if (root === 'admin') return queryArea === area || queryArea === adminTrashKeys.all()[1]
      return true
    },
  })
}
