import { z } from 'zod'
import {
  GameSlugSchema,
  TeamAnalysisSchema,
  TeamDetailSchema,
  TeamFaqSchema,
  TeamMatchListSchema,
} from './esports'

// The transfers API contract (issue #18; docs/decisions/036-transfers-from-roster-diffs.md): the joins, departures
// and moves the sync saw by comparing rosters, newest first. `seenAt` is when the sync saw the change (an ISO
// instant in UTC), not a contract date. A `path` is our page, null for a team or player we hold no page for.

const YMD = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')

export const TransferListQuerySchema = z.object({
  game: GameSlugSchema.optional(),
  /** A team's slug: changes to or from it. */
  team: z.string().min(1).max(200).optional(),
  /** A player's slug: their changes. */
  player: z.string().min(1).max(200).optional(),
  /** From this day (UTC), inclusive. */
  from: YMD.optional(),
  /** Up to this day (UTC), inclusive. */
  to: YMD.optional(),
  /** The `next` of the page before. */
  cursor: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
export type TransferListQuery = z.infer<typeof TransferListQuerySchema>

export const TransferTeamSchema = z.object({
  name: z.string(),
  path: z.string().nullable(),
})
export type TransferTeam = z.infer<typeof TransferTeamSchema>

export const TransferSchema = z.object({
  id: z.string(),
  game: GameSlugSchema,
  /** joined: from no team; left: to no team (released, retired or unknown); moved: from one team to another. */
  kind: z.enum(['joined', 'left', 'moved']),
  seenAt: z.string(),
  player: z.object({ name: z.string(), path: z.string().nullable() }),
  from: TransferTeamSchema.nullable(),
  to: TransferTeamSchema.nullable(),
})
export type Transfer = z.infer<typeof TransferSchema>

export const TransferListSchema = z.object({
  transfers: z.array(TransferSchema),
  /** Pass back as `cursor` for the next page; null at the end. */
  next: z.string().nullable(),
})
export type TransferList = z.infer<typeof TransferListSchema>

/** A story the site drafted for the admin to review (a "Roster Move" per detected move); never public. */
export const StoryDraftSchema = z.object({
  id: z.string(),
  /** §4 story type, e.g. roster_change. */
  storyType: z.string(),
  /** Its readable label, e.g. "Roster Move". */
  storyTypeLabel: z.string(),
  game: z.string(),
  title: z.string(),
  summary: z.string(),
  /** HTML paragraphs. */
  content: z.string(),
  tags: z.array(z.string()),
  engine: z.string(),
  createdAt: z.string(),
})
export type StoryDraft = z.infer<typeof StoryDraftSchema>

export const StoryDraftListSchema = z.object({ drafts: z.array(StoryDraftSchema) })
export type StoryDraftList = z.infer<typeof StoryDraftListSchema>

/**
 * GET /api/teams/by-slug/:slug/page: a team page's reads in one answer, for the site's own renderer (issue #16
 * item 4): each part is the answer of its own read (/teams/by-slug/:slug, /teams/:id/matches past and upcoming,
 * /teams/:id/analysis, /teams/:id/faq, /transfers?team=…). Here beside the roster history it ends with.
 */
export const TeamPageQuerySchema = z.object({
  past: z.coerce.number().int().min(1).max(200).default(20),
  upcoming: z.coerce.number().int().min(1).max(200).default(5),
  history: z.coerce.number().int().min(1).max(100).default(30),
})
export type TeamPageQuery = z.infer<typeof TeamPageQuerySchema>
export const TeamPageSchema = z.object({
  team: TeamDetailSchema.shape.team,
  past: TeamMatchListSchema,
  upcoming: TeamMatchListSchema,
  analysis: TeamAnalysisSchema,
  faq: TeamFaqSchema,
  history: TransferListSchema,
})
export type TeamPageAnswer = z.infer<typeof TeamPageSchema>
