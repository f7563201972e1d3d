import { describe, expect, it } from 'vitest'
import { eventWinClaim, placeClaim, resultClaim } from './intents'

describe('resultClaim: a result the question says happened, to confirm or correct', () => {
  it('reads a yes/no question or a tagged statement that the first team won, with the score it gives', () => {
    expect(resultClaim('did Cobalt Tide beat Aurora Vanguard?')).toEqual({ won: true })
    expect(resultClaim('Cobalt Tide swept Aurora Vanguard 3-0 in the final, right?')).toEqual({
      won: true,
      score: [3, 0],
    })
    expect(resultClaim("Cobalt Tide 2-0'd Vistula Owls last week didn't they")).toEqual({
      won: true,
      score: [2, 0],
    })
    expect(resultClaim('confirm Kestrel Nine won against Polar Static 0-2')).toEqual({
      won: true,
      score: [2, 0],
    })
    // After a multi-part split the subject is written before the part.
    expect(resultClaim('Kestrel Nine: did they beat Polar Static last time?')).toEqual({ won: true })
  })

  it('reads a claimed loss with the first team’s score first', () => {
    expect(resultClaim('Steppe Comets lost to Cobalt Tide 1-2, correct?')).toEqual({
      won: false,
      score: [1, 2],
    })
    expect(resultClaim('did Granite Harbor fall to Northwind Wolves?')).toEqual({ won: false })
  })

  it('leaves questions that ask rather than claim', () => {
    expect(resultClaim('who won Cobalt Tide vs Aurora Vanguard?')).toBeUndefined()
    expect(resultClaim('how did Cobalt Tide do against Aurora Vanguard?')).toBeUndefined()
    expect(resultClaim('Cobalt Tide beat Aurora Vanguard')).toBeUndefined()
    expect(resultClaim('did Cobalt Tide play yesterday?')).toBeUndefined()
  })
})

describe('placeClaim: a place in a table the question says a team finished in', () => {
  it('reads first and last', () => {
    expect(placeClaim('Northwind Wolves topped their group, yes?')).toBe('first')
    expect(placeClaim('did Cobalt Tide finish first in the regular season?')).toBe('first')
    expect(placeClaim('Vistula Owls came last in the league, correct?')).toBe('last')
  })

  it('leaves questions that ask the table', () => {
    expect(placeClaim('who topped the group?')).toBeUndefined()
    expect(placeClaim('where did Cobalt Tide finish?')).toBeUndefined()
  })
})

describe('eventWinClaim: a team said to have won an event', () => {
  it('reads a confirmation asked for, not a question of who won', () => {
    expect(eventWinClaim('confirm Cobalt Tide took the Longship title')).toBe(true)
    expect(eventWinClaim('Northwind Wolves won the autumn playoffs, right?')).toBe(true)
    expect(eventWinClaim('who won the autumn playoffs?')).toBe(false)
  })
})
