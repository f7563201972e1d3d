import { describe, expect, it } from 'vitest'
import { NO_MATCH_DATA_ANALYSIS } from '#shared/domain/team-form'
import { type TeamAnalysisInput, type TeamMatchFact, TeamAnalysisTextSchema } from '../types'
import { localEngine } from './engine'
import { analyzeTeamLocally } from './team-analysis'

// §9 Generated analysis through real match lists: the newest match first, the last 5 being the first five of
// the recent (up to 30) matches, as the service loads them.

const RESULTS = { W: 'win', L: 'loss', D: 'draw', T: null } as const

/** "WWLWL…" newest first, one match a day back from May 20, 2026. */
function matches(results: string): TeamMatchFact[] {
  return [...results].map((letter, i) => ({
    matchDate: new Date(Date.UTC(2026, 4, 20 - i, 18)),
    result: RESULTS[letter as keyof typeof RESULTS],
    scoreTeam: letter === 'W' ? 2 : 0,
    scoreOpponent: letter === 'W' ? 0 : 2,
    opponentName: 'Granite Owls',
    tournamentName: 'Coastline Cup 2026',
  }))
}

function input(results: string, upcomingCount = 2, teamName = 'Velvet Comets'): TeamAnalysisInput {
  const recent30 = matches(results).slice(0, 30)
  return { teamId: 'team-1', teamName, last5: recent30.slice(0, 5), recent30, upcomingCount }
}

const analysis = (results: string, upcomingCount?: number) =>
  analyzeTeamLocally(input(results, upcomingCount)).content

describe('analyzeTeamLocally (§9 Generated analysis)', () => {
  it('writes the whole analysis: record, trend, last-5 wording and scheduled matches', () => {
    expect(analysis('WWWWWLLLLL')).toBe(
      'Velvet Comets have won 5 of their last 5 matches (100%). Set against a 50% win rate over their last 10 matches, ' +
        'that points to building momentum. On this evidence Velvet Comets are hitting their stride. ' +
        'They have 2 scheduled matches coming up.',
    )
  })

  it.each([
    // [results newest first, last-5 %, recent %, difference wording]
    ['WWWLL' + 'WWWWWWLLLLLLLLL', 'building momentum'], // 60 vs 45: +15, the boundary
    ['WWWLL' + 'LLLLL', 'building momentum'], // 60 vs 30: +30
    ['WWWLL' + 'WWLLL', 'an improvement'], // 60 vs 50: +10
    ['WWWLL' + 'WWWWWWWWLLLLLLL', 'consistent performance'], // 60 vs 55: +5, the boundary
    ['WWLLL', 'consistent performance'], // 40 vs 40: 0
    ['WWLLL' + 'WWWWWWWLLLLLLLL', 'consistent performance'], // 40 vs 45: -5, the boundary
    ['WWLLL' + 'WWWLL', 'a slight dip'], // 40 vs 50: -10
    ['WWLLL' + 'WWWWWWWWWLLLLLL', 'a slight dip'], // 40 vs 55: -15, the boundary
    ['WLLLL' + 'WWWWWWWWWWWLLLL', 'a downturn'], // 20 vs 60: -40
  ])('%s points to %s', (results, wording) => {
    expect(analysis(results)).toContain(`that points to ${wording}.`)
  })

  it.each([
    ['WWWWL', 'On this evidence Velvet Comets are hitting their stride.'], // 80
    ['WWWLL', 'Velvet Comets are in solid form.'], // 60
    ['WWLLL', 'Wins and losses have alternated, which points to some inconsistency.'], // 40
    [
      'WLLLL',
      'It has been a challenging run for Velvet Comets, and the next results will show whether they can turn it around.',
    ], // 20
    [
      'LLLLL',
      'It has been a challenging run for Velvet Comets, and the next results will show whether they can turn it around.',
    ], // 0
  ])('last 5 %s: %s', (results, sentence) => {
    expect(analysis(results)).toContain(sentence)
  })

  it('counts draws and unknown results (TBD) as matches without a win', () => {
    expect(analysis('WDTWL')).toMatch(/^Velvet Comets have won 2 of their last 5 matches \(40%\)\./)
  })

  it('uses the matches there are when fewer than 5 were played', () => {
    expect(analysis('WL')).toMatch(
      /^Velvet Comets have won 1 of their last 2 matches \(50%\)\. Set against a 50% win rate over their last 2 matches/,
    )
    expect(analysis('W')).toContain('have won 1 of their last 1 match (100%)')
  })

  it('mentions the scheduled matches, or that none are scheduled', () => {
    expect(analysis('WWWLL', 0)).toMatch(/ No matches are currently scheduled\.$/)
    expect(analysis('WWWLL', 1)).toMatch(/ They have 1 scheduled match coming up\.$/)
    expect(analysis('WWWLL', 7)).toMatch(/ They have 7 scheduled matches coming up\.$/)
  })

  it('gives the fixed no-data text when the team has no finished matches', () => {
    expect(analyzeTeamLocally(input('', 3)).content).toBe(NO_MATCH_DATA_ANALYSIS)
  })

  it('cuts a text over 120 words at a sentence end, with "..."', () => {
    const longName = Array.from({ length: 45 }, (_, i) => `Word${i}`).join(' ')
    const content = analyzeTeamLocally(input('WWWLL', 2, longName)).content
    const words = content.split(/\s+/)
    expect(words.length).toBeGreaterThanOrEqual(110)
    expect(words.length).toBeLessThanOrEqual(130)
    expect(content).toMatch(/[^.]\.\.\.$/)
    expect(content).not.toContain('scheduled')
  })

  it('is deterministic and within the schema, and the local engine resolves to it', async () => {
    const form = input('WLWWLWLLWW', 3)
    const first = analyzeTeamLocally(form)
    expect(analyzeTeamLocally(structuredClone(form))).toEqual(first)
    expect(TeamAnalysisTextSchema.parse(first)).toEqual(first)
    await expect(localEngine.analyzeTeam(form)).resolves.toEqual(first)
  })
})
