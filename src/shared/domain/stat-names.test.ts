import { describe, expect, it } from 'vitest'
import { statName } from './stat-names'

describe('statName', () => {
  it('writes the abbreviations in capitals and the rest as words', () => {
    expect(statName('adr')).toBe('ADR')
    expect(statName('acs')).toBe('ACS')
    expect(statName('kda')).toBe('KDA')
    expect(statName('gpm')).toBe('GPM')
    expect(statName('cs_per_minute')).toBe('CS per minute')
    expect(statName('kd_ratio')).toBe('K/D ratio')
    expect(statName('kills_per_round')).toBe('kills per round')
    expect(statName('first__kills')).toBe('first kills')
  })
})
