import { describe, expect, it } from 'vitest'
import { eventSlug, matchSlug, pandascoreIdFromSlug } from './match-slugs'

describe('match and event slugs', () => {
  it('reads both sides and ends in the id', () => {
    expect(matchSlug('Cobalt Tide', 'Aurora Vanguard', 9600123)).toBe(
      'cobalt-tide-vs-aurora-vanguard-9600123',
    )
    expect(matchSlug(null, '  ', 9600200)).toBe('tbd-vs-tbd-9600200')
    expect(eventSlug('Longship Masters Autumn 2026', 9400001)).toBe('longship-masters-autumn-2026-9400001')
  })

  it('finds the id whatever the head says', () => {
    expect(pandascoreIdFromSlug('tbd-vs-tbd-9600200')).toBe(9600200)
    expect(pandascoreIdFromSlug('9400001')).toBe(9400001)
    expect(pandascoreIdFromSlug('cobalt-tide')).toBeUndefined()
    expect(pandascoreIdFromSlug('x-99999999999')).toBeUndefined()
  })
})
