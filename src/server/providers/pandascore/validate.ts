import type { z } from 'zod'

function describeRecord(kind: string, index: number, record: unknown): string {
  const id =
    record !== null && typeof record === 'object' && 'id' in record && typeof record.id === 'number'
      ? ` id ${record.id}`
      : ''
  return `${kind} #${index}${id}`
}

/**
 * Validates each record on its own (STYLE.md habit 3): the valid ones are returned, each invalid one adds
 * one line to `errors` and is left out whole. `where` prefixes the lines (e.g. "GET /csgo/teams page 2").
 */
export function validateRecords<S extends z.ZodType>(
  kind: string,
  schema: S,
  records: readonly unknown[],
  errors: string[],
  where = '',
): z.output<S>[] {
  const valid: z.output<S>[] = []
  records.forEach((record, index) => {
    const result = schema.safeParse(record)
    if (result.success) {
      valid.push(result.data)
      return
    }
    const issues = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
      .join('; ')
    errors.push(`${where ? `${where}: ` : ''}${describeRecord(kind, index, record)} is invalid: ${issues}`)
  })
  return valid
}
