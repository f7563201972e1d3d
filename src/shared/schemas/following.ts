import { z } from 'zod'
import { FOLLOW_LIMIT } from '../domain/follows'
import { GameSlugSchema } from './esports'
import { MatchSummarySchema } from './matches'

// GET /api/following: what the reader follows (kept in their browser, issue #18 item 1), read in one call. The
// followed set travels in the query string, so the answer is the same for every reader who follows the same set
// and shared caches can keep it. Decision 034.

/** "cs2:cobalt-tide": a game and a team's or player's slug. */
const FOLLOW_REF = /^(cs2|lol|dota2|valorant):([a-z0-9][a-z0-9-]{0,199})$/

export interface FollowRef {
  game: z.infer<typeof GameSlugSchema>
  slug: string
}

/** A `game:slug` ref as its game and slug; null when it is not one. */
export function parseFollowRef(ref: string): FollowRef | null {
  const match = FOLLOW_REF.exec(ref)
  return match ? { game: match[1] as FollowRef['game'], slug: match[2]! } : null
}

/** A comma-separated list of `game:slug` refs, at most FOLLOW_LIMIT, without repeats. */
const refList = z
  .string()
  .max(FOLLOW_LIMIT * 212)
  .transform((value, ctx) => {
    const refs = [...new Set(value.split(',').filter(Boolean))]
    if (refs.length > FOLLOW_LIMIT) {
      ctx.addIssue({ code: 'custom', message: `at most ${FOLLOW_LIMIT} at a time` })
      return z.NEVER
    }
    const parsed: FollowRef[] = []
    for (const ref of refs) {
      const followed = parseFollowRef(ref)
      if (!followed) {
        ctx.addIssue({ code: 'custom', message: `"${ref.slice(0, 60)}" is not game:slug` })
        return z.NEVER
      }
      parsed.push(followed)
    }
    return parsed
  })

export const FollowingQuerySchema = z.object({
  teams: refList.default([]),
  players: refList.default([]),
})
export type FollowingQuery = z.infer<typeof FollowingQuerySchema>

export const FollowedTeamSchema = z.object({
  game: GameSlugSchema,
  slug: z.string(),
  name: z.string(),
  acronym: z.string().nullable(),
  imageUrl: z.string().nullable(),
  path: z.string(),
  /** Matches name their sides by this id. */
  pandascoreId: z.number().nullable(),
})
export type FollowedTeam = z.infer<typeof FollowedTeamSchema>

export const FollowedPlayerSchema = z.object({
  game: GameSlugSchema,
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  path: z.string(),
  /** The player's current team: its matches are the player's. */
  team: z.object({ name: z.string(), path: z.string(), pandascoreId: z.number().nullable() }).nullable(),
})
export type FollowedPlayer = z.infer<typeof FollowedPlayerSchema>

export const FollowedStorySchema = z.object({
  title: z.string(),
  path: z.string(),
  publishedAt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The paths of the followed teams and players the story names in its title or summary. */
  mentions: z.array(z.string()),
})
export type FollowedStory = z.infer<typeof FollowedStorySchema>

/** GET /api/following: the followed teams and players that exist, their matches and the stories naming them. */
export const FollowingSchema = z.object({
  teams: z.array(FollowedTeamSchema),
  players: z.array(FollowedPlayerSchema),
  /** Every running match of a followed team (or of a followed player's team), soonest first. */
  live: z.array(MatchSummarySchema),
  /** Their next matches, soonest first. */
  upcoming: z.array(MatchSummarySchema),
  /** Their latest results, newest first. */
  results: z.array(MatchSummarySchema),
  /** The newest stories naming any of them, newest first. */
  news: z.array(FollowedStorySchema),
})
export type Following = z.infer<typeof FollowingSchema>
