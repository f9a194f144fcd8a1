import type { SeatId } from '../../core/index.js'
import { carsOf, colourOf, type CarId, type Colour } from '../cars.js'
import { seatOfColour, type FmrRules } from '../config.js'

/** Places (1-based) of the cars of the k-th crew dealt (0-based): 1st and 12th, 2nd and 11th... */
export const crewPlaces = (k: number): readonly [number, number] => [k + 1, 12 - k]

/**
 * FMR Mise en place 2: the grid from the crew cards in the order dealt. The first crew's
 * car number 1 starts 1st and car number 2 starts 12th, the second crew's 2nd and 11th, and so on.
 */
export const gridFromCrews = (crews: ReadonlyArray<Colour>): ReadonlyArray<CarId> => {
  const grid: CarId[] = new Array<CarId>(crews.length * 2)
  crews.forEach((colour, k) => {
    const [one, two] = carsOf(colour)
    grid[k] = one
    grid[crews.length * 2 - 1 - k] = two
  })
  return grid
}

/**
 * FMR Comment jouer: the seat that plays first, the one whose car is on pole. Library
 * ruling when the pole car belongs to a team without a player (4 or 5 players): the seat
 * whose best-placed car is highest starts, i.e. the first driven car down the order.
 */
export const firstSeat = (rules: FmrRules, grid: ReadonlyArray<CarId>): SeatId => {
  for (const car of grid) {
    const seat = seatOfColour(rules, colourOf(car))
    if (seat !== null) return seat
  }
  return 0
}
