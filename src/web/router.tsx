import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router'
import { GAME_SLUGS } from '#shared/domain/games'
import { RootErrorBoundary, RootLayout } from './routes/root-layout'

/** What a lazily loaded route module exports. Loaders fill the query cache through shared query options. */
interface RouteModule {
  Component?: ComponentType
  loader?: (queryClient: QueryClient) => LoaderFunction
  /** HTTP status the server answers with when this route is the deepest match (e.g. 404). */
  status?: number
  [exportName: string]: unknown
}

export interface RouteHandle {
  status?: number
  /** The route module's source path under src/web, so the server can preload its chunk and styles. */
  module: string
}

// Every screen module, each its own chunk: a page ships only its own code.
const modules = import.meta.glob<RouteModule>('./routes/{public,admin}/*.tsx')

/**
 * The query client the loaders fill: the browser's one, or (server) a function finding the client of the request
 * being rendered, so the server builds its route table and static handler once, not per request.
 */
export type LoaderQueryClient = QueryClient | ((args: LoaderFunctionArgs) => QueryClient)

function boundLoader(
  loader: NonNullable<RouteModule['loader']>,
  queryClient: LoaderQueryClient,
): LoaderFunction {
  if (typeof queryClient !== 'function') return loader(queryClient)
  return (args) => loader(queryClient(args))(args)
}

function page(
  queryClient: LoaderQueryClient,
  module: string,
  component = 'Component',
): Pick<RouteObject, 'lazy'> {
  const load = modules[`./${module}`]
  if (!load) throw new Error(`No route module ${module}`)
  return {
    lazy: async () => {
      const loaded = await load()
      return {
        Component: loaded[component] as ComponentType,
        // A screen may show its own not-found or error text (e.g. "Article not found" with status 404).
        ErrorBoundary: loaded.ErrorBoundary as ComponentType | undefined,
        loader: loaded.loader ? boundLoader(loaded.loader, queryClient) : undefined,
        handle: { status: loaded.status, module } satisfies RouteHandle,
      }
    },
  }
}

// The browser's one route table (spec §2.1).
export function createRoutes(queryClient: LoaderQueryClient): RouteObject[] {
  const p = (module: string, component?: string) => page(queryClient, module, component)
  const admin = (component: string) => p('routes/admin/admin-pages.tsx', component)

  const perGame = GAME_SLUGS.flatMap((game): RouteObject[] => [
    { path: `news/${game}`, ...p('routes/public/news-listing.tsx') },
    { path: `news/${game}/:tag`, ...p('routes/public/news-listing.tsx') },
    { path: game, ...p('routes/public/game-hub.tsx') },
    { path: `${game}/teams`, ...p('routes/public/teams.tsx') },
    { path: `${game}/teams/:teamSlug`, ...p('routes/public/team.tsx') },
    { path: `${game}/players`, ...p('routes/public/players.tsx') },
    { path: `${game}/players/:playerSlug`, ...p('routes/public/player.tsx') },
    { path: `${game}/matches`, ...p('routes/public/matches.tsx') },
    { path: `${game}/matches/:matchSlug`, ...p('routes/public/match.tsx') },
    { path: `${game}/events`, ...p('routes/public/events.tsx') },
    { path: `${game}/events/:eventSlug`, ...p('routes/public/event.tsx') },
    { path: `${game}/transfers`, ...p('routes/public/transfers.tsx') },
  ])

  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { index: true, ...p('routes/public/home.tsx') },
        { path: 'news', ...p('routes/public/news-listing.tsx') },
        { path: 'news/articles-latest', ...p('routes/public/news-listing.tsx') },
        { path: 'news/articles-latest/:game', ...p('routes/public/news-listing.tsx') },
        { path: 'news/articles-latest/:game/:tag', ...p('routes/public/news-listing.tsx') },
        { path: 'news/article/:articleId/:slug?', ...p('routes/public/legacy-article.tsx') },
        { path: 'news/:slug', ...p('routes/public/article.tsx') },
        { path: 'chat', ...p('routes/public/chat.tsx') },
        { path: 'search', ...p('routes/public/search.tsx') },
        { path: 'author/:authorSlug', ...p('routes/public/author.tsx') },
        ...perGame,
        { path: 'teams', ...p('routes/public/teams.tsx') },
        { path: 'players', ...p('routes/public/players.tsx') },
        { path: 'matches', ...p('routes/public/matches.tsx') },
        { path: 'following', ...p('routes/public/following.tsx') },
        { path: 'transfers', ...p('routes/public/transfers.tsx') },
        { path: 'terms', ...p('routes/public/terms.tsx') },
        { path: 'privacy', ...p('routes/public/privacy.tsx') },
        { path: 'contact', ...p('routes/public/contact.tsx') },
        {
          path: 'admin',
          ...p('routes/admin/admin-layout.tsx'),
          children: [
            { index: true, ...admin('AdminDashboardPage') },
            { path: 'articles', ...admin('AdminArticlesPage') },
            { path: 'articles/edit/:id', ...admin('AdminArticleEditPage') },
            { path: 'teams', ...admin('AdminTeamsPage') },
            { path: 'users', ...admin('AdminUsersPage') },
            { path: 'sync', ...admin('AdminSyncPage') },
            { path: 'content-analysis', ...admin('AdminContentAnalysisPage') },
            { path: 'audit', ...admin('AdminAuditPage') },
          ],
        },
        { path: '*', ...p('routes/public/not-found.tsx') },
      ],
    },
  ]
}
