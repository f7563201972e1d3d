// The site search's limits (decision 020), apart from its zod schemas so the browser can use them without zod.

/** The longest question the search takes; past it the words add nothing but cost. */
export const SEARCH_QUERY_MAX_LENGTH = 100

/**
 * Counts stop here: past a thousand matches the number tells a reader nothing more, and counting them all would
 * cost more than the search (a common word matches most of the archive). The page shows "1000+".
 */
export const SEARCH_COUNT_CAP = 1000
