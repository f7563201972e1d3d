import { GAME_SLUGS } from './domain/games'
import {
  ArticleListQuerySchema,
  ArticleLookupQuerySchema,
  ArticleSummaryQuerySchema,
  ArticleTagListQuerySchema,
  ListingPageQuerySchema,
} from './schemas/article'
import { FollowedCalendarQuerySchema } from './schemas/calendar'
import { PlayerListQuerySchema, TeamListQuerySchema, TeamMatchesQuerySchema } from './schemas/esports'
import { FollowingQuerySchema } from './schemas/following'
import { EventListQuerySchema, MatchListQuerySchema } from './schemas/matches'
import { SearchQuerySchema } from './schemas/search'
import { TransferListQuerySchema } from './schemas/transfers'

// The query parameters each public GET reads: the one list the server's response cache keys on (a parameter no
// route reads, such as utm_source or fbclid, never makes a new entry). A page or API route that starts reading a
// parameter adds it here; API routes name the schema their validator uses, so the two cannot drift apart.
// Paths are matched whole; `:name` stands for one path segment. A path not listed reads no parameter.

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape)

const PUBLIC_API_QUERY_PARAMS: readonly { path: string; params: readonly string[] }[] = [
  { path: '/api/articles', params: keysOf(ArticleListQuerySchema) },
  { path: '/api/articles/lookup', params: keysOf(ArticleLookupQuerySchema) },
  { path: '/api/articles/:id/summary', params: keysOf(ArticleSummaryQuerySchema) },
  { path: '/api/article-tags', params: keysOf(ArticleTagListQuerySchema) },
  { path: '/api/authors/:slug', params: keysOf(ListingPageQuerySchema) },
  { path: '/api/teams', params: keysOf(TeamListQuerySchema) },
  { path: '/api/teams/:id/matches', params: keysOf(TeamMatchesQuerySchema) },
  { path: '/api/players', params: keysOf(PlayerListQuerySchema) },
  { path: '/api/matches', params: keysOf(MatchListQuerySchema) },
  { path: '/api/events', params: keysOf(EventListQuerySchema) },
  { path: '/api/search', params: keysOf(SearchQuerySchema) },
  { path: '/api/following', params: keysOf(FollowingQuerySchema) },
  { path: '/api/transfers', params: keysOf(TransferListQuerySchema) },
]

const ROUTE_QUERY_PARAMS: readonly { path: string; params: readonly string[] }[] = [
  // Pages (src/web/router.tsx). The chat takes its first question from the address (§2.14: questionFromSearch).
  { path: '/chat', params: ['question', 'q'] },
  { path: '/search', params: ['q'] },
  // News listings and the author page are paged (?page=2: links that work without JavaScript).
  ...[
    '/news',
    '/news/:game',
    '/news/:game/:tag',
    '/news/articles-latest',
    '/news/articles-latest/:game',
    '/news/articles-latest/:game/:tag',
  ].map((path) => ({ path, params: keysOf(ListingPageQuerySchema) })),
  { path: '/author/:slug', params: keysOf(ListingPageQuerySchema) },
  // Issue #14: the matches page filters by tier and pages its results (?tier=tier-1&cursor=…, links without JS).
  ...['/matches', ...GAME_SLUGS.map((game) => `/${game}/matches`)].map((path) => ({
    path,
    params: ['tier', 'cursor'],
  })),
  // Issue #18: the transfers page filters by team and days and pages (?team=…&from=…&to=…&cursor=…, without JS).
  ...['/transfers', ...GAME_SLUGS.map((game) => `/${game}/transfers`)].map((path) => ({
    path,
    params: ['team', 'from', 'to', 'cursor'],
  })),
  // Issue #18: the followed teams' calendar (?teams=cs2:slug,…): each set is its own calendar.
  { path: '/calendar.ics', params: keysOf(FollowedCalendarQuerySchema) },
  // The public API (src/server/routes/public), at its versioned paths and their /api aliases (decision 033).
  ...PUBLIC_API_QUERY_PARAMS.flatMap((route) => [
    route,
    { ...route, path: route.path.replace(/^\/api/, '/api/v1') },
  ]),
]

const compiled = ROUTE_QUERY_PARAMS.map((route) => ({
  pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/gi, '[^/]+')}$`),
  params: new Set(route.params),
}))

/** The parameters the route at `pathname` reads (none for a path not listed). */
function queryParamsOf(pathname: string): ReadonlySet<string> {
  return compiled.find((route) => route.pattern.test(pathname))?.params ?? new Set()
}

/**
 * The query string as the route at `pathname` reads it: only its own parameters, values trimmed, repeated pairs
 * once, sorted; '' when none is left. Two addresses with the same result show the same answer.
 */
export function normalizedQuery(pathname: string, search: string): string {
  const params = queryParamsOf(pathname)
  if (!params.size || !search) return ''
  const pairs = new Set<string>()
  for (const [name, value] of new URLSearchParams(search)) {
    if (params.has(name)) pairs.add(`${encodeURIComponent(name)}=${encodeURIComponent(value.trim())}`)
  }
  return [...pairs].sort().join('&')
}
