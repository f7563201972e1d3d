import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { slugHistory } from '../db/schema/index'

type SluggedKind = 'article' | 'team' | 'player'

/** The id of the row that had this slug before (decision 020), or null when no row ever had it. */
export async function getSlugHistoryTarget(
  db: Db,
  kind: SluggedKind,
  oldSlug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ targetId: slugHistory.targetId })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.oldSlug, oldSlug)))
    .limit(1)
  return row?.targetId ?? null
}

/** The ids of the rows that had any of these slugs before, as a subquery: a read by slugs finds them too. */
export function formerSlugTargets(db: Db, kind: SluggedKind, oldSlugs: readonly string[]) {
  return db
    .select({ id: sql<string>`${slugHistory.targetId}::uuid` })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, kind), inArray(slugHistory.oldSlug, [...oldSlugs])))
}
