import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router'
import { GAME_SLUGS } from '../shared/domain/games'
import { RootLayout, RootErrorBoundary } from './routes/root-layout'

/** What a lazily loaded route module exports. Loaders fill the query cache through shared query options. */
export interface RouteModule {
  Component: ComponentType
  loader?: (queryClient: QueryClient) => LoaderFunction
  /** HTTP status the server answers with when this route is the deepest match (e.g. 404). */
  status?: number
}

export interface RouteHandle {
  status?: number
}

function page(load: () => Promise<RouteModule>, queryClient: QueryClient): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load()
      return {
        Component: module.Component,
        loader: module.loader ? module.loader(queryClient) : undefined,
        handle: { status: module.status } satisfies RouteHandle,
      }
    },
  }
}

// The browser's one route table (spec §2.1). Screens load lazily so each page ships only its own code.
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const p = (load: () => Promise<RouteModule>) => page(load, queryClient)
  const home = () => import('./routes/public/home')
  const newsListing = () => import('./routes/public/news-listing')
  const article = () => import('./routes/public/article')
  const gameHub = () => import('./routes/public/game-hub')
  const teams = () => import('./routes/public/teams')
  const team = () => import('./routes/public/team')
  const players = () => import('./routes/public/players')
  const player = () => import('./routes/public/player')
  const admin = () => import('./routes/admin/admin-pages')

  const perGame = GAME_SLUGS.flatMap((game): RouteObject[] => [
    { path: `news/${game}`, ...p(newsListing) },
    { path: `news/${game}/:tag`, ...p(newsListing) },
    { path: game, ...p(gameHub) },
    { path: `${game}/teams`, ...p(teams) },
    { path: `${game}/teams/:teamSlug`, ...p(team) },
    { path: `${game}/players`, ...p(players) },
    { path: `${game}/players/:playerSlug`, ...p(player) },
  ])

  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { index: true, ...p(home) },
        { path: 'news', ...p(newsListing) },
        { path: 'news/articles-latest', ...p(newsListing) },
        { path: 'news/articles-latest/:game', ...p(newsListing) },
        { path: 'news/articles-latest/:game/:tag', ...p(newsListing) },
        { path: 'news/article/:articleId/:slug?', ...p(() => import('./routes/public/legacy-article')) },
        { path: 'news/:slug', ...p(article) },
        { path: 'chat', ...p(() => import('./routes/public/chat')) },
        { path: 'author/:authorSlug', ...p(() => import('./routes/public/author')) },
        ...perGame,
        { path: 'teams', ...p(teams) },
        { path: 'players', ...p(players) },
        { path: 'terms', ...p(() => import('./routes/public/terms')) },
        { path: 'privacy', ...p(() => import('./routes/public/privacy')) },
        { path: 'contact', ...p(() => import('./routes/public/contact')) },
        {
          path: 'admin',
          ...p(() => import('./routes/admin/admin-layout')),
          children: [
            { index: true, ...p(async () => ({ Component: (await admin()).AdminDashboardPage })) },
            { path: 'articles', ...p(async () => ({ Component: (await admin()).AdminArticlesPage })) },
            {
              path: 'articles/edit/:id',
              ...p(async () => ({ Component: (await admin()).AdminArticleEditPage })),
            },
            { path: 'teams', ...p(async () => ({ Component: (await admin()).AdminTeamsPage })) },
            { path: 'users', ...p(async () => ({ Component: (await admin()).AdminUsersPage })) },
            { path: 'sync', ...p(async () => ({ Component: (await admin()).AdminSyncPage })) },
            {
              path: 'content-analysis',
              ...p(async () => ({ Component: (await admin()).AdminContentAnalysisPage })),
            },
            { path: 'audit', ...p(async () => ({ Component: (await admin()).AdminAuditPage })) },
          ],
        },
        { path: '*', ...p(() => import('./routes/public/not-found')) },
      ],
    },
  ]
}
