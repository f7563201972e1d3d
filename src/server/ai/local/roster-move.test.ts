import { describe, expect, it } from 'vitest'
import { draftRosterMoveLocally } from './roster-move'

describe('the local Roster Move draft', () => {
  const facts = {
    id: '7d1c2f1e-0000-4000-8000-000000000001',
    game: 'cs2',
    playerName: 'mossbyte',
    fromTeam: 'Northwind <Wolves>',
    toTeam: 'Aurora Vanguard',
    seenAt: new Date('2026-11-22T09:30:00Z'),
  }

  it('names the player, both teams, the game and the day seen, and nothing it was not given', () => {
    const draft = draftRosterMoveLocally(facts)
    expect(draft.title).toMatch(/mossbyte/)
    for (const text of ['mossbyte', 'Aurora Vanguard', 'CS2', '22 November 2026'])
      expect(draft.content).toContain(text)
    expect(draft.content).toContain('Northwind &lt;Wolves&gt;')
    expect(draft.content).not.toMatch(/\$|€|fee|contract until|\d+ years?/i)
    expect(draft.tags).toEqual(['cs2', 'roster-changes'])
  })

  it('is the same draft for the same change', () => {
    expect(draftRosterMoveLocally(facts)).toEqual(draftRosterMoveLocally(facts))
  })
})
