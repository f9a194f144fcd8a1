/**
 * The golden playthroughs: one seeded race per game and rule preset, on the game's default
 * board with a small field (readable, yet every seat kind plays). `npx tsx
 * scripts/playthroughs.ts` writes them next to this file; `npm test` compares.
 */
import { catalog, type AnyEntry, type ConfigOptions } from '../../src/cli/catalog.js'
import type { PlaythroughSpec } from '../../src/cli/transcript.js'

/** One checked-in transcript. */
export interface Golden {
  /** The file name in test/playthroughs. */
  readonly file: string
  readonly entry: AnyEntry
  readonly spec: PlaythroughSpec
}

// Per game and preset, the options that differ from the defaults. Formule Dé races on Hairpin,
// the shortest built-in circuit, one lap in the basic and advanced presets (the tournament races
// its 3 laps, FD-T 2-0-3), so that a whole race stays quick to replay.
const OPTIONS: Readonly<Record<string, Readonly<Record<string, ConfigOptions>>>> = {
  'formule-de': {
    basic: { board: 'hairpin', laps: 1 },
    advanced: { board: 'hairpin', laps: 1 },
    tournament: { board: 'hairpin' },
  },
}

/** Every transcript: each game × each of its presets. */
export const goldens = (): ReadonlyArray<Golden> =>
  catalog.flatMap((entry) =>
    entry.game.info.presets.map((preset) => ({
      file: `${entry.game.id}-${preset}.txt`,
      entry,
      spec: {
        options: {
          players: Math.max(entry.game.info.players.min, Math.min(3, entry.game.info.players.max)),
          ...OPTIONS[entry.game.id]?.[preset],
          rules: preset,
        },
        seed: 1,
        detailedSteps: 150,
      },
    })),
  )
