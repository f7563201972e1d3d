import { describe, expect, it } from 'vitest'
import { formatMatchDateTime, formatMatchDay, relativeTime } from './relative-time'

const NOW = new Date('2025-03-10T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('relativeTime (§9)', () => {
  it('reads "Just now" under one minute', () => {
    expect(relativeTime(NOW, NOW)).toBe('Just now')
    expect(relativeTime(ago(59 * SECOND), NOW)).toBe('Just now')
  })

  it('switches to minutes at 60 seconds', () => {
    expect(relativeTime(ago(60 * SECOND), NOW)).toBe('1 min ago')
    expect(relativeTime(ago(5 * MINUTE + 59 * SECOND), NOW)).toBe('5 min ago')
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe('59 min ago')
  })

  it('switches to hours at 60 minutes', () => {
    expect(relativeTime(ago(60 * MINUTE), NOW)).toBe('1 hours ago')
    expect(relativeTime(ago(23 * HOUR), NOW)).toBe('23 hours ago')
    expect(relativeTime(ago(24 * HOUR - SECOND), NOW)).toBe('23 hours ago')
  })

  it('reads "1 day ago" from 24 hours to just under 48', () => {
    expect(relativeTime(ago(24 * HOUR), NOW)).toBe('1 day ago')
    expect(relativeTime(ago(48 * HOUR - SECOND), NOW)).toBe('1 day ago')
  })

  it('reads "{n} days ago" from 48 hours', () => {
    expect(relativeTime(ago(48 * HOUR), NOW)).toBe('2 days ago')
    expect(relativeTime(ago(30 * DAY), NOW)).toBe('30 days ago')
  })

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeTime('2025-03-10T11:30:00Z', NOW.getTime())).toBe('30 min ago')
  })

  it('reads "Just now" for a date in the future', () => {
    expect(relativeTime(new Date(NOW.getTime() + HOUR), NOW)).toBe('Just now')
  })

  it('gives an empty string for an unreadable date', () => {
    expect(relativeTime('not a date', NOW)).toBe('')
  })
})

describe('formatMatchDay (§2.11 "MMM dd")', () => {
  it('pads the day to two digits', () => {
    expect(formatMatchDay('2024-11-05T18:30:00Z')).toBe('Nov 05')
    expect(formatMatchDay(new Date('2024-12-25T00:00:00Z'))).toBe('Dec 25')
  })

  it('uses UTC by default and the given time zone otherwise', () => {
    const lateEvening = '2024-11-05T23:30:00Z'
    expect(formatMatchDay(lateEvening)).toBe('Nov 05')
    expect(formatMatchDay(lateEvening, 'Europe/Berlin')).toBe('Nov 06')
    expect(formatMatchDay(lateEvening, 'America/New_York')).toBe('Nov 05')
  })

  it('gives an empty string for an unreadable date', () => {
    expect(formatMatchDay('soon')).toBe('')
  })
})

describe('formatMatchDateTime (§2.11 "MMM dd, HH:mm")', () => {
  it('uses a 24-hour clock with padded fields', () => {
    expect(formatMatchDateTime('2024-11-05T18:30:00Z')).toBe('Nov 05, 18:30')
    expect(formatMatchDateTime('2024-11-05T09:05:00Z')).toBe('Nov 05, 09:05')
  })

  it('shows midnight as 00, not 24', () => {
    expect(formatMatchDateTime('2024-11-05T00:07:00Z')).toBe('Nov 05, 00:07')
  })

  it('converts to the given time zone', () => {
    expect(formatMatchDateTime('2024-11-05T23:30:00Z', 'Asia/Seoul')).toBe('Nov 06, 08:30')
  })

  it('gives an empty string for an unreadable date', () => {
    expect(formatMatchDateTime(Number.NaN)).toBe('')
  })
})
