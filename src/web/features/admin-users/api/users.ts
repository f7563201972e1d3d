import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import type { AdminUserRow, NewUser, UserRole } from './types'

const usersKey = ['admin', 'users'] as const

/** User management is super_admin only (ARCHITECTURE "Choices"); an admin gets 403. */
export function getUsers(): Promise<{ users: AdminUserRow[] }> {
  return apiRequest<{ users: AdminUserRow[] }>('/api/admin/users')
}

export function createUser(input: NewUser): Promise<unknown> {
  return apiRequest('/api/admin/users', { method: 'POST', json: input })
}

export function updateUserRole(id: string, role: UserRole): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: { role } })
}

export function deleteUser(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export const userQueries = {
  list: () =>
    queryOptions({ queryKey: usersKey, queryFn: getUsers, staleTime: 0, refetchOnWindowFocus: false }),
}

export function useUsers(enabled: boolean) {
  return useQuery({ ...userQueries.list(), enabled })
}

function useRefreshUsers() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: usersKey })
}

export function useCreateUser() {
  const refresh = useRefreshUsers()
  return useMutation({ mutationFn: createUser, onSuccess: refresh })
}

export function useUpdateUserRole() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) => updateUserRole(id, role),
    onSettled: refresh,
  })
}

export function useDeleteUser() {
  const refresh = useRefreshUsers()
  return useMutation({ mutationFn: deleteUser, onSettled: refresh })
}
