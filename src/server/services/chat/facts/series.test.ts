import { describe, expect, it } from 'vitest'
import { bracketText, eventWinnerText } from './event'
import { claimVerdictText, formatText, noWinnerText, type SeriesFactInput, seriesText } from './series'

const series = (over: Partial<SeriesFactInput> = {}): SeriesFactInput => ({
  game: 'cs2',
  status: 'finished',
  startsAt: new Date('2026-11-08T16:00:00Z'),
  matchType: 'best_of',
  numberOfGames: 3,
  team1PandascoreId: 1,
  team1Name: 'Cobalt Tide',
  team1Score: 2,
  team2PandascoreId: 2,
  team2Name: 'Aurora Vanguard',
  team2Score: 1,
  winnerPandascoreId: 1,
  forfeit: false,
  draw: false,
  rescheduled: false,
  tournamentName: 'Tidewater Masters Autumn 2026: Playoffs',
  ...over,
})

describe('chat sentences about matches and events', () => {
  it('writes the format as the match page does', () => {
    expect(formatText({ matchType: 'best_of', numberOfGames: 5 })).toBe('BO5')
    expect(formatText({ matchType: 'first_to', numberOfGames: 2 })).toBe('first to 2')
    expect(formatText({ matchType: null, numberOfGames: null })).toBe('')
  })

  it('writes a match in every status, the side the question names first', () => {
    const first = { pandascoreId: 2, name: 'Aurora Vanguard' }
    expect(seriesText(series())).toBe(
      'Cobalt Tide beat Aurora Vanguard 2-1 (BO3) on November 8, 2026, in Tidewater Masters Autumn 2026: Playoffs.',
    )
    expect(seriesText(series(), first)).toBe(
      'Aurora Vanguard had a 1-2 loss to Cobalt Tide (BO3) on November 8, 2026, in Tidewater Masters Autumn 2026: Playoffs.',
    )
    expect(seriesText(series({ status: 'running', winnerPandascoreId: null }), first)).toBe(
      'Aurora Vanguard vs Cobalt Tide (BO3) is live now: the series score is 1-2, in Tidewater Masters Autumn 2026: Playoffs.',
    )
    expect(seriesText(series({ forfeit: true }))).toContain('Cobalt Tide beat Aurora Vanguard by forfeit')
    expect(
      seriesText(series({ draw: true, winnerPandascoreId: null, team1Score: 1, team2Score: 1 })),
    ).toContain('Cobalt Tide and Aurora Vanguard drew 1-1 (BO3)')
    expect(seriesText(series({ status: 'canceled' }))).toContain('was canceled')
    expect(
      seriesText(
        series({ status: 'not_started', rescheduled: true, team2PandascoreId: null, team2Name: null }),
      ),
    ).toBe(
      'Cobalt Tide vs TBD (BO3) has not started yet: it was rescheduled to November 8, 2026 at 16:00 UTC, in Tidewater Masters Autumn 2026: Playoffs.',
    )
  })

  it('names the winner from the final, or who is in a final still to be played', () => {
    expect(
      eventWinnerText('Tidewater Masters Autumn 2026', { match: series(), known: true }, undefined),
    ).toBe(
      'Cobalt Tide won Tidewater Masters Autumn 2026, beating Aurora Vanguard 2-1 in the grand final on November 8, 2026.',
    )
    const tbd = series({
      status: 'not_started',
      team1PandascoreId: null,
      team1Name: null,
      team2PandascoreId: null,
      team2Name: null,
    })
    expect(eventWinnerText('Tidewater Masters Winter 2026', { match: tbd, known: true }, undefined)).toBe(
      'Tidewater Masters Winter 2026 has no winner yet: its grand final, TBD vs TBD, is scheduled on November 8, 2026 at 16:00 UTC.',
    )
  })

  it("names an event's last match as such when no match is known to be the final", () => {
    expect(eventWinnerText('Tidewater Masters', { match: series(), known: false }, 'Cobalt Tide')).toBe(
      'Cobalt Tide won Tidewater Masters, beating Aurora Vanguard 2-1 in its last match on November 8, 2026.',
    )
    expect(eventWinnerText('Tidewater Masters', { match: series(), known: false }, 'Vistula Owls')).toBe(
      'Vistula Owls won Tidewater Masters.',
    )
  })

  it('summarises a bracket round by round and counts the TBD slots', () => {
    const rounds = [
      { round: 'Upper bracket semifinals', matches: [series()] },
      {
        round: 'Grand final',
        matches: [series({ status: 'not_started', team2PandascoreId: null, team2Name: null })],
      },
    ]
    expect(bracketText('Tidewater Masters', 'Playoffs', rounds)).toBe(
      'The bracket of Tidewater Masters (Playoffs): Upper bracket semifinals: Cobalt Tide beat Aurora Vanguard 2-1; Grand final: Cobalt Tide vs TBD (November 8, 2026). 1 slot is still TBD.',
    )
  })
})

describe('claimVerdictText: a claimed result confirmed or corrected, the verdict first', () => {
  const cobalt = { pandascoreId: 1, name: 'Cobalt Tide' }
  const aurora = { pandascoreId: 2, name: 'Aurora Vanguard' }

  it('confirms a right claim and corrects a wrong winner with the winner first', () => {
    expect(claimVerdictText(series(), cobalt, { won: true })).toMatch(
      /^Yes — Cobalt Tide beat Aurora Vanguard 2-1/,
    )
    expect(claimVerdictText(series(), aurora, { won: true })).toMatch(
      /^No — Cobalt Tide beat Aurora Vanguard 2-1/,
    )
    expect(claimVerdictText(series(), aurora, { won: false })).toMatch(
      /^Yes — Aurora Vanguard had a 1-2 loss/,
    )
  })

  it('corrects a wrong score and says a match not played yet, with its time', () => {
    expect(claimVerdictText(series(), cobalt, { won: true, score: [2, 0] })).toMatch(
      /^Not quite: it finished 2-1, not 2-0\. Cobalt Tide beat Aurora Vanguard 2-1/,
    )
    const later = series({
      status: 'not_started',
      winnerPandascoreId: null,
      team1Score: null,
      team2Score: null,
    })
    expect(claimVerdictText(later, cobalt, { won: true })).toBe(
      'No — it has not been played yet. Cobalt Tide vs Aurora Vanguard (BO3) has not started yet: it starts on November 8, 2026 at 16:00 UTC, in Tidewater Masters Autumn 2026: Playoffs.',
    )
    const drawn = series({ draw: true, team1Score: 1, team2Score: 1, winnerPandascoreId: null })
    expect(claimVerdictText(drawn, cobalt, { won: true })).toMatch(
      /^No — it was a draw\. Cobalt Tide and Aurora/,
    )
    expect(noWinnerText(drawn, cobalt)).toMatch(/^Neither team won: it was a draw\./)
  })
})
