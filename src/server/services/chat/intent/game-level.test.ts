import { describe, expect, it } from 'vitest'
import { asksFormRanking, asksPlayerRanking, eventTimingAsked, scheduleDayAsked } from './game-level'
import { planLookups } from './plan'
import { parseQuestion } from './question'

// Questions about a game that name no team, player or event (game-level.ts): read as the site's lists.

const nothing = { teams: [], players: [], tournaments: [] }
const plan = (question: string) => planLookups(parseQuestion(question), nothing)

describe('questions about a game, naming nobody', () => {
  it('reads the day a schedule question asks about, not a result of that day', () => {
    const day = (q: string) => scheduleDayAsked(parseQuestion(q))
    expect(day('Which CS2 matches are on today?')).toBe('today')
    expect(day("what's on tonight")).toBe('today')
    expect(day('any dota games tomorrow?')).toBe('tomorrow')
    expect(day('valorant schedule this week')).toBe('week')
    expect(day('who won today')).toBeUndefined()
    expect(day('latest news today')).toBeUndefined()
  })

  it('reads whether events coming up, under way or just finished are asked', () => {
    const timing = (q: string) => eventTimingAsked(parseQuestion(q))
    expect(timing('Which esports tournaments are coming up that I should watch?')).toBe('upcoming')
    expect(timing('when is the next cs2 tournament')).toBe('upcoming')
    expect(timing('is there a cs2 major soon?')).toBeUndefined()
    expect(timing('what events are going on right now')).toBe('ongoing')
    expect(timing('Latest CS2 tournament results')).toBe('past')
    expect(timing('who won the last dota tournament')).toBe('past')
    // "League of Legends" is a game, not a league; a list of what is covered has no time.
    expect(timing('best League of Legends teams right now')).toBeUndefined()
    expect(timing('what Dota 2 tournaments do you cover')).toBeUndefined()
  })

  it('tells a form ranking and a players ranking from the teams ranking', () => {
    expect(asksFormRanking(parseQuestion('Which LoL teams are in the best form right now?'))).toBe(true)
    expect(asksFormRanking(parseQuestion('best LoL teams'))).toBe(false)
    expect(asksPlayerRanking(parseQuestion('Valorant player rankings'))).toBe(true)
    expect(asksPlayerRanking(parseQuestion('best valorant teams'))).toBe(false)
  })

  it('plans the site list each asks for, in the game named or in every game', () => {
    expect(plan('Which CS2 matches are on today?')).toEqual([
      { kind: 'schedule', game: 'cs2', day: 'today', weight: 1.1 },
    ])
    expect(plan('Which esports tournaments are coming up that I should watch?')).toEqual([
      { kind: 'game-events', timing: 'upcoming', weight: 1.1 },
    ])
    expect(plan('Latest CS2 tournament results')).toEqual([
      { kind: 'game-events', game: 'cs2', timing: 'past', weight: 1.1 },
    ])
    expect(plan('Which League of Legends teams are in the best form right now?')).toEqual([
      { kind: 'form-ranking', game: 'lol', weight: 1.1 },
    ])
    expect(plan('Valorant player rankings')).toEqual([
      { kind: 'stat-leaders', game: 'valorant', weight: 1.1 },
    ])
    expect(plan('What are the latest transfers?').map((l) => l.kind)).toEqual(['transfers', 'search'])
    expect(plan('who signed who in lol recently')[0]).toEqual({ kind: 'transfers', game: 'lol', weight: 1.1 })
    // Not these: the live list, the latest news, a prediction, the teams ranking.
    expect(plan('which matches are live today').map((l) => l.kind)).toEqual(['live'])
    expect(plan('latest tournament news').map((l) => l.kind)).not.toContain('game-events')
    // A rare word is likely a name the site lacks (a team only the stories know): its news, not the transfers list.
    expect(plan('ninefold signing news?').map((l) => l.kind)).not.toContain('transfers')
    expect(plan('who will win the next cs2 tournament?').map((l) => l.kind)).not.toContain('game-events')
    expect(plan('best CS2 teams').map((l) => l.kind)).toEqual(['top-teams'])
  })
})
