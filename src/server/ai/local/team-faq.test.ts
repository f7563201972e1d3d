import { describe, expect, it } from 'vitest'
import { FaqItemSchema } from '#shared/schemas/esports'
import { loadTestdata } from '../../../../tests/support/fake-openai'
import { loadBundledPandaScore } from '../../providers/pandascore/bundled'
import { type TeamFaqInput, TeamFaqResultSchema, type TeamMatchFact } from '../types'
import { localEngine } from './engine'
import { generateTeamFaqLocally } from './team-faq'

// §2.11 FAQ from a team's data only: every question answered from it, none asked that it cannot answer.

function withDates<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === 'matchDate' ? new Date(v) : v)) as T
}

const team = withDates(loadTestdata<{ faq: TeamFaqInput }>('team-data').faq)

function faq(overrides: Partial<TeamFaqInput> = {}) {
  return generateTeamFaqLocally({ ...team, ...overrides })
}

function answerTo(items: { question: string; answer: string }[], question: string): string | undefined {
  return items.find((item) => item.question === question)?.answer
}

describe('generateTeamFaqLocally', () => {
  it('asks and answers eight questions from a team with full data, the roster first', () => {
    expect(faq().items).toEqual([
      {
        question: 'Who plays for Velvet Comets?',
        answer:
          "Velvet Comets' active roster lists 5 players: brambleshot (Tiago Ferreira, rifler), emberly (André Lopes, rifler), " +
          'Norrow (Hugo Sousa, entry), Quillon (Rui Matos, AWPer) and saltmarsh (Diogo Pires, in-game leader).',
      },
      {
        question: 'When does Velvet Comets play next?',
        answer:
          "Velvet Comets' next scheduled match is against Lantern Foxes on May 23, 2026 at 18:30 UTC, in Ashfall Series Season 3.",
      },
      {
        question: 'How has Velvet Comets been performing recently?',
        answer:
          'Velvet Comets have won 4 and lost 2 of their last 6 matches, a win rate of 67%. ' +
          'That rates their recent form as "Unstoppable". Their last 5 results, newest first: win, win, loss, win, win.',
      },
      {
        question: "What was Velvet Comets' last result?",
        answer:
          "Velvet Comets' last result was a 2-1 win over Granite Owls on May 16, 2026, in Ashfall Series Season 3.",
      },
      {
        question: 'Which tournaments has Velvet Comets played recently?',
        answer:
          'Over their last 6 matches, Velvet Comets have played in Ashfall Series Season 3 and Coastline Cup 2026.',
      },
      {
        question: 'What tier is Velvet Comets?',
        answer:
          'Velvet Comets are rated Tier 2 in Counter-Strike 2: the second level, just below the premier international events.',
      },
      {
        question: 'Where is Velvet Comets based?',
        answer:
          'Velvet Comets are based in Portugal. Their roster lists players from Portugal, Spain and Brazil.',
      },
      {
        question: 'What game does Velvet Comets play?',
        answer: 'Velvet Comets compete in Counter-Strike 2, under the short name VLC.',
      },
    ])
  })

  it('skips each question the data cannot answer', () => {
    const questions = (overrides: Partial<TeamFaqInput>) => faq(overrides).items.map((item) => item.question)
    expect(questions({ players: [] })).not.toContain('Who plays for Velvet Comets?')
    expect(questions({ upcomingMatches: [] })).not.toContain('When does Velvet Comets play next?')
    expect(questions({ tier: 'unknown' })).not.toContain('What tier is Velvet Comets?')
    expect(questions({ location: null })).not.toContain('Where is Velvet Comets based?')
    expect(questions({ location: '  ' })).not.toContain('Where is Velvet Comets based?')
    const noMatches = questions({ recentMatches: [] })
    expect(noMatches).toHaveLength(5)
    expect(noMatches.join(' ')).not.toMatch(/performing|last result|tournaments/)
  })

  it('asks only what a bare team row answers, never "unknown"', () => {
    const bare = faq({
      acronym: null,
      location: null,
      tier: 'unknown',
      players: [],
      recentMatches: [],
      upcomingMatches: [],
    })
    expect(bare.items).toEqual([
      {
        question: 'What game does Velvet Comets play?',
        answer: 'Velvet Comets compete in Counter-Strike 2.',
      },
    ])
    expect(JSON.stringify(bare)).not.toMatch(/unknown|not stated/i)
  })

  it('words a loss and a draw, and leaves out a score, opponent or tournament it does not have', () => {
    const match = (over: Partial<TeamMatchFact>): TeamMatchFact => ({
      matchDate: new Date('2026-05-16T17:00:00Z'),
      result: 'loss',
      scoreTeam: 1,
      scoreOpponent: 2,
      opponentName: 'Tidebreak',
      tournamentName: null,
      ...over,
    })
    const last = (m: TeamMatchFact) =>
      answerTo(faq({ recentMatches: [m] }).items, "What was Velvet Comets' last result?")
    expect(last(match({}))).toBe("Velvet Comets' last result was a 1-2 loss to Tidebreak on May 16, 2026.")
    expect(last(match({ result: 'draw', scoreTeam: 1, scoreOpponent: 1 }))).toBe(
      "Velvet Comets' last result was a 1-1 draw with Tidebreak on May 16, 2026.",
    )
    expect(last(match({ result: 'win', scoreTeam: null, opponentName: null }))).toBe(
      "Velvet Comets' last result was a win on May 16, 2026.",
    )
  })

  it('takes the last result from the newest match whose result is known', () => {
    const items = faq().items
    const withTbd = faq({
      recentMatches: [
        { ...team.recentMatches[0]!, result: null, matchDate: new Date('2026-05-18T12:00:00Z') },
        ...team.recentMatches,
      ],
    }).items
    expect(answerTo(withTbd, "What was Velvet Comets' last result?")).toBe(
      answerTo(items, "What was Velvet Comets' last result?"),
    )
    expect(answerTo(withTbd, 'How has Velvet Comets been performing recently?')).toContain(
      'newest first: TBD, win, win, loss, win.',
    )
  })

  it('writes dates and times in UTC with the month name', () => {
    const next = faq({
      upcomingMatches: [
        {
          matchDate: new Date('2026-05-31T23:30:00-02:00'),
          result: null,
          scoreTeam: null,
          scoreOpponent: null,
          opponentName: null,
          tournamentName: null,
        },
      ],
    })
    expect(answerTo(next.items, 'When does Velvet Comets play next?')).toBe(
      "Velvet Comets' next scheduled match is on June 1, 2026 at 01:30 UTC.",
    )
  })

  it('uses the possessive of a name ending in s or not, and lists at most five tournaments', () => {
    const kestrel = faq({
      teamName: 'Kestrel Nine',
      recentMatches: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter, i) => ({
        ...team.recentMatches[0]!,
        matchDate: new Date(Date.UTC(2026, 4, 20 - i)),
        tournamentName: `Cup ${letter}`,
      })),
    }).items
    expect(answerTo(kestrel, 'Who plays for Kestrel Nine?')).toMatch(/^Kestrel Nine's active roster/)
    expect(answerTo(kestrel, 'Which tournaments has Kestrel Nine played recently?')).toBe(
      'Over their last 7 matches, Kestrel Nine have played in Cup A, Cup B, Cup C, Cup D, Cup E and 2 others.',
    )
  })

  it('is deterministic and within the schemas, and the local engine resolves to it', async () => {
    const first = faq()
    expect(generateTeamFaqLocally(withDates(team))).toEqual(first)
    expect(TeamFaqResultSchema.parse(first)).toEqual(first)
    for (const item of first.items) expect(FaqItemSchema.parse(item)).toEqual(item)
    await expect(localEngine.generateTeamFaq(team)).resolves.toEqual(first)
  })

  it('gives every team of the bundled data set 5 to 8 items', () => {
    const data = loadBundledPandaScore('fixtures/pandascore', new Date('2026-11-20T00:00:00Z'))
    expect(data.teams.length).toBeGreaterThan(10)
    for (const row of data.teams) {
      const fact = (m: (typeof data.teamMatches)[number]): TeamMatchFact => ({
        matchDate: new Date(m.matchDate),
        result: m.result === 'win' || m.result === 'loss' || m.result === 'draw' ? m.result : null,
        scoreTeam: m.scoreTeam ?? null,
        scoreOpponent: m.scoreOpponent ?? null,
        opponentName: m.opponentName ?? null,
        tournamentName: m.tournamentName ?? null,
      })
      const own = data.teamMatches.filter((m) => m.teamId === row.id)
      const byDate = (a: TeamMatchFact, b: TeamMatchFact) => a.matchDate.getTime() - b.matchDate.getTime()
      const result = generateTeamFaqLocally({
        teamId: row.id!,
        teamName: row.name,
        acronym: row.acronym ?? null,
        game: row.currentVideogame,
        location: row.location ?? null,
        tier: row.tier ?? 'unknown',
        players: data.players
          .filter((p) => p.teamId === row.id)
          .map((p) => ({
            name: p.name,
            firstName: p.firstName ?? null,
            lastName: p.lastName ?? null,
            role: p.role ?? null,
            nationality: p.nationality ?? null,
          })),
        recentMatches: own
          .filter((m) => m.isFinished)
          .map(fact)
          .sort((a, b) => byDate(b, a))
          .slice(0, 30),
        upcomingMatches: own
          .filter((m) => !m.isFinished)
          .map(fact)
          .sort(byDate)
          .slice(0, 5),
      })
      expect(TeamFaqResultSchema.safeParse(result).success).toBe(true)
      expect(result.items.length, row.name).toBeGreaterThanOrEqual(5)
      expect(result.items.length, row.name).toBeLessThanOrEqual(8)
    }
  })
})
