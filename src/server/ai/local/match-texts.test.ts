import { describe, expect, it } from 'vitest'
import type { MatchDetail, MatchSummary } from '#shared/schemas/matches'
import {
  COMETS,
  finishedDetail,
  games,
  matchDetail,
  OWLS,
  result,
  roster,
  summary,
  type TeamRef,
  TIDE,
  VANGUARD,
  WOLVES,
} from '../../../../tests/support/match-details'
import { checkFacts } from '../fact-guard'
import { matchFacts } from '../prompts/match-texts'
import { canPreview, canRecap } from './match-facts'
import { previewMatchLocally, recapMatchLocally } from './match-texts'
import { mulberry32 } from './random'

// The local engine's match preview and recap on many shapes of match, and the fact guard's own check on every
// text: each name, number and date in it is in the facts block the LLM engine would be shown.

function paragraphsOf(content: string): string[] {
  return content.split('\n\n')
}

function expectFaithful(detail: MatchDetail, content: string) {
  expect(checkFacts([content], [matchFacts(detail)])).toEqual({ ok: true, missing: [] })
}

describe('the local preview', () => {
  it('says who meets whom, when in UTC, where, the format, the form, the meetings and players', () => {
    const detail = matchDetail()
    const { content } = previewMatchLocally(detail)
    const [opening, form, meetings] = paragraphsOf(content)

    expect(paragraphsOf(content)).toHaveLength(3)
    expect(opening).toMatch(
      /^Northwind Wolves (meet|face|take on) Aurora Vanguard on 26 November at 18:00 UTC/,
    )
    expect(opening).toContain('in the Playoffs of Longship Masters Autumn 2026, a best-of-three.')
    expect(form).toContain('Northwind Wolves come in with four wins and one loss from their last five')
    expect(form).toContain('the latest a 2-0 win over Steppe Comets on 20 November')
    expect(form).toContain('Aurora Vanguard come in with two wins and one loss from their last three')
    expect(form).toContain('the latest a 2-1 loss to Vistula Owls on 19 November')
    expect(meetings).toContain(
      'They have met three times before on our record: Northwind Wolves won two and Aurora Vanguard won one.',
    )
    expect(meetings).toContain('The last meeting, on 12 October, went 2-1 to Northwind Wolves.')
    expect(meetings).toContain(
      'Names to watch: frostquill and Vantorr for Northwind Wolves; pyrelith and Quillon for Aurora Vanguard.',
    )
    expectFaithful(detail, content)
  })

  it('is the same text every time for the same facts', () => {
    expect(previewMatchLocally(matchDetail())).toEqual(previewMatchLocally(matchDetail()))
  })

  it('says so when the two have not met, and leaves out what the data lacks', () => {
    const detail = matchDetail({
      headToHead: { team1Wins: 0, team2Wins: 0, draws: 0, matches: [] },
      form: [
        { recent: [], wins: 0, losses: 0 },
        { recent: [], wins: 0, losses: 0 },
      ],
      rosters: [[], []],
    })
    const { content } = previewMatchLocally(detail)
    expect(paragraphsOf(content)).toHaveLength(2)
    expect(paragraphsOf(content)[1]).toBe('This is their first meeting on our record.')
    expect(content).not.toMatch(/last (five|three)|Names to watch/)
    expectFaithful(detail, content)
  })

  it('names the side without form data as having none, when the other has some', () => {
    const detail = matchDetail()
    detail.form[1] = { recent: [], wins: 0, losses: 0 }
    const { content } = previewMatchLocally(detail)
    expect(content).toContain('Aurora Vanguard have no finished match on our record.')
    expectFaithful(detail, content)
  })

  it('writes a perfect run as "won all" and a single game as a single game (BO1)', () => {
    const match = summary([WOLVES, VANGUARD], { numberOfGames: 1 })
    const detail = matchDetail({ match })
    detail.form[0] = {
      recent: [result(WOLVES, OWLS, '2026-11-20', [1, 0]), result(TIDE, WOLVES, '2026-11-10', [0, 1])],
      wins: 2,
      losses: 0,
    }
    const { content } = previewMatchLocally(detail)
    expect(content).toContain(', a single game.')
    expect(content).toContain('Northwind Wolves have won all two of their last two, the latest a 1-0 win')
    expectFaithful(detail, content)
  })

  it('says when a match was moved from its original date', () => {
    const match = summary([WOLVES, VANGUARD], {
      rescheduled: true,
      originalScheduledAt: '2026-11-24T18:00:00.000Z',
    })
    const detail = matchDetail({ match })
    const { content } = previewMatchLocally(detail)
    expect(content).toContain('The match was moved from its original date of 24 November.')
    expectFaithful(detail, content)
  })

  it('shortens a long name to its acronym after the first mention', () => {
    const long: TeamRef = { ...VANGUARD, name: 'Aurora Vanguard Esports Club International', acronym: 'AVG' }
    const detail = matchDetail({ match: summary([WOLVES, long]) })
    const { content } = previewMatchLocally(detail)
    expect(content.match(/Aurora Vanguard Esports Club International/g)).toHaveLength(1)
    expect(content).toContain('AVG come in with two wins')
    expectFaithful(detail, content)
  })

  it('is not written for a TBD side, nor once the match has started', () => {
    expect(canPreview(matchDetail({ match: summary([WOLVES, null]) }))).toBe(false)
    expect(canPreview(matchDetail({ match: summary([null, null]) }))).toBe(false)
    expect(canPreview(matchDetail({ match: summary([WOLVES, VANGUARD], { status: 'running' }) }))).toBe(false)
    expect(canPreview(matchDetail())).toBe(true)
  })
})

describe('the local recap', () => {
  it('notes a sweep only when the loser took no game, with the maps in order', () => {
    const detail = finishedDetail([2, 0], [1, 1], {}, ['Mirage', 'Nuke'])
    const { content } = recapMatchLocally(detail)
    expect(paragraphsOf(content)).toEqual([
      'Northwind Wolves swept Aurora Vanguard 2-0 in the Playoffs of Longship Masters Autumn 2026 on 26 November, a best-of-three.',
      'Northwind Wolves took game 1 on Mirage and game 2 on Nuke.',
      'Before this match the two had met three times on our record, Northwind Wolves winning two.',
    ])
    expectFaithful(detail, content)
  })

  it('tells a 2-1 from the winner, the comeback and the games in order', () => {
    const detail = finishedDetail([1, 2], [1, 2, 2], {}, ['Mirage', 'Nuke', 'Ancient'])
    const { content } = recapMatchLocally(detail)
    expect(content).toMatch(/^Aurora Vanguard (beat|got past|defeated) Northwind Wolves 2-1 in the Playoffs/)
    expect(content).not.toContain('swept')
    expect(content).toContain('Aurora Vanguard recovered after dropping the opening game.')
    expect(content).toContain(
      'Northwind Wolves took game 1 on Mirage, then Aurora Vanguard took game 2 on Nuke and game 3 on Ancient.',
    )
    expectFaithful(detail, content)
  })

  it('calls a BO5 won from two games down a reverse sweep', () => {
    const detail = finishedDetail([3, 2], [2, 2, 1, 1, 1], { numberOfGames: 5 })
    const { content } = recapMatchLocally(detail)
    expect(content).toContain('3-2')
    expect(content).toContain(', a best-of-five.')
    expect(content).toContain('It was a reverse sweep: Northwind Wolves came back from two games down.')
    expect(content).toContain(
      'Aurora Vanguard took games 1 and 2, then Northwind Wolves took games 3, 4 and 5.',
    )
    expectFaithful(detail, content)
  })

  it('does not call a BO5 3-2 a reverse sweep when the games went back and forth', () => {
    const detail = finishedDetail([3, 2], [1, 2, 1, 2, 1], { numberOfGames: 5 })
    const { content } = recapMatchLocally(detail)
    expect(content).not.toMatch(/sweep|recovered/)
    expectFaithful(detail, content)
  })

  it('says "won by forfeit" and lists no games', () => {
    const detail = finishedDetail([1, 0], [], { forfeit: true })
    const { content } = recapMatchLocally(detail)
    expect(paragraphsOf(content)[0]).toBe(
      'Northwind Wolves won by forfeit against Aurora Vanguard in the Playoffs of Longship Masters Autumn 2026 on 26 November.',
    )
    expect(content).not.toMatch(/took game|swept/)
    expectFaithful(detail, content)
  })

  it('writes a draw as a draw', () => {
    const detail = finishedDetail([1, 1], [1, 2], {
      draw: true,
      winner: null,
      matchType: 'all_games_played',
      numberOfGames: 2,
    })
    const { content } = recapMatchLocally(detail)
    expect(paragraphsOf(content)[0]).toBe(
      'Northwind Wolves and Aurora Vanguard drew 1-1 in the Playoffs of Longship Masters Autumn 2026 on 26 November, a series of two games, all played.',
    )
    expectFaithful(detail, content)
  })

  it('a BO1 is one game; a first meeting says so', () => {
    const detail = finishedDetail([0, 1], [2], { numberOfGames: 1 }, ['Ascent'])
    detail.headToHead = { team1Wins: 0, team2Wins: 0, draws: 0, matches: [] }
    const { content } = recapMatchLocally(detail)
    expect(content).toContain(
      'Northwind Wolves 1-0 in the Playoffs of Longship Masters Autumn 2026 on 26 November, a single game.',
    )
    expect(content).toContain('Aurora Vanguard took game 1 on Ascent.')
    expect(content).toContain('It was their first meeting on our record.')
    expectFaithful(detail, content)
  })

  it('leaves this match out of the earlier meetings when the head-to-head already counts it', () => {
    const detail = finishedDetail([2, 0], [1, 1])
    detail.headToHead = {
      team1Wins: 2,
      team2Wins: 0,
      draws: 0,
      matches: [detail.match, result(WOLVES, VANGUARD, '2026-07-21', [2, 0])],
    }
    const { content } = recapMatchLocally(detail)
    expect(content).toContain(
      'Before this match the two had met once on our record, Northwind Wolves winning one.',
    )
    expectFaithful(detail, content)
  })

  it('leaves later meetings out when the recap is written again after the two met again', () => {
    const detail = finishedDetail([2, 0], [1, 1])
    detail.headToHead = {
      team1Wins: 1,
      team2Wins: 1,
      draws: 0,
      matches: [
        result(VANGUARD, WOLVES, '2026-12-05', [2, 0]),
        result(WOLVES, VANGUARD, '2026-07-21', [2, 0]),
      ],
    }
    const { content } = recapMatchLocally(detail)
    expect(content).toContain(
      'Before this match the two had met once on our record, Northwind Wolves winning one.',
    )
    expectFaithful(detail, content)

    // Every listed meeting is later and the counts hold more: the earlier record is not known, so not stated.
    detail.headToHead = { ...detail.headToHead, team1Wins: 4, matches: detail.headToHead.matches.slice(0, 1) }
    const unknown = recapMatchLocally(detail).content
    expect(unknown).not.toMatch(/met|meeting/)
    expectFaithful(detail, unknown)
  })

  it('is not written for a canceled, postponed or unfinished match, nor one without a winner', () => {
    const finished = finishedDetail([2, 0], [1, 1])
    expect(canRecap(finished)).toBe(true)
    for (const status of ['canceled', 'postponed', 'running', 'not_started'] as const) {
      expect(canRecap({ ...finished, match: { ...finished.match, status } })).toBe(false)
    }
    expect(canRecap({ ...finished, match: { ...finished.match, winner: null } })).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------------------
// Property: over many generated matches, every text passes the fact guard against the facts it came from.

const POOL: TeamRef[] = [
  COMETS,
  TIDE,
  OWLS,
  { id: 9100020, name: 'Saint-Aubin Lynx Gaming Collective', acronym: 'SAL', players: ['Éclair', 'm0nk'] },
  { id: 9100021, name: 'Ten Tigers', acronym: '10T', players: ['ZeRo9', 'K-1ng'] },
]
const MAPS = ['Mirage', 'Inferno', 'Ancient', 'Anubis', 'Dust2', null]

function generated(seed: number): MatchDetail {
  const random = mulberry32(seed)
  const int = (n: number) => Math.floor(random() * n)
  const one = <T>(list: readonly T[]): T => list[int(list.length)]!
  const [a, b] = [one([WOLVES, ...POOL.slice(0, 3)]), one([VANGUARD, ...POOL.slice(3)])]
  const bestOf = one([1, 3, 5])
  const need = Math.ceil(bestOf / 2)
  const day = `2026-${String(1 + int(12)).padStart(2, '0')}-${String(1 + int(28)).padStart(2, '0')}`
  const start = `${day}T${String(int(24)).padStart(2, '0')}:${one(['00', '30'])}:00.000Z`
  const meetings = Array.from({ length: int(4) }, (_, i) =>
    result(
      i % 2 ? a : b,
      i % 2 ? b : a,
      `2025-0${1 + i}-1${i}`,
      one([
        [2, 0],
        [2, 1],
        [0, 2],
        [1, 1],
      ] as const) as [number, number],
    ),
  )
  const form = (team: TeamRef) => {
    const recent = Array.from({ length: int(6) }, (_, i) =>
      result(
        team,
        one(POOL),
        `2025-1${i % 3}-0${1 + i}`,
        one([
          [2, 0],
          [1, 2],
          [16, 14],
          [1, 1],
        ] as const) as [number, number],
      ),
    )
    return { recent, wins: 0, losses: 0 }
  }
  const base = matchDetail({
    headToHead: { team1Wins: 0, team2Wins: 0, draws: 0, matches: meetings },
    form: [form(a), form(b)],
    rosters: [roster(a).slice(0, int(6)), roster(b)],
  })
  const upcoming = int(2) === 0
  if (upcoming) {
    return { ...base, match: summary([a, b], { startsAt: start, numberOfGames: bestOf }) }
  }
  const winner = one([1, 2] as const)
  const loserWins = int(need)
  const order: (1 | 2)[] = [...Array(loserWins).fill(winner === 1 ? 2 : 1), ...Array(need).fill(winner)]
  if (int(2)) order.sort(() => random() - 0.5)
  order.push(winner)
  const played = order.slice(0, need + loserWins)
  const score: [number, number] = winner === 1 ? [need, loserWins] : [loserWins, need]
  const match: MatchSummary = summary([a, b], {
    startsAt: start,
    numberOfGames: bestOf,
    score,
    forfeit: int(10) === 0,
  })
  return {
    ...base,
    match,
    games: games(
      played,
      played.map(() => one(MAPS)),
    ),
  }
}

describe('every local text passes the fact guard', () => {
  it('on 300 generated matches, previews and recaps, 2 to 4 paragraphs each', () => {
    let previews = 0
    let recaps = 0
    for (let seed = 1; seed <= 300; seed++) {
      const detail = generated(seed)
      const text = canPreview(detail)
        ? previewMatchLocally(detail)
        : canRecap(detail)
          ? recapMatchLocally(detail)
          : undefined
      if (!text) continue
      if (canPreview(detail)) previews++
      else recaps++
      const check = checkFacts([text.content], [matchFacts(detail)])
      expect({ seed, missing: check.missing }).toEqual({ seed, missing: [] })
      expect(paragraphsOf(text.content).length).toBeGreaterThanOrEqual(2)
      expect(paragraphsOf(text.content).length).toBeLessThanOrEqual(4)
    }
    expect(previews).toBeGreaterThan(100)
    expect(recaps).toBeGreaterThan(100)
  })

  it('while the same check refuses a text with an invented score or name', () => {
    const detail = finishedDetail([2, 1], [1, 2, 1])
    const { content } = recapMatchLocally(detail)
    expect(checkFacts([`${content} Zenith Reapers won 13-4.`], [matchFacts(detail)]).missing).toEqual(
      expect.arrayContaining(['13-4', 'Zenith Reapers']),
    )
  })
})
