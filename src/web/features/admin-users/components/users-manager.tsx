import { Loader2, UserPlus } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { toast } from '#web/lib/toast'
import { AccessDenied } from '#web/components/admin/access-denied'
import { AdminPage } from '#web/components/admin/admin-page'
import { RowDeleteButton } from '#web/components/admin/admin-table'
import { QueryContent } from '#web/components/admin/query-content'
import { useLoadErrorToast } from '#web/components/admin/use-load-error-toast'
import { PageHeader } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card'
import { ConfirmDialog } from '#web/components/ui/dialog'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#web/components/ui/table'
import { apiErrorMessage } from '#web/lib/api-client'
import type { AdminUser, Role } from '#shared/schemas/admin'
import { useCreateUser, useDeleteUser, useUpdateUserRole, useUsers } from '../api/users'
import { type NewUserErrors, roleBadgeVariant, roleName, validateNewUser } from '../utils/validate'

function localDate(value: string | null): string {
  if (!value) return 'Never'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString()
}

/** §2.23 User management; super_admin only in the UI too (ARCHITECTURE "Choices"). */
export function UsersManager({
  isSuperAdmin,
  currentUserId,
}: {
  isSuperAdmin: boolean
  currentUserId: string
}) {
  const users = useUsers(isSuperAdmin)

  useLoadErrorToast(users, 'Failed to fetch users')

  if (!isSuperAdmin) {
    return (
      <AdminPage>
        <AccessDenied description="Only a super admin can manage users." />
      </AdminPage>
    )
  }

  return (
    <AdminPage>
      <PageHeader title="User Management" description="Manage admin users and their roles" />
      <CreateUserCard />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Admin Users</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QueryContent
            query={users}
            loading="Loading users..."
            failed="Failed to fetch users"
            className="py-6"
          >
            <UsersTable users={users.data?.users ?? []} currentUserId={currentUserId} />
          </QueryContent>
        </CardContent>
      </Card>
    </AdminPage>
  )
}

function CreateUserCard() {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [role, setRole] = useState<Role>('admin')
  const [errors, setErrors] = useState<NewUserErrors>({})
  const create = useCreateUser()
  const ids = {
    email: useId(),
    password: useId(),
    role: useId(),
    emailError: useId(),
    passwordError: useId(),
  }

  function reset() {
    setEmail('')
    setPassword('')
    setRole('admin')
    setErrors({})
    setOpen(false)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateNewUser({ email, password })
    setErrors(found)
    if (found.email || found.password) return
    const address = email.trim()
    try {
      await create.mutateAsync({ email: address, password, role })
      toast.success(`User ${address} created successfully`)
      reset()
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? 'Failed to create user')
    }
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle asChild>
          <h2>Create New User</h2>
        </CardTitle>
        {open ? null : (
          <Button onClick={() => setOpen(true)}>
            <UserPlus aria-hidden="true" />
            Add New User
          </Button>
        )}
      </CardHeader>
      {open ? (
        <CardContent>
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 md:grid-cols-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.email}>Email</Label>
              <Input
                id={ids.email}
                type="email"
                autoComplete="off"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? ids.emailError : undefined}
              />
              {errors.email ? (
                <p id={ids.emailError} className="text-sm text-red-700 dark:text-red-400">
                  {errors.email}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.password}>Password</Label>
              <Input
                id={ids.password}
                type="password"
                autoComplete="new-password"
                required
                minLength={6}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? ids.passwordError : undefined}
              />
              {errors.password ? (
                <p id={ids.passwordError} className="text-sm text-red-700 dark:text-red-400">
                  {errors.password}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.role}>Role</Label>
              <Select id={ids.role} value={role} onChange={(event) => setRole(event.target.value as Role)}>
                <option value="admin">Admin</option>
                <option value="super_admin">Super Admin</option>
              </Select>
            </div>
            <div className="flex gap-2 md:col-span-3">
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {create.isPending ? 'Creating...' : 'Create User'}
              </Button>
              <Button type="button" variant="outline" onClick={reset} disabled={create.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </CardContent>
      ) : null}
    </Card>
  )
}

function UsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: string }) {
  const updateRole = useUpdateUserRole()
  const remove = useDeleteUser()
  const [deleting, setDeleting] = useState<AdminUser | null>(null)

  async function changeRole(user: AdminUser, role: Role) {
    if (role === user.role) return
    try {
      await updateRole.mutateAsync({ id: user.id, role })
      toast.success('User role updated successfully')
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? 'Failed to update user role')
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success('User deleted successfully')
      setDeleting(null)
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? 'Failed to delete user')
    }
  }

  if (users.length === 0) return <p className="text-sm text-muted-foreground">No admin users.</p>

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Last Sign-In</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId
            return (
              <TableRow key={user.id}>
                <TableCell className="font-medium">
                  {user.email}
                  {isSelf ? <span className="ml-2 text-xs text-muted-foreground">(you)</span> : null}
                </TableCell>
                <TableCell>
                  {user.role ? (
                    <Badge variant={roleBadgeVariant(user.role)}>{roleName(user.role)}</Badge>
                  ) : (
                    <Badge variant="outline">No role</Badge>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">{localDate(user.createdAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{localDate(user.lastSignInAt)}</TableCell>
                <TableCell>
                  <div className="flex items-center justify-end gap-2">
                    <Select
                      aria-label={`Role of ${user.email}`}
                      value={user.role ?? ''}
                      disabled={isSelf || updateRole.isPending}
                      onChange={(event) => void changeRole(user, event.target.value as Role)}
                      className="h-9 w-40"
                    >
                      {user.role ? null : (
                        <option value="" disabled>
                          No role
                        </option>
                      )}
                      <option value="admin">Admin</option>
                      <option value="super_admin">Super Admin</option>
                    </Select>
                    <RowDeleteButton
                      label={`Delete ${user.email}`}
                      className="size-9"
                      disabled={isSelf}
                      title={isSelf ? 'You cannot delete yourself' : 'Delete'}
                      onClick={() => setDeleting(user)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete user"
        description="Are you sure you want to delete this user? This action cannot be undone."
        busy={remove.isPending}
        busyLabel="Deleting..."
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
