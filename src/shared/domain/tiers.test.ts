import { describe, expect, it } from 'vitest'
import { TIERS, isTier, tierColor, tierFromPandaScore, tierLabel, tierRank } from './tiers'

describe('tiers', () => {
  it('has the four §3 values', () => {
    expect(TIERS).toEqual(['tier-1', 'tier-2', 'tier-3', 'unknown'])
    expect(isTier('tier-2')).toBe(true)
    expect(isTier('tier-4')).toBe(false)
    expect(isTier(null)).toBe(false)
  })

  it('labels ranked tiers "TIER n" and hides unknown', () => {
    expect(tierLabel('tier-1')).toBe('TIER 1')
    expect(tierLabel('tier-2')).toBe('TIER 2')
    expect(tierLabel('tier-3')).toBe('TIER 3')
    expect(tierLabel('unknown')).toBeUndefined()
    expect(tierLabel(null)).toBeUndefined()
    expect(tierLabel('tier-9')).toBeUndefined()
  })

  it('colours tier-1/2/3 gold, silver and bronze', () => {
    expect(tierColor('tier-1')).toBe('gold')
    expect(tierColor('tier-2')).toBe('silver')
    expect(tierColor('tier-3')).toBe('bronze')
    expect(tierColor('unknown')).toBeUndefined()
    expect(tierColor(undefined)).toBeUndefined()
  })

  it('ranks tier-1 first and unknown last', () => {
    const shuffled = ['unknown', 'tier-3', 'tier-1', 'tier-2', 'bogus']
    expect([...shuffled].sort((a, b) => tierRank(a) - tierRank(b))).toEqual([
      'tier-1',
      'tier-2',
      'tier-3',
      'unknown',
      'bogus',
    ])
    expect(tierRank(null)).toBe(4)
  })
})

describe('tierFromPandaScore', () => {
  it.each([
    ['s', 'tier-1'],
    ['a', 'tier-1'],
    ['b', 'tier-2'],
    ['c', 'tier-3'],
    ['d', 'unknown'],
    ['S', 'tier-1'],
    ['x', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (input, tier) => {
    expect(tierFromPandaScore(input)).toBe(tier)
  })

  it('maps a missing grade to unknown', () => {
    expect(tierFromPandaScore(null)).toBe('unknown')
    expect(tierFromPandaScore(undefined)).toBe('unknown')
  })
})
