import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { tailwindMergeSubset } from './scripts/tailwind-merge-subset.js'

// React Router's package resolves to its development build (dev warnings on) under every condition; its
// production build, the same code with the warnings compiled out, is in dist/production. Both builds use it: the
// SSR bundle too, where the development build's checks cost a page render about 7 % of its CPU (decision 037);
// through the alias the SSR build bundles it instead of importing the package's "node" export.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

// One config for the client bundle (dist/client, with a manifest the server reads for asset tags)
// and the SSR bundle (`vite build --ssr`, dist/server).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), tailwindMergeSubset(['src/web', 'src/shared'])],
  publicDir: 'public',
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: {
          input: 'src/web/entry-client.tsx',
          // Everything the entry imports statically is downloaded on every page: one chunk instead of
          // several (React, React Router, tailwind-merge, the icon base) compresses better and
          // saves the round trips the browser makes discovering them one after another.
          output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } },
        },
      },
  ssr: { noExternal: [] },
}))
