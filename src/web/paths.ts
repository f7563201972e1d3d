import type { GameSlug } from '../shared/domain/games'

// Every link the browser builds goes through here (STYLE.md habit 7).
export const paths = {
  home: () => '/',
  news: () => '/news',
  newsGame: (game: string) => `/news/${game}`,
  newsGameTag: (game: string, tag: string) => `/news/${game}/${tag}`,
  newsLatest: (game?: string, tag?: string) => ['/news/articles-latest', game, tag].filter(Boolean).join('/'),
  article: (slugOrId: string) => `/news/${encodeURIComponent(slugOrId)}`,
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  chat: (question?: string) => (question ? `/chat?question=${encodeURIComponent(question)}` : '/chat'),
  author: (authorSlug: string) => `/author/${authorSlug}`,
  gameHub: (game: GameSlug | string) => `/${game}`,
  teams: (game?: GameSlug | string) => (game ? `/${game}/teams` : '/teams'),
  team: (game: GameSlug | string, teamSlug: string) => `/${game}/teams/${teamSlug}`,
  players: (game?: GameSlug | string) => (game ? `/${game}/players` : '/players'),
  player: (game: GameSlug | string, playerSlug: string) => `/${game}/players/${playerSlug}`,
  terms: () => '/terms',
  privacy: () => '/privacy',
  contact: () => '/contact',
  admin: {
    dashboard: () => '/admin',
    articles: () => '/admin/articles',
    articleEdit: (id: string) => `/admin/articles/edit/${encodeURIComponent(id)}`,
    teams: () => '/admin/teams',
    users: () => '/admin/users',
    sync: () => '/admin/sync',
    contentAnalysis: () => '/admin/content-analysis',
    audit: () => '/admin/audit',
  },
} as const
