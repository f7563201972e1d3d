import { describe, expect, it } from 'vitest'
import { boundHistory, CHAT_HISTORY_MAX_CHARACTERS } from './chat-history'

const turn = (i: number, content = `turn ${i}`) => ({ role: i % 2 ? 'assistant' : 'user', content }) as const

describe('boundHistory', () => {
  it('keeps the last 10 turns, oldest first', () => {
    const turns = Array.from({ length: 14 }, (_, i) => turn(i))
    expect(boundHistory(turns).map((t) => t.content)).toEqual(turns.slice(4).map((t) => t.content))
  })

  it('drops the oldest turns past 8,000 characters in all', () => {
    const long = 'x'.repeat(3000)
    const kept = boundHistory([turn(0, long), turn(1, long), turn(2, long), turn(3, 'latest')])
    expect(kept.map((t) => t.content.length)).toEqual([3000, 3000, 6])
    expect(kept.reduce((n, t) => n + t.content.length, 0)).toBeLessThanOrEqual(CHAT_HISTORY_MAX_CHARACTERS)
  })

  it('leaves blank turns out and trims the others', () => {
    expect(boundHistory([turn(0, '  hi  '), turn(1, '   ')])).toEqual([{ role: 'user', content: 'hi' }])
  })
})
