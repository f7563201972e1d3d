import { describe, expect, it } from 'vitest'
import { localTimeText, localTimeTitle, serverTimeText } from './local-time'

const now = Date.parse('2026-11-15T12:00:00Z')

describe('serverTimeText', () => {
  it('is the UTC date, the same for every reader', () => {
    expect(serverTimeText('2026-11-14T23:30:00Z')).toBe('Nov 14, 2026')
    expect(serverTimeText('2026-11-15T00:30:00+02:00')).toBe('Nov 14, 2026')
  })

  it('turns to the next day at UTC midnight, each day remembered apart', () => {
    expect(serverTimeText('2026-11-14T23:59:59.999Z')).toBe('Nov 14, 2026')
    expect(serverTimeText('2026-11-15T00:00:00Z')).toBe('Nov 15, 2026')
    expect(serverTimeText('2026-11-14T00:00:00Z')).toBe('Nov 14, 2026')
    expect(serverTimeText('1969-12-31T23:00:00Z')).toBe('Dec 31, 1969')
  })

  it('is empty for an unreadable date', () => {
    expect(serverTimeText('')).toBe('')
    expect(serverTimeText('not a date')).toBe('')
  })
})

describe('localTimeText', () => {
  it('reads as §9 relative time under 7 days', () => {
    expect(localTimeText('2026-11-15T11:59:30Z', now, 'en-US', 'UTC')).toBe('Just now')
    expect(localTimeText('2026-11-15T11:15:00Z', now, 'en-US', 'UTC')).toBe('45 min ago')
    expect(localTimeText('2026-11-15T09:00:00Z', now, 'en-US', 'UTC')).toBe('3 hours ago')
    expect(localTimeText('2026-11-14T12:00:00Z', now, 'en-US', 'UTC')).toBe('1 day ago')
    expect(localTimeText('2026-11-08T12:00:01Z', now, 'en-US', 'UTC')).toBe('6 days ago')
  })

  it("shows the date in the reader's locale and time zone from 7 days on", () => {
    expect(localTimeText('2026-11-08T12:00:00Z', now, 'en-US', 'UTC')).toBe('Nov 8, 2026')
    expect(localTimeText('2026-10-01T23:30:00Z', now, 'en-GB', 'Europe/Berlin')).toBe('2 Oct 2026')
    expect(localTimeText('2026-10-01T23:30:00Z', now, 'en-US', 'America/New_York')).toBe('Oct 1, 2026')
  })

  it('is empty for an unreadable date', () => {
    expect(localTimeText('', now)).toBe('')
  })
})

describe('localTimeTitle', () => {
  it('gives the full local date and time', () => {
    expect(localTimeTitle('2026-11-15T09:05:00Z', 'en-US', 'UTC')).toBe(
      'Sunday, November 15, 2026 at 9:05 AM',
    )
  })
})
