import { Loader2, UserPlus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { toast } from '#web/lib/toast'
import { AccessDenied } from '#web/components/admin/access-denied'
import { AdminPage } from '#web/components/admin/admin-page'
import { FormField } from '#web/components/admin/form-field'
import { QueryContent } from '#web/components/admin/query-content'
import { useLoadErrorToast } from '#web/components/admin/use-load-error-toast'
import { PageHeader } from '#web/components/layout/page'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { apiErrorMessage } from '#web/lib/api-client'
import type { Role } from '#shared/schemas/admin'
import { adminMessages, userCreatedMessage } from '#web/lib/messages'
import { useCreateUser, useUsers } from '../api/users'
import { type NewUserErrors, validateNewUser } from '../utils/validate'
import { UsersTable } from './users-table'

/** §2.23 User management; super_admin only in the UI too (ARCHITECTURE "Choices"). */
export function UsersManager({
  isSuperAdmin,
  currentUserId,
}: {
  isSuperAdmin: boolean
  currentUserId: string
}) {
  const users = useUsers(isSuperAdmin)

  useLoadErrorToast(users, adminMessages.usersLoadFailed)

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
            failed={adminMessages.usersLoadFailed}
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
          <NewUserForm onDone={() => setOpen(false)} />
        </CardContent>
      ) : null}
    </Card>
  )
}

/** §5 create user: email and password checked here first, then on the server. */
function NewUserForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [role, setRole] = useState<Role>('admin')
  const [errors, setErrors] = useState<NewUserErrors>({})
  const create = useCreateUser()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateNewUser({ email, password })
    setErrors(found)
    if (found.email || found.password) return
    const address = email.trim()
    try {
      await create.mutateAsync({ email: address, password, role })
      toast.success(userCreatedMessage(address))
      onDone()
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? adminMessages.userCreateFailed)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 md:grid-cols-3">
      <FormField label="Email" error={errors.email}>
        {(id, described) => (
          <Input
            id={id}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...described}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(id, described) => (
          <Input
            id={id}
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...described}
          />
        )}
      </FormField>
      <FormField label="Role">
        {(id) => (
          <Select id={id} value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <option value="admin">Admin</option>
            <option value="super_admin">Super Admin</option>
          </Select>
        )}
      </FormField>
      <div className="flex gap-2 md:col-span-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {create.isPending ? 'Creating...' : 'Create User'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
