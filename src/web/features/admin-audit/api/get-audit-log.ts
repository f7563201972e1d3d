import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'

export const AUDIT_LIMIT = 500

/** The audit log is super_admin only; newest first. */
function getAuditLog(limit = AUDIT_LIMIT) {
  return apiRequest(`/api/admin/audit?limit=${limit}`, { answer: 'AuditListSchema' })
}

const auditQueries = {
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
