import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { invalidateAfterAdminWrite } from './admin-invalidate'

describe('invalidateAfterAdminWrite', () => {
  it("marks the area's admin reads, the trash and public reads stale; not other admin areas or the session", async () => {
    const queryClient = new QueryClient()
    const keys = {
      articles: ['admin', 'articles', 'list'],
      trash: ['admin', 'trash'],
      teams: ['admin', 'teams', 'list'],
      session: ['auth', 'me'],
      news: ['articles', 'latest'],
    }
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {})
    await invalidateAfterAdminWrite(queryClient, 'articles')
    const stale = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
    expect(stale).toEqual(['articles', 'trash', 'news'])
  })
})
