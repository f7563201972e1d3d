import { describe, expect, it } from 'vitest'
import { authErrorMessage, gateState, roleLabel } from './gate'

const user = { id: 'u1', email: 'a@example.com' }
const idle = { fetching: false, failed: false }

describe('gateState', () => {
  it('shows Loading... until the session is known, and an error once reading it failed for good', () => {
    expect(gateState(undefined, { fetching: true, failed: false })).toBe('loading')
    expect(gateState(undefined, { fetching: true, failed: true })).toBe('loading')
    expect(gateState(undefined, { fetching: false, failed: true })).toBe('error')
  })

  it('shows the login card when nobody is signed in', () => {
    expect(gateState({ user: null, role: null }, idle)).toBe('signed-out')
  })

  it('admits admin and super_admin', () => {
    expect(gateState({ user, role: 'admin' }, idle)).toBe('admitted')
    expect(gateState({ user, role: 'super_admin' }, { fetching: true, failed: false })).toBe('admitted')
  })

  it('says Checking permissions... only while the role is being read, then denies any other role or none', () => {
    expect(gateState({ user, role: null }, { fetching: true, failed: false })).toBe('checking')
    expect(gateState({ user, role: null }, idle)).toBe('denied')
    expect(gateState({ user, role: 'editor' }, idle)).toBe('denied')
  })
})

describe('roleLabel', () => {
  it('shows underscores as spaces', () => {
    expect(roleLabel('super_admin')).toBe('super admin')
    expect(roleLabel('admin')).toBe('admin')
  })
})

describe('authErrorMessage', () => {
  it("reads better-auth's message and our error envelope", () => {
    expect(authErrorMessage({ code: 'INVALID', message: 'Invalid email or password' })).toBe(
      'Invalid email or password',
    )
    expect(authErrorMessage({ error: { code: 'RATE_LIMITED', message: 'Too many attempts' } })).toBe(
      'Too many attempts',
    )
    expect(authErrorMessage(undefined)).toBeUndefined()
    expect(authErrorMessage({ message: '' })).toBeUndefined()
  })
})
