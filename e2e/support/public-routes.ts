import type { Article } from '#shared/schemas/article'
import type { PlayerSummary, TeamSummary } from '#shared/schemas/esports'
import type { EventList, MatchList } from '#shared/schemas/matches'
import { baseURL } from './browser'

/** Slugs taken from the running server's demo data, so the route table names pages that exist. */
export interface DemoSlugs {
  article: Article
  tag: { game: string; tag: string }
  /** A CS2 team and player. */
  team: TeamSummary
  player: PlayerSummary
  author: string
  /** A match page and an event page (issue #14). */
  match: string
  event: string
}

/**
 * Every public page a reader can reach (spec §2.1), one line each. Add a line when a page is added: the layout
 * test visits each at every width, hydrated and before its JavaScript runs.
 */
export const PUBLIC_ROUTES: readonly {
  name: string
  path: (demo: DemoSlugs) => string
  status?: number
  /** A page served without scripts (nothing to hydrate): "hydrated" is the page as loaded. */
  static?: true
}[] = [
  { name: 'home', path: () => '/' },
  { name: 'news', path: () => '/news' },
  { name: 'news, page 2', path: () => '/news?page=2' },
  { name: 'news of a game', path: () => '/news/cs2' },
  { name: 'tag listing', path: ({ tag }) => `/news/${tag.game}/${tag.tag}` },
  { name: 'latest news of a game', path: () => '/news/articles-latest/valorant' },
  { name: 'article', path: ({ article }) => `/news/${article.slug}` },
  { name: 'CS2 hub', path: () => '/cs2' },
  { name: 'LoL hub', path: () => '/lol' },
  { name: 'Dota 2 hub', path: () => '/dota2' },
  { name: 'Valorant hub', path: () => '/valorant' },
  { name: 'teams', path: () => '/teams' },
  { name: 'players', path: () => '/players' },
  { name: 'team', path: ({ team }) => `/cs2/teams/${team.slug}` },
  { name: 'player', path: ({ player }) => `/cs2/players/${player.slug}` },
  { name: 'matches', path: () => '/matches' },
  { name: 'matches of a game, one tier', path: () => '/cs2/matches?tier=tier-1' },
  { name: 'match', path: ({ match }) => match },
  { name: 'events', path: () => '/cs2/events' },
  { name: 'event', path: ({ event }) => event },
  { name: 'following', path: () => '/following' },
  { name: 'transfers', path: () => '/transfers' },
  {
    name: 'transfers of a game, one team, dated',
    path: ({ team }) => `/cs2/transfers?team=${team.slug}&from=2026-01-01`,
  },
  { name: 'chat', path: () => '/chat' },
  { name: 'search results', path: ({ team }) => `/search?q=${encodeURIComponent(team.name)}` },
  { name: 'search without results', path: () => '/search?q=zzqqxx' },
  { name: 'author', path: ({ author }) => `/author/${author}` },
  { name: 'terms', path: () => '/terms' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'contact', path: () => '/contact' },
  { name: 'API reference', path: () => '/api/docs', static: true },
  { name: 'not found', path: () => '/no/such/page', status: 404 },
]

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** Reads the demo data through the public API (and the article page's author link). */
export async function demoSlugs(): Promise<DemoSlugs> {
  const { articles } = await api<{ articles: Article[] }>('/api/articles?limit=20')
  const article = articles[0]
  // Tags hold the game's slug too; a tag listing names another tag of a CS2 story.
  const tagged = articles.find(
    (entry) => entry.tags.some((tag) => tag !== 'cs2') && entry.tags.includes('cs2'),
  )
  if (!article || !tagged) throw new Error('the demo data has no tagged articles')
  const { teams } = await api<{ teams: TeamSummary[] }>('/api/teams?game=cs2')
  const { players } = await api<{ players: PlayerSummary[] }>('/api/players?game=cs2')
  if (!teams[0] || !players[0]) throw new Error('the demo data has no cs2 teams or players')
  const html = await (await fetch(`${baseURL}/news/${article.slug}`)).text()
  const author = /href="\/author\/([^"/?#]+)"/.exec(html)?.[1]
  if (!author) throw new Error('the article page links no author')
  const { match, event } = await matchAndEvent()
  return {
    match,
    event,
    article,
    tag: { game: 'cs2', tag: tagged.tags.find((tag) => tag !== 'cs2')! },
    team: teams[0],
    player: players[0],
    author,
  }
}

/** The busiest match page (a live one, else the latest result) and an event page of the demo data. */
async function matchAndEvent(): Promise<{ match: string; event: string }> {
  const live = await api<MatchList>('/api/matches?section=live&limit=1')
  const results = await api<MatchList>('/api/matches?section=results&limit=1')
  const match = live.matches[0] ?? results.matches[0]
  if (!match) throw new Error('the demo data has no live or finished match')
  const events = await api<EventList>(`/api/events?game=${match.game}`)
  const event = events.ongoing[0] ?? events.past[0] ?? events.upcoming[0]
  if (!event) throw new Error(`the demo data has no ${match.game} event`)
  return { match: match.path, event: event.path }
}
