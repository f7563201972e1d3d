import { describe, expect, it } from 'vitest'
import {
  headToHeadText,
  nextMeetingsText,
  placeVerdictText,
  standingsText,
  statLeadersText,
  teamStandingText,
  teamTournamentsText,
} from './insights'

const meeting = (result: string, scoreTeam: number, scoreOpponent: number, day: number) => ({
  result,
  scoreTeam,
  scoreOpponent,
  matchDate: new Date(Date.UTC(2026, 10, day, 15)),
  tournamentName: 'Harbor Pro Series',
})

describe('headToHeadText', () => {
  it('puts the leader and its wins first, and tells the last meeting from the side that won it', () => {
    const meetings = [meeting('loss', 0, 2, 20), meeting('loss', 1, 2, 10), meeting('win', 2, 0, 5)]
    expect(headToHeadText('Vistula Owls', 'Cobalt Tide', meetings)).toBe(
      'Cobalt Tide lead the head-to-head with Vistula Owls 2-1 over their 3 finished meetings; the last, on November 20, 2026, was a 2-0 Cobalt Tide win in Harbor Pro Series.',
    )
  })

  it('says a level record and no meeting plainly', () => {
    expect(headToHeadText('A', 'B', [meeting('win', 2, 1, 3), meeting('loss', 0, 2, 2)])).toContain(
      'A and B are level at 1-1',
    )
    expect(headToHeadText('A', 'B', [])).toBe('A and B have no finished meeting recorded here.')
  })
})

describe('statLeadersText', () => {
  const leader = (name: string, statValue: number, team: string) => ({
    statValue,
    matchesPlayed: 30,
    player: { name },
    team: { name: team },
  })
  it('names the leader, the value as the player page writes it and who follows, in a game or on a team', () => {
    expect(
      statLeadersText('gpm', { game: 'dota2' }, [
        leader('jaspervolt', 697, 'Obsidian Heron'),
        leader('x', 650.3, 'Y'),
      ]),
    ).toBe(
      'jaspervolt (Obsidian Heron) has the highest GPM among Dota 2 players here, 697.00 over 30 matches, ahead of x of Y (650.30).',
    )
    expect(
      statLeadersText('rating', { game: 'cs2', teamName: 'Cobalt Tide' }, [
        leader('zindra', 1.03, 'Cobalt Tide'),
      ]),
    ).toBe('zindra has the highest rating on Cobalt Tide, 1.03 over 30 matches.')
  })
})

describe('standings', () => {
  const rows = [
    { rank: 1, teamName: 'Northwind Wolves', wins: 9, losses: 3, ties: null },
    { rank: 2, teamName: 'Vistula Owls', wins: 3, losses: 14, ties: null },
  ]
  it('gives the leader, the table with records and the bottom', () => {
    expect(standingsText('HPS', rows)).toBe(
      'Northwind Wolves top the HPS standings (9-3). The table: 1. Northwind Wolves (9-3), 2. Vistula Owls (3-14). Vistula Owls are bottom, 2nd.',
    )
    expect(teamStandingText('HPS', rows[1]!, 2)).toBe('Vistula Owls are 2nd of 2 in HPS (3-14).')
  })
})

describe('teamTournamentsText', () => {
  it('lists where the team played, then where it is only scheduled', () => {
    expect(
      teamTournamentsText('Solstice Kites', [
        { name: 'Summit Rift Winter', played: 0, upcoming: 2 },
        { name: 'Meadowgate Open', played: 6, upcoming: 1 },
      ]),
    ).toBe(
      'Solstice Kites have played in Meadowgate Open (6 matches), and are scheduled in Summit Rift Winter (2 matches to play).',
    )
  })
})

describe('placeVerdictText: a claimed place confirmed or corrected', () => {
  const rows = [
    { rank: 1, teamName: 'Northwind Wolves', wins: 9, losses: 3, ties: null },
    { rank: 2, teamName: 'Cobalt Tide', wins: 8, losses: 4, ties: null },
    { rank: 3, teamName: 'Vistula Owls', wins: 3, losses: 14, ties: null },
  ]
  it('says who is really there when the claim is wrong', () => {
    expect(placeVerdictText('Harbor Pro Series', rows[1]!, rows, 'first')).toBe(
      'No — Northwind Wolves top the Harbor Pro Series standings (9-3); Cobalt Tide are 2nd of 3 in Harbor Pro Series (8-4).',
    )
    expect(placeVerdictText('Harbor Pro Series', rows[2]!, rows, 'last')).toBe(
      'Yes — Vistula Owls are 3rd of 3 in Harbor Pro Series (3-14).',
    )
  })
})

describe('nextMeetingsText', () => {
  it('names when and where two teams meet next, and after that', () => {
    const at = (day: number, tournamentName: string | null) => ({
      matchDate: new Date(Date.UTC(2026, 11, day, 15)),
      tournamentName,
    })
    expect(nextMeetingsText('A', 'B', [at(4, 'Harbor Pro Series'), at(9, null)])).toBe(
      'A and B meet next on December 4, 2026 in Harbor Pro Series, then on December 9, 2026.',
    )
  })
})
