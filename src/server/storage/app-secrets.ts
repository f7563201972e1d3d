import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appSecrets } from '../db/schema/index'

/** A secret the app made for itself, the same for every instance because it lives in the database. */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`secret ${name} could not be stored`)
  return row.value
}
