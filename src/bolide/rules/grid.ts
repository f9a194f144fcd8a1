/** The start grid draw (BO préparation) with qualifying and championship keys (BO 12, BO 16). */
import type { BolideState } from '../state.js'

/**
 * The seats that may take the next grid slot (BO préparation, BO 12, BO 16): the unplaced
 * cars with the lowest grid key. Without qualifying or championship every key is 0, so
 * the draw is uniform over all unplaced cars; equal qualifying times are drawn by lot.
 * @group Rules
 */
export const gridPool = (s: BolideState): ReadonlyArray<number> => {
  const left = s.cars.filter((c) => !s.grid.includes(c.seat))
  const best = Math.min(...left.map((c) => c.gridKey))
  return left.filter((c) => c.gridKey === best).map((c) => c.seat)
}
