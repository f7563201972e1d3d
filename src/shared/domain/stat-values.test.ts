import { describe, expect, it } from 'vitest'
import { formatStatValue } from './stat-values'

describe('formatStatValue', () => {
  it('shows numbers and numeric strings with 2 decimals, other text as is', () => {
    expect(formatStatValue(1.2)).toBe('1.20')
    expect(formatStatValue(86)).toBe('86.00')
    expect(formatStatValue(0.125)).toBe('0.13')
    expect(formatStatValue('43.333')).toBe('43.33')
    expect(formatStatValue(' 7 ')).toBe('7.00')
    expect(formatStatValue('Entry fragger')).toBe('Entry fragger')
    expect(formatStatValue('')).toBe('')
    expect(formatStatValue('1.2.3')).toBe('1.2.3')
  })
})
