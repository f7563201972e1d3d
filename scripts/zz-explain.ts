import pg from 'pg'
import { openDatabase } from '#server/db/client'
import { getEventPage } from '#server/storage/event-reads'
import { getMatchPageRow } from '#server/storage/match-reads'

const url = process.argv[2]!
const seen: { text: string; values: unknown[] }[] = []
const original = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (config && typeof config === 'object' && 'text' in config) {
    const c = config as { text: string; values?: unknown[] }
    seen.push({ text: c.text, values: c.values ?? (Array.isArray(rest[0]) ? rest[0] : []) })
  }
  return (original as (...a: unknown[]) => unknown).call(this, config, ...rest)
} as typeof original
const database = await openDatabase({ url })
await getMatchPageRow(database.db, Number(process.argv[3]), { form: 5, meetings: 10, news: 6 })
await getEventPage(database.db, Number(process.argv[4]))
const client = new pg.Client({ connectionString: url })
await client.connect()
const literal = (v: unknown) => (v == null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v)}'`)
for (const [i, { text, values }] of seen.filter((s) => s.text.length > 500).entries()) {
  await client.query(`PREPARE s${i} AS ${text}`)
  const exec = `EXECUTE s${i}(${values.map(literal).join(', ')})`
  for (let n = 0; n < 6; n++) await client.query(exec)
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${exec}`)
  console.log(`--- statement ${i}: ${values.map(literal).join(', ')}`)
  console.log(rows.map((r) => r['QUERY PLAN']).join('\n'))
}
await client.end()
process.exit(0)
