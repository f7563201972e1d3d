import { and, desc, eq, notInArray, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { teamAnalysis, teams } from '../db/schema/index'

export type TeamAnalysisRow = typeof teamAnalysis.$inferSelect

/** Past analyses kept per team and type besides the current one; older ones are deleted when a new one is stored. */
const HISTORY_KEPT = 10

/** §4 Team analysis: only the row with is_current true is read. */
export async function getCurrentTeamAnalysis(
  db: Db,
  teamId: string,
  analysisType = 'current_form',
): Promise<TeamAnalysisRow | null> {
  const [row] = await selectCurrentTeamAnalysis(db, teamId, analysisType)
  return row ?? null
}

/** The team's current analysis of a type, at most one row (`teamId` a value, or a column of an outer read). */
export function selectCurrentTeamAnalysis(db: Db, teamId: string | SQL, analysisType: string | Placeholder) {
  return db
    .select()
    .from(teamAnalysis)
    .where(
      and(
        eq(teamAnalysis.teamId, teamId),
        eq(teamAnalysis.analysisType, analysisType),
        eq(teamAnalysis.isCurrent, true),
      ),
    )
    .limit(1)
}

/**
 * Stores a new current analysis: in one transaction the old current row becomes is_current = false and the
 * new one is inserted, so readers see one current row, the old or the new. The team row is locked first, so
 * two generations for the same team run one after the other instead of colliding on the partial unique index.
 */
export async function replaceCurrentTeamAnalysis(
  db: Db,
  row: { teamId: string; analysisType: string; content: string; engine: string; createdAt: Date },
): Promise<TeamAnalysisRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, row.teamId)).for('update')
    const sameKind = and(eq(teamAnalysis.teamId, row.teamId), eq(teamAnalysis.analysisType, row.analysisType))
    await tx
      .update(teamAnalysis)
      .set({ isCurrent: false })
      .where(and(sameKind, eq(teamAnalysis.isCurrent, true)))
    const [inserted] = await tx
      .insert(teamAnalysis)
      .values({ ...row, isCurrent: true })
      .returning()
    const kept = tx
      .select({ id: teamAnalysis.id })
      .from(teamAnalysis)
      .where(sameKind)
      .orderBy(desc(teamAnalysis.createdAt))
      .limit(HISTORY_KEPT + 1)
    await tx
      .delete(teamAnalysis)
      .where(and(sameKind, eq(teamAnalysis.isCurrent, false), notInArray(teamAnalysis.id, kept)))
    return inserted!
  })
}
