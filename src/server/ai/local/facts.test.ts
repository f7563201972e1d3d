import { describe, expect, it } from 'vitest'
import {
  extractEntities,
  extractPlayers,
  extractRankingCriteria,
  extractSkinNames,
  extractTeams,
  extractTournaments,
} from './entities'
import { contentFacts, isGenericFact, keyFacts, MAX_KEY_FACTS } from './facts'
import { factGameName, keyPhrases } from './phrases'
import {
  CONTEXT_WINDOW,
  contextWindow,
  hasUndefined,
  htmlToBlockText,
  joinList,
  mainActionTitle,
  splitSentences,
} from './plain-text'

/** A specific sentence (it names a team) of exactly `length` characters. */
function sentenceOf(length: number, name = 'Team Alpha'): string {
  const body = `${name} played a long series${' and more'.repeat(20)}`.slice(0, length - 1)
  return `${body.replace(/\s+$/, 'x')}.`
}

describe('§9 facts: limits and constants', () => {
  it('at most 4 key facts', () => {
    expect(MAX_KEY_FACTS).toBe(4)
    const text = [
      'Northwind Wolves opened their campaign with a 2-1 win over Crimson Tide Gaming.',
      'Aleksi "frostbyte" Marén finished with a 1.31 rating and closed the deciding map.',
      'The Wolves meet Iron Lantern in the winners match on Thursday evening in Port Selden.',
      'Tickets for the Frostline Masters finals go on sale next week at the Arena Northwind.',
      'Organisers expect both days to sell out and will open a free fan zone for Port Selden.',
      'Kestrel Row pulled off the upset of the Meridian Cup without dropping a single map.',
    ].join(' ')
    expect(keyFacts({ title: 'Qualifier roundup', summary: '', text })).toHaveLength(4)
  })

  it('context window of 30 characters on each side', () => {
    expect(CONTEXT_WINDOW).toBe(30)
    const text = `${'a'.repeat(40)} KEY ${'b'.repeat(40)}`
    const start = text.indexOf('KEY')
    // 30 characters either side of "KEY" fall inside the runs of a and b, which are cut away as partial words.
    expect(contextWindow(text, start, start + 3)).toBe('KEY')
    const spaced = 'one two three four five six seven eight KEY nine ten eleven twelve thirteen fourteen'
    const at = spaced.indexOf('KEY')
    const window = contextWindow(spaced, at, at + 3)
    expect(window).toBe('four five six seven eight KEY nine ten eleven twelve')
    expect(at - spaced.indexOf(window)).toBeLessThanOrEqual(30)
    expect(spaced.indexOf(window) + window.length - (at + 3)).toBeLessThanOrEqual(30)
  })
})

describe('§9 main-action title', () => {
  it('is cut at 60 characters plus "..."', () => {
    const title = 'A'.repeat(61)
    expect(mainActionTitle(title)).toBe(`${'A'.repeat(60)}...`)
    expect(mainActionTitle(title)).toHaveLength(63)
  })

  it('keeps a title of 60 characters whole', () => {
    const title = 'B'.repeat(60)
    expect(mainActionTitle(title)).toBe(title)
  })

  it('becomes the first fact when there is no content-aware fact', () => {
    const title = 'Ninefold sign offlaner Amaru "Condor" Huaman for the rest of the Eastern Gauntlet'
    const facts = keyFacts({ title, summary: 'Short.', text: '' })
    expect(facts[0]).toBe(`Main action: ${title.slice(0, 60)}...`)
  })
})

describe('§9 content-aware facts', () => {
  it('must be over 50 characters', () => {
    const fifty = sentenceOf(50)
    const fiftyOne = sentenceOf(51, 'Team Bravo')
    expect(fifty).toHaveLength(50)
    expect(fiftyOne).toHaveLength(51)
    expect(contentFacts('', `${fifty} ${fiftyOne}`)).toEqual([fiftyOne])
  })

  it('must not be generic', () => {
    const generic = 'Read the full announcement on the club website for the complete staff list.'
    const vague = 'This is a long sentence that goes on without naming anything at all, really.'
    const specific = 'Northwind Wolves opened their campaign with a 2-1 win over Crimson Tide Gaming.'
    expect(isGenericFact(generic)).toBe(true)
    expect(isGenericFact(vague)).toBe(true)
    expect(isGenericFact(specific)).toBe(false)
    expect(contentFacts('', `${generic} ${vague} ${specific}`)).toEqual([specific])
  })

  it('facts containing "undefined" are dropped', () => {
    const bad = 'The team undefined will play the Frostline Masters opener on the main stage.'
    const good = 'Northwind Wolves opened their campaign with a 2-1 win over Crimson Tide Gaming.'
    expect(hasUndefined(bad)).toBe(true)
    expect(contentFacts('', `${bad} ${good}`)).toEqual([good])
    const facts = keyFacts({ title: 'undefined', summary: bad, text: good })
    expect(facts.some((fact) => fact.includes('undefined'))).toBe(false)
  })

  it('keeps the longer wording of a repeated sentence, and skips the title and cut sentences', () => {
    const summary =
      'Solar Flare have extended the contracts of three starters through 2028, keeping the lineup.'
    const content =
      'Solar Flare have extended the contracts of three starters through 2028, keeping the core of their lineup together.'
    const title = 'Solar Flare extend core Valorant contracts through 2028 with three starters in the lineup'
    expect(contentFacts(title, `${summary}\n${content}`)).toEqual([content])
    expect(
      contentFacts('', 'Saltmarsh Esports star Ingrid "Halo" Vestby reached ten thousand kills on...'),
    ).toEqual([])
    expect(contentFacts(title, title)).toEqual([])
  })

  it('puts content facts first and keeps one place for a fact about the names in the story', () => {
    const text = [
      'Iron Lantern have completed the signing of Duarte "pyre" Salgado from Saltmarsh Esports.',
      'Salgado, 21, led the second division in opening kills last season for Saltmarsh.',
      'He replaces Tomasz "Wick" Radecki, who moves to a coaching role at Iron Lantern.',
      'The club confirmed the deal on Monday after weeks of talks with Saltmarsh Esports.',
    ].join(' ')
    const facts = keyFacts({ title: 'Iron Lantern sign pyre', summary: '', text })
    expect(facts).toHaveLength(4)
    expect(facts.slice(0, 3).every((f) => text.includes(f))).toBe(true)
    expect(facts[3]).toBe('Teams involved: Iron Lantern and Saltmarsh Esports')
  })
})

describe('§9 extraction limits', () => {
  it('teams: at most 5', () => {
    const text =
      'Alpha Wolves beat Bravo Kings. Charlie Foxes beat Delta Owls. Echo Hawks beat Foxtrot Bears. Golf Lions beat Hotel Crows.'
    expect(extractTeams(text)).toEqual([
      'Alpha Wolves',
      'Bravo Kings',
      'Charlie Foxes',
      'Delta Owls',
      'Echo Hawks',
    ])
  })

  it('players: at most 3, each 2-16 characters', () => {
    const text =
      'Ana "x" Silva, Ben "abcdefghijklmnopq" Ortiz, Cai "sparrow" Lee, Dan "Static" Moss, Eli "pyre" Roe and Fay "Wick" Hart played.'
    expect(extractPlayers(text)).toEqual(['sparrow', 'Static', 'pyre'])
    expect(extractPlayers('Mid laner Lumi played well.')).toEqual(['Lumi'])
    expect(extractPlayers('Ana "abcdefghijklmnop" Silva')).toEqual(['abcdefghijklmnop'])
  })

  it('tournaments: at most 2', () => {
    const text = 'After the Frostline Masters and the Meridian Cup, the Harbor City Open is next.'
    expect(extractTournaments(text)).toEqual(['Frostline Masters', 'Meridian Cup'])
  })

  it('skin names: at most 6', () => {
    const text =
      'The Neon Tide skin, Ember Crown skin, Frost Bite skin, Gold Rush skin, Night Owl skin, Sun Fire skin and Sea Glass skin.'
    expect(extractSkinNames(text)).toEqual([
      'Neon Tide',
      'Ember Crown',
      'Frost Bite',
      'Gold Rush',
      'Night Owl',
      'Sun Fire',
    ])
  })

  it('ranking criteria: at most 4', () => {
    const text = 'Ranked by price, rarity, design, animations, sound and colours.'
    expect(extractRankingCriteria(text)).toEqual(['price', 'rarity', 'design', 'animations'])
  })

  it('extractEntities applies every limit at once', () => {
    const entities = extractEntities(
      'Alpha Wolves beat Bravo Kings at the Frostline Masters, the Meridian Cup and the Harbor City Open.',
    )
    expect(entities.teams).toEqual(['Alpha Wolves', 'Bravo Kings'])
    expect(entities.tournaments).toHaveLength(2)
  })
})

describe('extraction rules', () => {
  it.each([
    ['Solar Flare beat Nightjar 13-9 on Lotus', ['Solar Flare', 'Nightjar']],
    ['Northwind Wolves edge Crimson Tide Gaming 2-1', ['Northwind Wolves', 'Crimson Tide Gaming']],
    [
      'Iron Lantern sign AWPer Duarte "pyre" Salgado from Saltmarsh Esports',
      ['Iron Lantern', 'Saltmarsh Esports'],
    ],
    ['Copperline and Moonwake Collective have qualified', ['Copperline', 'Moonwake Collective']],
    ['Underdogs Moonwake Collective beat the favourites', ['Moonwake Collective']],
    ['T1 vs Gen.G tonight', ['T1', 'Gen']],
    ['a replay between Obsidian Five and Harbor Lights', ['Obsidian Five', 'Harbor Lights']],
    // Headlines in title case: the verb and the small words are inside the capitalised run.
    ['Ember Hollow Crushes Stormglass 2-0 In Skyforge Championship', ['Ember Hollow', 'Stormglass']],
    ['Moonwake Collective Stun Ember Hollow In Dota 2 Final', ['Moonwake Collective', 'Ember Hollow']],
    ['Cobalt Tide Vs Northwind Wolves: The Preview', ['Cobalt Tide', 'Northwind Wolves']],
    ['Ninefold Have Signed An Offlaner', ['Ninefold']],
    // In title case "From" is left alone ("Retires From Professional Play"), and "Edge Out" keeps what follows out.
    ['Zephyr Retires From Professional Play', []],
    ['Team Falcons Edge Out Tundra Esports', ['Team Falcons']],
    ['Crimson Lanterns swept by Jade Meridian in the final', ['Crimson Lanterns', 'Jade Meridian']],
    ['Solar Flare were beaten by Sandpiper on Lotus', ['Sandpiper']],
  ])('teams in "%s"', (text, teams) => {
    expect(extractTeams(text)).toEqual(teams)
  })

  it("does not take events, games, dates or a player's own names for teams", () => {
    expect(extractTeams('The Highlands League have fined the club after a win over Nightjar')).toEqual([
      'Nightjar',
    ])
    expect(extractTeams('They play against Thursday')).toEqual([])
    expect(extractTeams('Valorant have changed the map pool')).toEqual([])
    expect(extractTeams('Henrik "Dune" Kallstrom won two titles')).toEqual([])
  })

  it('reads tournaments without leading articles, game names or "League of Legends"', () => {
    expect(extractTournaments('The Frostline Masters CS2 finals')).toEqual(['Frostline Masters'])
    expect(extractTournaments('the Highlands League of Legends circuit')).toEqual([])
    expect(extractTournaments('at The International and Worlds')).toEqual(['The International', 'Worlds'])
    expect(extractTournaments('the Major is next')).toEqual([])
  })

  it('does not run a name across a block boundary', () => {
    const text = htmlToBlockText(
      '<ol><li>Glasshouse</li><li>Solar Flare</li></ol><p>Velvet Rook beat Nightjar.</p>',
    )
    expect(text).toBe('Glasshouse\nSolar Flare\nVelvet Rook beat Nightjar.')
    expect(extractTeams(text)).toEqual(['Velvet Rook', 'Nightjar'])
  })
})

describe('§9 fact helper: phrases of 10-50 characters by keyword pattern', () => {
  it('finds one phrase per kind: tournament, player move, performance, game update', () => {
    const text =
      'Glasshouse qualified for the playoffs. Velvet Rook have signed a new duelist. ' +
      'Kindle finished with 24 kills. Patch 11.10 nerfs recon utility.'
    const phrases = keyPhrases(text)
    expect(phrases.map((p) => p.kind)).toEqual(['tournament', 'player move', 'performance', 'game update'])
    expect(phrases.map((p) => p.text)).toEqual([
      'Glasshouse qualified for the playoffs',
      'Velvet Rook have signed a new duelist',
      'Kindle finished with 24 kills',
      'Patch 11.10 nerfs recon utility',
    ])
  })

  it('keeps every phrase within 10-50 characters and inside the text', () => {
    const text =
      'Northwind Wolves opened their Frostline Masters campaign with a 2-1 win over Crimson Tide Gaming in a tense best-of-three on the main stage, and the Wolves meet Iron Lantern in the winners match of the playoffs on Thursday.'
    for (const { text: phrase } of keyPhrases(text)) {
      expect(phrase.length).toBeGreaterThanOrEqual(10)
      expect(phrase.length).toBeLessThanOrEqual(50)
      expect(text).toContain(phrase)
    }
  })

  it('drops a phrase under 10 characters', () => {
    expect(keyPhrases('Patched.')).toEqual([])
  })

  it('never cuts a name or a quoted handle in two', () => {
    const text =
      'Silverpine Dynasty came back from 0-2 down against Greywater Kings to book the last spot at the Continental Finals'
    const performance = keyPhrases(text).find((p) => p.kind === 'performance')
    expect(performance?.text).toBe('came back from 0-2 down')
    const handle = keyPhrases(
      'Crimson Tide Gaming have moved entry fragger Lior "Static" Adler to the bench today',
    )
    for (const { text: phrase } of handle) expect((phrase.match(/"/g) ?? []).length % 2).toBe(0)
  })
})

describe('§9 game-name mapping of the fact helper', () => {
  it.each([
    ['ALGS pro league: Wraith mains dominate the Apex Legends finals', 'Apex Legends'],
    ['Counter-Strike players at IEM Cologne', 'Counter-Strike 2'],
    ['VCT Masters: Jett picks in Valorant', 'VALORANT'],
    ['The LCK final of League of Legends', 'League of Legends'],
    ['Dota 2 at The International', 'Dota 2'],
    ['Overwatch League payload maps', 'Overwatch'],
    ['A day in the life of a coach', 'Esports'],
  ])('"%s" → %s', (text, name) => {
    expect(factGameName(text)).toBe(name)
  })
})

describe('helpers', () => {
  it('joinList', () => {
    expect(joinList([])).toBe('')
    expect(joinList(['A'])).toBe('A')
    expect(joinList(['A', 'B'])).toBe('A and B')
    expect(joinList(['A', 'B', 'C'])).toBe('A, B and C')
  })

  it('splitSentences keeps decimals, scores and "vs." together', () => {
    expect(splitSentences('He had a 1.31 rating. Patch 26.23 is live! T1 vs. Gen.G is next.')).toEqual([
      'He had a 1.31 rating.',
      'Patch 26.23 is live!',
      'T1 vs. Gen.G is next.',
    ])
  })
})
