import { z } from 'zod'
import { GameSlugSchema } from './esports'
import { MatchStatusSchema } from './matches'

/**
 * Realtime: one Server-Sent Event per change to a live match (GET /api/realtime, event "match"): it started, its
 * score or games moved, it finished, or its status, score or winner changed (migration 0017). Pages showing the
 * match refetch it; the response cache is already empty by then.
 */
export const MatchChangeSchema = z.object({
  pandascoreId: z.number().int(),
  game: GameSlugSchema,
  slug: z.string(),
  status: MatchStatusSchema,
  /** Series score per side, as on MatchSummary.teams; null before the match starts. */
  scores: z.tuple([z.number().nullable(), z.number().nullable()]),
  /** 1 or 2: which side won; null until then, on a draw, and for a canceled match. */
  winner: z.union([z.literal(1), z.literal(2)]).nullable(),
})
export type MatchChange = z.infer<typeof MatchChangeSchema>
