import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time on the 2-core CI machine (vitest's default is the CPU count minus one): most integration
    // files wait on PostgreSQL, PGlite's disk or child servers, so two overlap. The Node 20 suite took 1,443 s with
    // one worker and 1,041 s with two in session 9's side-by-side runs on one clone.
    maxWorkers: 2,
  },
})
