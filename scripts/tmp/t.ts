import { openDatabase, migrateDatabase } from '../../src/server/db/client'
const t0 = Date.now()
for (const url of [undefined, 'postgres://postgres@127.0.0.1:5432/test']) {
  const d = await openDatabase({ url, dataDir: 'memory://' })
  await migrateDatabase(d)
  console.log(d.driver, 'migrated', Date.now() - t0)
  const got: string[] = []
  const un = await d.listen('articles_changed', (p) => got.push(p))
  await d.execute('insert into articles (title, slug) values ($1, $2)', ['x', 'x-' + Date.now()])
  await new Promise((r) => setTimeout(r, 200))
  console.log(got)
  await un()
  await d.close()
}
