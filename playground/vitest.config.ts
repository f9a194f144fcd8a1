/**
 * The browser test: a real headless Chromium driven through the built playground. Kept out
 * of the library's `npm test` (its include is test/**), run by `npm run test:browser`.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../scripts/subpaths.mjs'

export default defineConfig({
  resolve: {
    // pitwall/<subpath> → ../src/<subpath>/index.ts: the subpaths of package.json's "exports".
    alias: sourceAliases(),
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.e2e.ts'],
    // One browser at a time: the machine has two cores.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
})
