/**
 * How the first `legalActions` call grows with the board and the number of cars: for each
 * setting (a board and a number of cars), the decisions of a few seeded races of the given
 * bots, each state asked once as `reduce` returned it (as the per-call figures: no cache hit),
 * median and 90th percentile in µs. Every setting is replayed once untimed first, so the rows
 * compare warm code.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Game, type Policy } from '../src/core/index.js'
import type { Figure } from './entry.js'
import { figureOf, perCallTimes } from './measure.js'

/** One row of a scaling table: a config, its bots, and what to call it. */
export interface ScalingSetting<C, A, O> {
  /** The row's measure, e.g. `legal actions, Costa Azzurra (3,075 points), 8 cars`. */
  readonly measure: string
  readonly config: C
  /** One policy per seat. */
  readonly policies: ReadonlyArray<Policy<A, O>>
}

/** The rows of `settings` under `label`: `races` seeded races each (seeds 2000...). */
export const legalScalingRows = <C, S, A, E, O>(
  label: string,
  game: Game<C, S, A, E, O>,
  settings: ReadonlyArray<ScalingSetting<C, A, O>>,
  botsNote: string,
  races = 3,
): ReadonlyArray<Figure> => {
  const recorded = settings.map(({ config, policies }) => {
    const start = game.setup(config)
    if (isLeft(start)) throw new Error(`bench config refused: ${start.left.message}`)
    return Array.from({ length: races }, (_, i) => {
      const run = playout(game, start.right, seedRng(2000 + i), policies, { collectEvents: false })
      if (isLeft(run)) throw new Error(`bench race failed: ${run.left.message}`)
      return { actions: run.right.actions }
    })
  })
  settings.forEach((s, i) => perCallTimes(game, s.config, recorded[i] ?? []))
  return settings.map((s, i) => {
    const { legal } = perCallTimes(game, s.config, recorded[i] ?? [])
    return figureOf(label, s.measure, legal, 'µs', 'wall', {
      note: `first call, ${legal.length} decisions of ${races} races (${botsNote}), no cache hit`,
    })
  })
}
