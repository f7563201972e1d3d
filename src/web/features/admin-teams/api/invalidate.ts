import type { QueryClient } from '@tanstack/react-query'
import { invalidateAfterAdminWrite } from '#web/lib/admin-invalidate'
import { adminTeamKeys } from './keys'

/** After a team write: the admin list and trash, and every public read that may show the team. */
export function invalidateAfterTeamWrite(queryClient: QueryClient): Promise<void> {
  return invalidateAfterAdminWrite(queryClient, adminTeamKeys.all()[1])
}
