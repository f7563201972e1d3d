import type { QueryClient } from '@tanstack/react-query'
import { adminTeamKeys } from './keys'

/** After a team write: the admin list and trash, and every public read that may show the team. */
export function invalidateAfterTeamWrite(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [root, area] = query.queryKey as readonly unknown[]
      if (root === 'auth') return false
      if (root === 'admin') return area === adminTeamKeys.all()[1] || area === adminTeamKeys.trash()[1]
      return true
    },
  })
}
