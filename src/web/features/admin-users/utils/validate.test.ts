import { describe, expect, it } from 'vitest'
import { roleBadgeVariant, roleName, validateNewUser } from './validate'

describe('validateNewUser (§5)', () => {
  it('accepts an email and a password of 6 characters or more', () => {
    expect(validateNewUser({ email: 'new@example.com', password: '123456' })).toEqual({})
  })

  it('requires both and checks the email format and the password length', () => {
    expect(validateNewUser({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(validateNewUser({ email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
    expect(validateNewUser({ email: 'a b@example.com', password: 'longenough' }).email).toBeDefined()
  })
})

describe('roles', () => {
  it('styles super_admin destructive and admin default (§6)', () => {
    expect(roleBadgeVariant('super_admin')).toBe('destructive')
    expect(roleBadgeVariant('admin')).toBe('default')
    expect(roleName('super_admin')).toBe('Super Admin')
  })
})
