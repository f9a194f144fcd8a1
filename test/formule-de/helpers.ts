import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { indexCircuit } from '../../src/formule-de/circuit/graph.js'
import { occupancy, type Board, type Mover } from '../../src/formule-de/rules/movement.js'
import { WEAR_TWO_LAPS, type Wear } from '../../src/formule-de/rules/wear.js'
import { STATE_VERSION, type Car, type State, type Step } from '../../src/formule-de/state.js'
import { boardRecordOf } from '../../src/formule-de/board.js'
import type { Action } from '../../src/formule-de/actions.js'
import type { Event } from '../../src/formule-de/events.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import type { Gear } from '../../src/formule-de/dice.js'
import { resolveRules, type Rules } from '../../src/formule-de/rules/presets.js'
import { BUILD_POINTS, STAND_POINTS, type Build } from '../../src/formule-de/rules/build.js'

/** The track space of a lane at a level (throws in tests when missing). */
export const at = (circuit: Circuit, lane: number, level: number): number => {
  const s = circuit.spaces.find((x) => x.kind === 'track' && x.lane === lane && x.level === level)
  if (!s) throw new Error(`no space in lane ${lane} at level ${level}`)
  return s.id
}

/** The `k`-th track space of a lane counted from the finish line (0 = the first after it). */
export const cell = (circuit: Circuit, lane: number, k: number): number => {
  const list = circuit.spaces.filter((x) => x.kind === 'track' && x.lane === lane).sort((a, b) => a.level - b.level)
  const s = list[k]
  if (!s) throw new Error(`no space ${k} in lane ${lane}`)
  return s.id
}

/** A board with cars on the given spaces. */
export const boardWith = (circuit: Circuit, cars: ReadonlyArray<number>): Board => ({
  index: indexCircuit(circuit),
  occupied: occupancy(circuit.spaces.length, cars),
})

/** A mover on a space, fresh 2-lap wear unless told. */
export const moverAt = (space: number, patch: Partial<Mover> = {}): Mover => ({
  space,
  corner: null,
  stops: 0,
  wear: WEAR_TWO_LAPS,
  team: 0,
  pitAllowed: false,
  serviced: false,
  lastLap: false,
  ...patch,
})

/** A racing car for hand-built states. */
export const carAt = (space: number, patch: Partial<Car> = {}): Car => ({
  name: `Car ${space}`,
  space,
  gear: 1 as Gear,
  wear: WEAR_TWO_LAPS as Wear,
  lap: 1,
  corner: null,
  stops: 0,
  spun: false,
  started: true,
  stalled: false,
  pit: 'none',
  serviced: false,
  arrival: 0,
  status: 'racing',
  out: null,
  tyre: 'hard',
  tyreLap: 0,
  holding: 0,
  standPoints: 0,
  sheet: { ...WEAR_TWO_LAPS, holding: 0, stand: 0 },
  wreck: false,
  inertia: false,
  stand: 0,
  ...patch,
})

const BASIC_SHEET: Build = { ...WEAR_TWO_LAPS, holding: 0, stand: 0 }

/**
 * A car of `carAt` made consistent with the rules of its race, where the test left a field at
 * its default: its corner is the corner of its space; under the road-holding rule a racing car
 * holds at least 1 point (a failed test eliminates it at 1 as at 0); under the car-build rule
 * its sheet is a legal build that covers what it has left (FD-A 5, FD-T 5-0-2).
 */
const consistent = (circuit: Circuit, rules: Rules, car: Car): Car => {
  const space = circuit.spaces[car.space]
  let c = space !== undefined && car.corner === null ? { ...car, corner: space.corner } : car
  if (rules.roadHolding && c.status === 'racing' && c.holding === 0) c = { ...c, holding: 1 }
  // A car rolling on its inertia has lost its last engine point (FD-T 16-0-3).
  if (c.inertia && c.wear.engine > 0) c = { ...c, wear: { ...c.wear, engine: 0 } }
  const same = (Object.keys(BASIC_SHEET) as Array<keyof Build>).every((k) => c.sheet[k] === BASIC_SHEET[k])
  if (!rules.build || !same) return c
  const standPoints = rules.preset === 'tournament' ? STAND_POINTS : 0
  const w = c.wear
  const part = (k: keyof typeof w): number => Math.max(1, w[k], BASIC_SHEET[k])
  const parts = {
    tyres: part('tyres'),
    brakes: part('brakes'),
    fuel: part('fuel'),
    body: part('body'),
    engine: part('engine'),
  }
  const placed = parts.tyres + parts.brakes + parts.fuel + parts.body + parts.engine
  const holding = Math.max(1, c.holding)
  const left = BUILD_POINTS + standPoints - placed - holding
  const stand = Math.max(0, Math.min(standPoints, left))
  return { ...c, sheet: { ...parts, holding: holding + Math.max(0, left - stand), stand } }
}

/** A hand-built mid-race state: the first car of `order` acts at `step`. */
export const raceState = (
  circuit: Circuit,
  cars: ReadonlyArray<Car>,
  step: Step = { kind: 'gear' },
  patch: Partial<State> = {},
): State => {
  const rules = patch.rules ?? resolveRules('basic')
  // Under the weather rule a race has had its weather rolled (a definitive sky: no evolution to
  // roll unless the test sets one), and a tournament race its qualifying weather before it.
  const racing = (patch.round ?? 3) >= 1 && rules.weather
  const sky: Partial<State> =
    racing && patch.sky === undefined ? { sky: patch.wet === true ? 'rain-definitive' : 'sun-definitive' } : {}
  const qualifyingSky: Partial<State> =
    racing && rules.preset === 'tournament' && patch.qualifyingSky === undefined
      ? { qualifyingSky: 'sun-definitive' }
      : {}
  return {
    ...raceStateRaw(circuit, cars, step, { ...sky, ...qualifyingSky, ...patch }),
    cars: cars.map((c, i) => consistent(circuit, rules, { ...c, name: `Car ${i + 1}`, stand: i })),
    ...(patch.cars === undefined ? {} : { cars: patch.cars }),
  }
}

const raceStateRaw = (circuit: Circuit, cars: ReadonlyArray<Car>, step: Step, patch: Partial<State>): State => ({
  version: STATE_VERSION,
  board: boardRecordOf(circuit),
  laps: 2,
  cars,
  round: 3,
  order: cars.map((_, i) => i),
  step,
  arrivals: 10,
  finishers: [],
  rules: resolveRules('basic'),
  sky: null,
  qualifyingSky: null,
  wet: false,
  skyRollDue: false,
  dangerous: [],
  qualifying: null,
  ...patch,
})

/** The Right of an Either, or a thrown error naming the Left. */
export const ok = <L, R>(e: Either<L, R>): R => {
  if (isLeft(e)) throw new Error(`expected Right, got ${JSON.stringify(e.left)}`)
  return e.right
}

/** Applies actions in order, failing the test on the first refusal; returns the state and every event. */
export const play = (state: State, actions: ReadonlyArray<Action>): { state: State; events: Event[] } => {
  let s = state
  const events: Event[] = []
  for (const a of actions) {
    const t = ok(formuleDe.reduce(s, a))
    s = t.state
    events.push(...t.events)
  }
  return { state: s, events }
}

/**
 * Straight 0-19, a 1-stop corner 20-23, straight 24-43 with a grid of 6: the tests' plain track.
 * Its lanes are side by side (`stagger: false`: a lane change is a free diagonal and a level is a
 * space), so the tests of other chapters count spaces by levels; the printed board's staggered
 * lanes have their own tests (movement.test.ts, tournament-examples.test.ts, board.test.ts).
 */
export const track = circuitBuilder('Track', 3, { stagger: false })
  .straight(20)
  .corner({ name: 'C', stops: 1, lanes: [4, 4, 4] })
  .straight(20)
  .grid(6)
  .build()

/**
 * The Hairpin of the level-graph days (lanes side by side, a level per space), on which earlier
 * tests reconstructed their examples (the pit lane leaves lane 0 after level 29, stands at levels
 * 31-36): kept here so those reconstructions stay as written; the built-in `hairpin` is now drawn
 * on the printed board's staggered lanes.
 */
export const legacyHairpin = circuitBuilder('Hairpin', 3, { stagger: false })
  .straight(6)
  .corner({ name: 'Hairpin', stops: 2, lanes: [3, 5, 7] })
  .straight(10)
  .corner({ name: 'Bend', stops: 1, lanes: [6, 4, 3] })
  .straight(14)
  .grid(6)
  .pit({ side: 0, from: 29, to: 39, stands: 6 })
  .build()

/** The space of the plain track at a lane and level. */
export const T = (lane: number, level: number): number => at(track, lane, level)

/** The listed move of the current car that ends at `end` with `brake` brake points; throws if none. */
export const moveTo = (s: State, end: number, brake = 0): Action => {
  const o = currentMoves(s).find((m) => m.end === end && m.brake === brake)
  if (!o) throw new Error(`no move to ${end}`)
  return { type: 'move', path: o.path, brake }
}
