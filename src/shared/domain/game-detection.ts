import { articleGameKeyOf } from './article-game'
import type { GameSlug } from './games'
import { EVIDENCE_GAMES, type EvidenceGame, GAME_EVIDENCE, WEIGHT } from './game-evidence'
import { literalKeywordPattern } from './text-match'

// All keyword matching here is whole-word (see text-match.ts): "lol" does not fire on "lollipop", "esl"
// not on "tesla", "ti" not on "time", "blast" not on "blasted". A word that is also an everyday word
// ("LOL", "a blast") still matches; the weights (and, in the fallback, the two-group rule) are what limit that.

// ---------------------------------------------------------------------------------------------------------
// One detection for the article page (§2.8 breadcrumb) and the ingestion (§9 RSS import): a story names its
// game from its strongest evidence. Each game's evidence (game-evidence.ts) is scored, title words counting
// twice, and the highest score wins. This replaces §2.8's and §9's "first keyword found wins" order, which let a
// bare organiser name ("ESL One", "PGL Wallachia") in a Dota 2 story make the breadcrumb say CS2 (decision 026).

const TITLE_FACTOR = 2
/** The weight of the game the story is already filed under (its stored game, or its feed's game). */
const PRIOR_WEIGHT = 3

interface EvidenceTerm {
  game: EvidenceGame
  weight: number
  pattern: RegExp
  size: number
  /** The fragment's first word, when it is a plain word: the term cannot match a text without it. */
  firstWord?: string
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u

// Whole words (no letter or digit glued on either side); a space in a fragment matches any run of whitespace.
function evidencePattern(fragment: string): RegExp {
  const exactCase = fragment.startsWith('=')
  const body = (exactCase ? fragment.slice(1) : fragment).replace(/ /g, '\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, exactCase ? 'gu' : 'giu')
}

// Longest first, so a longer name consumes the words inside it ("ESL One" before "ESL").
const EVIDENCE_TERMS: readonly EvidenceTerm[] = EVIDENCE_GAMES.flatMap((game) =>
  (Object.keys(WEIGHT) as (keyof typeof WEIGHT)[]).flatMap((level) =>
    (GAME_EVIDENCE[game][level] ?? []).map((fragment) => ({
      game,
      weight: WEIGHT[level],
      pattern: evidencePattern(fragment),
      size: fragment.length,
      firstWord: /^=?[\p{L}\p{N}]+(?:$|[ -])/u.test(fragment)
        ? fragment.replace(/^=/, '').split(WORD_SPLIT)[0]!.toLowerCase()
        : undefined,
    })),
  ),
).sort((a, b) => b.size - a.size)

export type GameScores = Record<EvidenceGame, number>

function addEvidence(scores: GameScores, text: string, factor: number): void {
  // Most terms are skipped by a look-up of their first word, which keeps a long article to a fraction of a
  // millisecond rather than some 400 regex passes.
  const words = new Set(text.toLowerCase().split(WORD_SPLIT))
  let rest = text
  for (const term of EVIDENCE_TERMS) {
    if (term.firstWord !== undefined && !words.has(term.firstWord)) continue
    let hit = false
    rest = rest.replace(term.pattern, (match) => {
      hit = true
      return ' '.repeat(match.length)
    })
    if (hit) scores[term.game] += term.weight * factor
  }
}

/** Markup is not evidence: tags (with their URLs and class names) are dropped before the words are read. */
function markupFree(text: string): string {
  return text.replace(/<[^>]*>/g, ' ')
}

// The names a stored game or a feed's game may have for a game with evidence.
function priorGame(name: string | null | undefined): EvidenceGame | undefined {
  if (!name) return undefined
  const key = articleGameKeyOf(name) ?? name.trim().toLowerCase().replace(/\s+2$/, '')
  return (EVIDENCE_GAMES as readonly string[]).includes(key) ? (key as EvidenceGame) : undefined
}

export interface StoryText {
  title: string
  /** Summary and/or content; HTML is read as its text. */
  body?: string | null
  /** The game the story is filed under already (stored article game, feed game); weak evidence. */
  filedUnder?: string | null
}

/** Each game's evidence score for a story. */
export function gameEvidenceScores(story: StoryText): GameScores {
  const scores = Object.fromEntries(EVIDENCE_GAMES.map((game) => [game, 0])) as GameScores
  addEvidence(scores, markupFree(story.title), TITLE_FACTOR)
  if (story.body) addEvidence(scores, markupFree(story.body), 1)
  const prior = priorGame(story.filedUnder)
  if (prior) scores[prior] += PRIOR_WEIGHT
  return scores
}

/**
 * The story's game: the highest evidence score (ties in the order apex, valorant, cs2, lol, dota2, overwatch);
 * undefined when nothing in it names a game.
 */
export function detectStoryGame(story: StoryText): EvidenceGame | undefined {
  const scores = gameEvidenceScores(story)
  let best: EvidenceGame | undefined
  for (const game of EVIDENCE_GAMES) if (scores[game] > (best ? scores[best] : 0)) best = game
  return best
}

// ---------------------------------------------------------------------------------------------------------
// §2.8 article detail: the breadcrumb's game (its names and the tags beside it are in article-game.ts).

interface ArticleGameInput {
  title: string
  content?: string | null
  game?: string | null
}

/**
 * §2.8: the game with the strongest evidence in title plus content (the stored game counting as weak
 * evidence), else the article's game lowercased (a known spelling of a §2.8 game, e.g. "Dota 2", becomes its
 * key). The result is a key such as "cs2"; "overwatch" for an Overwatch story; an unknown game comes back as its
 * lowercased name, e.g. "esports". Computed when an article is written and stored as `detected_game`.
 */
export function detectArticleGame(article: ArticleGameInput): string {
  const found = detectStoryGame({ title: article.title, body: article.content, filedUnder: article.game })
  if (found) return found
  // §3: an article without a game is "Esports".
  const game = article.game?.trim() || 'Esports'
  return articleGameKeyOf(game) ?? game.toLowerCase()
}

// ---------------------------------------------------------------------------------------------------------
// §9 RSS import: game of an imported item.

export const RSS_GAMES = ['CS2', 'LoL', 'Valorant', 'Dota 2', 'Esports'] as const
export type RssGame = (typeof RSS_GAMES)[number]

// Apex Legends and Overwatch have no route: their stories are filed as "Esports".
const EVIDENCE_RSS_GAMES: Readonly<Record<EvidenceGame, RssGame>> = {
  cs2: 'CS2',
  lol: 'LoL',
  valorant: 'Valorant',
  dota2: 'Dota 2',
  apex: 'Esports',
  overwatch: 'Esports',
}

/**
 * §9 RSS import: the game label of an item from its title and description (and its feed's game, as weak
 * evidence), by the same evidence as the article page; "Esports" when nothing names a game.
 */
export function detectRssGame(title: string, description: string, feedGame?: string | null): RssGame {
  const found = detectStoryGame({ title, body: description, filedUnder: feedGame })
  return found ? EVIDENCE_RSS_GAMES[found] : 'Esports'
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
