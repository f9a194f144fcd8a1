/**
 * What a Formula Motor Racing race is worth to each seat where the search stops looking ahead:
 * each seat's cars valued by the heuristic bot's table of places, plus the season points it
 * has won, turned into per-seat values by `pairwiseValues`. The hands are not looked at.
 */
import { pairwiseValues, type Evaluator } from '../search/index.js'
import { teamValue } from './bots.js'
import { COLOURS } from './cars.js'
import type { FmrState } from './state.js'

/**
 * Per seat: the season points of its teams and the value of their cars' places (the points of
 * the first six places and a small tail); `scale`, about one place in the points, is the
 * difference worth e (2.7) to one.
 */
export const fmrEvaluator =
  (scale = 3): Evaluator<FmrState> =>
  (s) =>
    pairwiseValues(
      s.rules.teams.map((colours) => {
        const season = colours.reduce((sum, colour) => sum + (s.teamPoints[COLOURS.indexOf(colour)] ?? 0), 0)
        return -(season + teamValue({ order: s.order, out: s.out }, colours))
      }),
      scale,
    )
