import { paths } from '#shared/paths'
import type { Db } from '#server/db/client'
import type {
  ChatArticleRow,
  ChatPlayerRow,
  ChatTeamRow,
  ChatTournamentRow,
} from '#server/storage/chat-search'
import { articleFact, type StoryTopic } from './facts/article'
import type { Lookup } from './intent/plan'
import type { RetrievedFact } from './types'

// What every look-up of chat retrieval shares (lookups.ts, match-lookups.ts): the look-up types, the database,
// the clock and the URL maker, and how a fact is made.

export type ChatLookup = Lookup<ChatTeamRow, ChatPlayerRow, ChatTournamentRow>
export type LookupOf<K extends ChatLookup['kind']> = Extract<ChatLookup, { kind: K }>
export type LookupRun<K extends ChatLookup['kind']> = (
  lookup: LookupOf<K>,
  env: LookupEnv,
) => Promise<RetrievedFact[]>

export interface LookupEnv {
  db: Db
  now: Date
  url: (path: string) => string
  /** The question as asked: an article's sentence answering its words is quoted (facts/article.ts). */
  question?: string
}

export const teamUrl = (env: LookupEnv, team: Pick<ChatTeamRow, 'currentVideogame' | 'slug'>) =>
  env.url(paths.team(team.currentVideogame, team.slug))

/** A match page's absolute URL, when the match is in `matches`. */
export function matchUrl(
  env: LookupEnv,
  match: { matchGame: string | null; matchSlug: string | null },
): string | undefined {
  return match.matchGame && match.matchSlug
    ? env.url(paths.match(match.matchGame, match.matchSlug))
    : undefined
}

export function fact(
  kind: RetrievedFact['kind'],
  text: string,
  url: string,
  score: number,
  seeAlso?: string,
): RetrievedFact {
  return {
    kind,
    text,
    url,
    score: Math.round(score * 1000) / 1000,
    ...(seeAlso && seeAlso !== url ? { seeAlso } : {}),
  }
}

/** A fact about one of a team's matches: it cites the match page, then the team's page; the team's alone without one. */
export function teamMatchFact(
  kind: RetrievedFact['kind'],
  text: string,
  env: LookupEnv,
  team: Pick<ChatTeamRow, 'currentVideogame' | 'slug'>,
  match: { matchGame: string | null; matchSlug: string | null } | undefined,
  score: number,
): RetrievedFact {
  const page = match ? matchUrl(env, match) : undefined
  return page
    ? fact(kind, text, page, score, teamUrl(env, team))
    : fact(kind, text, teamUrl(env, team), score)
}

/** Articles as facts citing their pages, the first as the latest about the topic; in the chat's languages. */
export function articleFacts(
  env: LookupEnv,
  rows: readonly ChatArticleRow[],
  kind: RetrievedFact['kind'],
  weight: number,
  /** Naming Northwind Wolves, of Dota 2; none for search results. */
  topic: StoryTopic | undefined,
  /** The question's words: each story's sentence answering them is quoted after its lede. */
  asked?: readonly string[],
): RetrievedFact[] {
  return rows.map((row, i) => {
    const framing = topic
      ? i === 0
        ? { kind: 'latest' as const, topic }
        : { kind: 'also' as const, topic }
      : { kind: 'found' as const }
    const { text, translations } = articleFact(row, framing, asked, { orNext: i === 0 })
    return { ...fact(kind, text, env.url(paths.article(row)), weight * (1 - i * 0.15)), translations }
  })
}
