import { describe, expect, it } from 'vitest'
import { withThousandsWritten } from './words'
import {
  asksMapsPlayed,
  asksCompetitions,
  asksRecord,
  asksRoleOfPlayer,
  asksStatLeader,
  bestOfAsked,
  placeAsked,
  rankAsked,
  roleAsked,
  statAsked,
} from './asks'
import { detectIntents } from './intents'
import { stem } from './names'
import { planLookups } from './plan'
import { parseQuestion } from './question'

const found = (teams: string[] = [], players: string[] = [], tournaments: string[] = []) => ({
  teams,
  players,
  tournaments,
})
const plan = (question: string, f = found()) => planLookups(parseQuestion(question), f)
const kinds = (question: string, f = found()) => plan(question, f).map((l) => l.kind)

describe('roleAsked', () => {
  it('names the roster roles of LoL and Dota 2 positions, the most specific first', () => {
    expect(roleAsked("who is Jade Meridian's jungler")?.rosterRoles).toEqual(['jun'])
    expect(roleAsked('Maple Circuit bot laner?')?.rosterRoles).toEqual(['adc'])
    expect(roleAsked('their ADC')?.label).toBe('bot laner')
    expect(roleAsked('who plays soft support for Baltic Forge')?.rosterRoles).toEqual(['soft support'])
    expect(roleAsked('Coral Monsoon pos 1')?.label).toBe('carry')
    expect(roleAsked('the offlaner of Obsidian Heron')?.rosterRoles).toEqual(['offlane'])
    // A role said as a verb or shortened (decision 040 round 13).
    expect(roleAsked('who jungles for Crimson Lanterns')?.rosterRoles).toEqual(['jun'])
    expect(roleAsked('who mids for Jade Meridian')?.rosterRoles).toEqual(['mid'])
    expect(roleAsked('Saffron Sentinels hard sup')?.rosterRoles).toEqual(['hard support'])
    expect(roleAsked('Maple Circuit supp')?.label).toBe('support')
  })

  it('knows the roles rosters never store, to look for them in articles', () => {
    expect(roleAsked("who's Cobalt Tide's IGL")).toMatchObject({ label: 'in-game leader', rosterRoles: [] })
    expect(roleAsked('who is the captain of Northwind Wolves')?.articleTerms).toContain('in-game leader')
    expect(roleAsked('Aurora Vanguard AWPer')?.label).toBe('AWPer')
    expect(roleAsked('their duelist')).toMatchObject({ label: 'duelist', articleTerms: ['duelist'] })
  })

  it('does not read "top teams" as a top laner', () => {
    expect(roleAsked('top teams in LoL')).toBeUndefined()
    expect(roleAsked('Who plays for Northwind Wolves?')).toBeUndefined()
  })

  it('tells a question about a player’s role', () => {
    expect(asksRoleOfPlayer('what role does Fennowl play')).toBe(true)
    expect(asksRoleOfPlayer('which position is kelvane')).toBe(true)
    expect(asksRoleOfPlayer('who is kelvane')).toBe(false)
  })
})

describe('stat questions', () => {
  it('names the stat and the games that record it', () => {
    expect(statAsked('highest GPM in Dota 2')).toEqual({ statType: 'gpm', games: ['dota2'] })
    expect(statAsked('best K/D on Atlas Ferns')?.statType).toBe('kd_ratio')
    expect(statAsked('who has the best headshot % in CS2')?.statType).toBe('headshot_percentage')
    expect(statAsked('most CS per minute')?.statType).toBe('cs_per_minute')
    expect(statAsked('best KDA')?.games).toEqual(['lol', 'dota2'])
  })

  it('asks for leaders with a ranking word and a stat, or "best player" and "top fragger" alone', () => {
    expect(asksStatLeader('top fragger on Steppe Comets')).toBe(true)
    expect(asksStatLeader("Northwind Wolves' best player")).toBe(true)
    expect(asksStatLeader('highest ACS in Valorant')).toBe(true)
    expect(asksStatLeader("Fennowl's KDA")).toBe(false)
    expect(asksStatLeader('highest rated teams in CS2')).toBe(false)
    // A team's "carry player" is the role (Dota 2, LoL), not its best player.
    expect(asksStatLeader('coral monsoon carry player')).toBe(false)
  })
})

describe('planning the questions beyond a team card', () => {
  it('answers every phrasing of a head-to-head with every meeting, first', () => {
    for (const q of [
      'Northwind Wolves vs Cobalt Tide h2h',
      'record between Northwind Wolves and Cobalt Tide',
      'have Northwind Wolves ever beaten Cobalt Tide?',
      'Northwind Wolves Cobalt Tide head to head',
      'how many times have Northwind Wolves beaten Cobalt Tide',
    ]) {
      expect(detectIntents(q), q).toContain('head-to-head')
      expect(kinds(q, found(['nww', 'cbt']))[0], q).toBe('head-to-head')
    }
  })

  it('gives a stat question the leaders of the team or the game, not the team card', () => {
    expect(kinds("Cobalt Tide's top fragger", found(['cbt']))).toEqual(['stat-leaders'])
    expect(plan('highest GPM in Dota 2')[0]).toMatchObject({
      kind: 'stat-leaders',
      game: 'dota2',
      statType: 'gpm',
    })
  })

  it('gives a role question the roster role, not the card', () => {
    expect(plan("who is Jade Meridian's jungler?", found(['jdm']))[0]).toMatchObject({ kind: 'role' })
    expect(kinds("who is Jade Meridian's jungler?", found(['jdm']))).not.toContain('team-profile')
    expect(plan('what role does Fennowl play', found([], ['fennowl']))[0]).toMatchObject({ kind: 'role' })
  })

  it('reads a stage’s table for "who leads" and "where do X rank"', () => {
    expect(kinds('who leads the Harbor Pro Series?', found([], [], ['hps']))[0]).toBe('standings')
    expect(
      plan('where do Vistula Owls rank in the Harbor Pro Series', found(['vow'], [], ['hps']))[0],
    ).toMatchObject({
      kind: 'standings',
      team: 'vow',
    })
  })

  it('lists the tournaments of a team, or of a game', () => {
    expect(kinds('which tournaments did Solstice Kites play?', found(['sok']))).toEqual(['team-tournaments'])
    expect(kinds('what Dota 2 tournaments do you cover')).toEqual(['game-tournaments'])
  })

  it('searches a team’s news for what was asked ("who did X sign")', () => {
    expect(plan('who did Jade Meridian sign?', found(['jdm']))[0]).toMatchObject({
      kind: 'team-news',
      keywords: expect.arrayContaining(['sign']),
    })
  })
})

describe('predictions', () => {
  it('declines first, then gives the head-to-head and both teams’ form, never a card', () => {
    for (const q of [
      'who will win Cobalt Tide vs Steppe Comets?',
      'Cobalt Tide vs Steppe Comets prediction',
      'will Cobalt Tide beat Steppe Comets?',
    ]) {
      const planned = kinds(q, found(['cbt', 'stc']))
      expect(planned.slice(0, 4), q).toEqual(['no-prediction', 'head-to-head', 'form', 'form'])
      expect(planned, q).not.toContain('team-profile')
    }
    expect(
      kinds('will Cobalt Tide win the Longship Masters?', found(['cbt'], [], ['lsm'])).slice(0, 2),
    ).toEqual(['no-prediction', 'form'])
  })
})

describe('a prediction about an event', () => {
  it('declines, then gives the table as it stands', () => {
    expect(kinds('predict the Longship Masters winter champion', found([], [], ['lsm'])).slice(0, 2)).toEqual(
      ['no-prediction', 'standings'],
    )
  })
})

describe('stem', () => {
  it('takes a plural "s" off, and "es" only after a sibilant', () => {
    expect(stem('tides')).toBe(stem('tide'))
    expect(stem('drakes')).toBe(stem('drake'))
    expect(stem('condors')).toBe('condor')
    expect(stem('boxes')).toBe('box')
    expect(stem('glass')).toBe('glass')
  })
})

describe('rankAsked', () => {
  it("reads the place of a game's team ranking in any phrasing", () => {
    expect(rankAsked('greatest valorant side?')).toBe(1)
    expect(rankAsked('which team is #1 in dota 2')).toBe(1)
    expect(rankAsked('the third strongest LoL team')).toBe(3)
    expect(rankAsked('which cs2 team is ranked 5th')).toBe(5)
    expect(rankAsked('who is number two in valorant')).toBe(2)
    // Round 8 of decision 040: a place said of who, in a game or a ranking.
    expect(rankAsked("who's 6th in valorant")).toBe(6)
    expect(rankAsked('which team is fourth in the lol ranking')).toBe(4)
    expect(rankAsked('who is third of the dota teams')).toBe(3)
    expect(rankAsked('bottom ranked dota team')).toBe('last')
    expect(rankAsked('the weakest team in cs2')).toBe('last')
  })

  it('asks no place for a list of teams or a question without one', () => {
    expect(rankAsked('the best dota teams')).toBeUndefined()
    expect(rankAsked('top 5 teams in cs2')).toBeUndefined()
    expect(rankAsked('when do Kestrel Nine play next')).toBeUndefined()
    // "Last" of a time is not a place.
    expect(rankAsked('who won last time')).toBeUndefined()
    expect(rankAsked('the last match of the season')).toBeUndefined()
  })

  it("plans that place of the game's ranking, and a named team's own place", () => {
    const plan = (q: string, f = found()) => planLookups(parseQuestion(q), f)
    expect(plan('second strongest dota 2 side')).toEqual([
      { kind: 'top-teams', game: 'dota2', position: 2, weight: 1 },
    ])
    expect(plan('the best valorant teams')).toEqual([{ kind: 'top-teams', game: 'valorant', weight: 1 }])
    expect(plan('who is the top cs2 player?').map((l) => l.kind)).not.toContain('top-teams')
    expect(plan('where are Coral Monsoon ranked', found(['coral']))[0]).toEqual({
      kind: 'team-rank',
      team: 'coral',
      weight: 1.15,
    })
  })

  // Decision 040, round 6: a place the question gives a team is carried, so the team holding it is told too.
  it('carries the place a question claims for a team, in English or read from another language', () => {
    expect(plan('how come Baltic Forge are ranked second in Dota 2?', found(['baltic']))[0]).toEqual({
      kind: 'team-rank',
      team: 'baltic',
      claimed: 2,
      weight: 1.15,
    })
    expect(
      plan('¿Por qué Maple Circuit es el número uno de LoL? (ranked first)', found(['maple']))[0],
    ).toEqual({
      kind: 'team-rank',
      team: 'maple',
      claimed: 1,
      weight: 1.15,
    })
  })

  it('reads the series length a question names, so that meeting is the one judged', () => {
    expect(bestOfAsked('who won the Maple Circuit vs Andes Condors best of three?')).toBe(3)
    expect(bestOfAsked('score of their bo5 in the winter final')).toBe(5)
    expect(bestOfAsked('who won the best-of-one decider')).toBe(1)
    expect(bestOfAsked('who won the final')).toBeUndefined()
    expect(
      plan(
        'what was the score of the Maple Circuit vs Andes Condors best-of-five?',
        found(['maple', 'andes']),
      ),
    ).toContainEqual(expect.objectContaining({ kind: 'meeting', bestOf: 5 }))
  })

  it("checks a loss the question takes for granted against the team's line in the table", () => {
    expect(
      plan(
        'has Obsidian Heron lost a match in the Riverbend Dota League yet?',
        found(['heron'], [], ['riverbend']),
      ),
    ).toContainEqual({ kind: 'standings', tournament: 'riverbend', team: 'heron', weight: 1.1 })
    expect(
      kinds('are Maple Circuit still undefeated in the Summit Rift group?', found(['maple'], [], ['summit'])),
    ).toContain('standings')
  })

  it('plans the teams of an event whose winner is asked before it is played', () => {
    expect(
      kinds('who is going to win the Frostline Masters?', found([], [], ['frostline'])).slice(0, 3),
    ).toEqual(['no-prediction', 'standings', 'tournament'])
  })
})

describe('placeAsked', () => {
  it('reads the place someone holds or finished in', () => {
    expect(placeAsked("ok who's second")).toBe(2)
    expect(placeAsked('and who came third?')).toBe(3)
    expect(placeAsked('who finished last')).toBe('last')
    expect(placeAsked('who is the worst')).toBe('last')
    expect(placeAsked('who won the final')).toBeUndefined()
  })
})

describe('asksRecord', () => {
  it('hears how meetings usually go, not one meeting', () => {
    expect(asksRecord('how do A usually do against B')).toBe(true)
    expect(asksRecord('A vs B who leads the series')).toBe(true)
    expect(asksRecord('A vs B who won the last one')).toBe(false)
    expect(asksRecord('when do A and B play next')).toBe(false)
  })
})

describe('asksCompetitions', () => {
  it('hears what a team competes in, not a round it plays', () => {
    expect(asksCompetitions('where does Baltic Forge compete')).toBe(true)
    expect(asksCompetitions('what are they competing in')).toBe(true)
    expect(asksCompetitions('who do they play in the final')).toBe(false)
  })
})

describe('asksMapsPlayed', () => {
  it("reads a question about the maps a match was played on, in any of the chat's languages", () => {
    for (const question of [
      'on which maps?',
      'and the map they lost?',
      'what was the last map of that series',
      'qué mapas se jugaron',
      'quelles cartes ont été jouées ?',
      'welche Karten wurden gespielt',
    ]) {
      expect(asksMapsPlayed(question), question).toBe(true)
    }
  })

  it("leaves a team's map pool, favourite maps and a count of maps taken to their own questions", () => {
    for (const question of [
      "what's their map pool",
      'best maps of Cobalt Tide',
      'how many maps will they drop',
    ]) {
      expect(asksMapsPlayed(question), question).toBe(false)
    }
  })
})

describe("a team's titles", () => {
  it('asks for the events the team won, beside where it played', () => {
    for (const q of ['NWW trophies', 'has NWW won anything', 'which events has NWW won', 'NWW titles?']) {
      expect(plan(q, found(['NWW']))[0]).toMatchObject({ kind: 'team-tournaments', titles: true })
    }
    expect(plan('what tournaments is NWW in', found(['NWW']))[0]).toMatchObject({ kind: 'team-tournaments' })
    expect(plan('what tournaments is NWW in', found(['NWW']))[0]).not.toHaveProperty('titles')
  })
})

describe("a role's statistics", () => {
  it("asks for the role's player and then his statistics", () => {
    expect(plan('NWW carry gpm', found(['NWW']))[0]).toMatchObject({ kind: 'role', stats: true })
    expect(plan("NWW support's kda?", found(['NWW']))[0]).toMatchObject({ kind: 'role', stats: true })
    expect(plan('NWW jungler', found(['NWW']))[0]).not.toHaveProperty('stats')
  })
})

describe('thousands written with a k', () => {
  it('reads "10k" and "1.5k" as the stories write them, and leaves a k after a space alone', () => {
    expect(withThousandsWritten('her 10k kills')).toBe('her 10,000 kills')
    expect(withThousandsWritten('over 1.5k gpm?')).toBe('over 1,500 gpm?')
    expect(withThousandsWritten('a 2 k/d ratio')).toBe('a 2 k/d ratio')
    expect(withThousandsWritten('the 10km run')).toBe('the 10km run')
  })
})
