import { and, eq, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { jobLeases } from '../db/schema/index'

/** Records that this holder runs the job, for holdMs unless renewed. */
export async function takeJobLease(
  db: Db,
  lease: { jobId: string; jobName: string; holder: string },
  holdMs: number,
): Promise<void> {
  const expiresAt = sql`now() + (${holdMs} * interval '1 millisecond')`
  await db
    .insert(jobLeases)
    .values({ ...lease, expiresAt })
    .onConflictDoUpdate({ target: jobLeases.jobId, set: { holder: lease.holder, expiresAt } })
}

/**
 * Takes the lease when it is free, lapsed or already this holder's (then renewing it), for holdMs: true when this
 * holder has it now, false while another holder's lease lasts. For work that one instance does at a time.
 */
export async function claimJobLease(
  db: Db,
  lease: { jobId: string; jobName: string; holder: string },
  holdMs: number,
): Promise<boolean> {
  const expiresAt = sql`now() + (${holdMs} * interval '1 millisecond')`
  const rows = await db
    .insert(jobLeases)
    .values({ ...lease, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.jobId,
      set: { holder: lease.holder, expiresAt },
      setWhere: sql`${jobLeases.expiresAt} < now() OR ${jobLeases.holder} = ${lease.holder}`,
    })
    .returning({ holder: jobLeases.holder })
  return rows.length > 0
}

/** Extends the job's lease by holdMs from now, if this holder still has it. */
export async function renewJobLease(db: Db, jobId: string, holder: string, holdMs: number): Promise<void> {
  await db
    .update(jobLeases)
    .set({ expiresAt: sql`now() + (${holdMs} * interval '1 millisecond')` })
    .where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.holder, holder)))
}

export async function endJobLease(db: Db, jobId: string): Promise<void> {
  await db.delete(jobLeases).where(eq(jobLeases.jobId, jobId))
}

interface OrphanedJob {
  id: string
  name: string
}

/**
 * pg-boss jobs still "active" whose worker is gone: no live lease, and started more than graceMs ago (a worker
 * takes its lease right after fetching the job). graceMs 0 counts every active job without a live lease, which
 * is right when no other process can be running one (PGlite: one process per data directory).
 */
export async function listOrphanedJobs(db: Db, graceMs: number): Promise<OrphanedJob[]> {
  const result = (await db.execute(sql`
    SELECT j.id::text AS id, j.name
    FROM pgboss.job j
    WHERE j.state = 'active'
      AND j.started_on < now() - (${graceMs} * interval '1 millisecond')
      AND NOT EXISTS (SELECT 1 FROM job_leases l WHERE l.job_id = j.id AND l.expires_at > now())
  `)) as unknown as { rows: OrphanedJob[] }
  return result.rows
}

/** Leases that lapsed (their holder stopped renewing them): forgotten. */
export async function deleteLapsedJobLeases(db: Db): Promise<void> {
  await db.delete(jobLeases).where(lt(jobLeases.expiresAt, sql`now()`))
}

/** Every job lease of another holder: only for a process that knows no other can be running (PGlite). */
export async function deleteJobLeasesOfOthers(db: Db, holder: string): Promise<void> {
  await db.delete(jobLeases).where(ne(jobLeases.holder, holder))
}
