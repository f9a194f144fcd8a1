/** Small shared helpers over the race state: occupancy, car updates, sector arrows. */
import { circuitOf } from '../board.js'
import { COMPASS, samePoint, type Compass, type Point } from '../grid/point.js'
import { terrainOf, type Terrain } from '../circuit/terrain.js'
import { remainingSteps } from '../planner.js'
import type { BolideState, Car } from '../state.js'
import { isDeepFrozen } from '../../core/freeze.js'

// The last circuit asked about (a built-in one's id, or the circuit) and its terrain: a race
// asks many times per step, and a comparison is cheaper than the memo's WeakMap. Sound: an id
// is a value, and a circuit is kept only frozen all the way down (it never changes).
let lastCircuit: BolideState['board']['circuit'] | null = null
let lastTerrain: Terrain | null = null

/** The terrain of the race's circuit. */
export const terrain = (s: BolideState): Terrain => {
  const key = s.board.circuit
  if (key === lastCircuit && lastTerrain !== null) return lastTerrain
  const found = terrainOf(circuitOf(s))
  if (typeof key !== 'string' && !isDeepFrozen(key)) return found
  lastTerrain = found
  lastCircuit = key
  return found
}

/** Whether a car stands on the board as an obstacle (pit, finished, retired and unplaced cars do not). */
export const onBoard = (c: Car): boolean =>
  c.mode === 'standing' || c.mode === 'running' || c.mode === 'spun' || c.mode === 'off-track' || c.mode === 'dirty'

/** The seat of the car standing at `p` (ignoring `except`), or -1. */
export const occupant = (s: BolideState, p: Point, except = -1): number => {
  for (const c of s.cars) if (c.seat !== except && onBoard(c) && samePoint(c.pos, p)) return c.seat
  return -1
}

/** The car of a seat (seats are checked by the reducer before use). */
export const carOf = (s: BolideState, seat: number): Car => s.cars[seat] as Car

// Mutable copies, written once and handed out as read-only.
type Writable<T> = { -readonly [K in keyof T]: T[K] }

// Copies of a state and of a car as one object literal each, its keys in the order of the
// types (the order JSON shows). Spreading (`{ ...s, phase }`) gives states of many hidden
// classes in V8 (29 in a race), and every later spread of them takes a slow path; these
// copies share one class, and the steps that copy most go through them.
const copyState = (s: BolideState): Writable<BolideState> => ({
  version: s.version,
  board: s.board,
  laps: s.laps,
  rules: s.rules,
  maxRounds: s.maxRounds,
  cars: s.cars,
  grid: s.grid,
  round: s.round,
  order: s.order,
  turn: s.turn,
  phase: s.phase,
  flags: s.flags,
  collision: s.collision,
  safetyCar: s.safetyCar,
  finished: s.finished,
  pitEntries: s.pitEntries,
  weather: s.weather,
  variable: s.variable,
  weatherDraws: s.weatherDraws,
  intermediate: s.intermediate,
  session: s.session,
  regroup: s.regroup,
  precedence: s.precedence,
})

const copyCar = (c: Car): Writable<Car> => ({
  seat: c.seat,
  driver: c.driver,
  mode: c.mode,
  pos: c.pos,
  vel: c.vel,
  launch: c.launch,
  crossings: c.crossings,
  halfway: c.halfway,
  blocks: c.blocks,
  carriedBlocks: c.carriedBlocks,
  strategyFixed: c.strategyFixed,
  speedLoss: c.speedLoss,
  no4th: c.no4th,
  setUpLost: c.setUpLost,
  brakeJoker: c.brakeJoker,
  fuelled: c.fuelled,
  strategy: c.strategy,
  tread: c.tread,
  setUp: c.setUp,
  slipstream: c.slipstream,
  pit: c.pit,
  finishRank: c.finishRank,
  finishRound: c.finishRound,
  gridKey: c.gridKey,
  outReason: c.outReason,
})

/** A new state with some fields changed (the same as `{ ...s, ...patch }`). */
export const withState = (s: BolideState, patch: Partial<BolideState>): BolideState =>
  Object.assign(copyState(s), patch)

/** A new state with one car changed. */
export const withCar = (s: BolideState, seat: number, patch: Partial<Car>): BolideState => {
  // Cars are stored by seat (the state check says so): copy the list, replace one.
  const cars = [...s.cars]
  const car = cars[seat]
  if (car !== undefined && car.seat === seat) cars[seat] = Object.assign(copyCar(car), patch)
  else for (const [i, c] of cars.entries()) if (c.seat === seat) cars[i] = Object.assign(copyCar(c), patch)
  const next = copyState(s)
  next.cars = cars
  return next
}

/** The arrow of the sector of a point (East when the point has no sector). */
export const arrowAt = (s: BolideState, p: Point): Compass => {
  const sec = terrain(s).sector(p.x, p.y)
  return (sec >= 0 ? circuitOf(s).arrows[sec] : undefined) ?? 'E'
}

/** The unit vector of the arrow at a point. */
export const arrowVector = (s: BolideState, p: Point): Point => COMPASS[arrowAt(s, p)]

/** Number of sectors of the circuit. */
export const sectorCount = (s: BolideState): number => Math.max(1, circuitOf(s).arrows.length)

/**
 * Remaining unit steps to the end of the race from a car's point: what the bots and the
 * safety-car regrouping measure progress with.
 */
export const remaining = (s: BolideState, c: Car): number => {
  const T = terrain(s)
  return remainingSteps(T, s.laps, T.distance(c.pos.x, c.pos.y), c.crossings, c.halfway)
}
