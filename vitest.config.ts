import { defineConfig } from 'vitest/config'
import { sourceAliases } from './scripts/subpaths.mjs'

export default defineConfig({
  // pitwall/<subpath> → src/<subpath>/index.ts, for the code that imports the library as an app
  // does (examples/): the subpaths of package.json's "exports".
  resolve: { alias: sourceAliases() },
  test: {
    include: ['test/**/*.test.ts'],
    // Two cores: one worker per core keeps property tests from starving each other.
    maxWorkers: 2,
    testTimeout: 60_000,
    // One fast-check seed for every property (test/support/seed.ts): fixed unless PITWALL_SEED says.
    setupFiles: ['test/support/setup.ts'],
  },
})
