import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from '../../lib/toast'

/** §8: each failed read of an admin screen's data raises its error toast, once per failure. */
export function useLoadErrorToast(
  query: Pick<UseQueryResult, 'errorUpdatedAt'>,
  title: string,
  description?: string,
): void {
  const failedAt = query.errorUpdatedAt
  useEffect(() => {
    if (failedAt) toast.error(title, { description })
  }, [failedAt, title, description])
}
