import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditEntry } from '#shared/schemas/admin'
import { apiRequest } from '#web/lib/api-client'

/** One admin action: who did what to which record, and when. */
export type { AuditEntry }

export const AUDIT_LIMIT = 500

/** The audit log is super_admin only; newest first. */
export function getAuditLog(limit = AUDIT_LIMIT): Promise<{ entries: AuditEntry[] }> {
  return apiRequest<{ entries: AuditEntry[] }>(`/api/admin/audit?limit=${limit}`)
}

export const auditQueries = {
  list: () =>
    queryOptions({
      queryKey: ['admin', 'audit'] as const,
      queryFn: () => getAuditLog(),
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}

export function useAuditLog(enabled: boolean) {
  return useQuery({ ...auditQueries.list(), enabled })
}
