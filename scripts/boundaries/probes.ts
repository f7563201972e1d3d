import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { checkBoundaries, type RuleId, type Violation } from './check'
import { cleanTree, type Tree } from './clean-tree'

// Probe files that must fail (decision record 005): a small clean tree that obeys every rule, and per rule one or
// more probes that add a single violating file. Each probe must be reported as exactly that rule on that file, and
// the clean tree as nothing. tests/boundaries/check-boundaries.test.ts runs them; `scripts/check-boundaries.ts
// --probes` prints the table.

export interface Probe {
  rule: RuleId
  name: string
  /** Files added to the clean tree; the first one is where the violation must be reported. */
  files: Tree
}

const bad = (lines: string[]) => `${lines.join('\n')}\n`

export const probes: Probe[] = [
  {
    rule: 'shared-imports-shared',
    name: 'shared imports server',
    files: { 'src/shared/domain/bad.ts': bad([`import { env } from '#server/env'`, `export const e = env`]) },
  },
  {
    rule: 'shared-imports-shared',
    name: 'shared imports web, type only',
    files: {
      'src/shared/domain/bad.ts': bad([
        `import type { NewsList } from '#web/features/news/components/news-list'`,
      ]),
    },
  },
  {
    rule: 'shared-imports-shared',
    name: 'inline import() type of server code in shared',
    files: { 'src/shared/domain/bad.ts': bad([`export type App = import('#server/app').AppType`]) },
  },
  {
    rule: 'shared-no-node',
    name: 'node:fs in shared',
    files: { 'src/shared/domain/bad.ts': bad([`import { readFileSync } from 'node:fs'`]) },
  },
  {
    rule: 'shared-no-node',
    name: 'bare built-in crypto in shared',
    files: { 'src/shared/domain/bad.ts': bad([`import { createHash } from 'crypto'`]) },
  },
  {
    rule: 'shared-no-frameworks',
    name: 'react in shared',
    files: { 'src/shared/domain/bad.ts': bad([`import { useState } from 'react'`]) },
  },
  {
    rule: 'shared-no-frameworks',
    name: 'drizzle-orm in shared',
    files: { 'src/shared/domain/bad.ts': bad([`import type { SQL } from 'drizzle-orm'`]) },
  },
  {
    rule: 'web-server-type-only',
    name: 'value import of server in web',
    files: { 'src/web/lib/bad.ts': bad([`import { env } from '#server/env'`]) },
  },
  {
    rule: 'web-server-type-only',
    name: 'inline `{ type X }` still loads the module',
    files: { 'src/web/lib/bad.ts': bad([`import { type AppType } from '#server/app'`]) },
  },
  {
    rule: 'web-server-type-only',
    name: 'value re-export of server code',
    files: { 'src/web/lib/bad.ts': bad([`export { env } from '#server/env'`]) },
  },
  {
    rule: 'web-no-node',
    name: 'node:fs in web',
    files: { 'src/web/lib/bad.ts': bad([`import { readFileSync } from 'node:fs'`]) },
  },
  {
    rule: 'web-no-schemas',
    name: 'schema value import in a feature',
    files: {
      'src/web/features/news/api/bad.ts': bad([`import { ArticleSchema } from '#shared/schemas/article'`]),
    },
  },
  {
    rule: 'web-no-schemas',
    name: 'zod in web',
    files: { 'src/web/lib/bad.ts': bad([`import { z } from 'zod'`]) },
  },
  {
    rule: 'web-no-schemas',
    name: 'dynamic import of schemas outside dev-answer-check',
    files: { 'src/web/lib/bad.ts': bad([`export const load = () => import('#shared/schemas/article')`]) },
  },
  {
    rule: 'web-components-lib-no-features',
    name: 'component imports a feature',
    files: {
      'src/web/components/layout/bad.tsx': bad([
        `import { NewsList } from '#web/features/news/components/news-list'`,
      ]),
    },
  },
  {
    rule: 'web-components-lib-no-features',
    name: 'lib imports a feature (relative)',
    files: { 'src/web/lib/bad.ts': bad([`import { getNews } from '../features/news/api/get-news'`]) },
  },
  {
    rule: 'web-features-independent',
    name: 'feature imports another feature',
    files: {
      'src/web/features/article/components/bad.tsx': bad([
        `import { NewsList } from '#web/features/news/components/news-list'`,
      ]),
    },
  },
  {
    rule: 'web-routes-on-top',
    name: 'feature imports a web route',
    files: {
      'src/web/features/news/components/bad.tsx': bad([`import { Home } from '#web/routes/public/home'`]),
    },
  },
  {
    rule: 'web-routes-on-top',
    name: 'component imports the router',
    files: { 'src/web/components/ui/bad.tsx': bad([`import { router } from '#web/router'`]) },
  },
  {
    rule: 'routes-no-storage-providers',
    name: 'route imports storage',
    files: {
      'src/server/routes/public/articles/bad.ts': bad([
        `import { getArticleBySlug } from '#server/storage/articles'`,
      ]),
    },
  },
  {
    rule: 'routes-no-storage-providers',
    name: 'route imports a provider (relative)',
    files: { 'src/server/routes/public/bad.ts': bad([`import { fetchFeed } from '../../providers/http'`]) },
  },
  {
    rule: 'routes-no-storage-providers',
    name: 'route imports db (a value)',
    files: { 'src/server/routes/public/bad.ts': bad([`import { db } from '#server/db/client'`]) },
  },
  {
    rule: 'db-bottom',
    name: 'db imports storage',
    files: { 'src/server/db/bad.ts': bad([`import { getArticleBySlug } from '../storage/articles'`]) },
  },
  {
    rule: 'db-bottom',
    name: 'db imports a service, type only',
    files: { 'src/server/db/schema/bad.ts': bad([`import type { refresh } from '#server/services/news'`]) },
  },
  {
    rule: 'storage-imports-db-shared',
    name: 'storage imports a service',
    files: { 'src/server/storage/bad.ts': bad([`import { refresh } from '#server/services/news'`]) },
  },
  {
    rule: 'storage-imports-db-shared',
    name: 'storage imports env',
    files: { 'src/server/storage/bad.ts': bad([`import { env } from '../env'`]) },
  },
  {
    rule: 'no-routes-import',
    name: 'service imports a route',
    files: {
      'src/server/services/bad.ts': bad([
        `import { articlesRoutes } from '#server/routes/public/articles/articles.routes'`,
      ]),
    },
  },
  {
    rule: 'no-routes-import',
    name: 'job imports a route',
    files: {
      'src/server/jobs/bad.job.ts': bad([
        `import { articlesRoutes } from '../routes/public/articles/articles.routes'`,
      ]),
    },
  },
  {
    rule: 'server-web-via-render',
    name: 'service imports web code',
    files: { 'src/server/services/bad.ts': bad([`import { render } from '#web/entry-server'`]) },
  },
  {
    rule: 'server-web-via-render',
    name: 'route imports a web type',
    files: { 'src/server/routes/bad.ts': bad([`import type { Home } from '#web/routes/public/home'`]) },
  },
  {
    rule: 'sql-in-storage',
    name: 'drizzle-orm in a service',
    files: { 'src/server/services/bad.ts': bad([`import { eq } from 'drizzle-orm'`]) },
  },
  {
    rule: 'sql-in-storage',
    name: 'drizzle-orm/pg-core in a route',
    files: { 'src/server/routes/bad.ts': bad([`import { sql } from 'drizzle-orm/pg-core'`]) },
  },
  {
    rule: 'no-test-imports',
    name: 'service imports tests/support',
    files: { 'src/server/services/bad.ts': bad([`import { startFake } from '../../../tests/support/fake'`]) },
  },
  {
    rule: 'no-test-imports',
    name: 'service imports bench/',
    files: { 'src/server/services/bad.ts': bad([`import { bench } from '../../../bench/support'`]) },
  },
  {
    rule: 'no-test-imports',
    name: 'service imports fixtures/',
    files: {
      'src/server/services/bad.ts': bad([`import meta from '../../../fixtures/pandascore/meta.json'`]),
    },
  },
  {
    rule: 'no-test-imports',
    name: 'ingest imports its testdata/',
    files: { 'src/server/ingest/bad.ts': bad([`import feed from './testdata/feed.xml?raw'`]) },
  },
  {
    rule: 'no-test-imports',
    name: 'web imports e2e/',
    files: { 'src/web/lib/bad.ts': bad([`export const load = () => import('../../../e2e/support')`]) },
  },
  {
    rule: 'no-cycles',
    name: 'two modules import each other',
    files: {
      'src/shared/domain/a.ts': bad([`import { b } from './b'`, `export const a = () => b`]),
      'src/shared/domain/b.ts': bad([`import { a } from './a'`, `export const b = () => a`]),
    },
  },
  {
    rule: 'no-cycles',
    name: 'a three-file loop closed by a type import',
    files: {
      'src/server/services/a.ts': bad([`import { b } from './b'`, `export const a = () => b`]),
      'src/server/services/b.ts': bad([`import { c } from './c'`, `export const b = () => c`]),
      'src/server/services/c.ts': bad([
        `import type { a } from './a'`,
        `export const c: typeof a | null = null`,
      ]),
    },
  },
  ...(
    [
      ['process.env.X', [`export const port = process.env.PORT`]],
      ["process.env['X']", [`export const port = process.env['PORT']`]],
      ["process['env']", [`export const port = process['env'].PORT`]],
      ['process[`env`]', ['export const port = process[`env`].PORT']],
      ['const { env } = process', [`const { env } = process`, `export const port = env.PORT`]],
      [
        "import { env } from 'node:process'",
        [`import { env } from 'node:process'`, `export const port = env.PORT`],
      ],
      ["import { env } from 'process'", [`import { env as e } from 'process'`, `export const port = e.PORT`]],
      [
        "import process from 'node:process' then .env",
        [`import proc from 'node:process'`, `export const port = proc.env.PORT`],
      ],
      [
        "import * as p from 'node:process' then .env",
        [`import * as p from 'node:process'`, `export const port = p.env.PORT`],
      ],
      ["export { env } from 'node:process'", [`export { env } from 'node:process'`]],
      ['globalThis.process.env', [`export const port = globalThis.process.env.PORT`]],
      ['const p = process; p.env', [`const p = process`, `export const port = p.env.PORT`]],
    ] as const
  ).map(
    ([name, lines]): Probe => ({
      rule: 'no-process-env',
      name,
      files: { 'src/server/services/bad.ts': bad([...lines]) },
    }),
  ),
  {
    rule: 'relative-depth',
    name: 'three ../ inside server',
    files: {
      'src/server/routes/public/articles/bad.ts': bad([`import { article } from '../../../services/news'`]),
    },
  },
  {
    rule: 'relative-leaves-area',
    name: 'relative import from web into shared',
    files: { 'src/web/lib/bad.ts': bad([`import { slug } from '../../shared/domain/slug'`]) },
  },
]

export function writeTree(root: string, tree: Tree): void {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

/** Checks a fresh copy of the clean tree plus the given files, in a temporary folder. */
export function checkTree(extra: Tree = {}): Violation[] {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-probe-'))
  try {
    writeTree(root, { ...cleanTree, ...extra })
    return checkBoundaries(root)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

export interface ProbeResult {
  probe: Probe
  reported: Violation[]
  /** Exactly one violation, of the probe's rule, on the probe's first file. */
  pass: boolean
}

export function runProbe(probe: Probe): ProbeResult {
  const reported = checkTree(probe.files)
  const file = Object.keys(probe.files)[0]
  const pass = reported.length === 1 && reported[0]?.rule === probe.rule && reported[0]?.file === file
  return { probe, reported, pass }
}
