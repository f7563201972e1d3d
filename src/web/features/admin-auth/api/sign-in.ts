import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminMessages } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { authErrorMessage, type Me } from '../utils/gate'
import { meQueries } from './get-me'

interface SignInInput {
  email: string
  password: string
}

/** A refusal the server explained (bad credentials, rate limit): its text is shown as is. */
export class SignInRefused extends Error {
  override name = 'SignInRefused'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/** better-auth email sign-in; sets the session cookie. */
async function signIn(input: SignInInput): Promise<{ user: { id: string; email: string } }> {
  const response = await fetch('/api/auth/sign-in/email', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(input),
  })
  const body = await readJson(response)
  if (!response.ok) {
    throw new SignInRefused(response.status, authErrorMessage(body) ?? `HTTP ${response.status}`)
  }
  const user = (body as { user?: { id?: unknown; email?: unknown } } | undefined)?.user
  return { user: { id: String(user?.id ?? ''), email: String(user?.email ?? input.email) } }
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ user }) => {
      // §4: signed in → the role is fetched; the gate says "Checking permissions..." until it arrives.
      queryClient.removeQueries({ queryKey: ['admin'] })
      queryClient.setQueryData<Me>(meQueries.detail().queryKey, { user, role: null })
      await queryClient.invalidateQueries({ queryKey: meQueries.detail().queryKey })
    },
    onError: (error) => {
      // §8: a refusal shows the server's message; anything else (network) "Failed to sign in".
      toast.error(adminMessages.signInError, {
        description: error instanceof SignInRefused ? error.message : adminMessages.signInFailed,
      })
    },
  })
}
