import { detectArticleGame } from '../game-detection'

// The game-detection headline tables: our own (game-headlines.json, the one the evidence is tuned on) and the
// blind set written without reading the rules (game-headlines-blind.json, never tuned on).

export interface GameHeadline {
  title: string
  /** A standfirst or first paragraph, read as the article's content. */
  summary?: string
  /** The §2.8 key the breadcrumb should show: apex, valorant, cs2, lol, dota2, overwatch or esports. */
  game: string
}

export const OWN_HEADLINES = new URL('./game-headlines.json', import.meta.url)
export const BLIND_HEADLINES = new URL('./game-headlines-blind.json', import.meta.url)

/** A headline table from its JSON text (the callers read the file: src/shared has no file system). */
export function parseHeadlines(json: string): GameHeadline[] {
  return JSON.parse(json) as GameHeadline[]
}

/** The breadcrumb's game for a headline filed under no game ("Esports"), as a fresh feed entry is. */
export function headlineGame(headline: GameHeadline): string {
  return detectArticleGame({ title: headline.title, content: headline.summary ?? '', game: 'Esports' })
}

export interface HeadlineScore {
  right: number
  total: number
  misses: { title: string; expected: string; got: string }[]
}

export function scoreHeadlines(
  headlines: readonly GameHeadline[],
  detect: (headline: GameHeadline) => string = headlineGame,
): HeadlineScore {
  const misses = headlines
    .map((h) => ({ title: h.title, expected: h.game, got: detect(h) }))
    .filter((m) => m.got !== m.expected)
  return { right: headlines.length - misses.length, total: headlines.length, misses }
}
