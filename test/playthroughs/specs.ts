/**
 * The golden playthroughs: one seeded race per game and rule preset, on the game's default
 * board with a small field (readable, yet every seat kind plays). `npx tsx
 * scripts/playthroughs.ts` writes them next to this file; `npm test` compares.
 */
import { catalog, type AnyEntry } from '../../src/cli/catalog.js'
import type { PlaythroughSpec } from '../../src/cli/transcript.js'

/** One checked-in transcript. */
export interface Golden {
  /** The file name in test/playthroughs. */
  readonly file: string
  readonly entry: AnyEntry
  readonly spec: PlaythroughSpec
}

/** Every transcript: each game × each of its presets. */
export const goldens = (): ReadonlyArray<Golden> =>
  catalog.flatMap((entry) =>
    entry.game.info.presets.map((preset) => ({
      file: `${entry.game.id}-${preset}.txt`,
      entry,
      spec: {
        options: { players: Math.max(entry.game.info.players.min, Math.min(3, entry.game.info.players.max)), rules: preset },
        seed: 1,
        detailedSteps: 150,
      },
    })),
  )
