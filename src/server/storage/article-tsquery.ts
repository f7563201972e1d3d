import { type SQL, sql } from 'drizzle-orm'

/**
 * A query of `articles.search` from text written as a reader writes it (websearch_to_tsquery's syntax: words, a
 * "quoted phrase", or, -word), its accents folded as the vector's are (search_fold, migration 0025): "Renee" and
 * "Renée" find the same stories. Every query on the vector goes through here.
 */
export function articleTsquery(text: string | SQL): SQL {
  return sql`websearch_to_tsquery('english', search_fold(${text}))`
}
