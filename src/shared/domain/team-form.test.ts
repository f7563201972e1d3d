import { describe, expect, it } from 'vitest'
import {
  articleFor,
  NO_MATCH_DATA_ANALYSIS,
  type TeamMatchLike,
  composeTeamAnalysis,
  computeTeamStats,
  cutToWords,
  teamAnalysisFailureText,
  formLabel,
  formTrendWording,
  winRate,
} from './team-form'

function match(day: number, result: string | null, extra: Partial<TeamMatchLike> = {}): TeamMatchLike {
  return {
    matchDate: `2025-01-${String(day).padStart(2, '0')}T18:00:00Z`,
    isFinished: true,
    result,
    ...extra,
  }
}

const results = (...list: string[]) => list.map((result) => ({ result }))

describe('winRate (§9)', () => {
  it('rounds wins over finished matches to a whole percent', () => {
    expect(winRate(2, 3)).toBe(67)
    expect(winRate(1, 3)).toBe(33)
    expect(winRate(1, 8)).toBe(13)
    expect(winRate(5, 5)).toBe(100)
  })

  it('is 0 with no finished matches', () => {
    expect(winRate(0, 0)).toBe(0)
  })
})

describe('computeTeamStats (§3)', () => {
  it('counts only finished matches', () => {
    const stats = computeTeamStats([
      match(1, 'win'),
      match(2, 'loss'),
      match(3, 'draw'),
      match(4, null, { isFinished: false }),
      match(5, 'win', { isFinished: false }),
    ])
    expect(stats).toMatchObject({ totalMatches: 3, wins: 1, losses: 1, draws: 1, winRate: 33 })
  })

  it('gives the last 5 results newest first, whatever the input order', () => {
    const stats = computeTeamStats([
      match(3, 'loss'),
      match(1, 'win'),
      match(6, 'win'),
      match(2, 'win'),
      match(5, 'draw'),
      match(4, null),
    ])
    expect(stats.recentForm).toEqual(['win', 'draw', 'tbd', 'loss', 'win'])
    expect(stats.lastMatch?.matchDate).toBe('2025-01-06T18:00:00Z')
  })

  it('counts a finished match without a result in the total but not as a win', () => {
    const stats = computeTeamStats([match(1, 'win'), match(2, 'postponed')])
    expect(stats).toMatchObject({ totalMatches: 2, wins: 1, losses: 0, draws: 0, winRate: 50 })
  })

  it('collects map stats per map name', () => {
    const stats = computeTeamStats([
      match(1, 'win', {
        mapsPlayed: [
          { name: 'Mirage', result: 'win' },
          { name: 'Inferno', result: 'loss' },
          { name: 'Mirage', result: 'win' },
        ],
      }),
      match(2, 'loss', {
        mapsPlayed: [
          { name: 'Inferno', result: 'loss' },
          { name: 'Nuke', result: null },
        ],
      }),
      match(3, null, { isFinished: false, mapsPlayed: [{ name: 'Mirage', result: 'loss' }] }),
    ])
    expect(stats.mapStats).toEqual({
      Mirage: { wins: 2, losses: 0, total: 2 },
      Inferno: { wins: 0, losses: 2, total: 2 },
      Nuke: { wins: 0, losses: 0, total: 1 },
    })
  })

  it('gives zeros, no form and no last match without finished matches', () => {
    expect(computeTeamStats([match(1, null, { isFinished: false })])).toEqual({
      totalMatches: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      winRate: 0,
      recentForm: [],
      mapStats: {},
      averageMatchDuration: null,
      lastMatch: null,
    })
  })

  it('keeps the caller’s match type for lastMatch', () => {
    const stats = computeTeamStats([{ ...match(1, 'win'), id: 'm-1' }])
    expect(stats.lastMatch?.id).toBe('m-1')
    expect(stats.averageMatchDuration).toBeNull()
  })
})

describe('formLabel (§9)', () => {
  it.each([
    [100, 'GOAT'],
    [86, 'GOAT'],
    [85, 'Unstoppable'],
    [66, 'Unstoppable'],
    [65, 'Cooking'],
    [51, 'Cooking'],
    [50, 'Inconsistent'],
    [46, 'Inconsistent'],
    [45, 'Slumping'],
    [26, 'Slumping'],
    [25, 'Washed'],
    [0, 'Washed'],
  ])('%i%% → %s', (rate, label) => {
    expect(formLabel(rate)).toBe(label)
  })
})

describe('formTrendWording (§9 difference table)', () => {
  it.each([
    [40, 'building momentum'],
    [15, 'building momentum'],
    [14, 'an improvement'],
    [6, 'an improvement'],
    [5, 'consistent performance'],
    [0, 'consistent performance'],
    [-5, 'consistent performance'],
    [-6, 'a slight dip'],
    [-15, 'a slight dip'],
    [-16, 'a downturn'],
  ])('%i → %s', (difference, wording) => {
    expect(formTrendWording(difference)).toBe(wording)
  })
})

describe('composeTeamAnalysis (§9)', () => {
  const thirty = (wins: number) =>
    results(...Array.from({ length: 30 }, (_, i) => (i < wins ? 'win' : 'loss')))

  it('gives the fixed text with no data at all', () => {
    expect(composeTeamAnalysis({ teamName: 'Astralis', last5: [], recent30: [], upcomingCount: 2 })).toBe(
      NO_MATCH_DATA_ANALYSIS,
    )
  })

  it('writes the full analysis from last 5, recent 30 and scheduled matches', () => {
    const text = composeTeamAnalysis({
      teamName: 'Astralis',
      last5: results('win', 'win', 'win', 'win', 'loss'),
      recent30: thirty(15),
      upcomingCount: 2,
    })
    expect(text).toBe(
      'Astralis have won 4 of their last 5 matches (80%). ' +
        'Set against a 50% win rate over their last 30 matches, that points to building momentum. ' +
        'On this evidence Astralis are hitting their stride. ' +
        'They have 2 scheduled matches coming up.',
    )
  })

  it('compares whole percents: 60% vs 50% is an improvement, 60% vs 12/22 (55%) is consistent', () => {
    const last5 = results('win', 'win', 'win', 'loss', 'loss')
    expect(composeTeamAnalysis({ teamName: 'T', last5, recent30: thirty(15), upcomingCount: 0 })).toContain(
      'that points to an improvement.',
    )
    // 12/22 is 54.5%: the shown 55% gives a difference of 5, not 5.45.
    const recent22 = results(...Array.from({ length: 22 }, (_, i) => (i < 12 ? 'win' : 'loss')))
    expect(composeTeamAnalysis({ teamName: 'T', last5, recent30: recent22, upcomingCount: 0 })).toContain(
      'Set against a 55% win rate over their last 22 matches, that points to consistent performance.',
    )
  })

  it('reports a dip and a downturn', () => {
    const last5 = results('win', 'win', 'loss', 'loss', 'loss')
    expect(composeTeamAnalysis({ teamName: 'T', last5, recent30: thirty(15), upcomingCount: 0 })).toContain(
      'a slight dip',
    )
    expect(composeTeamAnalysis({ teamName: 'T', last5, recent30: thirty(25), upcomingCount: 0 })).toContain(
      'a downturn',
    )
  })

  it.each([
    [['win', 'win', 'win', 'win', 'win'], 'hitting their stride'],
    [['win', 'win', 'win', 'loss', 'loss'], 'solid form'],
    [['win', 'win', 'loss', 'loss', 'loss'], 'inconsistency'],
    [['win', 'loss', 'loss', 'loss', 'loss'], 'challenging'],
  ])('uses the last-5 wording for %j', (list, wording) => {
    expect(
      composeTeamAnalysis({ teamName: 'T', last5: results(...list), recent30: [], upcomingCount: 0 }),
    ).toContain(wording)
  })

  it('mentions one scheduled match, or that none are scheduled', () => {
    const last5 = results('win')
    expect(composeTeamAnalysis({ teamName: 'T', last5, recent30: [], upcomingCount: 1 })).toContain(
      'They have 1 scheduled match coming up.',
    )
    expect(composeTeamAnalysis({ teamName: 'T', last5, recent30: [], upcomingCount: 0 })).toContain(
      'No matches are currently scheduled.',
    )
  })

  it('leaves out the comparison without recent live matches', () => {
    const text = composeTeamAnalysis({
      teamName: 'T',
      last5: results('win', 'loss'),
      recent30: [],
      upcomingCount: 0,
    })
    expect(text).toBe(
      'T have won 1 of their last 2 matches (50%). Wins and losses have alternated, which points to some inconsistency. No matches are currently scheduled.',
    )
  })

  it('takes the last 5 from the live matches when none are stored', () => {
    const text = composeTeamAnalysis({ teamName: 'T', last5: [], recent30: thirty(30), upcomingCount: 0 })
    expect(text).toContain('T have won 5 of their last 5 matches (100%).')
    expect(text).toContain(
      'a 100% win rate over their last 30 matches, that points to consistent performance.',
    )
  })
})

describe('cutToWords (§9: 120 words, sentence end within ±10)', () => {
  const words = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `w${i + from}`)

  it('leaves text of 120 words or fewer unchanged', () => {
    const text = `${words(119).join(' ')} end.`
    expect(cutToWords(text)).toBe(text)
  })

  it('ends at a sentence end found before the limit', () => {
    const list = words(130)
    list[114] = 'w115.'
    expect(cutToWords(list.join(' '))).toBe(`${words(115).join(' ')}...`)
  })

  it('ends at a sentence end found after the limit', () => {
    const list = words(140)
    list[127] = 'w128!'
    expect(cutToWords(list.join(' '))).toBe(`${words(128).join(' ').replace('w128', 'w128!')}...`)
  })

  it('prefers the sentence end closest to 120', () => {
    const list = words(140)
    list[111] = 'w112.'
    list[122] = 'w123.'
    expect(cutToWords(list.join(' '))).toBe(`${list.slice(0, 122).join(' ')} w123...`)
  })

  it('accepts sentence ends exactly 10 words away and no further', () => {
    const at110 = words(140)
    at110[109] = 'w110.'
    expect(cutToWords(at110.join(' '))).toBe(`${words(109).join(' ')} w110...`)

    const at130 = words(140)
    at130[129] = 'w130.'
    expect(cutToWords(at130.join(' '))).toBe(`${words(129).join(' ')} w130...`)

    const at109 = words(140)
    at109[108] = 'w109.'
    expect(cutToWords(at109.join(' '))).toBe(`${at109.slice(0, 120).join(' ')}...`)

    const at131 = words(140)
    at131[130] = 'w131.'
    expect(cutToWords(at131.join(' '))).toBe(`${words(120).join(' ')}...`)
  })

  it('drops a trailing comma before the "..." of a hard cut', () => {
    const list = words(130)
    list[119] = 'w120,'
    expect(cutToWords(list.join(' '))).toBe(`${words(120).join(' ')}...`)
  })
})

describe('teamAnalysisFailureText (§8)', () => {
  it('states the record', () => {
    expect(teamAnalysisFailureText({ teamName: 'NAVI', wins: 3, losses: 2, matches: 5 })).toBe(
      "NAVI's recent record shows 3 wins and 2 losses over 5 matches. Analysis based on available match data.",
    )
  })
})

describe('articleFor', () => {
  it.each([
    [83, 'an'],
    [8, 'an'],
    [11, 'an'],
    [18, 'an'],
    [80, 'an'],
    [60, 'a'],
    [100, 'a'],
    [1, 'a'],
  ])('says "%s" with "%s"', (n, article) => {
    expect(articleFor(n)).toBe(article)
  })
})
