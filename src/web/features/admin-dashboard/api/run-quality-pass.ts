import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'

/** §7 quality-pass: {trigger: "manual"}. */
function runQualityPass() {
  return apiRequest('/api/admin/quality-pass', {
    method: 'POST',
    json: { trigger: 'manual' },
    answer: 'QualityPassResultSchema',
  })
}

export function useRunQualityPass() {
  return useMutation({ mutationFn: runQualityPass })
}
