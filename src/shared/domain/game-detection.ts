import { type ArticleGameKey, articleGameKeyOf } from './article-game'
import type { GameSlug } from './games'
import { keywordPattern, literalKeywordPattern } from './text-match'

// All keyword matching here is whole-word (see text-match.ts): "lol" does not fire on "lollipop", "esl"
// not on "tesla", "ti" not on "time", "blast" not on "blasted". A word that is also an everyday word
// ("LOL", "a blast") still matches; the ordering and the two-group rule below are what limit that.

// ---------------------------------------------------------------------------------------------------------
// §2.8 article detail: the breadcrumb's game (its names and the tags beside it are in article-game.ts).

// §2.8 ordered keywords, first match wins. The spelled-out names "dota 2" and "league of legends" are
// accepted beside "dota2" and "lol" because headlines usually spell the game that way.
const ARTICLE_GAME_RULES: readonly { key: ArticleGameKey; pattern: RegExp }[] = [
  { key: 'apex', pattern: literalKeywordPattern(['apex']) },
  { key: 'valorant', pattern: literalKeywordPattern(['valorant', 'vct']) },
  { key: 'cs2', pattern: literalKeywordPattern(['cs2', 'counter-strike', 'blast', 'iem', 'esl', 'pgl']) },
  { key: 'lol', pattern: literalKeywordPattern(['lol', 'league of legends', 'lec', 'lcs']) },
  { key: 'dota2', pattern: literalKeywordPattern(['dota2', 'dota 2', 'the international']) },
]

interface ArticleGameInput {
  title: string
  content?: string | null
  game?: string | null
}

/**
 * §2.8: the first keyword group found in title plus content, else the article's game lowercased
 * (a known spelling of a §2.8 game, e.g. "Dota 2", becomes its key). The result is a key such as "cs2";
 * an unknown game comes back as its lowercased name, e.g. "overwatch" or "esports".
 */
export function detectArticleGame(article: ArticleGameInput): string {
  const text = `${article.title} ${article.content ?? ''}`
  const rule = ARTICLE_GAME_RULES.find(({ pattern }) => pattern.test(text))
  if (rule) return rule.key
  // §3: an article without a game is "Esports".
  const game = article.game?.trim() || 'Esports'
  return articleGameKeyOf(game) ?? game.toLowerCase()
}

// ---------------------------------------------------------------------------------------------------------
// §9 RSS import: game of an imported item.

export const RSS_GAMES = ['CS2', 'LoL', 'Valorant', 'Dota 2', 'Esports'] as const
export type RssGame = (typeof RSS_GAMES)[number]

// §9 RSS import keywords, in order. "ti" may carry its edition number ("TI13"), so "ti13" counts and
// "time" or "tie" do not; "dota" likewise covers "dota2".
const RSS_GAME_RULES: readonly { game: RssGame; pattern: RegExp }[] = [
  { game: 'CS2', pattern: literalKeywordPattern(['counter-strike', 'cs2', 'cs:go']) },
  { game: 'LoL', pattern: literalKeywordPattern(['league of legends', 'lol', 'worlds']) },
  { game: 'Valorant', pattern: literalKeywordPattern(['valorant']) },
  { game: 'Dota 2', pattern: keywordPattern(['dota\\d*', 'the\\s+international', 'ti\\d*']) },
]

/** §9 RSS import: the game label from an item's title and description, else "Esports". */
export function detectRssGame(title: string, description: string): RssGame {
  const text = `${title} ${description}`
  return RSS_GAME_RULES.find(({ pattern }) => pattern.test(text))?.game ?? 'Esports'
}

const RSS_GAME_SLUGS: Readonly<Record<RssGame, GameSlug | undefined>> = {
  CS2: 'cs2',
  LoL: 'lol',
  Valorant: 'valorant',
  'Dota 2': 'dota2',
  Esports: undefined,
}

/** The route game of an RSS game label; "Esports" has none. */
export function rssGameSlug(game: RssGame): GameSlug | undefined {
  return RSS_GAME_SLUGS[game]
}

// ---------------------------------------------------------------------------------------------------------
// §9 in-browser fallback: a game is detected when at least 2 of its keyword groups match.

export const FALLBACK_GAME_KEYS = ['apex', 'cs2', 'valorant', 'lol', 'dota2', 'overwatch'] as const
export type FallbackGameKey = (typeof FALLBACK_GAME_KEYS)[number]

/**
 * Keyword groups per game: the game's name, its competitions, its map or mode vocabulary and its
 * characters or gear. Words shared between games ("major", "masters", "pro league", "challengers",
 * "ancient", "mirage", "carry", "riot") and common English words that double as agent or hero names ("sage", "omen", "mercy", "dire") are
 * left out, so one group can only be hit by that game's own vocabulary.
 */
export const GAME_KEYWORD_GROUPS: Readonly<Record<FallbackGameKey, readonly (readonly string[])[]>> = {
  apex: [
    ['apex', 'apex legends'],
    ['algs', 'apex legends global series'],
    ['battle royale', 'respawn entertainment', 'ring', 'final circle'],
    ['wraith', 'bloodhound', 'pathfinder', 'lifeline', 'bangalore', 'gibraltar', 'wattson', 'valkyrie'],
  ],
  cs2: [
    ['cs2', 'counter-strike', 'counter-strike 2', 'cs:go', 'csgo'],
    ['iem', 'esl pro league', 'blast', 'blast premier', 'pgl', 'cct', 'perfect world'],
    ['dust2', 'dust 2', 'inferno', 'nuke', 'overpass', 'vertigo', 'anubis'],
    [
      'awp',
      'ak-47',
      'm4a1-s',
      'm4a4',
      'counter-terrorist',
      'counter-terrorists',
      'eco round',
      'clutch round',
    ],
  ],
  valorant: [
    ['valorant'],
    ['vct', 'valorant champions tour', 'valorant champions', 'game changers'],
    ['ascent', 'icebox', 'fracture', 'lotus', 'sunset', 'abyss', 'pearl'],
    ['jett', 'reyna', 'sova', 'killjoy', 'cypher', 'brimstone', 'skye', 'yoru', 'astra', 'kay/o', 'gekko'],
  ],
  lol: [
    ['league of legends', 'lol'],
    ['lck', 'lpl', 'lec', 'lcs', 'lta', 'msi', 'worlds', 'mid-season invitational'],
    ["summoner's rift", 'baron', 'nashor', 'elder dragon', 'dragon soul', 'rift herald', 'nexus'],
    ['jungler', 'top laner', 'mid laner', 'adc', 'bot lane'],
  ],
  dota2: [
    ['dota', 'dota 2', 'dota2'],
    ['the international', 'ti', 'dpc', 'riyadh masters', 'dreamleague', 'esl one'],
    ['roshan', 'aegis', 'radiant', 'barracks', 'courier'],
    ['offlaner', 'position 1', 'pos 1', 'rampage'],
  ],
  overwatch: [
    ['overwatch', 'overwatch 2', 'ow2'],
    ['overwatch league', 'owl', 'owcs', 'overwatch champions series', 'contenders'],
    ['payload', 'escort map', 'hybrid map', 'control map', 'push map'],
    ['tracer', 'genji', 'reinhardt', 'd.va', 'widowmaker', 'zenyatta', 'kiriko', 'lucio', 'hanzo'],
  ],
}

const GROUP_PATTERNS = FALLBACK_GAME_KEYS.map((game) => ({
  game,
  groups: GAME_KEYWORD_GROUPS[game].map((group) => literalKeywordPattern(group)),
}))

// §9: single fallback keywords, used when no game reaches two groups.
const SINGLE_KEYWORDS: readonly { game: FallbackGameKey; pattern: RegExp }[] = [
  { game: 'apex', pattern: literalKeywordPattern(['algs']) },
  { game: 'cs2', pattern: literalKeywordPattern(['blast open']) },
  { game: 'valorant', pattern: literalKeywordPattern(['vct']) },
]

/**
 * §9: the game whose keyword groups match at least twice; when several do, the one with the most
 * groups matched (ties in the order apex, cs2, valorant, lol, dota2, overwatch). Without one, the single
 * fallback keywords algs → apex, blast open → cs2, vct → valorant. Otherwise undefined.
 */
export function detectGameByKeywordGroups(text: string): FallbackGameKey | undefined {
  let best: { game: FallbackGameKey; hits: number } | undefined
  for (const { game, groups } of GROUP_PATTERNS) {
    const hits = groups.filter((pattern) => pattern.test(text)).length
    if (hits >= 2 && (!best || hits > best.hits)) best = { game, hits }
  }
  return best?.game ?? SINGLE_KEYWORDS.find(({ pattern }) => pattern.test(text))?.game
}
