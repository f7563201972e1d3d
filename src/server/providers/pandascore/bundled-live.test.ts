import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GAME_SLUGS } from '#shared/domain/games'
import {
  DEMO_AHEAD_MS,
  DEMO_MAP_MS,
  demoLiveMatches,
  isDemoLiveMatchId,
  loadDemoLiveData,
} from './bundled-live'
import { gameFromVideogame } from './map-rows'
import { MatchSchema, type PandaScoreMatch } from './schemas'

const data = loadDemoLiveData()
const DAY = Date.parse('2026-11-25T00:00:00Z')
const MINUTE = 60_000

function at(ms: number, query?: Parameters<typeof demoLiveMatches>[2]): PandaScoreMatch[] {
  return demoLiveMatches(data, new Date(ms), query).map((record) => MatchSchema.parse(record))
}

const scores = (match: PandaScoreMatch) => (match.results ?? []).map((r) => r.score ?? 0)

describe('the demo live clock', () => {
  it('has a running match in every game at every minute of a day, in the reserved id range', () => {
    for (let t = DAY; t < DAY + 24 * 60 * MINUTE; t += MINUTE) {
      const running = at(t, { until: new Date(t) }).filter((m) => m.status === 'running')
      const games = new Set(running.map((m) => gameFromVideogame(m.videogame, m.videogame_title)))
      expect([...games].sort(), new Date(t).toISOString()).toEqual([...GAME_SLUGS].sort())
      for (const match of running) expect(isDemoLiveMatchId(match.id)).toBe(true)
    }
  })

  it('is the same at the same instant, and its scores only grow until a winner is named', () => {
    expect(at(DAY + 7 * MINUTE)).toEqual(at(DAY + 7 * MINUTE))
    const seen = new Map<number, { score: number[]; status: string }>()
    for (let t = DAY; t < DAY + 3 * 3_600_000; t += 20_000) {
      for (const match of at(t, { finishedSince: new Date(t - MINUTE) })) {
        const before = seen.get(match.id)
        const now = scores(match)
        if (before) {
          expect(now[0]).toBeGreaterThanOrEqual(before.score[0] ?? 0)
          expect(now[1]).toBeGreaterThanOrEqual(before.score[1] ?? 0)
          if (before.status === 'finished') expect(match.status).toBe('finished')
        }
        seen.set(match.id, { score: now, status: match.status })
      }
    }
  })

  it('changes a series score within three minutes of any instant', () => {
    for (let t = DAY; t < DAY + 2 * 3_600_000; t += 37_000) {
      const total = (ms: number) =>
        at(ms, { until: new Date(ms) })
          .filter((m) => gameFromVideogame(m.videogame, m.videogame_title) === 'cs2')
          .map((m) => `${m.id}:${scores(m).join('-')}:${m.status}`)
          .join(' ')
      expect(total(t + 3 * MINUTE)).not.toBe(total(t))
    }
  })

  it('finishes a series with a winner, its games and an end time, and lists the next ones as upcoming', () => {
    const now = DAY + 90 * MINUTE
    const matches = at(now, { finishedSince: new Date(now - 30 * MINUTE) })
    const finished = matches.filter((m) => m.status === 'finished')
    expect(finished.length).toBeGreaterThan(0)
    for (const match of finished) {
      const games = match.games ?? []
      const wins = games.filter((g) => g.winner?.id === match.winner_id).length
      expect(match.winner_id).not.toBeNull()
      expect(match.end_at).not.toBeNull()
      expect(wins).toBe(((match.number_of_games ?? 0) + 1) / 2)
      expect(games.every((g) => g.status === 'finished')).toBe(true)
      expect(Math.max(...scores(match))).toBe(wins)
    }
    const upcoming = matches.filter((m) => m.status === 'not_started')
    const latest = Math.max(...upcoming.map((m) => Date.parse(m.scheduled_at ?? '')))
    expect(latest).toBeGreaterThan(now + DEMO_AHEAD_MS - 10 * DEMO_MAP_MS)
    expect(latest).toBeLessThan(now + DEMO_AHEAD_MS)
    for (const match of upcoming) expect(scores(match)).toEqual([0, 0])
  })

  it('plays the showmatch teams of each game in their own event, never the bundled teams', () => {
    const bundled = new Set(
      (JSON.parse(readFileSync('fixtures/pandascore/teams.json', 'utf8')) as { id: number }[]).map(
        (t) => t.id,
      ),
    )
    for (const match of at(DAY)) {
      expect(match.opponents.some((o) => bundled.has(o.opponent.id))).toBe(false)
      const game = gameFromVideogame(match.videogame, match.videogame_title)
      const ids = new Set(data.teams[game ?? 'cs2'].map((team) => team.id))
      expect(match.opponents.map((o) => ids.has(o.opponent.id))).toEqual([true, true])
      expect(match.opponents[0]?.opponent.id).not.toBe(match.opponents[1]?.opponent.id)
      expect(match.tournament.name).toBe('Rolling Showmatches')
    }
  })
})
