import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminUser } from '#shared/schemas/admin'
import { AppError } from '#server/errors'
import { changeRoleAsSuperAdmin, deleteUserAsSuperAdmin } from '#server/services/admin-users'
import { createAdminUser } from '#server/services/users'
import { changeUserRole, deleteUser, getUserByEmail, getUserRole } from '#server/storage/users'
import { callJson, createTestApp, type TestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> }
}

describe.each(testDrivers)('admin user management on $name', (driver) => {
  let testDb: TestDatabase
  let t: TestApp
  let chief: Record<string, string>
  let admin: Record<string, string>
  let chiefId: string
  const env = testEnv()

  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    callJson<T>(t.app, method, path, chief, body)
  const idOf = async (email: string) => (await getUserByEmail(testDb.database.db, email))!.id
  const superAdmins = async () =>
    (await testDb.database.execute(`SELECT user_id FROM user_roles WHERE role = 'super_admin'`)).rows.length
  const signIn = (email: string, password: string) =>
    t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL },
      body: JSON.stringify({ email, password }),
    })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
    chief = await signInAs(t, testDb.database, 'chief@example.com', 'super_admin')
    admin = await signInAs(t, testDb.database, 'editor@example.com', 'admin')
    chiefId = await idOf('chief@example.com')
  }, 120_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('lists accounts with their real email, role, creation and last sign-in', async () => {
    await createAdminUser(t.auth, testDb.database.db, {
      email: 'dormant@example.com',
      password: 'never-used',
      role: 'admin',
    })
    const res = await call<{ users: AdminUser[] }>('GET', '/api/admin/users')
    expect(res.status).toBe(200)
    expect(res.body.users.map((u) => [u.email, u.role, Boolean(u.lastSignInAt)])).toEqual([
      ['chief@example.com', 'super_admin', true],
      ['editor@example.com', 'admin', true],
      ['dormant@example.com', 'admin', false],
    ])
    for (const user of res.body.users) expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false)
  })

  it('creates a user who can then sign in; a taken email is 409 and bad input 422', async () => {
    const res = await call<{ success: boolean; message: string; user: AdminUser }>(
      'POST',
      '/api/admin/users',
      {
        email: ' New.Editor@Example.com ',
        password: 'secret',
      },
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      success: true,
      message: 'User new.editor@example.com created successfully',
      user: { email: 'new.editor@example.com', role: 'admin', lastSignInAt: null },
    })
    expect((await signIn('new.editor@example.com', 'secret')).status).toBe(200)

    const again = await call<ErrorBody>('POST', '/api/admin/users', {
      email: 'new.editor@example.com',
      password: 'secret',
      role: 'super_admin',
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('A user with the email new.editor@example.com already exists')

    for (const [body, field] of [
      [{ email: 'not-an-email', password: 'secret' }, 'email'],
      [{ email: 'short@example.com', password: '12345' }, 'password'],
      [{ email: 'owner@example.com', password: 'secret', role: 'owner' }, 'role'],
      [{ password: 'secret' }, 'email'],
    ] as const) {
      const bad = await call<ErrorBody>('POST', '/api/admin/users', body)
      expect(bad.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(bad.body.error.fields ?? {})).toEqual([field])
    }
    expect(await getUserByEmail(testDb.database.db, 'short@example.com')).toBeNull()
  })

  it('changes roles, but never your own', async () => {
    const own = await call<ErrorBody>('PATCH', `/api/admin/users/${chiefId}`, { role: 'admin' })
    expect(own.status).toBe(403)
    expect(own.body.error.message).toBe("You can't change your own role.")
    expect(await getUserRole(testDb.database.db, chiefId)).toBe('super_admin')

    const id = await idOf('new.editor@example.com')
    const promoted = await call('PATCH', `/api/admin/users/${id}`, { role: 'super_admin' })
    expect(promoted.body).toEqual({ success: true, message: 'User role updated successfully' })
    expect(await getUserRole(testDb.database.db, id)).toBe('super_admin')
    expect((await call('PATCH', `/api/admin/users/${id}`, { role: 'root' })).status).toBe(422)
    expect((await call('PATCH', '/api/admin/users/nobody', { role: 'admin' })).status).toBe(404)
    const demoted = await call('PATCH', `/api/admin/users/${id}`, { role: 'admin' })
    expect(demoted.status).toBe(200)
  })

  it('never demotes or deletes the last super_admin, even when two super admins act at once', async () => {
    expect(await superAdmins()).toBe(1)
    // Whoever asks (the HTTP layer already refuses it for oneself), the last super_admin stays.
    await expect(
      changeRoleAsSuperAdmin(testDb.database.db, { id: 'another' }, chiefId, 'admin'),
    ).rejects.toEqual(new AppError('CONFLICT', 'There must be at least one super admin.'))
    await expect(
      deleteUserAsSuperAdmin(testDb.database.db, { id: 'another' }, chiefId),
    ).rejects.toMatchObject({
      status: 409,
      message: 'There must be at least one super admin.',
    })
    expect(await getUserRole(testDb.database.db, chiefId)).toBe('super_admin')

    const second = await idOf('new.editor@example.com')
    await changeUserRole(testDb.database.db, second, 'super_admin')
    const outcomes = await Promise.all([
      changeUserRole(testDb.database.db, chiefId, 'admin'),
      changeUserRole(testDb.database.db, second, 'admin'),
    ])
    expect(outcomes.sort()).toEqual(['done', 'last-super-admin'])
    expect(await superAdmins()).toBe(1)
    const remaining = (
      await testDb.database.execute(`SELECT user_id FROM user_roles WHERE role = 'super_admin'`)
    ).rows[0]!.user_id as string
    expect(await deleteUser(testDb.database.db, remaining)).toBe('last-super-admin')
    // Put the chief back in charge for the tests below.
    await changeUserRole(testDb.database.db, chiefId, 'super_admin')
    if (remaining !== chiefId) await changeUserRole(testDb.database.db, remaining, 'admin')
  })

  it('deletes users, but never yourself; the deleted user is signed out at once', async () => {
    const self = await call<ErrorBody>('DELETE', `/api/admin/users/${chiefId}`)
    expect(self.status).toBe(403)
    expect(self.body.error.message).toBe("You can't delete your own account.")

    const id = await idOf('editor@example.com')
    expect((await callJson(t.app, 'GET', '/api/admin/overview', admin)).status).toBe(200)
    const res = await call('DELETE', `/api/admin/users/${id}`)
    expect(res.body).toEqual({ success: true, message: 'User deleted successfully' })
    expect(await getUserByEmail(testDb.database.db, 'editor@example.com')).toBeNull()
    expect((await callJson(t.app, 'GET', '/api/admin/overview', admin)).status).toBe(401)
    expect((await call('DELETE', `/api/admin/users/${id}`)).status).toBe(404)
  })

  it('writes user changes to the audit log without passwords, readable by super_admin only', async () => {
    const res = await call<{
      entries: { action: string; details: Record<string, unknown>; actorEmail: string }[]
    }>('GET', '/api/admin/audit?limit=50')
    expect(res.status).toBe(200)
    const actions = res.body.entries.map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['user.create', 'user.role', 'user.delete']))
    expect(res.body.entries.find((e) => e.action === 'user.create')).toMatchObject({
      actorEmail: 'chief@example.com',
      details: { email: 'new.editor@example.com', role: 'admin' },
    })
    expect(res.body.entries.find((e) => e.action === 'user.delete')?.details).toEqual({
      email: 'editor@example.com',
      role: 'admin',
    })
    expect(JSON.stringify(res.body.entries)).not.toContain('secret')
    expect((await call('GET', '/api/admin/audit?limit=0')).status).toBe(400)
  })
})
