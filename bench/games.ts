import type { AnyBenchEntry } from './entry.js'

/** Every game's bench entries, in print order. */
export const entries: ReadonlyArray<AnyBenchEntry> = []
