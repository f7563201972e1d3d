import { describe, expect, it } from 'vitest'
import { roleWord } from './roles'

describe('roleWord', () => {
  it('says League of Legends positions as words, and other roles as stored', () => {
    expect(['top', 'jun', 'mid', 'adc', 'sup'].map(roleWord)).toEqual([
      'top',
      'jungle',
      'mid',
      'bot',
      'support',
    ])
    expect(roleWord(' Soft  Support ')).toBe('soft support')
    expect(roleWord('offlane')).toBe('offlane')
    expect(roleWord(null)).toBe('')
  })
})
