import { defineConfig } from 'rolldown'

// The server as plain JavaScript (decision 030): `npm run serve` and `npm run worker` run dist/node/*.js with
// node alone, so production installs (`npm ci --omit=dev`) need no TypeScript loader. Packages stay external
// (node_modules is there at run time); our own modules, reached through relative and `#…` imports, are bundled.
// Files read at run time (migrations, fonts, fixtures, dist/client) are found from the project root (src/server/root.ts).
export default defineConfig({
  input: {
    main: 'src/server/main.ts',
    worker: 'src/server/worker.ts',
    'create-admin': 'scripts/create-admin.ts',
    'admin-list': 'scripts/admin-list.ts',
    'admin-reset-password': 'scripts/admin-reset-password.ts',
    migrate: 'scripts/migrate.ts',
    'feeds-process': 'scripts/feeds-process.ts',
    'sync-esports': 'scripts/sync-esports.ts',
  },
  platform: 'node',
  tsconfig: 'tsconfig.json',
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('#') && !id.startsWith('\0'),
  output: { dir: 'dist/node', format: 'esm', sourcemap: true, cleanDir: true },
})
