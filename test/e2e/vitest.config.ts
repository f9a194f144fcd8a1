/**
 * The online end-to-end tests: real server processes, real browsers. Kept out of `npm test`
 * (its include is test/**\/*.test.ts), run by `npm run test:online`.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/e2e/**/*.e2e.ts'],
    // One browser test at a time: the machine has two cores.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
})
