import { GAME_SLUGS, type GameSlug } from '#shared/domain/games'
import { articleQueries, getArticlesByGame } from '../api/get-articles'

// §2.3/§9: five reads, the latest 20 and 6 per game (3 shown), each settled on its own.
const LATEST_LIMIT = 20
const PER_GAME_LIMIT = 6
export const PER_GAME_SHOWN = 3
export const SIDE_LIST_COUNT = 4
export const HIGHLIGHT_COUNT = 4

// Top Stories and Recent Highlights both show the first five of the latest (featured + 4) as whole cards.
export const latestQuery = articleQueries.list(
  { limit: LATEST_LIMIT },
  { shown: 1 + Math.max(SIDE_LIST_COUNT, HIGHLIGHT_COUNT) },
)
export const gameQuery = (game: GameSlug) =>
  articleQueries.list({ game, limit: PER_GAME_LIMIT }, { shown: PER_GAME_SHOWN })

/**
 * The home page's reads: the latest stories, which it needs, and one per game, each of which may fail alone (in
 * the browser). The server reads the four games' lists in one statement (decision 043) and fills each game's
 * query from it: the same keys and answers as four reads, one round trip.
 */
export function homeReads() {
  if (!import.meta.env.SSR) return { needed: [latestQuery], optional: GAME_SLUGS.map(gameQuery) }
  let lists: ReturnType<typeof getArticlesByGame> | undefined
  const byGame = () => (lists ??= getArticlesByGame(GAME_SLUGS, PER_GAME_LIMIT))
  const optional = GAME_SLUGS.map((game) => ({
    ...gameQuery(game),
    queryFn: async () => {
      const list = (await byGame()).games[game]
      if (!list) throw new Error(`no list of ${game} in the answer`)
      return list
    },
  }))
  return { needed: [latestQuery], optional }
}
