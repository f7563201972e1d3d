import type { AdminUser, Role, UserCreateBody } from '#shared/schemas/admin'

/** §3 Admin user row; role null: an account without a role (never admitted). */
export type AdminUserRow = AdminUser
export type UserRole = Role
export type NewUser = Required<UserCreateBody>
