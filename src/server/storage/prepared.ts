import { createHash } from 'node:crypto'
import { Column, getTableName, is, SQL, sql, Subquery } from 'drizzle-orm'

// Named prepared statements for the hot public reads (issue #14's benchmark). PostgreSQL plans an unnamed
// statement at every call; a named one is planned once per connection and, after five calls, runs a cached
// generic plan. Planning the matches pages' five-table joins costs more than running them (1.1 ms of a live
// list's 1.7 ms), so the pages' reads go through here. PGlite runs them as it runs any query.

/** A selected column as drizzle's prepared query lists it: where it goes in the row object, and what decodes it. */
interface SelectedField {
  path: string[]
  field: unknown
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown
}

interface Preparable<T> {
  prepare(name: string): Statement<T> & { getQuery(): { sql: string } }
}

/** A statement ready to run with the values of its placeholders (`sql.placeholder(name)`). */
export interface Statement<T> {
  execute(values?: Record<string, unknown>): Promise<T>
}

/** What node-postgres's and PGlite's drizzle statements hold: the name goes with each execution. */
interface PreparedInternals {
  rawQueryConfig?: { name?: string }
  queryConfig?: { name?: string }
  fields?: SelectedField[]
  joinsNotNullableMap?: Record<string, boolean>
  customResultMapper?: (rows: unknown[][]) => unknown
}

/**
 * Runs a drizzle query as a prepared statement named after its SQL text (a hash): one text, one name, so two
 * shapes of a query (another filter, another count of ids) never collide on a connection.
 */
export function runPrepared<T>(query: Preparable<T>, values?: Record<string, unknown>): Promise<T> {
  return named(query).execute(values)
}

const statements = new WeakMap<object, Map<string, Statement<unknown>>>()

/**
 * The statement `build` makes, built, named and given its row mapper once per database and `key` (a shape of the
 * query: which filters it has), then run with its placeholders' values: building a summary select cost 0.24 ms,
 * 8 % of an event page's CPU (decision 042). The key must name every difference in the text `build` writes.
 */
export function preparedOnce<T>(db: object, key: string, build: () => Preparable<T>): Statement<T> {
  let byKey = statements.get(db)
  if (!byKey) {
    byKey = new Map()
    statements.set(db, byKey)
  }
  let statement = byKey.get(key) as Statement<T> | undefined
  if (!statement) {
    statement = named(build())
    byKey.set(key, statement)
  }
  return statement
}

/**
 * drizzle's statement named after the hash of its text, its rows mapped by `rowMapper` (the same objects drizzle's
 * own mapping builds, decided once per statement rather than once per column of each row: decision 042).
 */
function named<T>(query: Preparable<T>): Statement<T> {
  const prepared = query.prepare('')
  const internals = prepared as PreparedInternals
  if (internals.rawQueryConfig && internals.queryConfig) {
    const name = `q_${createHash('sha1').update(prepared.getQuery().sql).digest('base64url')}`
    internals.rawQueryConfig.name = name
    internals.queryConfig.name = name
  }
  if (internals.fields && !internals.customResultMapper)
    internals.customResultMapper = rowMapper(internals.fields, internals.joinsNotNullableMap)
  return prepared
}

/**
 * drizzle's mapResultRow (drizzle-orm/utils.js) with its per-column decisions taken once: each column's decoder,
 * and which table a nested object's column comes from (a left-joined table whose columns are all null gives null,
 * not an object of nulls). The rows are arrays in the order of `fields`.
 */
export function rowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const columns = fields.map(({ path, field }) => ({
    path,
    last: path.at(-1)!,
    decoder: decoderOf(field),
    // A column of a nested object (path of two), whose table decides whether the object is null.
    table:
      joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }))
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {}
      const nullify: Record<string, string | false> = {}
      let nested = false
      for (let index = 0; index < columns.length; index++) {
        const { path, last, decoder, table } = columns[index]!
        let node = result
        for (let depth = 0; depth < path.length - 1; depth++) {
          const key = path[depth]!
          node[key] ??= {}
          node = node[key] as Record<string, unknown>
        }
        const raw = row[index]
        const value = raw === null ? null : decoder.mapFromDriverValue(raw)
        node[last] = value
        if (table !== undefined) {
          nested = true
          const object = path[0]!
          const seen = nullify[object]
          if (seen === undefined) nullify[object] = value === null ? table : false
          else if (typeof seen === 'string' && seen !== table) nullify[object] = false
        }
      }
      if (nested)
        for (const object in nullify) {
          const table = nullify[object]
          if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null
        }
      return result
    })
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder
  // drizzle keeps an SQL's decoder in a field its types do not declare.
  const decoderOfSql = (value: unknown) => (value as { decoder: Decoder }).decoder
  if (is(field, SQL)) return decoderOfSql(field)
  if (is(field, Subquery)) return decoderOfSql(field._.sql)
  return decoderOfSql((field as SQL.Aliased).sql)
}

/**
 * A LIMIT written into the statement's text rather than sent as a parameter. PostgreSQL costs a generic plan of
 * `LIMIT $n` as if it read a tenth of the rows, so it never prefers it over planning each call anew (1 ms of the
 * results list's 1.3 ms); with the number in the text, the generic plan is as cheap as the custom one and is kept
 * (decision 042). Each limit is a statement of its own on every connection: write a `limitStep`, not any number.
 */
export function literalLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`a limit must be a whole number: ${limit}`)
  // drizzle writes an SQL object given as the limit into the text as it is.
  return sql.raw(String(limit)) as unknown as number
}

const LIMIT_STEPS = [8, 32, 128, 512] as const

/**
 * The smallest of a few limits at least `limit`, for a LIMIT written in the text: the reader chooses the limit, and
 * one statement per number asked would grow every connection's statements without bound. The caller keeps the
 * first `limit` rows of what the step reads.
 */
export function limitStep(limit: number): number {
  return LIMIT_STEPS.find((step) => step >= limit) ?? limit
}

interface SelectQuery<T> extends Preparable<T> {
  getSQL(): SQL
}

/**
 * A select's rows as one JSON column of another statement: an array of arrays, one per row in the order `order`
 * writes (over the select's own fields), decoded back into the rows the select itself returns (`rowMapper`: a JSON
 * number, boolean or object is what the drivers give for an integer, boolean or jsonb column, and a timestamp's JSON
 * text is read with `new Date` as its column's text is). So a page's rows that depend on another row's values are
 * read in the same statement as it: one statement, one round trip (decision 042, round 2).
 */
export function rowsAsJson<T>(
  query: SelectQuery<T>,
  order: (column: (field: unknown) => SQL) => SQL[],
): SQL<T> {
  const internals = query.prepare('') as unknown as PreparedInternals
  const fields = internals.fields ?? []
  // The select's columns renamed by position: its joined tables repeat names (id, slug).
  const names = fields.map((_, index) => sql.raw(`c${index}`))
  const column = (field: unknown) => {
    const index = fields.findIndex(
      (selected) => selected.field === field || sameColumn(selected.field, field),
    )
    if (index < 0) throw new Error('rowsAsJson: order by a field the select does not list')
    return names[index]!
  }
  const map = rowMapper(fields, internals.joinsNotNullableMap)
  const list = sql.join(names, sql`, `)
  return sql<T>`(SELECT coalesce(json_agg(json_build_array(${list}) ORDER BY ${sql.join(order(column), sql`, `)}), '[]')
    FROM (${query.getSQL()}) AS selected(${list}))`.mapWith((rows): T => map(rows as unknown[][]) as T)
}

/** A view's columns are copied into a select that lists them: the same column, not the same object. */
function sameColumn(a: unknown, b: unknown): boolean {
  return (
    is(a, Column) && is(b, Column) && a.name === b.name && getTableName(a.table) === getTableName(b.table)
  )
}
