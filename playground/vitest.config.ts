/**
 * The browser test: a real headless Chromium driven through the built playground. Kept out
 * of the library's `npm test` (its include is test/**), run by `npm run test:browser`.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['test/**/*.e2e.ts'],
    // One browser at a time: the machine has two cores.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
})
