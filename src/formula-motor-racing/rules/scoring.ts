import type { RacePoints } from '../events.js'
import { rankSeats, type Placing, type SeatId, type Standings } from '../../core/index.js'
import { sortedShort } from '../../core/standings.js'
import { CARS, COLOURS, carIndex, colourIndex, colourOf, type CarId } from '../cars.js'
import { seatOfColour, type FmrRules } from '../config.js'
import type { RaceResult } from '../state.js'

/** FMR Comment gagner: points for the first six places. @group Rules */
export const POINTS: ReadonlyArray<number> = [10, 6, 4, 3, 2, 1]

/** Points for a 0-based place in the classification. */
export const pointsForIndex = (index: number): number => POINTS[index] ?? 0

/**
 * FMR Fin de la course: the points of one race, per team (every team, with or without a
 * player) and per car, from the classification (out-of-race cars after every racing car).
 * @group Rules
 */
export const scoreRace = (classification: ReadonlyArray<CarId>): RacePoints => {
  // Literals, one zero per team in COLOURS and per car in CARS (a test checks the lengths).
  const teamPoints = [0, 0, 0, 0, 0, 0]
  const carPoints = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  // Only the first six places score; CARS lists the cars team by team, two per team.
  for (let i = 0; i < POINTS.length && i < classification.length; i++) {
    const car = carIndex(classification[i] as CarId)
    const p = pointsForIndex(i)
    carPoints[car] = p
    teamPoints[car >> 1] = (teamPoints[car >> 1] ?? 0) + p
  }
  return { teamPoints, carPoints }
}

/** Season totals so far per team ({@link COLOURS} order): carried points plus every finished race. @group Rules */
export const seasonTeamPoints = (rules: FmrRules, results: ReadonlyArray<RaceResult>): ReadonlyArray<number> =>
  COLOURS.map((_, i) => results.reduce((sum, r) => sum + (r.teamPoints[i] ?? 0), rules.carried.teams[i] ?? 0))

/** Season totals so far per car ({@link CARS} order). @group Rules */
export const seasonCarPoints = (rules: FmrRules, results: ReadonlyArray<RaceResult>): ReadonlyArray<number> =>
  CARS.map((_, i) => results.reduce((sum, r) => sum + (r.carPoints[i] ?? 0), rules.carried.cars[i] ?? 0))

/**
 * FMR Comment gagner / Championnat Automobile: the season standings. Teams (or cars in the
 * drivers' championship) by points, ties broken by the best position in the final race;
 * seats by the points of the teams they drive (a 3-player seat sums its two teams), ties
 * broken the same way. `finalOrder` is the final race's classification, `finalOut` its
 * out-of-race cars.
 */
export const seasonStandings = (
  rules: FmrRules,
  results: ReadonlyArray<RaceResult>,
  finalOrder: ReadonlyArray<CarId>,
  finalOut: ReadonlyArray<CarId>,
): Standings => {
  const teamPoints = seasonTeamPoints(rules, results)
  // Each car's place in the final race (0-based); a car out of it ranks after every racing car.
  const position = CARS.map(() => CARS.length)
  finalOrder.forEach((car, i) => {
    position[carIndex(car)] = i
  })
  const teamBest = COLOURS.map((_, t) => Math.min(position[2 * t] ?? CARS.length, position[2 * t + 1] ?? CARS.length))
  let placings: Placing[]
  if (rules.variants.driversChampionship) {
    const carPoints = seasonCarPoints(rules, results)
    placings = sortedShort(
      CARS.map((car, i) => ({ car, score: carPoints[i] ?? 0, tie: position[i] ?? CARS.length })),
      (a, b) => b.score - a.score || a.tie - b.tie,
    ).map((e, i): Placing => {
      const base = { place: i + 1, competitor: e.car, seat: seatOfColour(rules, colourOf(e.car)), score: e.score }
      return finalOut.includes(e.car) ? { ...base, eliminated: 'out of the race in the final race' } : base
    })
  } else {
    placings = sortedShort(
      COLOURS.map((colour, i) => ({ colour, score: teamPoints[i] ?? 0, tie: teamBest[i] ?? CARS.length })),
      (a, b) => b.score - a.score || a.tie - b.tie,
    ).map(
      (e, i): Placing => ({
        place: i + 1,
        competitor: e.colour,
        seat: seatOfColour(rules, e.colour),
        score: e.score,
      }),
    )
  }
  const seats = rankSeats(
    'points',
    rules.teams.map((colours, seat: SeatId) => {
      let score = 0
      let tieBreak = CARS.length
      for (const c of colours) {
        const t = colourIndex(c)
        score += teamPoints[t] ?? 0
        tieBreak = Math.min(tieBreak, teamBest[t] ?? CARS.length)
      }
      return { seat, score, tieBreak }
    }),
  )
  return { measure: 'points', placings, seats }
}
