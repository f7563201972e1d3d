import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GameSlug } from '#shared/domain/games'
import { normalizeFeedEntry } from '#server/ingest/normalize-entry'
import { parseFeed } from '#server/ingest/parse'
import { htmlToText } from '#server/text/html-text'

// The demo's two halves as a reader meets them: the sample feeds (fixtures/feeds) through parse → normalize, and
// the bundled esports data (fixtures/pandascore) at its anchor time, the same instant the feeds were written at.

const FIXTURES = 'fixtures'

const WIRE_GAMES: Record<string, GameSlug> = {
  'cs-go': 'cs2',
  'league-of-legends': 'lol',
  'dota-2': 'dota2',
  valorant: 'valorant',
}

export interface DemoArticle {
  feed: string
  title: string
  publishedAt: Date
  /** Title, summary and body as plain text, one sentence a line, each once. */
  sentences: string[]
  /** The feed's categories, which become the story's tags. */
  categories: string[]
}

export interface DemoTeam {
  id: number
  name: string
  acronym: string
  game: GameSlug
}

export interface DemoPlayer {
  handle: string
  teamId: number | null
  game: GameSlug
  role: string | null
}

export interface DemoTournament {
  league: string
  /** The tournament's own name in lower case: "group stage", "playoffs", "main event", "regular season"… */
  stage: string
  game: GameSlug
  begin: Date
  end: Date
  teamIds: number[]
}

export interface DemoMatch {
  id: number
  league: string
  stage: string
  begin: Date
  winnerId: number | null
  /** Series score by team id. */
  score: Map<number, number>
  maps: { name: string | null; winnerId: number | null }[]
}

export interface DemoDataSet {
  teams: DemoTeam[]
  players: DemoPlayer[]
  tournaments: DemoTournament[]
  finished: DemoMatch[]
}

function readJson<T>(...path: string[]): T {
  return JSON.parse(readFileSync(join(FIXTURES, ...path), 'utf8')) as T
}

interface WireTeam {
  id: number
  name: string
  acronym: string
  current_videogame: { slug: string }
}
interface WirePlayer {
  name: string
  role: string | null
  current_team: { id: number } | null
  current_videogame: { slug: string }
}
interface WireTournament {
  name: string
  begin_at: string
  end_at: string
  league: { name: string }
  videogame: { slug: string }
  teams: { id: number }[]
}
interface WireMatch {
  id: number
  status: string
  begin_at: string | null
  winner_id: number | null
  league: { name: string }
  tournament: { name: string }
  results: { team_id: number; score: number }[]
  games: { map?: { name: string } | null; winner: { id: number | null } | null }[]
}

const gameOf = (wire: { slug: string }): GameSlug => {
  const game = WIRE_GAMES[wire.slug]
  if (!game) throw new Error(`unknown videogame ${wire.slug}`)
  return game
}

export function loadDemoDataSet(): DemoDataSet {
  const teams = readJson<WireTeam[]>('pandascore', 'teams.json').map((t) => ({
    id: t.id,
    name: t.name,
    acronym: t.acronym,
    game: gameOf(t.current_videogame),
  }))
  const players = readJson<WirePlayer[]>('pandascore', 'players.json').map((p) => ({
    handle: p.name,
    teamId: p.current_team?.id ?? null,
    game: gameOf(p.current_videogame),
    role: p.role,
  }))
  const tournaments = readJson<WireTournament[]>('pandascore', 'tournaments.json').map((t) => ({
    league: t.league.name,
    stage: t.name.toLowerCase(),
    game: gameOf(t.videogame),
    begin: new Date(t.begin_at),
    end: new Date(t.end_at),
    teamIds: t.teams.map((team) => team.id),
  }))
  const finished = readJson<WireMatch[]>('pandascore', 'matches.json')
    .filter((m) => m.status === 'finished' && m.begin_at)
    .map((m) => ({
      id: m.id,
      league: m.league.name,
      stage: m.tournament.name.toLowerCase(),
      begin: new Date(m.begin_at as string),
      winnerId: m.winner_id,
      score: new Map(m.results.map((r) => [r.team_id, r.score])),
      maps: m.games.map((g) => ({ name: g.map?.name ?? null, winnerId: g.winner?.id ?? null })),
    }))
  return { teams, players, tournaments, finished }
}

/** Every entry of the six good sample feeds, as the demo seed parses and normalizes it. */
export function loadDemoArticles(): DemoArticle[] {
  const sources = readJson<{ file: string; url: string }[]>('feeds', 'sources.json')
  const articles: DemoArticle[] = []
  for (const source of sources) {
    let items: ReturnType<typeof parseFeed>['items']
    try {
      items = parseFeed(readFileSync(join(FIXTURES, 'feeds', source.file)), source.url).items
    } catch {
      continue // the broken feed on purpose: the demo shows it as a failing source
    }
    for (const entry of items) {
      const normalized = normalizeFeedEntry(entry)
      const texts = [entry.title, normalized.summaryText, htmlToText(normalized.contentHtml)]
      const sentences = [...new Set(texts.flatMap(splitSentences))]
      if (!entry.publishedAt) throw new Error(`${source.file}: "${entry.title}" has no date`)
      articles.push({
        feed: source.file,
        title: entry.title,
        publishedAt: entry.publishedAt,
        sentences,
        categories: entry.categories,
      })
    }
  }
  return articles
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:])\s+(?=[A-Z0-9"“'‘])/)
    .map((s) => s.trim())
    .filter(Boolean)
}
