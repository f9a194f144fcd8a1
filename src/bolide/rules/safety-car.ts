/**
 * The safety car (BO 6): after a collision roll of 7 and an even re-roll, once every car
 * has moved, the leader stays put and, in running order, each following driver places his
 * car on any free track point behind the car ahead of him (with respect to the red
 * arrows); when the sector has no room behind, in the sector before. Then everybody
 * restarts with a start incident roll.
 */
import { deepFreeze, type RuleViolation } from '../../core/index.js'
import { refusal, type Code } from '../codes.js'
import type { RaceEvent } from '../events.js'
import { samePoint, type Point } from '../grid/point.js'
import type { BolideState, Car } from '../state.js'
import { remainingSteps } from '../planner.js'
import { carOf, onBoard, occupant, sectorCount, terrain, withCar } from './context.js'
import { runningOrder } from './order.js'
import { isDeepFrozen } from '../../core/freeze.js'

/** A regrouping place: the point and the lap counters the car gets there. @group Rules */
export interface RegroupSpot {
  /** The point. */
  readonly at: Point
  /** Finish crossings of the car placed there. */
  readonly crossings: number
  /** Half-way flag of the car placed there. */
  readonly halfway: boolean
}

/** Starts the regrouping at the end of the round: the leader stays, the others queue. */
export const startRegroup = (s: BolideState, ev: RaceEvent[]): BolideState => {
  const order = runningOrder(s, s.order).filter((seat) => onBoard(carOf(s, seat)))
  const leader = order[0]
  ev.push({ type: 'safety-car', placed: leader === undefined ? [] : [{ seat: leader, at: carOf(s, leader).pos }] })
  const state: BolideState = { ...s, safetyCar: false, regroup: order }
  return nextRegroup(state)
}

// A regrouping step asks for the spots several times (the legal list, the choice's check, the
// placing) and each answer scans the map: they are kept by state, and frozen, as the legal
// actions hand their points to the policies. Sound: the rules ask of states no one can edit
// (frozen, or owned by a driver: core/door.ts); others ask through `regroupSpots`.
const spotsByState = new WeakMap<BolideState, ReadonlyArray<RegroupSpot>>()

/** The regrouping spots of a state the rules take (the same frozen list for the same state). */
export const spotsOf = (s: BolideState): ReadonlyArray<RegroupSpot> => {
  const known = spotsByState.get(s)
  if (known !== undefined) return known
  const spots = deepFreeze(findSpots(s))
  spotsByState.set(s, spots)
  return spots
}

/** Where the next car of the queue may go: free track points behind the car ahead. @group Rules */
export const regroupSpots = (s: BolideState): ReadonlyArray<RegroupSpot> =>
  isDeepFrozen(s) ? spotsOf(s) : deepFreeze(findSpots(s))

const findSpots = (s: BolideState): ReadonlyArray<RegroupSpot> => {
  const [ahead, seat] = s.regroup
  if (ahead === undefined || seat === undefined) return []
  const T = terrain(s)
  const front: Car = carOf(s, ahead)
  const n = sectorCount(s)
  const frontSector = T.sector(front.pos.x, front.pos.y)
  const frontRemaining = remainingSteps(T, s.laps, T.distance(front.pos.x, front.pos.y), front.crossings, front.halfway)
  const prevSector = (frontSector - 1 + n) % n
  const spots: RegroupSpot[] = []
  for (const sectorWanted of [frontSector, prevSector]) {
    for (let y = 0; y < T.height; y++)
      for (let x = 0; x < T.width; x++) {
        if (T.kind(x, y) !== 'track' || T.sector(x, y) !== sectorWanted) continue
        const at = { x, y }
        if (occupant(s, at, seat) >= 0) continue
        // Backing over the finish line puts the car back on the lap before.
        const wraps = n > 1 && sectorWanted === n - 1 && frontSector === 0
        const crossings = wraps ? front.crossings - 1 : front.crossings
        const halfway = wraps ? true : front.halfway
        if (crossings < 1 && front.crossings >= 1) continue
        const r = remainingSteps(T, s.laps, T.distance(x, y), crossings, halfway)
        if (r > frontRemaining) spots.push({ at, crossings, halfway })
      }
    if (spots.length > 0) return spots
  }
  return spots
}

/** Moves the queue on: the next driver chooses, or the restart begins. */
export const nextRegroup = (s: BolideState): BolideState => {
  let state = s
  while (state.regroup.length >= 2) {
    const seat = state.regroup[1] as number
    if (spotsOf(state).length > 0) return { ...state, phase: { kind: 'regroup', seat } }
    // No room at all behind the car ahead: the car stays where it is.
    state = { ...state, regroup: state.regroup.slice(1) }
  }
  return state
}

/** Checks a regrouping choice. */
export const regroupProblem = (s: BolideState, to: Point): RuleViolation<Code> | null =>
  spotsOf(s).some((p) => samePoint(p.at, to))
    ? null
    : refusal('NOT_BEHIND_CAR_AHEAD', `(${to.x},${to.y}) is not a free track point behind the car ahead.`)

/** Places the car whose turn it is to regroup. */
export const placeForRegroup = (s: BolideState, to: Point, ev: RaceEvent[]): BolideState => {
  const seat = s.regroup[1]
  const spot = spotsOf(s).find((p) => samePoint(p.at, to))
  if (seat === undefined || !spot) return s
  ev.push({ type: 'repositioned', seat, to })
  const state = withCar(s, seat, { pos: to, crossings: spot.crossings, halfway: spot.halfway })
  return nextRegroup({ ...state, regroup: state.regroup.slice(1) })
}

/** After the regrouping: every car on the board restarts with a start incident roll. */
export const restartAfterSafetyCar = (s: BolideState): BolideState => ({
  ...s,
  regroup: [],
  cars: s.cars.map((c) =>
    onBoard(c) ? { ...c, mode: 'standing', launch: null, vel: { x: 0, y: 0 }, slipstream: false } : c,
  ),
})
