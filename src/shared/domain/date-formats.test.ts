import { describe, expect, it } from 'vitest'
import { dateTimeFormat } from './date-formats'

describe('dateTimeFormat', () => {
  it('gives the same formatter for the same shape and another for another shape', () => {
    const utc = dateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit' })
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit' })).toBe(utc)
    const tokyo = dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', month: 'short', day: '2-digit' })
    expect(tokyo).not.toBe(utc)
    const lateEvening = new Date('2026-11-05T20:00:00Z')
    expect(utc.format(lateEvening)).toBe('Nov 05')
    expect(tokyo.format(lateEvening)).toBe('Nov 06')
  })
})
