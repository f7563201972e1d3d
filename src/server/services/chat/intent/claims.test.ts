import { describe, expect, it } from 'vitest'
import { eventWinClaim, finalWinClaim, placeClaim, resultClaim } from './intents'

describe('resultClaim: a result the question says happened, to confirm or correct', () => {
  it('reads a loss with words between the verb and its opponent, and a tag before the English cues', () => {
    expect(resultClaim('did Maple Circuit lose the regular season opener to Solstice Kites?')).toEqual({
      won: false,
    })
    expect(resultClaim('Maple Circuit a perdu contre Solstice Kites, non ? (lost to)')).toEqual({
      won: false,
    })
    // A meeting ahead is not a result to judge.
    expect(resultClaim('do you think Maple Circuit beat Solstice Kites next time?')).toBeUndefined()
    expect(resultClaim('is Maple Circuit going to beat Solstice Kites?')).toBeUndefined()
  })

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

  it('reads a win taken for granted (decision 040 round 9), not the win of a match, a map or a group', () => {
    expect(eventWinClaim('why did Cobalt Tide win the Harbor Pro Series so comfortably')).toBe(true)
    expect(eventWinClaim('Granite Harbor won the Frontier Open, who did they play in the last round')).toBe(
      true,
    )
    expect(eventWinClaim('since Vistula Owls are the Harbor champs, will they defend it')).toBe(true)
    expect(eventWinClaim('how many maps did Polar Static lose on the road to winning Skyline')).toBe(true)
    expect(eventWinClaim('Cobalt Tide won the first map easily')).toBe(false)
    expect(eventWinClaim('Cobalt Tide won against Vistula Owls in the Harbor league')).toBe(false)
    expect(eventWinClaim('which team won the Harbor Pro Series regular season?')).toBe(false)
    expect(eventWinClaim('the winners of the Harbor Pro Series')).toBe(false)
  })
})

describe('finalWinClaim: who the question says won a final', () => {
  it('reads the first team as the winner of "A beat B in the final", the second of "A lost to B"', () => {
    expect(finalWinClaim('Granite Harbor beat Cobalt Tide in the Frontier Open final, how?')).toBe('first')
    expect(finalWinClaim('Granite Harbor lost to Cobalt Tide in the grand final, by how much')).toBe('second')
    expect(finalWinClaim('Granite Harbor beat Cobalt Tide in the group stage')).toBeUndefined()
    expect(finalWinClaim('who played in the Frontier Open final')).toBeUndefined()
  })
})

describe('resultClaim: a result taken for granted (round 12)', () => {
  it('reads "why did A beat B", "how come A lost to B" as the claim they make', () => {
    expect(resultClaim('why did Maple Circuit beat Solstice Kites in the quarters')).toEqual({ won: true })
    expect(resultClaim('how come Maple Circuit lost to Solstice Kites 0-2')).toEqual({
      won: false,
      score: [0, 2],
    })
    expect(resultClaim('how did Maple Circuit beat Solstice Kites in the spring final?')).toEqual({
      won: true,
    })
  })

  it('leaves a why without a result, and a plain "how did A do", alone', () => {
    expect(resultClaim('why is Maple Circuit so good')).toBeUndefined()
    expect(resultClaim('how did Maple Circuit do against Solstice Kites')).toBeUndefined()
  })
})

describe('claims stated before the question, whatever the verb (decision 040 round 14)', () => {
  it('reads a result stated in an opening clause or as a score over someone', () => {
    expect(resultClaim('seeing as Vistula Owls knocked out Steppe Comets, who is left')).toEqual({
      won: true,
    })
    expect(resultClaim('once Atlas Ferns got past Polar Static, what came next for them')).toEqual({
      won: true,
    })
    expect(resultClaim("what did Baltic Forge's 2-1 over Nightjar Collective do to the table")).toEqual({
      won: true,
      score: [2, 1],
    })
    expect(resultClaim('props to Golden Gale for beating Verdant Pulse')).toEqual({ won: true })
    expect(resultClaim('Meadow Owls swept Andes Condors didnt they')).toEqual({ won: true })
    // Nothing stated: a question of who won stays one.
    expect(resultClaim('who beat Andes Condors last week')).toBeUndefined()
  })

  it('reads a place claimed by its number, whatever the verb', () => {
    expect(placeClaim('Aurora Vanguard ended up 4th in the Longship playoffs, yes?')).toBe(4)
    expect(placeClaim('since Granite Harbor took third place in the Frontier Open, who won it')).toBe(3)
    expect(placeClaim('Vistula Owls were runners-up at Harbor Pro, correct?')).toBe(2)
    expect(placeClaim('Northwind Wolves came first in the group, right?')).toBe('first')
    expect(placeClaim('who came 3rd in the Frontier Open')).toBeUndefined()
  })

  it('does not read "who beat them in the final" as a claim that the team named won it', () => {
    expect(finalWinClaim('since Atlas Ferns were 2nd, who beat them in the final')).toBeUndefined()
  })
})
