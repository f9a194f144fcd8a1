import type { Runner } from './runner.js'

/** Every game the CLI can simulate, in the order `simulate all` plays them. */
export const runners: ReadonlyArray<Runner> = []
