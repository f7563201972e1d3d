import { and, eq } from 'drizzle-orm'
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
