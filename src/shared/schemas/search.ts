import { z } from 'zod'
import { SEARCH_QUERY_MAX_LENGTH } from '../domain/search-limits'

// The site search contract (/search and /api/search, decision 020). Results come in groups, one per kind, so
// matches and events join as new kinds without changing the shape.

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Type something to search for')
        .max(SEARCH_QUERY_MAX_LENGTH, `At most ${SEARCH_QUERY_MAX_LENGTH} characters`),
    ),
  /** Results per kind. */
  limit: z.coerce.number().int().min(1).max(20).default(8),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

export const SearchKindSchema = z.enum(['article', 'team', 'player'])
export type SearchKind = z.infer<typeof SearchKindSchema>

/** One result, whatever its kind: what a result row shows and what its link is built from. */
export const SearchHitSchema = z.object({
  kind: SearchKindSchema,
  id: z.string(),
  slug: z.string(),
  /** The article's title, the team's or player's name. */
  title: z.string(),
  /** The article's summary; the team's acronym and country; the player's real name and team. */
  description: z.string(),
  /** The game slug the page lives under (cs2, lol…), or null when it has none. */
  game: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Articles: when published (ISO). */
  publishedAt: z.string().nullable(),
})
export type SearchHit = z.infer<typeof SearchHitSchema>

export const SearchGroupSchema = z.object({
  kind: SearchKindSchema,
  /** How many match in all, up to SEARCH_COUNT_CAP; `hits` holds the best `limit` of them. */
  count: z.number().int(),
  hits: z.array(SearchHitSchema),
})
export type SearchGroup = z.infer<typeof SearchGroupSchema>

export const SearchResultsSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  /** Every kind, in the order the page shows them, empty groups included. */
  groups: z.array(SearchGroupSchema),
  /** With no result: names of teams and players spelt close to the query, to try instead. */
  suggestions: z.array(z.string()),
})
export type SearchResults = z.infer<typeof SearchResultsSchema>
