import { describe, expect, it } from 'vitest'
import { hashSeed, mulberry32, pick, seededRandom } from './random'

describe('hashSeed (FNV-1a)', () => {
  it('matches the published 32-bit FNV-1a values', () => {
    expect(hashSeed('')).toBe(0x811c9dc5)
    expect(hashSeed('a')).toBe(0xe40c292c)
    expect(hashSeed('foobar')).toBe(0xbf9cf968)
  })
})

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, floats in [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const values = Array.from({ length: 100 }, () => a())
    expect(values).toEqual(Array.from({ length: 100 }, () => b()))
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0)
      expect(v).toBeLessThan(1)
    }
  })

  it('gives different sequences for different seeds', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)())
  })
})

describe('pick', () => {
  const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const

  it('is deterministic: the same seed and salt give the same element', () => {
    for (let i = 0; i < 50; i++) {
      expect(pick(`guid-${i}`, 'closer', list)).toBe(pick(`guid-${i}`, 'closer', list))
    }
  })

  it('uses every element across seeds (a different seed can change the choice)', () => {
    const seen = new Set(Array.from({ length: 400 }, (_, i) => pick(`guid-${i}`, 'insight', list)))
    expect(seen.size).toBe(list.length)
  })

  it('keeps choices with different salts independent of each other', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `guid-${i}`)
    const same = seeds.filter((seed) => pick(seed, 'summary', list) === pick(seed, 'closer', list)).length
    // Independent choices among 8 agree about 1 time in 8, never always.
    expect(same).toBeLessThan(seeds.length / 3)
  })

  it('separates seed and salt, so ("ab", "c") and ("a", "bc") differ', () => {
    expect(seededRandom('ab', 'c')()).not.toBe(seededRandom('a', 'bc')())
  })

  it('refuses an empty list', () => {
    expect(() => pick('seed', 'salt', [])).toThrow(/empty/)
  })
})
