import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminMessages } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import type { Me } from '../utils/gate'
import { meQueries } from './get-me'

async function signOut(): Promise<void> {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // §4: signing out clears the session, and with it every admin read.
      queryClient.removeQueries({ queryKey: ['admin'] })
      queryClient.setQueryData<Me>(meQueries.detail().queryKey, { user: null, role: null })
      toast.success(adminMessages.signedOut)
    },
    onError: () => {
      toast.error(adminMessages.signOutFailed)
    },
  })
}
