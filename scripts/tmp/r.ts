import { createTestApp, testEnv } from '../../tests/support/app'
import { createTestDatabase } from '../../tests/support/databases'
import { sourceRenderer } from '../../tests/support/renderer'
const env = testEnv({ BRAND_NAME: 'Clutch' })
const t = await createTestDatabase({ name: 'pglite' })
let app: any
app = createTestApp(t.database, { env, renderer: sourceRenderer(env.site, () => app) }).app
const html = await (await app.request('/')).text()
console.log(html.replace(/class="[^"]*"/g, '').slice(0, 200000).match(/Meet.{0,200}|<script type="module".{0,100}/g))
await t.drop()
