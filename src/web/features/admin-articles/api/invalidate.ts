import type { QueryClient } from '@tanstack/react-query'
import { invalidateAfterAdminWrite } from '#web/lib/admin-invalidate'
import { adminArticleKeys } from './keys'

/** After an article write: the admin lists and trash, and every public read (lists, pages, counts) of it. */
export function invalidateAfterArticleWrite(queryClient: QueryClient): Promise<void> {
  return invalidateAfterAdminWrite(queryClient, adminArticleKeys.all()[1])
}
