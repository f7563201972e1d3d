import type { ZodType } from 'zod'
import type { AnswerSchemaName } from './api-client'

// Development and tests only: api-client.ts imports this module behind `import.meta.env.DEV`, so the
// production build leaves it, the schemas and zod out of the browser bundle (zod's first check is an eval
// the CSP refuses). A drifting server shows in the console while developing and fails the tests.

const schemaModules = [
  () => import('#shared/schemas/admin'),
  () => import('#shared/schemas/admin-feeds'),
  () => import('#shared/schemas/article'),
  () => import('#shared/schemas/chat'),
  () => import('#shared/schemas/esports'),
  () => import('#shared/schemas/following'),
  () => import('#shared/schemas/matches'),
  () => import('#shared/schemas/search'),
  () => import('#shared/schemas/transfers'),
]

class AnswerMismatchError extends Error {
  override name = 'AnswerMismatchError'
}

async function schemaNamed(name: AnswerSchemaName): Promise<ZodType | undefined> {
  for (const load of schemaModules) {
    const found = (await load()) as Record<string, unknown>
    if (name in found) return found[name] as ZodType
  }
  return undefined
}

/** Checks an answer of `path` against the schema `name`: console.error on a mismatch; in tests it throws. */
export async function checkAnswer(path: string, name: AnswerSchemaName, body: unknown): Promise<void> {
  const schema = await schemaNamed(name)
  const result = schema ? schema.safeParse(body) : undefined
  if (result?.success) return
  const issues = result ? result.error.issues : `no schema named ${name} in src/shared/schemas`
  console.error(`API answer of ${path} does not match ${name}`, issues)
  if (import.meta.env.MODE === 'test') {
    throw new AnswerMismatchError(`API answer of ${path} does not match ${name}: ${JSON.stringify(issues)}`)
  }
}
