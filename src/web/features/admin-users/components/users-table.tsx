import { useState } from 'react'
import type { AdminUser, Role } from '#shared/schemas/admin'
import { AdminTable, listDate, RowDeleteButton } from '#web/components/admin/admin-table'
import { Badge } from '#web/components/ui/badge'
import { ConfirmDialog } from '#web/components/ui/dialog'
import { Select } from '#web/components/ui/select'
import { TableCell } from '#web/components/ui/table'
import { apiErrorMessage } from '#web/lib/api-client'
import { adminMessages } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { useDeleteUser, useUpdateUserRole } from '../api/users'
import { roleBadgeVariant, roleName } from '../utils/validate'

function localDate(value: string | null): string {
  return value ? listDate(value) : 'Never'
}

const COLUMNS = [
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Created' },
  { label: 'Last Sign-In' },
  { label: 'Actions', className: 'text-right' },
]

/** §2.23 the admin users: role changes and deletes, never of the signed-in user. */
export function UsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: string }) {
  const updateRole = useUpdateUserRole()
  const remove = useDeleteUser()
  const [deleting, setDeleting] = useState<AdminUser | null>(null)

  async function changeRole(user: AdminUser, role: Role) {
    if (role === user.role) return
    try {
      await updateRole.mutateAsync({ id: user.id, role })
      toast.success(adminMessages.userRoleUpdated)
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? adminMessages.userRoleUpdateFailed)
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(adminMessages.userDeleted)
      setDeleting(null)
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? adminMessages.userDeleteFailed)
    }
  }

  if (users.length === 0) return <p className="text-sm text-muted-foreground">No admin users.</p>

  return (
    <>
      <AdminTable
        columns={COLUMNS}
        rows={users}
        empty="No admin users."
        cells={(user) => (
          <UserCells
            user={user}
            isSelf={user.id === currentUserId}
            roleBusy={updateRole.isPending}
            onRole={(role) => void changeRole(user, role)}
            onDelete={() => setDeleting(user)}
          />
        )}
      />
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

function UserCells({
  user,
  isSelf,
  roleBusy,
  onRole,
  onDelete,
}: {
  user: AdminUser
  isSelf: boolean
  roleBusy: boolean
  onRole: (role: Role) => void
  onDelete: () => void
}) {
  return (
    <>
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
            disabled={isSelf || roleBusy}
            onChange={(event) => onRole(event.target.value as Role)}
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
            onClick={onDelete}
          />
        </div>
      </TableCell>
    </>
  )
}
