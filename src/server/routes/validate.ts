import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { AppError } from '../errors'

/**
 * Validation once, at the edge (STYLE.md habit 3). A body that parses but breaks the schema is 422;
 * a bad query string or path parameter is 400. Each failing field gets its messages.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(target, result.error)
  })
}

/** The same rule for a value checked inside a handler (e.g. a body whose schema depends on its keys). */
export function parseBody<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  return parseInput('json', schema, value)
}

/** `validate`'s rule for a value read outside a Hono route (the renderer's direct reads: a path or a query). */
export function parseInput<Schema extends z.ZodType>(
  target: keyof ValidationTargets,
  schema: Schema,
  value: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(target, result.error)
  return result.data
}

function validationError(
  target: string,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
): AppError {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : target
    fields[key] = [...(fields[key] ?? []), issue.message]
  }
  const first = Object.entries(fields)[0]
  const summary = first ? `${first[0]}: ${first[1][0]}` : 'invalid input'
  return new AppError(
    target === 'json' || target === 'form' ? 'VALIDATION_FAILED' : 'BAD_REQUEST',
    `Invalid ${target === 'json' ? 'request body' : target}: ${summary}`,
    { fields },
  )
}
