import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { GameSlug } from '#shared/domain/games'
import type { TransferList } from '#shared/schemas/transfers'
import { apiRequest } from '#web/lib/api-client'

/** The transfers page's filters, from its path (the game) and query string (team, days). */
export interface TransferFilters {
  game?: GameSlug
  /** A team's slug. */
  team?: string
  /** A player's slug (a player page's teams). */
  player?: string
  /** YYYY-MM-DD, inclusive. */
  from?: string
  to?: string
}

export const TRANSFERS_LIMIT = 30
/** A team's or a player's history: every change we hold for them, within reason. */
export const HISTORY_LIMIT = 100

/** GET /api/transfers: one page of roster changes, newest first. */
function getTransfers(filters: TransferFilters, limit: number, cursor?: string): Promise<TransferList> {
  const params = new URLSearchParams({ limit: String(limit) })
  for (const key of ['game', 'team', 'player', 'from', 'to'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (cursor) params.set('cursor', cursor)
  return apiRequest(`/api/transfers?${params}`, { answer: 'TransferListSchema' })
}

const keyOf = (filters: TransferFilters) =>
  [
    filters.game ?? '',
    filters.team ?? '',
    filters.player ?? '',
    filters.from ?? '',
    filters.to ?? '',
  ] as const

export const transferQueries = {
  /** The transfers page, page by page; `cursor` starts later than the newest (a no-JS "Load more" link). */
  pages: (filters: TransferFilters, cursor?: string) =>
    infiniteQueryOptions({
      queryKey: ['transfers', 'pages', ...keyOf(filters), cursor ?? ''] as const,
      queryFn: ({ pageParam }) => getTransfers(filters, TRANSFERS_LIMIT, pageParam || undefined),
      initialPageParam: cursor ?? '',
      getNextPageParam: (last: TransferList) => last.next ?? undefined,
    }),
  /** A team's roster history or a player's teams. */
  history: (filters: Pick<TransferFilters, 'team' | 'player'>) =>
    queryOptions({
      queryKey: ['transfers', 'history', ...keyOf(filters)] as const,
      queryFn: () => getTransfers(filters, HISTORY_LIMIT),
    }),
}

export function useTransferPages(filters: TransferFilters, cursor?: string) {
  return useInfiniteQuery(transferQueries.pages(filters, cursor))
}

export function useTransferHistory(filters: Pick<TransferFilters, 'team' | 'player'>) {
  return useQuery(transferQueries.history(filters))
}
