/**
 * The legal moves of the car to play (FD-B déplacements, FD-T 6-2, 7 to 12): the race state
 * seen by the move generator of `movement.ts` as a board (the circuit, the other cars, the
 * dangerous spaces, the walls of an oval) and a mover (the car, its sheet, the pit lane open
 * or not, its tyres' slides and overshoot multiplier), with the soft tyres' optional +1 and
 * the forced move of a car in inertia. Promises: the same list for the same state (the last
 * few states' lists are kept), and every move it lists is one the reducer accepts.
 */
import { rememberFrozen } from '../../core/memo.js'
import { indexCircuit } from '../circuit/graph.js'
import type { Circuit } from '../circuit/model.js'
import { current, spaceOf } from '../flow.js'
import type { Car, State } from '../state.js'
import { inertiaMoves } from './inertia.js'
import { legalMoves, movesWithExtra, type Board, type MoveOption, type Mover } from './movement.js'
import { qualifyingMover, qualifyingNow } from './qualifying-session.js'
import { overshootFactor, setLap, slide, softBonus } from './tyres.js'
import { circuitOf } from '../board.js'
import { isDeepFrozen } from '../../core/freeze.js'

/** A legal move of the current car. @group Rules */
export interface CarMove extends MoveOption {
  /** Present on a move that takes the soft tyres' +1 (FD-A 3). */
  readonly bonus?: true
}

/** The mover record of car `i` (what the move generator needs). @group Rules */
export const moverOf = (state: State, i: number): Mover => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (qualifyingNow(state)) return qualifyingMover(state, car)
  // A wet track makes the car slide in corners (FD-T 8-1-2, 8-2-2, 8-3-2; hard tyres without the tyres rule).
  const wet = state.wet && s?.kind === 'track'
  return {
    space: car.space,
    corner: car.corner,
    stops: car.stops,
    wear: car.wear,
    team: car.stand,
    // Closed at the start and on the last lap (FD-T 19-1-7); in the tournament at least one
    // lap on the tyre set first (FD-T 19-2-4).
    pitAllowed:
      state.laps >= 2 &&
      car.lap >= 1 &&
      car.lap < state.laps &&
      s?.kind === 'track' &&
      (state.rules.preset !== 'tournament' || car.lap - car.tyreLap >= 2),
    serviced: car.serviced,
    lastLap: car.lap >= state.laps,
    slide: wet ? slide(car.tyre, true) : 0,
    overshootFactor: state.rules.tyres ? overshootFactor(car.tyre, state.wet, setLap(car.lap, car.tyreLap)) : 1,
    // Braking in the pit lane: the tournament keeps it (FD-T 19-1-3, 19-3-7), FD-B arrêt au stand does not.
    pitBraking: state.rules.preset === 'tournament',
  }
}

// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const wallCache = new WeakMap<Circuit, ReadonlySet<number>>()
const walledOf = (c: Circuit): ReadonlySet<number> => {
  const hit = wallCache.get(c)
  if (hit) return hit
  const out = new Set(c.walls)
  return rememberFrozen(wallCache, c, out)
}

// The dangerous spaces as a set, made once per list (states share the list until it changes).
// Sound: a list is stored only frozen (core/memo.ts), and a frozen object never changes.
const dangerSets = new WeakMap<ReadonlyArray<number>, ReadonlySet<number>>()
const dangerSet = (spaces: ReadonlyArray<number>): ReadonlySet<number> => {
  let set = dangerSets.get(spaces)
  if (set === undefined) {
    set = new Set(spaces)
    rememberFrozen(dangerSets, spaces, set)
  }
  return set
}

/** The board as car `i` sees it: the circuit and the other racing cars (and the tournament wrecks). @group Rules */
export const boardOf = (state: State, i: number): Board => {
  const others = new Set<number>()
  const cars = state.cars
  for (let k = 0; k < cars.length; k++) {
    const c = cars[k] as Car
    if (k !== i && (c.status === 'racing' || c.wreck) && c.space >= 0) others.add(c.space)
  }
  const circuit = circuitOf(state)
  const index = indexCircuit(circuit)
  const dangerous = state.dangerous.length > 0 ? dangerSet(state.dangerous) : undefined
  // Walls on ovals (FD-T 15): a tournament clarification.
  const walled = state.rules.preset === 'tournament' && circuit.walls.length > 0 ? walledOf(circuit) : undefined
  if (dangerous === undefined && walled === undefined) return { index, occupied: others }
  if (walled === undefined) return { index, occupied: others, dangerous: dangerous as ReadonlySet<number> }
  if (dangerous === undefined) return { index, occupied: others, walled }
  return { index, occupied: others, dangerous, walled }
}

/** The step from `from` to `to` enters the lane along the wall (the step that owes a wall test, FD-T 15-0-2). */
export const entersWall = (state: State, from: number, to: number): boolean =>
  state.rules.preset === 'tournament' &&
  walledOf(circuitOf(state)).has(to) &&
  circuitOf(state).spaces[from]?.lane !== circuitOf(state).spaces[to]?.lane

/** The soft tyres' optional +1 for the current move (FD-A 3, FD-T 8-2-1; not on a pit exit, FD-T 19-3-5). */
export const bonusOf = (state: State, i: number): number => {
  const car = state.cars[i] as Car
  if (!state.rules.tyres || state.step.kind !== 'move' || state.step.reason === 'pit-exit') return 0
  return softBonus(car.tyre, state.wet, setLap(car.lap, car.tyreLap))
}

/**
 * The moves of a roll, then those of the soft tyres' +1 when it is available (the full moves of
 * roll + 1 not possible without it, marked `bonus`; `movesWithExtra`).
 */
export const withBonus = (board: Board, mover: Mover, roll: number, bonus: number): ReadonlyArray<CarMove> => {
  if (bonus === 0) return legalMoves(board, mover, roll)
  const { moves, extra } = movesWithExtra(board, mover, roll, bonus)
  if (extra.length === 0) return moves
  const all: CarMove[] = moves.slice()
  for (const o of extra) all.push(bonusMove(o))
  return all
}

// A move that takes the +1, written field by field (a spread with one more field takes V8's slow path).
const bonusMove = (o: MoveOption): CarMove => ({
  path: o.path,
  end: o.end,
  brake: o.brake,
  blocked: o.blocked,
  overshoot: o.overshoot,
  overshootLoss: o.overshootLoss,
  hazards: o.hazards,
  walls: o.walls,
  slid: o.slid,
  brakesLost: o.brakesLost,
  tyresLost: o.tyresLost,
  spin: o.spin,
  eliminated: o.eliminated,
  corner: o.corner,
  stops: o.stops,
  crossed: o.crossed,
  stand: o.stand,
  bonus: true,
})

// The lists of the last few states the rules asked for, by identity: an app or a bot asks the
// same state for its status, its legal actions and its moves in a row (a WeakMap's entry costs
// more than the small searches it would save). Sound: the rules only ask for states no one can
// edit (frozen, or owned by a driver: core/door.ts); others ask through `currentMoves`.
const recent: Array<readonly [State, ReadonlyArray<CarMove>]> = []
const RECENT = 4

const listMoves = (state: State): ReadonlyArray<CarMove> => {
  if (state.step.kind !== 'move') return []
  const i = current(state)
  const board = boardOf(state, i)
  const car = state.cars[i] as Car
  const mover = car.inertia ? { ...moverOf(state, i), pitAllowed: false } : moverOf(state, i)
  // The +1 is optional: the moves of the roll, and those of roll + 1 made in full (braking
  // or being blocked with the bonus is the same as without it).
  const all = withBonus(board, mover, state.step.roll, bonusOf(state, i))
  return car.inertia ? inertiaMoves(state, car, all) : all
}

/**
 * The legal moves of the current car in a state the rules take (a sound state, or a frozen
 * one): the same list for the same state, shared, so never to be edited.
 */
export const movesOf = (state: State): ReadonlyArray<CarMove> => {
  if (state.step.kind !== 'move') return []
  for (const [s, moves] of recent) if (s === state) return moves
  const out = listMoves(state)
  recent.unshift([state, out])
  if (recent.length > RECENT) recent.pop()
  return out
}

/** A move of one's own, to edit at will. */
export const copyMove = (m: CarMove): CarMove => ({ ...m, path: [...m.path] })

/**
 * The legal moves of the current car in a state at a move decision, new objects every call
 * (those of a frozen state are found again without searching).
 * @group Rules
 */
export const currentMoves = (state: State): ReadonlyArray<CarMove> =>
  (isDeepFrozen(state) ? movesOf(state) : listMoves(state)).map(copyMove)
