import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { articleGameKeyOf } from './article-game'
import { detectRssGame, rssGameSlug } from './game-detection'
import {
  BLIND_HEADLINES,
  OWN_HEADLINES,
  headlineGame,
  parseHeadlines,
  scoreHeadlines,
} from './testdata/game-headlines'

// Real-world headlines (written by us, about real competitions, teams and players) with the game a reader
// would name. bench/game-detection.ts prints the same score with the misses.
const own = parseHeadlines(readFileSync(OWN_HEADLINES, 'utf8'))
const ownScore = scoreHeadlines(own)

describe(`game detection on real names: own table ${ownScore.right}/${ownScore.total}`, () => {
  it('has at least 80 headlines across the games', () => {
    expect(own.length).toBeGreaterThanOrEqual(80)
    const games = new Set(own.map((h) => h.game))
    for (const game of ['lol', 'dota2', 'valorant', 'cs2', 'apex', 'overwatch', 'esports']) {
      expect(games, game).toContain(game)
    }
  })

  it.each(own.map((h) => [h.title, h.game, h] as const))('"%s" → %s', (_title, game, headline) => {
    expect(headlineGame(headline)).toBe(game)
  })

  it('files each headline in the ingestion under the game its page shows (Apex, Overwatch: Esports)', () => {
    for (const headline of own) {
      const filed = rssGameSlug(detectRssGame(headline.title, headline.summary ?? ''))
      const shown = articleGameKeyOf(headlineGame(headline))
      const routed = shown === 'apex' ? undefined : shown
      expect(filed, headline.title).toBe(routed)
    }
  })
})

// The blind set was written by someone who had not read the rules; it is scored, never tuned on.
describe.runIf(existsSync(BLIND_HEADLINES))('game detection on real names: blind set', () => {
  const blind = existsSync(BLIND_HEADLINES) ? parseHeadlines(readFileSync(BLIND_HEADLINES, 'utf8')) : []
  const score = scoreHeadlines(blind)
  it(`scores ${score.right}/${score.total} (at least 75%)`, () => {
    expect(score.right / score.total).toBeGreaterThanOrEqual(0.75)
  })
})
