import { describe, expect, it } from 'vitest'
import {
  asksEarlierEdition,
  asksForPick,
  asksLastQuestion,
  asksOfPair,
  type ConversationSubject,
  counterpartTournament,
  earlierEdition,
  needsSubject,
  otherStage,
  pointsAtEvent,
  stageAsked,
  swapsOpponent,
  pickListed,
  pointsAtPair,
  pointsAtPerson,
  pointsAtTeam,
  refersBack,
  stageWords,
  withConversationOpponent,
  withConversationTeam,
  withLastQuestion,
  withoutGames,
  withPathsAsNames,
  withSubject,
} from './conversation'
import { parseQuestion } from './question'

interface Named {
  name: string
  game: string
}
const wolves: Named = { name: 'Northwind Wolves', game: 'cs2' }
const vantorr: Named = { name: 'Vantorr', game: 'cs2' }
const masters: Named = { name: 'Longship Masters', game: 'cs2' }
const nothing = { teams: [], players: [], tournaments: [] }
const gameOf = { team: (t: Named) => t.game, player: (p: Named) => p.game }

function subject(overrides: Partial<ConversationSubject<Named, Named, Named>> = {}) {
  return { teams: [wolves], players: [], tournaments: [], intents: [], games: [], ...overrides }
}

describe('pointsAtPair', () => {
  it('hears two teams named before in "those two", "both teams", "each other"', () => {
    expect(pointsAtPair("what's the record between those two?")).toBe(true)
    expect(pointsAtPair('have both teams met this year?')).toBe(true)
    expect(pointsAtPair('did they ever play each other?')).toBe(true)
    expect(pointsAtPair('who are the two best teams?')).toBe(false)
  })
})

describe('refersBack', () => {
  it.each([
    "who's their captain?",
    'and who do they play next?',
    'what about last season?',
    'and in LoL?',
    'how old is he?',
    'same question for Dota',
    '¿y quién es su capitán?',
    'e quem joga por eles?',
    'et leur prochain match ?',
    'und wer spielt für sie?',
    'how big was the prize pool there?',
  ])('hears %j point back', (question) => {
    expect(refersBack(question)).toBe(true)
  })

  it.each([
    'Who plays for Kestrel Nine?',
    'latest CS2 news',
    'best Valorant teams',
    'is there a CS2 match today?',
    "there's a final tonight, who plays?",
  ])('hears %j stand alone', (question) => {
    expect(refersBack(question)).toBe(false)
  })
})

describe('needsSubject', () => {
  it('reads a follow-up that names nobody with the conversation', () => {
    expect(needsSubject(parseQuestion("who's their jungler?"), nothing)).toBe(true)
    expect(needsSubject(parseQuestion('roster?'), nothing)).toBe(true)
    // A fragment with no question of its own qualifies the last question.
    expect(needsSubject(parseQuestion('overall?'), nothing)).toBe(true)
    expect(needsSubject(parseQuestion('in total then?'), nothing)).toBe(true)
    expect(needsSubject(parseQuestion('what changed?'), nothing)).toBe(false)
  })

  it('reads a question only a name can answer, asked of no one, with the conversation', () => {
    expect(needsSubject(parseQuestion("how's the h2h looking"), nothing)).toBe(true)
    expect(needsSubject(parseQuestion('who came out on top the previous time'), nothing)).toBe(true)
    expect(needsSubject(parseQuestion('form over the past month?'), nothing)).toBe(true)
  })

  it('leaves a question with its own subject, game or search words alone', () => {
    expect(needsSubject(parseQuestion('who plays for them?'), { ...nothing, teams: [wolves] })).toBe(false)
    expect(needsSubject(parseQuestion('latest CS2 news'), nothing)).toBe(false)
    expect(needsSubject(parseQuestion('best Dota teams'), nothing)).toBe(false)
    expect(needsSubject(parseQuestion('what changed in patch 7.42?'), nothing)).toBe(false)
  })
})

describe('withSubject', () => {
  it("gives a pronoun the previous turn's team", () => {
    const read = withSubject(parseQuestion('who plays for them?'), subject(), gameOf)
    expect(read.found.teams).toEqual([wolves])
    expect(read.parsed.intents).toContain('roster')
  })

  it('gives "he" the previous turn\'s player rather than his team', () => {
    const read = withSubject(
      parseQuestion('what role does he play?'),
      subject({ players: [vantorr] }),
      gameOf,
    )
    expect(read.found.players).toEqual([vantorr])
    expect(read.found.teams).toEqual([])
  })

  it('asks the last question again of an elliptic follow-up', () => {
    const read = withSubject(parseQuestion('and Kestrel?'), subject({ intents: ['next-match'] }), gameOf)
    expect(read.parsed.intents).toEqual(['next-match'])
    const about = withSubject(
      parseQuestion('what about last year?'),
      subject({ intents: ['winner'] }),
      gameOf,
    )
    expect(about.parsed.intents).toEqual(['winner'])
  })

  it('leaves a team of another game behind when the follow-up names a game', () => {
    const read = withSubject(
      parseQuestion('and in LoL?'),
      subject({ intents: ['top-teams'], games: ['cs2'], tournaments: [masters] }),
      gameOf,
    )
    expect(read.found).toEqual(nothing)
    expect(read.parsed.games).toEqual(['lol'])
    expect(read.parsed.intents).toEqual(['top-teams'])
  })

  it('gives "them" after a question about a tournament the team its answer named', () => {
    const cobalt: Named = { name: 'Cobalt Tide', game: 'cs2' }
    const after = subject({ teams: [], tournaments: [masters], answered: { teams: [cobalt], players: [] } })
    const them = withSubject(parseQuestion('who plays for them?'), after, gameOf)
    expect(them.found).toEqual({ teams: [cobalt], players: [], tournaments: [masters] })
    const again = withSubject(parseQuestion('what about last year?'), after, gameOf)
    expect(again.found).toEqual({ teams: [], players: [], tournaments: [masters] })
  })

  it('gives "his" after a question about a team the player its answer named', () => {
    const frostquill: Named = { name: 'frostquill', game: 'cs2' }
    const after = subject({ answered: { teams: [], players: [frostquill] } })
    const his = withSubject(parseQuestion("what's his KDA?"), after, gameOf)
    expect(his.found).toEqual({ teams: [], players: [frostquill], tournaments: [] })
    // "Their" stays on the team the question named.
    const their = withSubject(parseQuestion('when do they play next?'), after, gameOf)
    expect(their.found).toEqual({ teams: [wolves], players: [], tournaments: [] })
  })

  it.each([
    ["what's his KDA?", true],
    ['how many kills does that player have?', true],
    ['¿y cuál es su KDA, de ella?', true],
    ['when do they play next?', false],
    ['who won the final?', false],
  ])('hears whether %j points at a player', (question, expected) => {
    expect(pointsAtPerson(question)).toBe(expected)
  })

  it('carries the tournament of the conversation', () => {
    const read = withSubject(
      parseQuestion('when does it start?'),
      subject({ teams: [], tournaments: [masters] }),
      gameOf,
    )
    expect(read.found.tournaments).toEqual([masters])
  })
})

describe('pointsAtTeam', () => {
  it('reads a plural pronoun as a team, in any of the five languages', () => {
    for (const q of [
      'when do they play next?',
      'how is their form?',
      '¿y cómo les va a ellos?',
      'et leur dernier match ?',
    ]) {
      expect(pointsAtTeam(q)).toBe(true)
    }
  })

  it('leaves "he", "his" and questions without a pronoun to the player', () => {
    for (const q of ['what team is he on?', 'what is his role?', 'who is Vantorr?'])
      expect(pointsAtTeam(q)).toBe(false)
  })

  it('carries the team found for a player when "their" follows a question about him', () => {
    const read = withSubject(
      parseQuestion('when do they play next?'),
      subject({ teams: [wolves], players: [vantorr] }),
      gameOf,
    )
    expect(read.found.teams).toEqual([wolves])
    expect(read.found.players).toEqual([])
  })
})

describe('asksLastQuestion and withLastQuestion', () => {
  const owls: Named = { name: 'Vistula Owls', game: 'cs2' }
  const named = { teams: [owls], players: [], tournaments: [] }

  it('asks the last question about a new name after an elliptic opening', () => {
    expect(asksLastQuestion(parseQuestion('and Vistula Owls?'), named)).toBe(true)
    expect(asksLastQuestion(parseQuestion('what about Vistula Owls?'), named)).toBe(true)
    expect(asksLastQuestion(parseQuestion('¿y Vistula Owls?'), named)).toBe(true)
    // A question of its own, or no opening, stands alone.
    expect(asksLastQuestion(parseQuestion('and who plays for Vistula Owls?'), named)).toBe(false)
    expect(asksLastQuestion(parseQuestion('Vistula Owls'), named)).toBe(false)
    expect(asksLastQuestion(parseQuestion('and in LoL?'), nothing)).toBe(false)
  })

  it("keeps the last question's intents and its event when the new team plays that game", () => {
    const last = subject({ intents: ['standings'], tournaments: [masters] })
    const read = withLastQuestion(parseQuestion('and Vistula Owls?'), named, last, {
      ...gameOf,
      tournament: (t: Named) => t.game,
    })
    expect(read.parsed.intents).toEqual(['standings'])
    expect(read.found).toEqual({ teams: [owls], players: [], tournaments: [masters] })
    const lol: Named = { name: 'Jade Meridian', game: 'lol' }
    const other = withLastQuestion(parseQuestion('and Jade Meridian?'), { ...named, teams: [lol] }, last, {
      ...gameOf,
      tournament: (t: Named) => t.game,
    })
    expect(other.found.tournaments).toEqual([])
  })
})

describe('follow-ups about another game or another edition', () => {
  const stage = (name: string, league: string, game: string, tier = 's', year = 2026, month = 8) => ({
    name,
    leagueName: league,
    game,
    tier,
    beginAt: new Date(Date.UTC(year, month, 1)),
  })
  const csGroups = stage('Longship Masters Autumn 2026: Group Stage', 'Longship Masters', 'cs2')
  const lolGroups = stage(
    'Summit Rift Championship Autumn 2026: Group Stage',
    'Summit Rift Championship',
    'lol',
  )
  const lolPlayoffs = stage(
    'Summit Rift Championship Autumn 2026: Playoffs',
    'Summit Rift Championship',
    'lol',
  )
  const lolCup = stage('Meadowgate Open Autumn 2026: Group Stage', 'Meadowgate Open', 'lol', 'c')

  it('finds the same stage of the other game’s league, of the same tier first', () => {
    expect(counterpartTournament(csGroups, [lolPlayoffs, lolCup, lolGroups], 'lol')).toBe(lolGroups)
    expect(counterpartTournament(csGroups, [lolPlayoffs], 'lol')).toBeUndefined()
    expect(stageWords(csGroups)).toEqual(['Autumn', '2026', 'Group', 'Stage'])
  })

  it('asks the last question again of the other game: its stat, role or round', () => {
    const parsed = parseQuestion('and in Dota 2?')
    const read = withSubject(
      parsed,
      subject({
        teams: [],
        intents: ['stat-leader'],
        games: ['lol'],
        text: withoutGames('highest cs per minute in lol'),
      }),
      gameOf,
    )
    expect(read.parsed.intents).toEqual(['stat-leader'])
    expect(read.parsed.games).toEqual(['dota2'])
    expect(read.parsed.text).toContain('highest cs per minute')
    expect(withoutGames('who topped the cs2 longship masters group stage')).toBe(
      'who topped the longship masters group stage',
    )
  })

  it('hears a question for the edition before, and finds it or none', () => {
    expect(asksEarlierEdition('what about last year?')).toBe('year')
    expect(asksEarlierEdition('and the one before?')).toBe('edition')
    expect(asksEarlierEdition('who won the final?')).toBeUndefined()
    const winter = stage('Longship Masters Winter 2026: Main Event', 'Longship Masters', 'cs2', 's', 2026, 11)
    const autumnPlayoffs = stage(
      'Longship Masters Autumn 2026: Playoffs',
      'Longship Masters',
      'cs2',
      's',
      2026,
      9,
    )
    const winterGroups = stage(
      'Longship Masters Winter 2026: Group Stage',
      'Longship Masters',
      'cs2',
      's',
      2026,
      10,
    )
    // Another stage of the same edition is not the edition before; that edition's latest stage stands in.
    expect(earlierEdition(winter, [winterGroups, csGroups, autumnPlayoffs], 'edition')).toBe(autumnPlayoffs)
    // "Last year" is an earlier year: none held.
    expect(earlierEdition(winter, [winterGroups, csGroups, autumnPlayoffs], 'year')).toBeUndefined()
  })
})

describe('withConversationTeam: "their" beside a tournament the question names', () => {
  const gameOfAll = { ...gameOf, tournament: (t: Named) => t.game }
  const rift: Named = { name: 'Summit Rift Championship', game: 'lol' }
  const lanterns: Named = { name: 'Crimson Lanterns', game: 'lol' }

  it('takes the conversation’s team of the tournament’s game', () => {
    const found = { teams: [], players: [], tournaments: [masters] }
    expect(
      withConversationTeam('how did they do in the Longship playoffs?', found, subject(), gameOfAll),
    ).toEqual({
      ...found,
      teams: [wolves],
    })
    // After a question about a tournament, the team its answer was about.
    const after = subject({ teams: [], answered: { teams: [lanterns], players: [] } })
    expect(
      withConversationTeam(
        'how did their Rift final go?',
        { ...found, tournaments: [rift] },
        after,
        gameOfAll,
      )?.teams,
    ).toEqual([lanterns])
  })

  it('leaves a question with its own team, no pronoun, or a team of another game', () => {
    const found = { teams: [], players: [], tournaments: [masters] }
    expect(
      withConversationTeam('who won the Longship playoffs?', found, subject(), gameOfAll),
    ).toBeUndefined()
    expect(
      withConversationTeam('their Rift final?', { ...found, tournaments: [rift] }, subject(), gameOfAll),
    ).toBeUndefined()
    expect(
      withConversationTeam('their playoffs?', { ...found, teams: [wolves] }, subject(), gameOfAll),
    ).toBeUndefined()
  })
})

describe('withPathsAsNames: an earlier answer that names its subject by a page address', () => {
  it('reads the address as the name it stands for', () => {
    expect(withPathsAsNames('My pick: /valorant/teams/golden-gale.')).toBe('My pick: golden gale.')
    expect(withPathsAsNames('(https://bo5.example/cs2/events/longship-masters-winter-2026-9400002)')).toBe(
      '(longship masters winter 2026)',
    )
    expect(withPathsAsNames('see /news/some-story')).toBe('see /news/some-story')
  })
})

describe('a round named after a conversation about an event', () => {
  it('is a follow-up about that event', () => {
    expect(needsSubject(parseQuestion('who plays in the second semi?'), nothing)).toBe(true)
    expect(needsSubject(parseQuestion('and the final?'), nothing)).toBe(true)
  })
})

describe('picks among what the last answer listed', () => {
  interface Item {
    name: string
    country?: string
    team?: string
  }
  const read = { country: (i: Item) => i.country, teamId: (i: Item) => i.team }
  const teams: Item[] = [
    { name: 'Northwind Wolves', country: 'Sweden' },
    { name: 'Steppe Comets', country: 'Kazakhstan' },
    { name: 'Granite Harbor', country: 'United States' },
  ]

  it('hears a pick', () => {
    expect(asksForPick('which one is from Sweden?')).toBe(true)
    expect(asksForPick('which of them left the team?')).toBe(true)
    expect(asksForPick('the second one, when do they play?')).toBe(true)
    expect(asksForPick('which team won the final?')).toBe(false)
    // A meeting's result or time, not an item of a list.
    expect(asksForPick('ok and who won the last one?')).toBe(false)
    expect(asksForPick('what was the score in the last one')).toBe(false)
    expect(asksForPick('the last one, where is he from?')).toBe(true)
  })

  it('picks by place, by country, and by who is still on the team', () => {
    expect(pickListed('the second one', teams, read, undefined)).toEqual([teams[1]])
    expect(pickListed('and the last one?', teams, read, undefined)).toEqual([teams[2]])
    expect(pickListed('which one is from the United States?', teams, read, undefined)).toEqual([teams[2]])
    const players: Item[] = [
      { name: 'ashcrown', team: 'cbt' },
      { name: 'brackenrune', team: 'grh' },
    ]
    expect(pickListed("which of them isn't on the team any more?", players, read, 'cbt')).toEqual([
      players[1],
    ])
    expect(pickListed('which of them is still with them?', players, read, 'cbt')).toEqual([players[0]])
    expect(pickListed('which of them is best?', players, read, 'cbt')).toEqual([])
  })
})

describe('withConversationOpponent: "their record against B"', () => {
  const tide: Named = { name: 'Cobalt Tide', game: 'cs2' }
  const kites: Named = { name: 'Solstice Kites', game: 'lol' }
  const named = { ...gameOf, name: (t: Named) => t.name }
  const found = (team: Named) => ({ teams: [team], players: [], tournaments: [] })

  it('sets the conversation’s team against the one the question names', () => {
    expect(
      withConversationOpponent('how do they fare vs Cobalt Tide?', found(tide), subject(), named)?.teams,
    ).toEqual([wolves, tide])
    // After a question that named no team, the team its answer was about.
    const after = subject({ teams: [], answered: { teams: [wolves], players: [] } })
    expect(
      withConversationOpponent('have they beaten Cobalt Tide?', found(tide), after, named)?.teams,
    ).toEqual([wolves, tide])
  })

  it('leaves a question with no pronoun, no opponent word or a team of another game', () => {
    expect(
      withConversationOpponent('Cobalt Tide, when do they play next?', found(tide), subject(), named),
    ).toBeUndefined()
    expect(withConversationOpponent('Cobalt Tide vs who?', found(tide), subject(), named)).toBeUndefined()
    expect(
      withConversationOpponent('who is their coach, Cobalt Tide?', found(tide), subject(), named),
    ).toBeUndefined()
    expect(
      withConversationOpponent('their record against Solstice Kites', found(kites), subject(), named),
    ).toBeUndefined()
  })
})

describe('follow-ups that carry entities by what they ask', () => {
  const crescent: Named = { name: 'Crescent Blades', game: 'valorant' }
  const kestrel: Named = { name: 'Kestrel Nine', game: 'valorant' }
  const sorrelkite: Named = { name: 'sorrelkite', game: 'valorant' }

  it('asks of a pair when the question needs two teams: a head-to-head, a usual record, a meeting', () => {
    for (const question of [
      "what's their h2h vs them",
      'have they ever beaten them',
      'when do they meet next',
      'and who took that last game?',
      "what's the date of the next one",
    ])
      expect(asksOfPair(parseQuestion(question))).toBe(true)
    for (const question of ['who is their jungler', 'when do they play next', 'roster?'])
      expect(asksOfPair(parseQuestion(question))).toBe(false)
  })

  it('asks the last question again of "A vs B" after "what about"', () => {
    const found = { teams: [kestrel, crescent], players: [], tournaments: [] }
    expect(asksLastQuestion(parseQuestion('what about Kestrel Nine vs Crescent Blades'), found)).toBe(true)
  })

  it('takes the player the last answer named for a statistic only a player has, the team for a plural', () => {
    const earlier = subject({ teams: [crescent], answered: { teams: [], players: [sorrelkite] } })
    expect(needsSubject(parseQuestion('kda?'), nothing)).toBe(true)
    expect(withSubject(parseQuestion('kda?'), earlier, gameOf).found.players).toEqual([sorrelkite])
    expect(withSubject(parseQuestion('their win rate?'), earlier, gameOf).found.teams).toEqual([crescent])
    expect(withSubject(parseQuestion("and the team's kda?"), earlier, gameOf).found.teams).toEqual([crescent])
  })

  it("reads a place asked as the table's or ranking's, not the team's, keeping its tournament and game", () => {
    const league: Named = { name: 'Redline Pro League', game: 'valorant' }
    const aboutLeague = subject({ teams: [kestrel], tournaments: [league], intents: ['standings'] })
    const parsed = parseQuestion("ok who's second")
    expect(needsSubject(parsed, nothing)).toBe(true)
    const read = withSubject(parsed, aboutLeague, gameOf)
    expect(read.found).toEqual({ teams: [], players: [], tournaments: [league] })
    expect(read.parsed.intents).toEqual(['standings'])
    // Of a game's ranking, the game of the team talked about.
    const ranked = withSubject(parseQuestion('who is the worst'), subject({ teams: [kestrel] }), gameOf)
    expect(ranked.found.teams).toEqual([])
    expect(ranked.parsed.games).toEqual(['valorant'])
  })
})

describe('another stage of the edition talked about, and the event an answer named', () => {
  it('finds the stage asked of the same edition', () => {
    const t = (name: string) => ({ name, game: 'dota2' })
    const playoffs = t('Monolith Invitational Autumn 2026: Playoffs')
    const groups = t('Monolith Invitational Autumn 2026: Group Stage')
    const winterGroups = t('Monolith Invitational Winter 2026: Group Stage')
    expect(stageAsked('who topped the group stage tho')).toBe('group stage')
    expect(otherStage(playoffs, [winterGroups, groups, playoffs], 'group stage')).toBe(groups)
    expect(otherStage(groups, [groups], 'group stage')).toBeUndefined()
  })

  it('hears "that table", "this event"', () => {
    expect(pointsAtEvent('and where are they in that table')).toBe(true)
    expect(pointsAtEvent('where are they based')).toBe(false)
  })
})

describe('swapsOpponent', () => {
  it('reads "and vs B?" as the same team against another opponent, not a new subject', () => {
    const golden: Named = { name: 'Golden Gale', game: 'valorant' }
    expect(swapsOpponent('and vs Golden Gale?')).toBe(true)
    expect(swapsOpponent('and Golden Gale?')).toBe(false)
    expect(asksLastQuestion(parseQuestion('and vs Golden Gale?'), { ...nothing, teams: [golden] })).toBe(
      false,
    )
    const earlier = subject({ teams: [{ name: 'Polar Static', game: 'valorant' }] })
    expect(
      withConversationOpponent('and vs Golden Gale?', { ...nothing, teams: [golden] }, earlier, {
        ...gameOf,
        name: (t: Named) => t.name,
      })?.teams.map((t) => t.name),
    ).toEqual(['Polar Static', 'Golden Gale'])
  })
})
