import { describe, expect, it } from 'vitest'
import { editDistance, matchPlayers, matchTeams, speltAlike, trigramSimilarity } from './names'
import { splitQuestion } from './parts'
import { parseQuestion } from './question'

describe('splitQuestion', () => {
  it('splits where a new question starts: "and" before a question word, a question mark, a semicolon', () => {
    expect(
      splitQuestion('when do Northwind Wolves play next, and did they beat Cobalt Tide last time?'),
    ).toEqual(['when do Northwind Wolves play next', 'did they beat Cobalt Tide last time?'])
    expect(splitQuestion('Who plays for Kestrel Nine? When is their next match?')).toEqual([
      'Who plays for Kestrel Nine',
      'When is their next match?',
    ])
    expect(splitQuestion('roster of Cobalt Tide; next match of Granite Harbor')).toHaveLength(2)
  })

  it('splits after a name and the statistic asked of it, before a part asking of another name', () => {
    expect(splitQuestion("ashcrown adr and cobalt tide's record vs steppe comets")).toEqual([
      'ashcrown adr',
      "and cobalt tide's record vs steppe comets",
    ])
    expect(splitQuestion('jaspervolt gpm and obsidian heron vs coral monsoon h2h')).toHaveLength(2)
    expect(splitQuestion('cobalt tide and northwind wolves h2h')).toHaveLength(1)
  })

  it('keeps one question whole: a comma, "and" between names, a long list', () => {
    expect(splitQuestion('Baltic Forge v Saffron Sentinels, who has the upper hand?')).toHaveLength(1)
    expect(splitQuestion('record between Cobalt Tide and Northwind Wolves')).toHaveLength(1)
    expect(splitQuestion('a? b? c? d?')).toHaveLength(1)
    // Words after a question mark that ask nothing name the match the question means.
    expect(splitQuestion('Cobalt Tide vs Steppe Comets score? longship masters autumn semifinal')).toEqual([
      'Cobalt Tide vs Steppe Comets score? longship masters autumn semifinal',
    ])
    expect(splitQuestion('Granite Harbor roster? and who is their captain?')).toHaveLength(2)
    expect(splitQuestion("Cobalt Tide's and Northwind Wolves' rosters")).toHaveLength(1)
  })

  it('splits questions listed with commas, a "+", "also", and two possessives asking the same', () => {
    expect(splitQuestion('Who coaches Cobalt Tide, when is their next match, and who won Longship?')).toEqual(
      ['Who coaches Cobalt Tide', 'when is their next match', 'who won Longship?'],
    )
    expect(splitQuestion('Vistula Owls roster + when do they play')).toEqual([
      'Vistula Owls roster',
      'when do they play',
    ])
    expect(splitQuestion('Vistula Owls roster? also what changed in patch 7.42')).toEqual([
      'Vistula Owls roster',
      'what changed in patch 7.42',
    ])
    expect(splitQuestion("Cobalt Tide's AWPer and Steppe Comets' AWPer?")).toEqual([
      "Cobalt Tide's AWPer",
      "and Steppe Comets' AWPer?",
    ])
    // A part that asks nothing of its own keeps the word that joins it: it continues the question before.
    expect(splitQuestion("who is Cobalt Tide's AWPer? Steppe Comets'?")).toEqual([
      "who is Cobalt Tide's AWPer",
      "and Steppe Comets'?",
    ])
  })
})

describe('splitQuestion: a later part asking again by a pronoun or of another opponent', () => {
  it('reads "whats", "whos" as question words', () => {
    expect(splitQuestion('who won the longship winter final and whats their next match')).toEqual([
      'who won the longship winter final',
      'whats their next match',
    ])
  })

  it('splits at "and his/their …" after words asking something, and at "and vs …"', () => {
    expect(splitQuestion('support of crimson lanterns and his kda')).toEqual([
      'support of crimson lanterns',
      'and his kda',
    ])
    expect(splitQuestion('baltic forge: score of their last match, and their harbor record')).toEqual([
      'baltic forge: score of their last match',
      'and their harbor record',
    ])
    expect(splitQuestion('Granite Harbor record vs Cobalt Tide, and vs Steppe Comets?')).toEqual([
      'Granite Harbor record vs Cobalt Tide',
      'and vs Steppe Comets?',
    ])
    // "plus" before a question word splits as "and" does, after a part that is not a question itself.
    expect(splitQuestion('#1 lol team and their form, plus who is second')).toEqual([
      '#1 lol team',
      'and their form',
      'who is second',
    ])
  })

  it('keeps a name and its pronoun together', () => {
    expect(splitQuestion('Cobalt Tide and their rivals')).toHaveLength(1)
    expect(splitQuestion('record between Cobalt Tide and Northwind Wolves')).toHaveLength(1)
  })
})

describe('splitQuestion: roles listed, a verb left out', () => {
  it('asks each role of a list a part of its own', () => {
    expect(splitQuestion('Maple Circuit jungler and support?')).toEqual([
      'Maple Circuit jungler',
      'and support?',
    ])
    expect(splitQuestion('baltic forge carry, mid & offlaner')).toEqual([
      'baltic forge carry',
      'and mid?',
      'and offlaner?',
    ])
    // Not a list of roles, but of two things asked (round 14): a part each, the second not a role's.
    expect(splitQuestion('Cobalt Tide roster and form')).toEqual(['Cobalt Tide roster', 'and form?'])
  })

  it('splits at "and of/in/for …" and at "and A vs B" after words asking something', () => {
    expect(splitQuestion('prize pool of the Skyline winter event and of the Monolith one')).toEqual([
      'prize pool of the Skyline winter event',
      'and of the Monolith one',
    ])
    expect(splitQuestion('h2h cobalt tide vs steppe comets and nww vs aurora vanguard')).toEqual([
      'h2h cobalt tide vs steppe comets',
      'and nww vs aurora vanguard',
    ])
    expect(splitQuestion('Cobalt Tide and of course Steppe Comets')).toHaveLength(1)
  })
})

describe('names spelt nearly right', () => {
  const team = (name: string) => ({
    id: name,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    acronym: null,
  })
  const TEAMS = [team('Granite Harbor'), team('Northwind Wolves'), team('Crimson Lanterns')]

  it('measures trigrams as pg_trgm does, and letters off', () => {
    expect(trigramSimilarity('cobalt tide', 'cobalt tide')).toBe(1)
    expect(trigramSimilarity('granit harbour', 'granite harbor')).toBeGreaterThan(0.5)
    expect(editDistance('jademeridain', 'jademeridian')).toBe(1)
    expect(editDistance('hollow', 'hollowpike')).toBe(4)
  })

  it('takes one wrong letter per six, and not a word that is only the start of a name', () => {
    expect(speltAlike('granit harbour', 'granite harbor')).toBeGreaterThan(0)
    expect(speltAlike('grey spire', 'grayspire')).toBeGreaterThan(0)
    expect(speltAlike('hollow', 'hollowpike')).toBe(0)
    expect(speltAlike('lantern', 'lanternmoss')).toBe(0)
  })

  it('counts a misspelt plural as one slip, not as letters off', () => {
    expect(speltAlike('nortwind wolfs', 'northwind wolves')).toBeGreaterThan(0)
    expect(speltAlike('silverpin drake', 'silverpine drakes')).toBeGreaterThan(0)
    expect(speltAlike('northern wolf', 'northwind wolves')).toBe(0)
  })

  it('takes two letters swapped in a name as one slip, though it breaks several trigrams', () => {
    expect(speltAlike('norhtwind wolfs', 'northwind wolves')).toBeGreaterThan(0)
    expect(speltAlike('cobalt tdie', 'cobalt tide')).toBeGreaterThan(0)
    expect(speltAlike('jade marathon', 'jade meridian')).toBe(0)
  })

  it('matches a team with typos after every exact rule, and records what was written', () => {
    const [match] = matchTeams(parseQuestion('When do Granit Harbour play next?'), TEAMS)
    expect(match).toMatchObject({ entity: { name: 'Granite Harbor' }, via: 'spelt-like' })
    expect(match!.spelt).toEqual({ written: 'Granit Harbour' })
    expect(matchTeams(parseQuestion('Who plays for Granite Harbor?'), TEAMS)[0]!.via).toBe('name')
  })

  it('does not read one word of a longer proper name as a player', () => {
    const players = [{ id: 'h', name: 'Hollowpike', firstName: null, lastName: null }]
    expect(matchPlayers(parseQuestion('What happened with Ember Hollow?'), players)).toEqual([])
    const vantorr = [{ id: 'v', name: 'Vantorr', firstName: null, lastName: null }]
    expect(matchPlayers(parseQuestion('who is Vantor?'), vantorr)[0]?.entity.name).toBe('Vantorr')
  })
})

describe('splitQuestion in every language, and a stated premise (decision 040 round 14)', () => {
  it('splits at "and" and its Spanish, Portuguese, French and German forms before a question word', () => {
    expect(splitQuestion('¿dónde juegan los Meadow Owls y cuándo es su próximo partido?')).toEqual([
      '¿dónde juegan los Meadow Owls',
      'cuándo es su próximo partido?',
    ])
    expect(splitQuestion('qual é o elenco da Atlas Ferns e quando eles jogam?')).toHaveLength(2)
    expect(splitQuestion('combien de joueurs chez Polar Static et qui est leur capitaine ?')).toHaveLength(2)
    expect(splitQuestion('wo spielt Granite Harbor und wann ist das nächste Spiel?')).toHaveLength(2)
    // "und gegen wen" asks the same thing on: one question.
    expect(splitQuestion('wann spielt Granite Harbor als nächstes und gegen wen')).toHaveLength(1)
  })

  it('splits a stated premise from the question after it, so the claim is judged first', () => {
    expect(splitQuestion('now that Verdant Pulse beat Atlas Ferns, when do they play again')).toEqual([
      'now that Verdant Pulse beat Atlas Ferns',
      'when do they play again',
    ])
    expect(splitQuestion('Verdant Pulse beat Atlas Ferns, when do they play again')).toHaveLength(1)
  })

  it('splits a short list of things asked of one subject, whatever they are (round 14)', () => {
    expect(splitQuestion('riverlight league standings and dates')).toEqual([
      'riverlight league standings',
      'and dates?',
    ])
    expect(splitQuestion('atlas ferns roster + form')).toEqual(['atlas ferns roster', 'and form'])
    expect(splitQuestion('verdant pulse upcoming match & last result')).toHaveLength(2)
    // Two names, or a list of names, are one question.
    expect(splitQuestion('atlas ferns and verdant pulse h2h')).toHaveLength(1)
    expect(splitQuestion('record between Atlas Ferns and Verdant Pulse')).toHaveLength(1)
  })
})
