import type { QueryClient } from '@tanstack/react-query'
import { adminArticleKeys } from './keys'

/**
 * After an article write: the admin lists and trash, and every public read (lists, pages, counts) that may show
 * the article, so the site the admin opens next is current.
 */
export function invalidateAfterArticleWrite(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [root, area] = query.queryKey as readonly unknown[]
      if (root === 'auth') return false
      if (root === 'admin') return area === adminArticleKeys.all()[1] || area === adminArticleKeys.trash()[1]
      return true
    },
  })
}
