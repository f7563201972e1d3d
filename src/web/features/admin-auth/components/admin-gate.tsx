import { useQueryClient } from '@tanstack/react-query'
import { Loader2, LogOut, ShieldCheck } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { NavLink } from 'react-router'
import { AccessDenied } from '#web/components/admin/access-denied'
import { ScreenCardHeader } from '#web/components/admin/card-headings'
import { FormField } from '#web/components/admin/form-field'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { ApiError } from '#web/lib/api-client'
import { cn } from '#web/lib/cn'
import { paths } from '#shared/paths'
import { meQueries, useMe } from '../api/get-me'
import { SignInRefused, useSignIn } from '../api/sign-in'
import { useSignOut } from '../api/sign-out'
import { type AdminSession, gateState, roleLabel } from '../utils/gate'

function GateMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-muted-foreground">
      {children}
    </div>
  )
}

/** A request refused for want of a session (it expired, or was signed out elsewhere): read the session again. */
function useReReadSessionOnUnauthorized() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const key = meQueries.detail().queryKey
    const check = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401)
        void queryClient.invalidateQueries({ queryKey: key })
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error)
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient])
}

/**
 * §2.17 Admin gate around every admin screen (ARCHITECTURE "Choices": the edit page and dashboard included):
 * "Loading...", the login card, "Checking permissions...", Access Denied, or the top bar and the screen.
 */
export function AdminGate({ children }: { children: (session: AdminSession) => ReactNode }) {
  const me = useMe()
  useReReadSessionOnUnauthorized()
  const state = gateState(me.data, { fetching: me.isFetching, failed: me.isError })

  switch (state) {
    case 'loading':
      return <GateMessage>Loading...</GateMessage>
    case 'error':
      return (
        <GateMessage>
          <span className="flex flex-col items-center gap-3">
            Failed to load the session.
            <Button variant="outline" onClick={() => void me.refetch()}>
              Try Again
            </Button>
          </span>
        </GateMessage>
      )
    case 'signed-out':
      return <LoginCard />
    case 'checking':
      return <GateMessage>Checking permissions...</GateMessage>
    case 'denied':
      return (
        <div className="mx-auto flex w-full max-w-md px-4 py-16">
          <AccessDenied description="You don't have permission to access the admin panel.">
            <SignOutButton />
          </AccessDenied>
        </div>
      )
    case 'admitted': {
      const session = me.data as AdminSession
      return (
        <>
          <AdminTopBar session={session} />
          {children(session)}
        </>
      )
    }
  }
}

function LoginCard() {
  const signIn = useSignIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const refusal = signIn.error instanceof SignInRefused && signIn.error.status === 429 ? signIn.error : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email.trim() || !password || signIn.isPending) return
    signIn.mutate({ email: email.trim(), password })
  }

  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-16">
      <Card className="w-full">
        <ScreenCardHeader
          icon={ShieldCheck}
          title="Admin Login"
          description="Sign in with your admin account."
        />
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-4">
            <FormField label="Email">
              {(id) => (
                <Input
                  id={id}
                  type="email"
                  name="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Password">
              {(id) => (
                <Input
                  id={id}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            {refusal ? (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
                {refusal.message}
              </p>
            ) : null}
            <Button type="submit" variant="hero" disabled={signIn.isPending}>
              {signIn.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {signIn.isPending ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}

function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut()
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  )
}

interface NavItem {
  to: string
  label: string
  end?: boolean
  superAdminOnly?: boolean
}

const NAV: readonly NavItem[] = [
  { to: paths.admin.dashboard(), label: 'Dashboard', end: true },
  { to: paths.admin.articles(), label: 'Articles' },
  { to: paths.admin.teams(), label: 'Teams' },
  { to: paths.admin.contentAnalysis(), label: 'Content Analysis' },
  { to: paths.admin.sync(), label: 'Team Sync' },
  { to: paths.admin.users(), label: 'Users', superAdminOnly: true },
  { to: paths.admin.audit(), label: 'Audit Log', superAdminOnly: true },
]

function AdminTopBar({ session }: { session: AdminSession }) {
  const items = NAV.filter((item) => !item.superAdminOnly || session.role === 'super_admin')
  return (
    <div className="border-b bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span>
              Signed in as: <span className="font-semibold">{session.user.email}</span>
            </span>
            <Badge variant={session.role === 'super_admin' ? 'destructive' : 'default'}>
              Role: {roleLabel(session.role)}
            </Badge>
          </div>
          <SignOutButton />
        </div>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex rounded-md px-2.5 py-1 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                      isActive && 'bg-background text-foreground shadow-xs',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
