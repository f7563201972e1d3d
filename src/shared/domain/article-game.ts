import { gameFallbackName } from './games'

// §2.8 article detail: the detected game's key, its name and the tags shown beside it. Detection itself
// (game-detection.ts) runs on the server; the API sends its result as the article's `detectedGame`.

export const ARTICLE_GAME_KEYS = ['apex', 'valorant', 'cs2', 'lol', 'dota2'] as const
export type ArticleGameKey = (typeof ARTICLE_GAME_KEYS)[number]

/** §2.8 display names of the detected game. */
const ARTICLE_GAME_NAMES: Readonly<Record<ArticleGameKey, string>> = {
  apex: 'Apex Legends',
  valorant: 'Valorant',
  cs2: 'CS2',
  lol: 'League of Legends',
  dota2: 'Dota 2',
}

// Names a stored article game or a tag may use for a §2.8 game; "Dota 2" lowercased would otherwise be
// "dota 2", which is neither a key nor a route.
const GAME_ALIASES: Readonly<Record<string, ArticleGameKey>> = {
  apex: 'apex',
  'apex legends': 'apex',
  'apex-legends': 'apex',
  valorant: 'valorant',
  cs2: 'cs2',
  'counter-strike': 'cs2',
  'counter-strike 2': 'cs2',
  'counter-strike-2': 'cs2',
  'cs:go': 'cs2',
  csgo: 'cs2',
  lol: 'lol',
  'league of legends': 'lol',
  'league-of-legends': 'lol',
  dota2: 'dota2',
  'dota 2': 'dota2',
  'dota-2': 'dota2',
}

export function articleGameKeyOf(name: string): ArticleGameKey | undefined {
  return GAME_ALIASES[name.trim().toLowerCase().replace(/\s+/g, ' ')]
}

function isArticleGameKey(key: string): key is ArticleGameKey {
  return (ARTICLE_GAME_KEYS as readonly string[]).includes(key)
}

/** §2.8 display name of a detected game; other keys use the §9 fallback table ("Overwatch", else "Esports"). */
export function articleGameName(key: string): string {
  return isArticleGameKey(key) ? ARTICLE_GAME_NAMES[key] : gameFallbackName(key)
}

/**
 * §2.8 last bullet: tags naming a game are dropped unless they name the detected game; the detected
 * game's name is put first when no tag names it. Other tags keep their order and spelling.
 * A second tag naming the detected game (e.g. "cs2" and "counter-strike-2") is dropped as a repeat.
 */
export function articleDisplayTags(tags: readonly string[], detectedGame: string): string[] {
  const detected = isArticleGameKey(detectedGame) ? detectedGame : undefined
  let hasDetected = false
  const kept: string[] = []
  for (const tag of tags) {
    const game = articleGameKeyOf(tag)
    if (!game) {
      kept.push(tag)
    } else if (game === detected && !hasDetected) {
      hasDetected = true
      kept.push(tag)
    }
  }
  return detected && !hasDetected ? [ARTICLE_GAME_NAMES[detected], ...kept] : kept
}
