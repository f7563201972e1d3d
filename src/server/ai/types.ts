import { z } from 'zod'
import type { GameSlug } from '#shared/domain/games'
import { ArticleSummaryResponseSchema } from '#shared/schemas/article'
import type { MatchDetail } from '#shared/schemas/matches'

// The AI layer's contract (ARCHITECTURE.md "The AI layer"): one function per task, a local engine that always
// works and an LLM engine whose output must pass the fact guard. Results record the engine that made them.

export type EngineName = 'local' | 'llm'

/** A feed entry (or a re-fetched page) ready to be rewritten: sanitized HTML, plain-text summary. */
export interface ArticleSource {
  /** Stable per article (feed guid or article id): seeds the local engine's "random" choices. */
  seed: string
  title: string
  /** Plain text of the entry's summary or description. */
  summaryText: string
  /** Allow-listed HTML of the entry's content. */
  contentHtml: string
  /** The feed's categories, as given. */
  categories: string[]
  /** The feed source's game, when the feed covers one game. */
  feedGame?: GameSlug | null
}

/** §9 RSS import game labels, the value stored in articles.game. */
export const ARTICLE_GAME_LABELS = ['CS2', 'LoL', 'Valorant', 'Dota 2', 'Esports'] as const

export const RewrittenArticleSchema = z.object({
  title: z.string().trim().min(1).max(200),
  /** §9: at most 400 characters. */
  summary: z.string().trim().max(400),
  /** HTML; sanitized again before it is stored. */
  content: z.string(),
  insights: z.string().trim().max(1000),
  game: z.enum(ARTICLE_GAME_LABELS),
  /** Lowercase slugs; include the game's slug (cs2, lol, dota2, valorant) when there is one. */
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(12),
})
export type RewrittenArticle = z.infer<typeof RewrittenArticleSchema>

/**
 * §3 Article AI summary: the API's summary (src/shared/schemas/article.ts; overview as bullet lines "- fact"), at
 * most 12 infobox rows.
 */
export const ArticleSummarySchema = ArticleSummaryResponseSchema.shape.summary.extend({
  infobox: z.array(z.object({ key: z.string(), value: z.string() })).max(12),
})
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>

/** What the summary and classification tasks read of a stored article. */
export interface StoredArticleText {
  id: string
  title: string
  /** Plain text. */
  summary: string
  /** HTML. */
  content: string
  game: string
  tags: string[]
  publishedAt: Date
}

/** The content analysis result for one article: its game and category tags (§2.21). */
export const ArticleClassificationSchema = z.object({
  game: z.enum(['cs2', 'lol', 'dota2', 'valorant']).nullable(),
  /** Category tags among: guide, tutorial, tournament, roster-changes, game-update, industry, esports. */
  categories: z.array(
    z.enum(['guide', 'tutorial', 'tournament', 'roster-changes', 'game-update', 'industry', 'esports']),
  ),
})
export type ArticleClassification = z.infer<typeof ArticleClassificationSchema>

// ---------------------------------------------------------------------------------------------------------
// The esports tasks: the team's form analysis (§9 Generated analysis) and its FAQ (§2.11), both written only
// from the team's stored data.

/** One match as the esports tasks read it (§3 Team match, the fields they use). */
export interface TeamMatchFact {
  matchDate: Date
  /** win, loss or draw; null when the result is not known (shown as TBD). */
  result: 'win' | 'loss' | 'draw' | null
  scoreTeam: number | null
  scoreOpponent: number | null
  opponentName: string | null
  tournamentName: string | null
}

/** generate-team-analysis (analysis type current_form). */
export interface TeamAnalysisInput {
  teamId: string
  teamName: string
  /** The last 5 finished matches, newest first. */
  last5: TeamMatchFact[]
  /** Up to 30 recent finished matches, newest first. */
  recent30: TeamMatchFact[]
  /** How many matches are scheduled (not finished). */
  upcomingCount: number
}

/** §3 Team analysis content: plain text, at most 120 words (§9). */
export const TeamAnalysisTextSchema = z.object({ content: z.string().trim().min(1).max(1500) })
export type TeamAnalysisText = z.infer<typeof TeamAnalysisTextSchema>

export interface TeamFaqPlayer {
  /** The in-game name. */
  name: string
  firstName: string | null
  lastName: string | null
  role: string | null
  nationality: string | null
}

/** generate-team-faq: the team row, its roster and its matches. */
export interface TeamFaqInput {
  teamId: string
  teamName: string
  acronym: string | null
  /** The team's current_videogame slug (cs2, lol, dota2, valorant). */
  game: string
  location: string | null
  /** tier-1, tier-2, tier-3 or unknown. */
  tier: string
  players: TeamFaqPlayer[]
  /** Up to 30 finished matches, newest first. */
  recentMatches: TeamMatchFact[]
  /** Scheduled matches, soonest first. */
  upcomingMatches: TeamMatchFact[]
}

/** The FAQ holds 5 to 8 items; fewer only when the team's data cannot answer five questions. */
export const TEAM_FAQ_MAX_ITEMS = 8

export const TeamFaqResultSchema = z.object({
  items: z
    .array(
      z.object({
        question: z.string().trim().min(1).max(200),
        answer: z.string().trim().min(1).max(1000),
      }),
    )
    .min(1)
    .max(TEAM_FAQ_MAX_ITEMS),
})
export type TeamFaqResult = z.infer<typeof TeamFaqResultSchema>

// ---------------------------------------------------------------------------------------------------------
// The match tasks (issue #14): a preview before a match and a recap after it, written only from the match
// page's data (the MatchDetail of src/shared/schemas/matches.ts: the match, head-to-head, form, rosters).

/** A match preview or recap: plain text, 2 to 4 short paragraphs separated by a blank line. */
export const MatchTextResultSchema = z.object({ content: z.string().trim().min(1).max(2400) })
export type MatchTextResult = z.infer<typeof MatchTextResultSchema>

export type MatchTextKind = 'preview' | 'recap'

export interface Engine {
  name: EngineName
  rewriteArticle(source: ArticleSource): Promise<RewrittenArticle>
  summarizeArticle(article: StoredArticleText): Promise<ArticleSummary>
  classifyArticle(article: StoredArticleText): Promise<ArticleClassification>
  analyzeTeam(input: TeamAnalysisInput): Promise<TeamAnalysisText>
  generateTeamFaq(input: TeamFaqInput): Promise<TeamFaqResult>
  /** Called only for a match local/match-facts.ts says can have a preview (both sides known, not started). */
  previewMatch(facts: MatchDetail): Promise<MatchTextResult>
  /** Called only for a finished match with a winner or a draw (local/match-facts.ts). */
  recapMatch(facts: MatchDetail): Promise<MatchTextResult>
}

/** A result and the engine that produced it (the LLM's result only when it passed validation and the guard). */
export interface Made<T> {
  value: T
  engine: EngineName
  /** Why the LLM result was not used, when it was not. */
  fallbackReason?: string
}
