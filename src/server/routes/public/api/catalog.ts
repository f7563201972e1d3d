import type { z } from 'zod'
import {
  ArticleDetailSchema,
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticleLookupQuerySchema,
  ArticleSummaryQuerySchema,
  ArticleSummaryResponseSchema,
  ArticleTagListQuerySchema,
  ArticleTagListSchema,
  AuthorPageSchema,
  ListingPageQuerySchema,
} from '#shared/schemas/article'
import {
  GameHubStatsSchema,
  PlayerDetailSchema,
  PlayerListQuerySchema,
  PlayerListSchema,
  TeamAnalysisSchema,
  TeamDetailSchema,
  TeamFaqSchema,
  TeamListQuerySchema,
  TeamListSchema,
  TeamMatchesQuerySchema,
  TeamMatchListSchema,
} from '#shared/schemas/esports'
import {
  EventDetailSchema,
  EventListQuerySchema,
  EventListSchema,
  MatchDetailSchema,
  MatchListQuerySchema,
  MatchListSchema,
} from '#shared/schemas/matches'
import { FollowingQuerySchema, FollowingSchema } from '#shared/schemas/following'
import { TransferListQuerySchema, TransferListSchema } from '#shared/schemas/transfers'
import { SearchQuerySchema, SearchResultsSchema } from '#shared/schemas/search'
import { ArticleIdParam } from '../articles/articles.routes'
import { AuthorSlugParam } from '../authors/authors.routes'
import { EventParams } from '../esports/events.routes'
import { GameParam } from '../esports/games.routes'
import { MatchParams } from '../esports/matches.routes'
import { PlayerSlugParam } from '../esports/players.routes'
import { TeamIdParam, TeamSlugParam } from '../esports/teams.routes'

// The public read API (decision 033): one line per GET route, naming the zod schemas its validators use and the one
// its answer satisfies. The OpenAPI document and the /api/docs page are made from this table and nothing else;
// tests/public-api.test.ts fails on a public GET route the table lacks and on an answer its schema does not
// describe. Paths are relative to /api/v1 (and to their /api alias), in Hono's `:name` form.

type ObjectSchema = z.ZodObject

export interface ApiOperation {
  path: string
  operationId: string
  tag:
    | 'Articles'
    | 'Teams'
    | 'Players'
    | 'Games'
    | 'Matches'
    | 'Events'
    | 'Search'
    | 'Following'
    | 'Transfers'
  summary: string
  description?: string
  params?: ObjectSchema
  query?: ObjectSchema
  /** Notes on query parameters, by name, for what the schema alone does not say. */
  notes?: Record<string, string>
  response: z.ZodType
  /** The path names something that may not exist: 404 NOT_FOUND. */
  notFound?: boolean
}

const PAGING_NOTES = {
  cursor: "The previous page's nextCursor (Load more). Not with page.",
  page: 'A numbered page, 1 first. Not with cursor.',
}

export const PUBLIC_API: readonly ApiOperation[] = [
  {
    path: '/articles',
    operationId: 'listArticles',
    tag: 'Articles',
    summary: 'Latest articles',
    description: 'Newest first, optionally of one game or tag, a page at a time.',
    query: ArticleListQuerySchema,
    notes: {
      game: 'A game key such as cs2.',
      tag: "A tag's slug.",
      view: 'card: each article as a news card shows it (id, slug, title, summary and insights as plain text, game, imageUrl, tags, publishedAt, spoilers), without its content.',
      ...PAGING_NOTES,
    },
    response: ArticleListSchema,
  },
  {
    path: '/articles/lookup',
    operationId: 'lookupArticle',
    tag: 'Articles',
    summary: 'One article by slug or id',
    query: ArticleLookupQuerySchema,
    notes: { slug: 'Give slug, articleId, or both.' },
    response: ArticleDetailSchema,
    notFound: true,
  },
  {
    path: '/articles/:id/summary',
    operationId: 'getArticleSummary',
    tag: 'Articles',
    summary: "An article's AI summary",
    description: 'Made when the article is written, or once on demand, then served as stored.',
    params: ArticleIdParam,
    query: ArticleSummaryQuerySchema,
    notes: { stored: 'true: the stored summary or 404, never one made now.' },
    response: ArticleSummaryResponseSchema,
    notFound: true,
  },
  {
    path: '/article-tags',
    operationId: 'listArticleTags',
    tag: 'Articles',
    summary: 'Tags and their article counts',
    query: ArticleTagListQuerySchema,
    notes: { game: "With a game, each count is of that game's articles only." },
    response: ArticleTagListSchema,
  },
  {
    path: '/authors/:slug',
    operationId: 'getAuthor',
    tag: 'Articles',
    summary: "An author's profile and articles",
    params: AuthorSlugParam,
    query: ListingPageQuerySchema,
    notes: PAGING_NOTES,
    response: AuthorPageSchema,
    notFound: true,
  },
  {
    path: '/teams',
    operationId: 'listTeams',
    tag: 'Teams',
    summary: 'Teams',
    query: TeamListQuerySchema,
    response: TeamListSchema,
  },
  {
    path: '/teams/by-slug/:slug',
    operationId: 'getTeam',
    tag: 'Teams',
    summary: 'A team, its roster and its rank',
    params: TeamSlugParam,
    response: TeamDetailSchema,
    notFound: true,
  },
  {
    path: '/teams/:id/matches',
    operationId: 'listTeamMatches',
    tag: 'Teams',
    summary: "A team's past or upcoming matches",
    params: TeamIdParam,
    query: TeamMatchesQuerySchema,
    notes: { limit: 'Default 20 past, 5 upcoming.' },
    response: TeamMatchListSchema,
  },
  {
    path: '/teams/:id/analysis',
    operationId: 'getTeamAnalysis',
    tag: 'Teams',
    summary: "A team's current form analysis",
    params: TeamIdParam,
    response: TeamAnalysisSchema,
  },
  {
    path: '/teams/:id/faq',
    operationId: 'getTeamFaq',
    tag: 'Teams',
    summary: "A team's questions and answers",
    params: TeamIdParam,
    response: TeamFaqSchema,
  },
  {
    path: '/players',
    operationId: 'listPlayers',
    tag: 'Players',
    summary: 'Players',
    query: PlayerListQuerySchema,
    response: PlayerListSchema,
  },
  {
    path: '/players/by-slug/:slug',
    operationId: 'getPlayer',
    tag: 'Players',
    summary: 'A player and their stats',
    params: PlayerSlugParam,
    response: PlayerDetailSchema,
    notFound: true,
  },
  {
    path: '/games/:game/stats',
    operationId: 'getGameStats',
    tag: 'Games',
    summary: "A game's counts of teams, players and articles",
    params: GameParam,
    response: GameHubStatsSchema,
  },
  {
    path: '/matches',
    operationId: 'listMatches',
    tag: 'Matches',
    summary: 'Live, upcoming or finished matches',
    description: 'Times are ISO-8601 instants in UTC. Live lists are cached 5 s, upcoming 30 s.',
    query: MatchListQuerySchema,
    notes: { cursor: "The previous page's next." },
    response: MatchListSchema,
  },
  {
    path: '/matches/:game/:slug',
    operationId: 'getMatch',
    tag: 'Matches',
    summary: 'A match: games, streams, head-to-head, form, rosters, news',
    description: 'The slug ends in the PandaScore match id, which alone finds the match.',
    params: MatchParams,
    response: MatchDetailSchema,
    notFound: true,
  },
  {
    path: '/events',
    operationId: 'listEvents',
    tag: 'Events',
    summary: 'Ongoing, upcoming and past events',
    query: EventListQuerySchema,
    response: EventListSchema,
  },
  {
    path: '/events/:game/:slug',
    operationId: 'getEvent',
    tag: 'Events',
    summary: 'An event: stages, standings, brackets, participants',
    description: 'The slug ends in the PandaScore serie id, which alone finds the event.',
    params: EventParams,
    response: EventDetailSchema,
    notFound: true,
  },
  {
    path: '/search',
    operationId: 'search',
    tag: 'Search',
    summary: 'Articles, teams and players matching words',
    query: SearchQuerySchema,
    notes: { q: 'The words; spaces are collapsed. Required.', limit: 'Results per kind.' },
    response: SearchResultsSchema,
  },
  {
    path: '/following',
    operationId: 'getFollowing',
    tag: 'Following',
    summary: 'A followed set of teams and players: their live, next and finished matches and latest stories',
    query: FollowingQuerySchema,
    notes: {
      teams: 'Comma-separated game:slug pairs, such as cs2:cobalt-tide; at most 30.',
      players: 'Comma-separated game:slug pairs; at most 30.',
    },
    response: FollowingSchema,
  },
  {
    path: '/transfers',
    operationId: 'listTransfers',
    tag: 'Transfers',
    summary: 'Roster changes (joined, left, moved) the syncs saw, newest first',
    description:
      'PandaScore has no transfers endpoint: each sync compares the rosters it reads with the stored ones, so a date is the day a change was seen.',
    query: TransferListQuerySchema,
    notes: {
      game: 'A game key such as cs2.',
      team: "A team's slug.",
      player: "A player's slug.",
      from: 'First day, YYYY-MM-DD (UTC).',
      to: 'Last day, YYYY-MM-DD (UTC).',
      cursor: 'The nextCursor of the page before.',
    },
    response: TransferListSchema,
  },
]

/**
 * GET routes under /api that are not part of the public API, and why. Admin and auth routes are left out by their
 * prefix. A new GET route under /api goes in PUBLIC_API or here (the test names one that is in neither).
 */
export const NOT_PUBLIC_API: Readonly<Record<string, string>> = {
  '/api/me': 'Who is signed in: depends on the session cookie.',
  '/api/realtime': "The site's own Server-Sent Events stream of changes, not a JSON answer.",
  '/api/openapi.json': 'This document.',
  '/api/docs': "This document's reference page.",
  '/api/articles/by-game':
    "The home page's per-game lists in one read, for the site's own renderer: /articles?view=card per game.",
  '/api/teams/by-slug/:slug/page':
    "A team page's reads in one, for the site's own renderer: the team's detail, matches, analysis, FAQ and transfers.",
}
