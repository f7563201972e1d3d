import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import type { Role, UserCreateBody } from '#shared/schemas/admin'

const usersKey = ['admin', 'users'] as const

/** User management is super_admin only (ARCHITECTURE "Choices"); an admin gets 403. */
function getUsers() {
  return apiRequest('/api/admin/users', { answer: 'AdminUserListSchema' })
}

function createUser(input: Required<UserCreateBody>) {
  return apiRequest('/api/admin/users', { method: 'POST', json: input, answer: 'UserCreateResultSchema' })
}

function updateUserRole(id: string, role: Role) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { role },
    answer: 'ActionResultSchema',
  })
}

function deleteUser(id: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: 'ActionResultSchema',
  })
}

const userQueries = {
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
    mutationFn: ({ id, role }: { id: string; role: Role }) => updateUserRole(id, role),
    onSettled: refresh,
  })
}

export function useDeleteUser() {
  const refresh = useRefreshUsers()
  return useMutation({ mutationFn: deleteUser, onSettled: refresh })
}
