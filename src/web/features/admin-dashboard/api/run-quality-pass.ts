import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import type { QualityPassResult } from './types'

/** §7 quality-pass: {trigger: "manual"}. */
export function runQualityPass(): Promise<QualityPassResult> {
  return apiRequest<QualityPassResult>('/api/admin/quality-pass', {
    method: 'POST',
    json: { trigger: 'manual' },
  })
}

export function useRunQualityPass() {
  return useMutation({ mutationFn: runQualityPass })
}
