import { describe, expect, it } from 'vitest'
import type { MatchSummary } from '#shared/schemas/matches'
import { alertText } from './follow-alerts'

// Issue #18 item 4: the alert's words; in spoiler-free mode the end of a match comes without its score.

const match = {
  teams: [
    { pandascoreId: 1, name: 'Cobalt Tide' },
    { pandascoreId: 2, name: 'Aurora Vanguard' },
  ],
} as unknown as MatchSummary

describe('alertText', () => {
  it('names both teams when a match goes live', () => {
    expect(alertText({ kind: 'live', match, scores: [0, 0] }, false).title).toBe(
      'Live now: Cobalt Tide vs Aurora Vanguard',
    )
  })

  it('gives the final score, unless spoiler-free mode is on', () => {
    const ended = { kind: 'ended' as const, match, scores: [2, 1] as [number, number] }
    expect(alertText(ended, false)).toEqual({
      title: 'Match over: Cobalt Tide vs Aurora Vanguard',
      description: 'Cobalt Tide 2–1 Aurora Vanguard',
    })
    const hidden = alertText(ended, true)
    expect(hidden.title).toBe('Match over: Cobalt Tide vs Aurora Vanguard')
    expect(hidden.description).not.toMatch(/\d/)
  })
})
