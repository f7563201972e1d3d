// §1/§3 Game: the four games with routes and data, in the order the product lists them.
export const GAME_SLUGS = ['cs2', 'lol', 'dota2', 'valorant'] as const
export type GameSlug = (typeof GAME_SLUGS)[number]

/** §9: default game cs2 (detail pages, sync, links without a game). */
export const DEFAULT_GAME: GameSlug = 'cs2'

export interface Game {
  slug: GameSlug
  /** §3 registry name, e.g. "CS2". */
  name: string
  /** The full title used by the home sections, e.g. "Counter-Strike 2". */
  longName: string
  /** Brand colour as a CSS hex value. */
  color: string
  /** A lucide icon name (kebab-case, as lucide's DynamicIcon takes it). */
  icon: string
  /** §2.9 "About {Game} Esports" text of the game hub. */
  description: string
}

export const GAMES: readonly Game[] = [
  {
    slug: 'cs2',
    name: 'CS2',
    longName: 'Counter-Strike 2',
    color: '#f59e0b',
    icon: 'crosshair',
    description:
      'Counter-Strike 2 is the tactical five-versus-five shooter from Valve. Teams trade rounds on a fixed map pool, managing economy, utility and aim, and the competitive year builds toward two Majors alongside events such as IEM, ESL Pro League, BLAST and PGL.',
  },
  {
    slug: 'lol',
    name: 'League of Legends',
    longName: 'League of Legends',
    color: '#0ea5e9',
    icon: 'swords',
    description:
      "League of Legends is Riot Games' five-versus-five MOBA played on Summoner's Rift. Regional leagues such as the LCK, LPL, LEC and LTA feed international events, with the Mid-Season Invitational and the World Championship at the top of the calendar.",
  },
  {
    slug: 'dota2',
    name: 'Dota 2',
    longName: 'Dota 2',
    color: '#dc2626',
    icon: 'shield',
    description:
      'Dota 2 is the five-versus-five MOBA from Valve, known for its deep hero pool and long, strategic matches. Open and invitational tournaments run all year, and The International remains the most prestigious title in the game.',
  },
  {
    slug: 'valorant',
    name: 'Valorant',
    longName: 'Valorant',
    color: '#f43f5e',
    icon: 'target',
    description:
      "Valorant is Riot Games' tactical shooter where agents' abilities meet precise gunplay. The Valorant Champions Tour links regional leagues to international Masters events and to Champions, the season's final tournament.",
  },
]

export function isGameSlug(value: unknown): value is GameSlug {
  return typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value)
}

export function getGame(slug: GameSlug): Game
export function getGame(slug: string | null | undefined): Game | undefined
export function getGame(slug: string | null | undefined): Game | undefined {
  return GAMES.find((game) => game.slug === slug)
}

/** §3 registry name: cs2 "CS2", lol "League of Legends", dota2 "Dota 2", valorant "Valorant". */
export function gameDisplayName(slug: GameSlug): string {
  return getGame(slug).name
}

/** §2.3 home section titles: Counter-Strike 2, League of Legends, Dota 2, Valorant. */
export function gameLongName(slug: GameSlug): string {
  return getGame(slug).longName
}

// §9 fallback name table; display names differ by place (CS2 vs Counter-Strike 2, Valorant vs VALORANT).
const FALLBACK_NAMES: Readonly<Record<string, string>> = {
  apex: 'Apex Legends',
  cs2: 'Counter-Strike 2',
  valorant: 'VALORANT',
  lol: 'League of Legends',
  dota2: 'Dota 2',
  overwatch: 'Overwatch',
}
const FALLBACK_DEFAULT_NAME = 'Esports'

/** §9 fallback name table, looked up case-insensitively; anything else is "Esports". */
export function gameFallbackName(key: string | null | undefined): string {
  return FALLBACK_NAMES[(key ?? '').trim().toLowerCase()] ?? FALLBACK_DEFAULT_NAME
}

/**
 * §2.9 game resolution from a path: a segment equal to a game slug (the path contains "/cs2/" or ends
 * with "/cs2"). The first such segment wins, so "/news/cs2/lol" (the CS2 listing of the "lol" tag) is cs2.
 */
export function gameFromPath(pathname: string): GameSlug | undefined {
  return pathname.split('/').slice(1).find(isGameSlug)
}

/** §2.9/§5: the route value when it is one of the four, else the game in the path, else the fallback. */
export function resolveRouteGame(
  param: string | null | undefined,
  pathname: string,
  fallback: GameSlug,
): GameSlug
export function resolveRouteGame(
  param: string | null | undefined,
  pathname: string,
  fallback?: GameSlug,
): GameSlug | undefined
export function resolveRouteGame(
  param: string | null | undefined,
  pathname: string,
  fallback?: GameSlug,
): GameSlug | undefined {
  if (isGameSlug(param)) return param
  return gameFromPath(pathname) ?? fallback
}

/** §5: article game choices of the edit form; the stored article game is the choice itself. */
export const ARTICLE_GAME_CHOICES = [
  'CS2',
  'LoL',
  'Dota 2',
  'Valorant',
  'Overwatch',
  'Rocket League',
  'Apex Legends',
] as const

interface GameFilterChoice {
  value: string
  label: string
}

export const ALL_GAMES_FILTER = 'all'

/** §2.19/§5: admin article list game filter: all, CS2, Valorant, LoL (shown as League of Legends), Dota 2. */
export const ADMIN_ARTICLE_GAME_FILTERS: readonly GameFilterChoice[] = [
  { value: ALL_GAMES_FILTER, label: 'All Games' },
  { value: 'CS2', label: 'CS2' },
  { value: 'Valorant', label: 'Valorant' },
  { value: 'LoL', label: 'League of Legends' },
  { value: 'Dota 2', label: 'Dota 2' },
]

/** Whether an article's stored game passes the admin list game filter. */
export function matchesAdminGameFilter(articleGame: string | null | undefined, filter: string): boolean {
  if (filter === ALL_GAMES_FILTER) return true
  // Stored games come from feeds, the AI rewrite and the edit form, so letter case is not reliable.
  return (articleGame ?? '').trim().toLowerCase() === filter.toLowerCase()
}
