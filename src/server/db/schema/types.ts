import { customType } from 'drizzle-orm/pg-core'

/** PostgreSQL tsvector, used by the generated full-text search columns. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})
