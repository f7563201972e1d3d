import type { GameSlug } from './domain/games'
import { slugify } from './domain/slug'

// Every page URL the site builds goes through here (STYLE.md habit 7): the web app, the chat's citations, the SEO
// head and JSON-LD, the sitemaps and the feeds out.
/** A team page's game and slug (a match side names its team by the page's path only); null for another path. */
export function teamRefFromPath(path: string | null | undefined): { game: string; slug: string } | null {
  const match = path ? /^\/([a-z0-9]+)\/teams\/([^/?#]+)$/.exec(path) : null
  return match ? { game: match[1]!, slug: decodeURIComponent(match[2]!) } : null
}

export const paths = {
  home: () => '/',
  news: () => '/news',
  newsGame: (game: string) => `/news/${game}`,
  newsGameTag: (game: string, tag: string) => `/news/${game}/${encodeURIComponent(tag)}`,
  newsLatest: (game?: string, tag?: string) => ['/news/articles-latest', game, tag].filter(Boolean).join('/'),
  /** §2.4: /news/{slug}; without a slug, /news/{id}, else the slugified title (§2.8 looks up either). */
  article: (article: string | { slug: string; id?: string; title?: string }) =>
    `/news/${encodeURIComponent(typeof article === 'string' ? article : article.slug || article.id || slugify(article.title ?? ''))}`,
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  chat: (question?: string) => (question ? `/chat?question=${encodeURIComponent(question)}` : '/chat'),
  author: (authorSlug: string) => `/author/${encodeURIComponent(authorSlug)}`,
  gameHub: (game: GameSlug | string) => `/${game}`,
  teams: (game?: GameSlug | string) => (game ? `/${game}/teams` : '/teams'),
  team: (game: GameSlug | string, teamSlug: string) => `/${game}/teams/${encodeURIComponent(teamSlug)}`,
  players: (game?: GameSlug | string) => (game ? `/${game}/players` : '/players'),
  player: (game: GameSlug | string, playerSlug: string) =>
    `/${game}/players/${encodeURIComponent(playerSlug)}`,
  /** Live, upcoming and results of every game, or of one (issue #14). */
  matches: (game?: GameSlug | string) => (game ? `/${game}/matches` : '/matches'),
  /** A match page; the slug ends in the PandaScore id ("cobalt-tide-vs-aurora-vanguard-9600123"). */
  match: (game: GameSlug | string, matchSlug: string) => `/${game}/matches/${encodeURIComponent(matchSlug)}`,
  events: (game: GameSlug | string) => `/${game}/events`,
  // iCalendar feeds (decision 035): a team's, a game's and an event's matches, and one match to add.
  teamCalendar: (game: GameSlug | string, teamSlug: string) =>
    `/${game}/teams/${encodeURIComponent(teamSlug)}/matches.ics`,
  gameCalendar: (game: GameSlug | string) => `/${game}/matches.ics`,
  eventCalendar: (game: GameSlug | string, eventSlug: string) =>
    `/${game}/events/${encodeURIComponent(eventSlug)}/matches.ics`,
  matchCalendar: (game: GameSlug | string, matchSlug: string) =>
    `/${game}/matches/${encodeURIComponent(matchSlug)}.ics`,
  /** Roster changes the syncs saw, of every game or of one (issue #18). */
  transfers: (game?: GameSlug | string) => (game ? `/${game}/transfers` : '/transfers'),
  /** An event page; the slug ends in the PandaScore serie id ("longship-masters-autumn-2026-9400001"). */
  event: (game: GameSlug | string, eventSlug: string) => `/${game}/events/${encodeURIComponent(eventSlug)}`,
  /** The reader's followed teams and players (issue #18; kept in the browser, decision 034). */
  following: () => '/following',
  /** The calendar of a followed set of teams: `teams` are "game:slug" pairs, joined by commas as they are. */
  followedCalendar: (teams: readonly string[]) => `/calendar.ics?teams=${teams.join(',')}`,
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
