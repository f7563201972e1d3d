import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appState } from '../db/schema/index'

/** What the app recorded under this name (e.g. "demo-seed"), or null. */
export async function getAppState(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.name, name))
  return row?.value ?? null
}

export async function setAppState(db: Db, name: string, value: string): Promise<void> {
  await db
    .insert(appState)
    .values({ name, value })
    .onConflictDoUpdate({ target: appState.name, set: { value, updatedAt: sql`now()` } })
}
