// The clean tree of the boundary probes (decision record 005): a small src/ that keeps every rule while doing each
// thing a too-eager rule would wrongly refuse. The checker must report nothing on it.

/** File path from the root → its text. */
export type Tree = Record<string, string>

/** Allowed on purpose: each line is something a too-eager rule would wrongly refuse. */
export const cleanTree: Tree = {
  'src/shared/domain/slug.ts': `export const slug = (text: string) => text.toLowerCase()\n`,
  'src/shared/domain/slug.test.ts': [
    `import { readFileSync } from 'node:fs'`,
    `import { expect, it } from 'vitest'`,
    `import { slug } from './slug'`,
    `it('slugs', () => expect(slug(readFileSync('x', 'utf8'))).toBe('x'))`,
  ].join('\n'),
  'src/shared/schemas/article.ts': `import { z } from 'zod'\nexport const ArticleSchema = z.object({ slug: z.string() })\nexport type Article = z.infer<typeof ArticleSchema>\n`,
  'src/server/env.ts': `export const env = { port: process.env.PORT, host: process.env['HOST'] }\n`,
  'src/server/main.ts': [
    `import { resolve } from 'node:path'`,
    `import { env } from './env'`,
    `// the demo seed reads fixtures/ at run time: data, not an import`,
    `export const fixturesDir = resolve('fixtures')`,
    `process.on('SIGTERM', () => process.exit(0))`,
    `export const port = env.port ?? process.argv[2]`,
  ].join('\n'),
  'src/server/db/client.ts': `import { env } from '../env'\nexport type Db = { url: string | undefined }\nexport const db: Db = { url: env.port }\n`,
  'src/server/db/schema/articles.ts': `import { pgTable, text } from 'drizzle-orm/pg-core'\nexport const articles = pgTable('articles', { slug: text() })\n`,
  'src/server/storage/articles.ts': [
    `import { eq } from 'drizzle-orm'`,
    `import { slug } from '#shared/domain/slug'`,
    `import { articles } from '../db/schema/articles'`,
    `export const getArticleBySlug = (s: string) => eq(articles.slug, slug(s))`,
  ].join('\n'),
  'src/server/providers/http.ts': `export async function fetchFeed(url: string) {\n  return url\n}\n`,
  'src/server/services/news.ts': [
    `import type { SQL } from 'drizzle-orm'`,
    `import { fetchFeed } from '#server/providers/http'`,
    `import { getArticleBySlug } from '#server/storage/articles'`,
    `export const article = (s: string): SQL => getArticleBySlug(s)`,
    `export const refresh = () => fetchFeed('https://example.com/feed')`,
  ].join('\n'),
  'src/server/services/news.test.ts': [
    `import { startFake } from '../../../tests/support/fake'`,
    `import { bench } from '../../../bench/support'`,
    `import { article } from './news'`,
    `export const used = [startFake, bench, article]`,
  ].join('\n'),
  'src/server/jobs/refresh.job.ts': `import { refresh } from '#server/services/news'\nexport const job = () => refresh()\n`,
  'src/server/routes/public/articles/articles.routes.ts': [
    `import { Hono } from 'hono'`,
    `import type { Db } from '#server/db/client'`,
    `import { article } from '#server/services/news'`,
    `export type RouteDb = Db`,
    `export const articlesRoutes = new Hono().get('/', (c) => c.json(article('x')))`,
  ].join('\n'),
  'src/server/app.ts': `import { articlesRoutes } from './routes/public/articles/articles.routes'\nexport const app = articlesRoutes\nexport type AppType = typeof app\n`,
  'src/server/render/ssr.ts': `import { render } from '#web/entry-server'\nexport const html = () => render()\n`,
  'src/web/entry-server.tsx': `import type { AppType } from '#server/app'\nexport function render(app?: AppType) {\n  return String(app)\n}\n`,
  'src/web/lib/api-client.ts': [
    `import type { AppType } from '#server/app'`,
    `import type { Article } from '#shared/schemas/article'`,
    `export type SchemaName = 'ArticleSchema'`,
    `export const get = (app: AppType): Article | undefined => (app ? undefined : undefined)`,
    `export const checked = async (answer: unknown) => (await import('./dev-answer-check')).check(answer)`,
  ].join('\n'),
  'src/web/lib/dev-answer-check.ts': [
    `// DEV only: the schemas reach the browser in development, never in the build; a lazy import() and a type`,
    `// import back are not a cycle`,
    `import type { SchemaName } from './api-client'`,
    `export const name: SchemaName = 'ArticleSchema'`,
    `export async function check(answer: unknown) {`,
    `  const { ArticleSchema } = await import('#shared/schemas/article')`,
    `  return ArticleSchema.parse(answer)`,
    `}`,
  ].join('\n'),
  'src/web/lib/mode.ts': [
    `export const dev = import.meta.env.DEV`,
    `export type App = import('#server/app').AppType`,
  ].join('\n'),
  'src/server/args.ts': `export { argv } from 'node:process'\nexport const cwd = () => process.cwd()\n`,
  'src/web/components/ui/button.tsx': `export function Button() {\n  return null\n}\n`,
  'src/web/features/news/api/get-news.ts': `import { get } from '#web/lib/api-client'\nexport const getNews = get\n`,
  'src/web/features/news/components/news-list.tsx': [
    `import { Button } from '#web/components/ui/button'`,
    `import { getNews } from '../api/get-news'`,
    `export const NewsList = () => [Button, getNews]`,
  ].join('\n'),
  'src/web/features/article/components/article.tsx': `import { slug } from '#shared/domain/slug'\nexport const Article = slug\n`,
  'src/web/routes/public/home.tsx': [
    `import { Article } from '#web/features/article/components/article'`,
    `import { NewsList } from '#web/features/news/components/news-list'`,
    `export const Home = () => [NewsList, Article]`,
  ].join('\n'),
  'tests/support/fake.ts': `export const startFake = () => undefined\n`,
  'bench/support.ts': `export const bench = () => undefined\n`,
}
