import type { ChatProvider } from '#shared/schemas/chat'
import type { ChatTurn } from '#shared/domain/chat-history'
import type { ChatLanguage } from './language'

export type { ChatTurn }

/** One thing our own data says, with the page of ours that says it. */
export interface RetrievedFact {
  /** A complete, self-contained sentence, e.g. "Northwind Wolves play Granite Harbor on November 23, 2026 at 15:00 UTC." */
  text: string
  /** Absolute URL of our page that shows it (article, team, player, match or event page). */
  url: string
  /** A second page of ours worth citing after `url` when there is room (a match's team page). */
  seeAlso?: string
  /** The same sentence in the chat's other languages, where its template has them (names and numbers unchanged). */
  translations?: Partial<Record<Exclude<ChatLanguage, 'en'>, string>>
  /** Set on the sentence saying the site does not store what was asked (a team's coach): the answer is only that. */
  notStored?: { topic: string; name: string }
  /** Higher is more relevant to the question. */
  score: number
  kind:
    | 'article'
    | 'team'
    | 'roster'
    | 'next-match'
    | 'recent-matches'
    | 'player'
    | 'tournament'
    | 'game-news'
    | 'match'
    | 'event'
}

/** What retrieval found for a question; `answerable` is false when nothing relevant was found. */
export interface RetrievedContext {
  question: string
  /** The question's language: the answer is written in it (the local engine's templates, the LLM's instructions). */
  language: ChatLanguage
  /** The conversation's earlier turns, oldest first: the LLM engine gets them as messages. */
  history: readonly ChatTurn[]
  facts: RetrievedFact[]
  answerable: boolean
  /** Names and games the question mentions that we recognised (for logs and the "what we don't know" reply). */
  recognised: { teams: string[]; players: string[]; games: string[] }
  /** A multi-part question's parts, in the order asked, each with its own facts (`facts` holds them all). */
  parts?: { question: string; facts: RetrievedFact[] }[]
}

export interface ChatAnswer {
  response: string
  provider: ChatProvider
  citations: string[]
  /** Which engine wrote the text: local, llm, or perplexity. */
  engine: 'local' | 'llm' | 'perplexity'
}
