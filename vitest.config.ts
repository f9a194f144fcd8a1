import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two cores: one worker per core keeps property tests from starving each other.
    maxWorkers: 2,
    testTimeout: 60_000,
    // One fast-check seed for every property (test/support/seed.ts): fixed unless PITWALL_SEED says.
    setupFiles: ['test/support/setup.ts'],
  },
})
