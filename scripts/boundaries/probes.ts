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

/** Probes of one violating file each, at the same path, by name: the file's lines. */
const probesOf = (rule: RuleId, file: string, byName: Record<string, string[]>): Probe[] =>
  Object.entries(byName).map(([name, lines]) => ({ rule, name, files: { [file]: bad(lines) } }))

export const probes: Probe[] = [
  ...probesOf('shared-imports-shared', 'src/shared/domain/bad.ts', {
    'shared imports server': [`import { env } from '#server/env'`, 'export const e = env'],
    'shared imports web, type only': [
      `import type { NewsList } from '#web/features/news/components/news-list'`,
    ],
    'inline import() type of server code in shared': [`export type App = import('#server/app').AppType`],
  }),
  ...probesOf('shared-no-node', 'src/shared/domain/bad.ts', {
    'node:fs in shared': [`import { readFileSync } from 'node:fs'`],
    'bare built-in crypto in shared': [`import { createHash } from 'crypto'`],
    "import fs = require('node:fs') in shared": [
      `import fs = require('node:fs')`,
      'export const read = fs.readFileSync',
    ],
    "require('node:path') in shared": [`export const path = require('node:path')`],
  }),
  ...probesOf('shared-no-frameworks', 'src/shared/domain/bad.ts', {
    'react in shared': [`import { useState } from 'react'`],
    'drizzle-orm in shared': [`import type { SQL } from 'drizzle-orm'`],
  }),
  ...probesOf('web-server-type-only', 'src/web/lib/bad.ts', {
    'value import of server in web': [`import { env } from '#server/env'`],
    'inline `{ type X }` still loads the module': [`import { type AppType } from '#server/app'`],
    'value re-export of server code': [`export { env } from '#server/env'`],
  }),
  ...probesOf('web-no-node', 'src/web/lib/bad.ts', {
    'node:fs in web': [`import { readFileSync } from 'node:fs'`],
  }),
  ...probesOf('web-no-schemas', 'src/web/features/news/api/bad.ts', {
    'schema value import in a feature': [`import { ArticleSchema } from '#shared/schemas/article'`],
  }),
  ...probesOf('web-no-schemas', 'src/web/lib/bad.ts', {
    'zod in web': [`import { z } from 'zod'`],
    'dynamic import of schemas outside dev-answer-check': [
      `export const load = () => import('#shared/schemas/article')`,
    ],
  }),
  ...probesOf('web-components-lib-no-features', 'src/web/components/layout/bad.tsx', {
    'component imports a feature': [`import { NewsList } from '#web/features/news/components/news-list'`],
  }),
  ...probesOf('web-components-lib-no-features', 'src/web/lib/bad.ts', {
    'lib imports a feature (relative)': [`import { getNews } from '../features/news/api/get-news'`],
  }),
  ...probesOf('web-features-independent', 'src/web/features/article/components/bad.tsx', {
    'feature imports another feature': [`import { NewsList } from '#web/features/news/components/news-list'`],
  }),
  ...probesOf('web-routes-on-top', 'src/web/features/news/components/bad.tsx', {
    'feature imports a web route': [`import { Home } from '#web/routes/public/home'`],
  }),
  ...probesOf('web-routes-on-top', 'src/web/components/ui/bad.tsx', {
    'component imports the router': [`import { router } from '#web/router'`],
  }),
  ...probesOf('routes-no-storage-providers', 'src/server/routes/public/articles/bad.ts', {
    'route imports storage': [`import { getArticleBySlug } from '#server/storage/articles'`],
  }),
  ...probesOf('routes-no-storage-providers', 'src/server/routes/public/bad.ts', {
    'route imports a provider (relative)': [`import { fetchFeed } from '../../providers/http'`],
    'route imports db (a value)': [`import { db } from '#server/db/client'`],
  }),
  ...probesOf('db-bottom', 'src/server/db/bad.ts', {
    'db imports storage': [`import { getArticleBySlug } from '../storage/articles'`],
  }),
  ...probesOf('db-bottom', 'src/server/db/schema/bad.ts', {
    'db imports a service, type only': [`import type { refresh } from '#server/services/news'`],
  }),
  ...probesOf('storage-imports-db-shared', 'src/server/storage/bad.ts', {
    'storage imports a service': [`import { refresh } from '#server/services/news'`],
    'storage imports env': [`import { env } from '../env'`],
  }),
  ...probesOf('no-routes-import', 'src/server/services/bad.ts', {
    'service imports a route': [
      `import { articlesRoutes } from '#server/routes/public/articles/articles.routes'`,
    ],
  }),
  ...probesOf('no-routes-import', 'src/server/jobs/bad.job.ts', {
    'job imports a route': [`import { articlesRoutes } from '../routes/public/articles/articles.routes'`],
  }),
  ...probesOf('no-routes-import', 'src/server/realtime/bad.ts', {
    'realtime imports a route': [
      `import { articlesRoutes } from '#server/routes/public/articles/articles.routes'`,
    ],
  }),
  ...probesOf('server-web-via-render', 'src/server/services/bad.ts', {
    'service imports web code': [`import { render } from '#web/entry-server'`],
  }),
  ...probesOf('server-web-via-render', 'src/server/routes/bad.ts', {
    'route imports a web type': [`import type { Home } from '#web/routes/public/home'`],
  }),
  ...probesOf('sql-in-storage', 'src/server/services/bad.ts', {
    'drizzle-orm in a service': [`import { eq } from 'drizzle-orm'`],
  }),
  ...probesOf('sql-in-storage', 'src/server/routes/bad.ts', {
    'drizzle-orm/pg-core in a route': [`import { sql } from 'drizzle-orm/pg-core'`],
  }),
  ...probesOf('llm-in-ai', 'src/server/services/bad.ts', {
    'a service calls the model itself': [`import { streamText } from 'ai'`],
    'a service builds a provider': [`import { createOpenAI } from '@ai-sdk/openai'`],
  }),
  ...probesOf('llm-in-ai', 'src/web/features/chat/bad.ts', {
    'the browser imports the AI SDK': [`import { generateText } from 'ai'`],
  }),
  ...probesOf('no-test-imports', 'src/server/services/bad.ts', {
    'service imports tests/support': [`import { startFake } from '../../../tests/support/fake'`],
    'service imports bench/': [`import { bench } from '../../../bench/support'`],
    'service imports fixtures/': [`import meta from '../../../fixtures/pandascore/meta.json'`],
  }),
  ...probesOf('no-test-imports', 'src/server/ingest/bad.ts', {
    'ingest imports its testdata/': [`import feed from './testdata/feed.xml?raw'`],
  }),
  ...probesOf('no-test-imports', 'src/web/lib/bad.ts', {
    'web imports e2e/': [`export const load = () => import('../../../e2e/support')`],
  }),
  {
    rule: 'no-cycles',
    name: 'two modules import each other',
    files: {
      'src/shared/domain/a.ts': bad([`import { b } from './b'`, 'export const a = () => b']),
      'src/shared/domain/b.ts': bad([`import { a } from './a'`, 'export const b = () => a']),
    },
  },
  {
    rule: 'no-cycles',
    name: 'a three-file loop closed by a type import',
    files: {
      'src/server/services/a.ts': bad([`import { b } from './b'`, 'export const a = () => b']),
      'src/server/services/b.ts': bad([`import { c } from './c'`, 'export const b = () => c']),
      'src/server/services/c.ts': bad([
        `import type { a } from './a'`,
        'export const c: typeof a | null = null',
      ]),
    },
  },
  ...probesOf('no-process-env', 'src/server/services/bad.ts', {
    'process.env.X': ['export const port = process.env.PORT'],
    "process.env['X']": [`export const port = process.env['PORT']`],
    "process['env']": [`export const port = process['env'].PORT`],
    'process[`env`]': ['export const port = process[`env`].PORT'],
    'const { env } = process': ['const { env } = process', 'export const port = env.PORT'],
    "import { env } from 'node:process'": [
      `import { env } from 'node:process'`,
      'export const port = env.PORT',
    ],
    "import { env } from 'process'": [`import { env as e } from 'process'`, 'export const port = e.PORT'],
    "import process from 'node:process' then .env": [
      `import proc from 'node:process'`,
      'export const port = proc.env.PORT',
    ],
    "import * as p from 'node:process' then .env": [
      `import * as p from 'node:process'`,
      'export const port = p.env.PORT',
    ],
    "export { env } from 'node:process'": [`export { env } from 'node:process'`],
    'globalThis.process.env': ['export const port = globalThis.process.env.PORT'],
    'const p = process; p.env': ['const p = process', 'export const port = p.env.PORT'],
  }),
  ...probesOf('relative-depth', 'src/server/routes/public/articles/bad.ts', {
    'three ../ inside server': [`import { article } from '../../../services/news'`],
  }),
  ...probesOf('relative-leaves-area', 'src/web/lib/bad.ts', {
    'relative import from web into shared': [`import { slug } from '../../shared/domain/slug'`],
  }),
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
