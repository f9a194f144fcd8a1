import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  deepFreeze,
  defineGame,
  formatErrors,
  rankSeats,
  rollOutcomes,
  setupError,
  violation,
  type ChanceOutcome,
  type Game,
  type Placing,
  type RuleViolation,
  type SeatId,
  type SetupError,
  type Standings,
  type PlayStatus,
  type Transition,
} from '../core/index.js'
import { FORMULE_DE_INFO } from './info.js'
import { ActionCodec, type Action } from './actions.js'
import { indexCircuit } from './circuit/graph.js'
import type { Circuit, Space } from './circuit/model.js'
import { validateCircuit } from './circuit/validate.js'
import { CIRCUITS } from './circuits/index.js'
import { ConfigCodec, type Config } from './config.js'
import { BLACK_DIE, enginePushFace, GEAR_DICE, type Gear } from './dice.js'
import type { Event as NamedEvent, RawEvent as Event, WearPart, WearReason } from './events.js'
import { allowedGears, checkGearChange, overrevCost } from './rules/gearbox.js'
import {
  legalMoves,
  moveKey,
  occupancy,
  pathOutcome,
  STEP_RULES,
  type Board,
  type MoveOption,
  type Mover,
} from './rules/movement.js'
import { playOrder, progress } from './rules/order.js'
import { startingWear, type Wear } from './rules/wear.js'
import { StateCodec, type Car, type State, type Step } from './state.js'
import {
  buildRange,
  checkBuild,
  completeBuild,
  defaultBuild,
  EMPTY_BUILD,
  nextBuildPart,
  STAND_POINTS,
  wearOfBuild,
  type Build,
} from './rules/build.js'
import { lapsAllowed, resolveRules } from './rules/presets.js'
import {
  absoluteTime,
  CHRONO_MAX,
  CHRONO_SCALE,
  FREE_GEARBOX,
  newSession,
  nextChronoUnit,
  QUALIFYING_SHEET,
  qualifyingOrder,
  qualifyingStart,
  type QualifyingLap,
  type ChronoUnit,
  type QualifyingSession,
} from './rules/qualifying.js'
import { slipstreamAllowed, SLIPSTREAM_SPACES } from './rules/slipstream.js'
import { overshootFactor, setLap, slide, softBonus, softThirdLapSlowdown, type TyreType } from './rules/tyres.js'
import { evolutionOf, evolveSky, forecastOf, skyAtStart, skyEvolves, testThreshold, wetUnder } from './rules/weather.js'
import type { Repairs } from './actions.js'
import { ELIMINATION_TABLE, eliminationKind } from './rules/elimination.js'

/** What a seat sees: Formule Dé has no hidden information, so the whole state. */
export type Observation = State

// States built by setup/reduce are known to be well-formed; anything else is decoded first.
const trusted = new WeakSet<object>()
const trust = (s: State): State => {
  trusted.add(s)
  return s
}
const circuitChecked = new WeakMap<Circuit, boolean>()
const circuitIsSound = (c: Circuit): boolean => {
  const hit = circuitChecked.get(c)
  if (hit !== undefined) return hit
  const ok = validateCircuit(c).length === 0
  circuitChecked.set(c, ok)
  return ok
}

const resolveCircuit = (c: Config['circuit']): Circuit => (typeof c === 'string' ? CIRCUITS[c] : c)

// ---------------------------------------------------------------- setup

const setup = (input: Config): Either<SetupError, State> => {
  const decoded = ConfigCodec.decode(input)
  if (isLeft(decoded)) return left(setupError('BAD_CONFIG', formatErrors(decoded.left).join('\n'), 'codec'))
  const config = decoded.right
  const circuit = resolveCircuit(config.circuit)
  const defects = validateCircuit(circuit)
  if (defects.length > 0) {
    return left(setupError('BAD_CIRCUIT', defects.map((d) => `${d.code}: ${d.message}`).join('\n'), 'FD-B préparation'))
  }
  circuitChecked.set(circuit, true)
  const n = config.cars.length
  const rules = resolveRules(config.preset ?? 'basic', config.rules ?? {})
  if (!lapsAllowed(rules.preset).includes(config.laps)) {
    return left(
      setupError(
        'BAD_LAPS',
        `The ${rules.preset} preset races ${lapsAllowed(rules.preset).join(' or ')} lap(s), not ${config.laps}.`,
        rules.preset === 'tournament'
          ? 'FD-T 2-0-3'
          : rules.preset === 'advanced'
            ? 'FD-A course sur 3 tours'
            : 'FD-B la course sur 1 tour',
      ),
    )
  }
  if (n < 1) return left(setupError('NO_CARS', 'A race needs at least one car.', 'FD-B préparation'))
  if (n > circuit.grid.length) {
    return left(
      setupError(
        'GRID_TOO_SMALL',
        `The grid of ${circuit.name} has ${circuit.grid.length} places for ${n} cars.`,
        'FD-B la grille de départ',
      ),
    )
  }
  if (new Set(config.cars).size !== n)
    return left(setupError('DUPLICATE_CAR', 'Two cars have the same name.', 'FD-B préparation'))
  if (config.laps >= 2) {
    const stands = circuit.spaces.filter((s) => s.kind === 'stand').length
    if (stands > 0 && stands < n) {
      return left(
        setupError('TOO_FEW_STANDS', `${circuit.name} has ${stands} stands for ${n} cars.`, 'FD-B arrêt au stand'),
      )
    }
  }
  // Tournament: 20 points plus 2 stand points that may go on the car (FD-T 5-0-2, 5-3).
  const standPoints = rules.preset === 'tournament' ? STAND_POINTS : 0
  if (config.builds !== undefined) {
    if (!rules.build)
      return left(setupError('BUILD_NOT_IN_USE', 'Builds are given but the car-build rule is not in force.', 'FD-A 5'))
    if (config.builds.length !== n)
      return left(setupError('BUILD_COUNT', `${config.builds.length} builds for ${n} cars.`, 'FD-A 5'))
    for (const [k, b] of config.builds.entries()) {
      if (b === null) continue
      const bad = checkBuild(b, standPoints)
      if (bad) return left(setupError(bad.code, `${config.cars[k] ?? `Car ${k + 1}`}: ${bad.message}`, bad.rule))
    }
  }
  if (config.qualifying !== undefined) {
    if (!rules.qualifying)
      return left(
        setupError(
          'QUALIFYING_NOT_IN_USE',
          'Qualifying laps are given but the qualifying rule is not in force.',
          'FD-A 2',
        ),
      )
    if (config.qualifying.length !== n)
      return left(
        setupError('QUALIFYING_COUNT', `${config.qualifying.length} qualifying laps for ${n} cars.`, 'FD-A 2'),
      )
  }
  // Without the build rule a 3-lap race uses the default build (our assumption: the basic sheets stop at 2 laps).
  // With the build rule a car without a given build starts with an empty sheet, filled in play (FD-A 5).
  const sheetOf = (k: number): Build =>
    config.builds?.[k] ??
    (rules.build
      ? EMPTY_BUILD
      : config.laps >= 3
      ? defaultBuild(standPoints)
      : { ...startingWear(config.laps), holding: rules.roadHolding ? 3 : 0, stand: 0 })
  const cars: Car[] = config.cars.map((name, k) => ({
    name,
    space: -1,
    gear: 1,
    wear: wearOfBuild(sheetOf(k)),
    lap: 0,
    corner: null,
    stops: 0,
    spun: false,
    started: false,
    stalled: false,
    pit: 'none',
    serviced: false,
    arrival: 0,
    status: 'racing',
    out: null,
    tyre: 'hard',
    tyreLap: 0,
    holding: rules.roadHolding ? sheetOf(k).holding : 0,
    // FD-A 7: 2 points per car at the stand; the tournament keeps those not placed on the car.
    standPoints: rules.preset === 'tournament' ? sheetOf(k).stand : rules.pitPoints ? STAND_POINTS : 0,
    sheet: sheetOf(k),
    wreck: false,
    inertia: false,
    stand: k,
  }))
  const initial: State = {
    circuit,
    laps: config.laps,
    cars,
    round: 0,
    order: [],
    step: { kind: 'grid', slots: [cars.map((_, i) => i)], rolls: [] },
    arrivals: 0,
    finishers: [],
    rules,
    sky: null,
    qualifyingSky: null,
    wet: false,
    skyRollDue: false,
    dangerous: [],
    // The qualifying rule without laps in the config: the engine plays the session (FD-A 2, FD-T 1).
    qualifying:
      rules.qualifying && config.qualifying === undefined ? newSession(config.qualifyingClock ?? false) : null,
  }
  // Qualifying laps place the cars at once (FD-A 2); the weather is drawn next (FD-A 4).
  const placed = config.qualifying !== undefined ? gridPlaces(initial, qualifyingOrder(config.qualifying)) : initial
  if (rules.weather) {
    const session = rules.preset === 'tournament' ? 'qualifying' : 'race'
    return right(trust({ ...placed, step: { kind: 'weather', session } }))
  }
  return right(trust(afterWeather(placed, [])))
}

const gridPlaces = (state: State, order: ReadonlyArray<number>): State => ({
  ...state,
  cars: state.cars.map((c, k) => ({ ...c, space: state.circuit.grid[order.indexOf(k)] ?? -1 })),
})

// The cars in grid order (pole first), from where they stand.
const gridOrder = (state: State): ReadonlyArray<number> =>
  state.cars
    .map((c, k) => ({ k, pos: state.circuit.grid.indexOf(c.space) }))
    .sort((a, b) => a.pos - b.pos)
    .map((x) => x.k)

// After the weather: the qualifying session to play, the cars already placed by qualifying, a
// lone car, or the grid draw (FD-B la grille de départ).
const afterWeather = (state: State, events: Event[]): State => {
  if (qualifyingNow(state)) return nextQualifyingLap(state, events)
  if (state.cars.every((c) => c.space >= 0)) {
    const order = gridOrder(state)
    // A played session announced its grid when it ended; laps from the config announce it now.
    if (state.qualifying === null) events.push({ type: 'grid', order })
    return startRace(state, order, events)
  }
  if (state.cars.length === 1) return placeOnGrid(state, [0], events)
  return { ...state, step: { kind: 'grid', slots: [state.cars.map((_, i) => i)], rolls: [] } }
}

// ---------------------------------------------------------------- qualifying session (FD-A 2, FD-T 1)

/** The engine is playing the qualifying session (or about to, after the weather): the grid is not fixed yet. */
export const qualifyingNow = (state: State): boolean =>
  state.qualifying !== null && state.qualifying.laps.length < state.cars.length

const sessionOf = (state: State): QualifyingSession => state.qualifying ?? newSession(false)

// A car off the track between its lap and the grid, as it was set up.
const OFF_TRACK: Partial<Car> = { space: -1, gear: 1, lap: 0, corner: null, stops: 0, tyre: 'hard', tyreLap: 0 }

// The next car in config order runs its lap alone, from the middle lane behind the line, in 1st
// (FD-T 1-1-2, 1-1-3), its tyres announced first (FD-T 1-1-4); after the last lap the grid.
const nextQualifyingLap = (state: State, events: Event[]): State => {
  const session = sessionOf(state)
  const k = session.laps.length
  if (k >= state.cars.length) return endQualifying(state, events)
  const placed = withCar(state, k, { ...OFF_TRACK, space: qualifyingStart(state.circuit) })
  return {
    ...placed,
    order: [k],
    qualifying: { ...session, throws: 0, overshoots: [] },
    step: state.rules.tyres ? { kind: 'tyres' } : { kind: 'gear' },
  }
}

// The grid from the laps (FD-A 2, FD-T 1-3-2), shared with laps given in the config; in the
// tournament the pole then rolls the race weather (FD-T 2-0-1).
const endQualifying = (state: State, events: Event[]): State => {
  const laps = sessionOf(state).laps
  const order = qualifyingOrder(laps)
  const times = order.map((k) => {
    const lap = laps[k]
    return lap === undefined || lap.missedStops ? null : absoluteTime(lap)
  })
  events.push({ type: 'qualifying-result', car: order[0] ?? 0, order, times })
  events.push({ type: 'grid', order })
  const placed: State = { ...gridPlaces(state, order), order: [] }
  if (state.rules.weather && state.rules.preset === 'tournament')
    return { ...placed, step: { kind: 'weather', session: 'race' } }
  return afterWeather(placed, events)
}

// A lap is over: recorded with its absolute time, the car leaves the track, the next car runs.
const recordLap = (state: State, hundredths: number, missedStops: boolean, events: Event[]): State => {
  const i = current(state)
  const car = state.cars[i] as Car
  const session = sessionOf(state)
  const lap: QualifyingLap = {
    throws: Math.max(1, session.throws),
    hundredths,
    overshoots: session.overshoots,
    tyre: car.tyre,
    wet: state.wet,
    missedStops,
  }
  events.push({ type: 'qualifying-lap', car: i, lap, time: absoluteTime(lap) })
  const next: State = {
    ...withCar(state, i, OFF_TRACK),
    qualifying: { ...session, laps: [...session.laps, lap], throws: 0, overshoots: [] },
  }
  return nextQualifyingLap(next, events)
}

// A qualifying move (FD-A 2, FD-T 1-0-1): no point lost; an overshoot costs penalty throws
// (FD-T 1-1-12); no stop where 2 (or 3) are due ends the lap, the car last (FD-T 1-1-14); the
// second crossing of the line ends the lap (FD-A 2 procédure 4). No slipstream, road-holding,
// wall, collision nor engine test: the car is alone and its points do not count.
const applyQualifyingMove = (state: State, option: CarMove, path: ReadonlyArray<number>): Transition<State, Event> => {
  const events: Event[] = []
  const i = current(state)
  const before = state.cars[i] as Car
  const session = sessionOf(state)
  events.push({
    type: 'move',
    car: i,
    from: before.space,
    path,
    brake: 0,
    blocked: option.blocked,
    overshoot: option.overshoot,
  })
  let overshoots = session.overshoots
  if (option.overshoot > 0) {
    overshoots = [...overshoots, option.overshoot]
    events.push({ type: 'qualifying-penalty', car: i, spaces: option.overshoot, throws: option.overshootLoss })
  }
  const lap = before.lap + (option.crossed ? 1 : 0)
  const s: State = {
    ...withCar(state, i, { space: option.end, corner: option.corner, stops: option.stops, lap }),
    qualifying: { ...session, overshoots },
  }
  if (option.eliminated === 'no-stop-in-corner') return { state: trust(recordLap(s, 0, true, events)), events }
  if (lap < 2) return { state: trust({ ...s, step: { kind: 'gear' } }), events }
  // Across the line: the chronometer stops (FD-T 1-1-8), its reading entered by the seat when clocked.
  if (session.clock) return { state: trust({ ...s, step: { kind: 'chrono', unit: 'minutes', hundredths: 0 } }), events }
  return { state: trust(recordLap(s, 0, false, events)), events }
}

/** The stands of the circuit no car has chosen yet (FD-T 4-0-1). */
export const freeStands = (state: State): ReadonlyArray<number> => {
  const taken = new Set(state.order.slice(0).map((k) => k))
  const chosen = new Set(state.cars.filter((_, k) => !taken.has(k)).map((c) => c.stand))
  return state.circuit.spaces
    .filter((sp) => sp.kind === 'stand' && sp.stand !== null && !chosen.has(sp.stand))
    .map((sp) => sp.stand as number)
}

// Tournament: stands chosen pole first (FD-T 4-0-1); tyres in grid order once the weather is
// known (FD-A 3); then round 1 starts.
const startRace = (state: State, order: ReadonlyArray<number>, events: Event[]): State => {
  const hasStands = state.circuit.spaces.some((sp) => sp.kind === 'stand')
  if (
    state.rules.preset === 'tournament' &&
    hasStands &&
    state.laps >= 2 &&
    state.step.kind !== 'stands' &&
    state.step.kind !== 'build'
  ) {
    return { ...state, order, step: { kind: 'stands' } }
  }
  // Builds come once the weather is known (FD-A 5) and, in the tournament, the stands chosen
  // (FD-T 4-0-1); the rulebooks give no order, so grid order (our choice, as for the tyres).
  const unbuilt = order.filter((k) => isUnbuilt(state.cars[k]))
  if (unbuilt.length > 0) return { ...state, order: unbuilt, step: { kind: 'build', chosen: [] } }
  if (state.rules.tyres) return { ...state, order, step: { kind: 'tyres' } }
  events.push({ type: 'round', round: 1, order })
  return beginTurn({ ...state, round: 1, order, step: { kind: 'start' } }, events)
}

// ---------------------------------------------------------------- helpers

// A car still to build: its sheet is empty (a real build has at least 1 point per part).
const isUnbuilt = (car: Car | undefined): boolean =>
  car !== undefined && car.status === 'racing' && car.sheet.tyres === 0 && car.sheet.holding === 0

/** The stand points a build spreads besides the 20 (the tournament's 2, FD-T 5-0-2; 0 otherwise). */
export const buildStandPoints = (state: State): number => (state.rules.preset === 'tournament' ? STAND_POINTS : 0)

/** The legal `build` actions of the car building now (FD-A 5, FD-T 5-2, 5-3). */
export const buildOptions = (state: State): ReadonlyArray<Extract<Action, { type: 'build' }>> => {
  if (state.step.kind !== 'build') return []
  const sp = buildStandPoints(state)
  const part = nextBuildPart(state.step.chosen, sp)
  const range = buildRange(state.step.chosen, sp)
  if (part === null || range === null) return []
  const out: Array<Extract<Action, { type: 'build' }>> = []
  for (let points = range[0]; points <= range[1]; points++) out.push({ type: 'build', part, points })
  return out
}

const current = (state: State): number => state.order[0] ?? -1

const withCar = (state: State, i: number, patch: Partial<Car>): State => ({
  ...state,
  cars: state.cars.map((c, k) => (k === i ? { ...c, ...patch } : c)),
})

const spaceOf = (state: State, car: Car): Space | undefined => state.circuit.spaces[car.space]

/** The mover record of car `i` (what the move generator needs). */
export const moverOf = (state: State, i: number): Mover => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (qualifyingNow(state)) return qualifyingMover(state, car)
  const base: Mover = {
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
  }
  // On a wet track the car slides in corners (FD-T 8-1-2, 8-2-2, 8-3-2; hard tyres without the tyres rule).
  const wet = state.wet && s?.kind === 'track' ? { ...base, slide: slide(car.tyre, true) } : base
  if (!state.rules.tyres) return wet
  return { ...wet, overshootFactor: overshootFactor(car.tyre, state.wet, setLap(car.lap, car.tyreLap)) }
}

// Qualifying (FD-A 2, FD-T 1-0-1): the rules of movement as in the race (slides on a wet track
// included), the lap ends at the second crossing of the line; no braking, no pit lane, and the
// overshoot multiplier of the set's first lap (FD-T 1-1-12), in penalty throws.
const qualifyingMover = (state: State, car: Car): Mover => {
  const base: Mover = {
    space: car.space,
    corner: car.corner,
    stops: car.stops,
    wear: QUALIFYING_SHEET,
    team: car.stand,
    pitAllowed: false,
    serviced: false,
    lastLap: car.lap >= 1,
    overshootFactor: overshootFactor(car.tyre, state.wet, 1),
  }
  return state.wet ? { ...base, slide: slide(car.tyre, true) } : base
}

const boolsOf = (n: number, spaces: ReadonlyArray<number>): ReadonlyArray<boolean> => occupancy(n, spaces)

const wallCache = new WeakMap<Circuit, ReadonlyArray<boolean>>()
const walledOf = (c: Circuit): ReadonlyArray<boolean> => {
  const hit = wallCache.get(c)
  if (hit) return hit
  const out = boolsOf(c.spaces.length, c.walls)
  wallCache.set(c, out)
  return out
}

/** The board as car `i` sees it: the circuit and the other racing cars. */
export const boardOf = (state: State, i: number): Board => {
  const others = state.cars
    .filter((c, k) => k !== i && (c.status === 'racing' || c.wreck) && c.space >= 0)
    .map((c) => c.space)
  const board: Board = { index: indexCircuit(state.circuit), occupied: occupancy(state.circuit.spaces.length, others) }
  const withDanger =
    state.dangerous.length > 0 ? { ...board, dangerous: boolsOf(state.circuit.spaces.length, state.dangerous) } : board
  // Walls on ovals (FD-T 15): a tournament clarification.
  return state.rules.preset === 'tournament' && state.circuit.walls.length > 0
    ? { ...withDanger, walled: walledOf(state.circuit) }
    : withDanger
}

// The step from `from` to `to` enters the lane along the wall (the step that owes a wall test, FD-T 15-0-2).
const entersWall = (state: State, from: number, to: number): boolean =>
  state.rules.preset === 'tournament' &&
  walledOf(state.circuit)[to] === true &&
  state.circuit.spaces[from]?.lane !== state.circuit.spaces[to]?.lane

/** The soft tyres' optional +1 for the current move (FD-A 3, FD-T 8-2-1; not on a pit exit, FD-T 19-3-5). */
const bonusOf = (state: State, i: number): number => {
  const car = state.cars[i] as Car
  if (!state.rules.tyres || state.step.kind !== 'move' || state.step.reason === 'pit-exit') return 0
  return softBonus(car.tyre, state.wet, setLap(car.lap, car.tyreLap))
}

const slipMover = (state: State, i: number): Mover => {
  const base = moverOf(state, i)
  // One slide per turn (FD-T 18-5-2, 18-5-3).
  const m = state.step.kind === 'slipstream' && state.step.slid ? { ...base, slide: 0 } : base
  const car = state.cars[i] as Car
  // The stop of the move just made is not yet marked: the whole move is one stop (FD-T 6-2-1).
  return car.corner !== null && car.stops > 0 ? { ...m, stops: car.stops - 1 } : m
}

/** The car whose slipstream car `i` may take from where it stands (FD-A 1, FD-T 18-1, 18-4), or -1. */
export const slipstreamLeader = (state: State, i: number): number => {
  const car = state.cars[i]
  if (!state.rules.slipstream || car === undefined || car.status !== 'racing' || car.spun || car.inertia) return -1
  const space = state.circuit.spaces[car.space]
  if (space === undefined || space.kind === 'stand') return -1
  const ahead = indexCircuit(state.circuit).ahead[car.space] ?? -1
  if (ahead < 0) return -1
  // Also off the wreck of a car that has just broken its engine (FD-T 16-0-5, 18-1-8).
  return state.cars.findIndex(
    (c) =>
      (c.status === 'racing' || (c.wreck && c.out === 'engine')) &&
      !c.inertia &&
      c.space === ahead &&
      !c.spun &&
      slipstreamAllowed(car.gear, c.gear),
  )
}

// Entering a corner from outside it on a slipstream costs a brake point (FD-A 1 condition 4; FD-T 18-1-4, 18-2-3).
const intoCorner = (state: State, from: number, o: MoveOption): boolean => {
  const start = state.circuit.spaces[from]
  return start !== undefined && start.corner === null && o.path.some((p) => state.circuit.spaces[p]?.corner !== null)
}

/** A legal move of the current car. */
export interface CarMove extends MoveOption {
  /** Present on a move that takes the soft tyres' +1 (FD-A 3). */
  readonly bonus?: true
}

// The moves that use the soft tyres' +1 (the full moves of roll + 1 not possible without it).
const withBonus = (moves: ReadonlyArray<MoveOption>, known: ReadonlySet<string>): ReadonlyArray<CarMove> =>
  moves.filter((o) => o.brake === 0 && o.blocked === 0 && !known.has(moveKey(o))).map((o) => ({ ...o, bonus: true }))

const slipCache = new WeakMap<State, ReadonlyArray<CarMove>>()

/** The slipstream moves of the current car at a slipstream step: 3 spaces (or braking), never eliminating. */
export const slipstreamMoves = (state: State): ReadonlyArray<CarMove> => {
  if (state.step.kind !== 'slipstream') return []
  const hit = slipCache.get(state)
  if (hit) return hit
  const i = current(state)
  const car = state.cars[i] as Car
  const board = boardOf(state, i)
  const mover = slipMover(state, i)
  const plain = legalMoves(board, mover, SLIPSTREAM_SPACES)
  // The soft +1 may be taken within the slipstreams once per turn (FD-T 18-3-1, 18-3-2).
  const all: ReadonlyArray<CarMove> = state.step.bonus
    ? [...plain, ...withBonus(legalMoves(board, mover, SLIPSTREAM_SPACES + 1), new Set(plain.map(moveKey)))]
    : plain
  const moves = all
    .map((o) => {
      return intoCorner(state, car.space, o) ? { ...o, brakesLost: o.brakesLost + 1 } : o
    })
    .filter((o) => o.eliminated === null && o.brakesLost <= car.wear.brakes)
  slipCache.set(state, moves)
  return moves
}

const movesCache = new WeakMap<State, ReadonlyArray<CarMove>>()

/** The legal moves of the current car in a state at a move decision (cached per state). */
export const currentMoves = (state: State): ReadonlyArray<CarMove> => {
  if (state.step.kind !== 'move') return []
  const hit = movesCache.get(state)
  if (hit) return hit
  const i = current(state)
  const board = boardOf(state, i)
  const car = state.cars[i] as Car
  const mover = car.inertia ? { ...moverOf(state, i), pitAllowed: false } : moverOf(state, i)
  const moves = legalMoves(board, mover, state.step.roll)
  const bonus = bonusOf(state, i)
  // The +1 is optional: the moves of the roll, and those of roll + 1 made in full (braking
  // or being blocked with the bonus is the same as without it).
  const keys = new Set(moves.map(moveKey))
  const all: ReadonlyArray<CarMove> =
    bonus === 0 ? moves : [...moves, ...withBonus(legalMoves(board, mover, state.step.roll + bonus), keys)]
  const out = car.inertia ? inertiaMoves(state, car, all) : all
  movesCache.set(state, out)
  return out
}

// Inertia: the farthest space that does not eliminate the car if there is one (FD-T 16-0-3,
// 12-1-3; the soft +1 used to go farthest, 16-0-8; no pit lane, 16-0-9).
const inertiaMoves = (state: State, car: Car, moves: ReadonlyArray<CarMove>): ReadonlyArray<CarMove> => {
  const reach = (o: MoveOption): number =>
    (state.circuit.spaces[o.end]?.level ?? 0) + (o.crossed ? state.circuit.levels : 0)
  const safe = moves.filter((o) => o.eliminated === null)
  const pool = safe.length > 0 ? safe : moves
  const best = Math.max(...pool.map(reach))
  const far = pool.filter((o) => reach(o) === best)
  // Blocked: keep the ways that spend the least (FD-T 16-0-3 "il essaie de l'éviter au maximum").
  const least = Math.min(...far.map((o) => o.brakesLost + o.tyresLost))
  return car === undefined ? far : far.filter((o) => o.brakesLost + o.tyresLost === least)
}

/** The gears car `i` may choose now (FD-B boîte de vitesse, tête-à-queue, arrêt au stand). */
export const gearOptions = (state: State, i: number): ReadonlyArray<Gear> => {
  const car = state.cars[i] as Car
  // Inertia: the 4th-gear die, then one gear lower each turn to the finish (FD-T 16-0-3, 16-0-6).
  if (car.inertia) return [car.gear >= 5 ? 4 : (Math.max(1, car.gear - 1) as Gear)]
  // Qualifying: the gearbox's shape only, no overrev cost (FD-T 1-0-1).
  if (qualifyingNow(state)) return allowedGears(car.gear, FREE_GEARBOX)
  if (car.spun || car.stalled) return [1]
  // No 1st between the stand and the pit exit in the tournament (FD-T 19-1-9, 19-3-4).
  if (car.pit === 'waiting') return state.rules.preset === 'tournament' ? [2, 3, 4] : [1, 2, 3, 4]
  if (state.rules.preset === 'tournament' && car.serviced && spaceOf(state, car)?.kind !== 'track') {
    return allowedGears(car.gear, { tyres: 1, brakes: 9, fuel: 9, body: 9, engine: 9 }).filter((g) => g !== 1)
  }
  if (state.rules.preset === 'tournament' && !car.serviced && spaceOf(state, car)?.kind === 'pit') {
    // In the pit lane: a gear whose best roll reaches the stand, else the highest allowed (FD-T 19-1-8).
    const free = allowedGears(car.gear, { tyres: 1, brakes: 9, fuel: 9, body: 9, engine: 9 })
    const d = standDistance(state, car.space, car.stand)
    const reach = free.filter((g) => Math.max(...GEAR_DICE[g]) >= d)
    return reach.length > 0 ? reach : free.slice(-1)
  }
  if (spaceOf(state, car)?.kind !== 'track') {
    return allowedGears(car.gear, { tyres: 1, brakes: 9, fuel: 9, body: 9, engine: 9 })
  }
  return allowedGears(car.gear, car.wear)
}

// Spaces from a pit-lane space to the car's own stand along the pit lane.
const standDistance = (state: State, from: number, team: number): number => {
  let frontier = [from]
  for (let d = 1; d <= state.circuit.spaces.length && frontier.length > 0; d++) {
    const next: number[] = []
    for (const x of frontier) {
      for (const y of state.circuit.spaces[x]?.next ?? []) {
        const sp = state.circuit.spaces[y]
        if (sp?.kind === 'stand' && sp.stand === team) return d
        if (sp?.kind === 'pit') next.push(y)
      }
    }
    frontier = next
  }
  return 0
}

const lose = (state: State, i: number, part: WearPart, amount: number, reason: WearReason, events: Event[]): State => {
  if (amount <= 0) return state
  const car = state.cars[i] as Car
  events.push({ type: 'wear', car: i, part, amount, reason })
  if (part === 'holding') return withCar(state, i, { holding: Math.max(0, car.holding - amount) })
  const wear: Wear = { ...car.wear, [part]: Math.max(0, car.wear[part] - amount) }
  const next = withCar(state, i, { wear })
  // A body or engine point lost makes the space dangerous (FD-A 6; FD-T 13-3, 17-0-1).
  return part === 'body' || part === 'engine' ? markDanger(next, car.space, events) : next
}

/**
 * The last engine point lost: out at once, except in the tournament for a car in 5th or 6th
 * that has not spun, which plays its inertia (FD-T 16-0-3, 16-0-3-1; Annexe 4: no inertia
 * after a spin).
 */
const engineBreaks = (state: State, i: number, events: Event[]): State => {
  const car = state.cars[i] as Car
  if (state.rules.preset !== 'tournament' || car.gear < 5 || car.spun || spaceOf(state, car)?.kind !== 'track') {
    return eliminate(state, i, 'engine', events)
  }
  events.push({ type: 'eliminated', car: i, reason: 'engine-inertia' })
  return withCar(state, i, { inertia: true })
}

/** Whether a car has left the penultimate corner of its last lap (FD-T 16-0-6, 16-0-7). */
export const pastPenultimateCorner = (state: State, car: Car): boolean => {
  const c = state.circuit
  const pc = c.corners.length - 2
  if (car.lap < state.laps || pc < 0) return car.lap >= state.laps && pc < 0
  if (car.corner === pc) return false
  const last = Math.max(...c.spaces.filter((sp) => sp.corner === pc).map((sp) => sp.level))
  return (c.spaces[car.space]?.level ?? 0) > last
}

const markDanger = (state: State, space: number, events: Event[]): State => {
  if (!state.rules.roadHolding || state.dangerous.includes(space) || state.circuit.spaces[space]?.kind !== 'track')
    return state
  events.push({ type: 'dangerous', space })
  return { ...state, dangerous: [...state.dangerous, space] }
}

const eliminate = (state: State, i: number, reason: string, events: Event[]): State => {
  events.push({ type: 'eliminated', car: i, reason })
  // Tournament: wrecks of blocking, body and engine stay until the next round (FD-T 20-7).
  const stays = state.rules.preset === 'tournament' && !ELIMINATION_TABLE[eliminationKind(reason)].immediateRemoval
  return withCar(state, i, { status: 'out', out: reason, wreck: stays && (state.cars[i]?.space ?? -1) >= 0 })
}

// Body and engine at zero put the car out (FD-B accrochage, casse moteur).
const loseBody = (state: State, i: number, reason: WearReason, events: Event[]): State => {
  const car = state.cars[i] as Car
  if (car.status !== 'racing') return state
  const next = lose(state, i, 'body', 1, reason, events)
  return (next.cars[i] as Car).wear.body <= 0 ? eliminate(next, i, 'body', events) : next
}

// ---------------------------------------------------------------- turn flow

const beginTurn = (state: State, events: Event[]): State => {
  let s = state
  for (;;) {
    const order = s.order.filter((i) => s.cars[i]?.status === 'racing')
    if (order.length === 0) {
      // Tournament: the weather roll of a 20/30 comes at the end of the round (FD-T 3-2-4, 3-2-5).
      if (s.skyRollDue && s.sky !== null && skyEvolves(s.sky) && playOrder(s).length > 0) {
        return { ...s, order: [], skyRollDue: false, step: { kind: 'weather', session: 'evolution' } }
      }
      const next = playOrder(s)
      // Wrecks are taken off the track at the next round (FD-T 12-1-2, 14-2).
      if (s.cars.some((c) => c.wreck)) s = { ...s, cars: s.cars.map((c) => (c.wreck ? { ...c, wreck: false } : c)) }
      if (next.length === 0) return { ...s, order: [], step: { kind: 'over' } }
      events.push({ type: 'round', round: s.round + 1, order: next })
      s = { ...s, round: s.round + 1, order: next }
      continue
    }
    const car = s.cars[order[0] as number] as Car
    // Tournament: a spun car restarts with the black die (FD-T 10-4-6).
    const restart = !car.started || (s.rules.preset === 'tournament' && car.spun)
    return { ...s, order, step: restart ? { kind: 'start' } : { kind: 'gear' } }
  }
}

const endTurn = (state: State, events: Event[]): State => beginTurn({ ...state, order: state.order.slice(1) }, events)

// After the move: collision tests, engine tests, pit stop, then the next car (FD-T 6-3).
const afterTests = (state: State, engineTest: boolean, events: Event[]): State => {
  if (engineTest) {
    const i = current(state)
    const rest = playOrder(state).filter((k) => k !== i)
    const queue = [i, ...rest].filter((k) => {
      const car = state.cars[k] as Car
      return car.status === 'racing' && !car.inertia && car.gear >= 5 && spaceOf(state, car)?.kind === 'track'
    })
    if (queue.length > 0) return { ...state, step: { kind: 'engine', queue } }
  }
  return afterEngine(state, engineTest, events)
}

// A 20 in 5th or 30 in 6th under variable weather: the weather die, at once in the advanced
// rules (FD-A 4), at the end of the round in the tournament (FD-T 3-2-5).
const afterEngine = (state: State, pushed: boolean, events: Event[]): State => {
  if (pushed && state.rules.weather && state.sky !== null && skyEvolves(state.sky)) {
    if (state.rules.preset === 'tournament') return afterWeatherRoll({ ...state, skyRollDue: true }, events)
    return { ...state, step: { kind: 'weather', session: 'evolution' } }
  }
  return afterWeatherRoll(state, events)
}

const afterWeatherRoll = (state: State, events: Event[]): State => {
  const i = current(state)
  const car = state.cars[i] as Car | undefined
  if (car && car.status === 'racing' && car.pit === 'stand') {
    // With tyre types or stand points the car announces its tyres and its stop first (FD-T 19-2-6).
    return { ...state, step: state.rules.tyres || state.rules.pitPoints ? { kind: 'stand' } : { kind: 'pit' } }
  }
  return endTurn(state, events)
}

const wrecksNear = (state: State, i: number): number => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (!s || s.kind !== 'track' || car.status !== 'racing') return 0
  const index = indexCircuit(state.circuit)
  const near = new Set<number>([...(index.beside[s.id] ?? []), index.ahead[s.id] ?? -1])
  return state.cars.filter((c) => c.wreck && near.has(c.space)).length
}

const collisionPartners = (state: State, i: number): ReadonlyArray<number> => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (!s || s.kind !== 'track' || car.status !== 'racing') return []
  const index = indexCircuit(state.circuit)
  const near = new Set<number>([...(index.beside[s.id] ?? []), index.ahead[s.id] ?? -1])
  return state.cars
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => k !== i && c.status === 'racing' && near.has(c.space))
    .map(({ k }) => k)
}

// The road-holding and wall tests of the spaces entered this turn (FD-T 6-3 step 10), then the collisions.
// FD-T 14-3, 20-6: a spun or stalled car, or the wreck of a blocking or body elimination, among the cars involved.
const aggravatedNear = (state: State, i: number): boolean => {
  const car = state.cars[i] as Car
  const s = spaceOf(state, car)
  if (!s) return false
  const index = indexCircuit(state.circuit)
  const near = new Set<number>([s.id, ...(index.beside[s.id] ?? []), index.ahead[s.id] ?? -1])
  return state.cars.some(
    (c) =>
      near.has(c.space) &&
      ((c.status === 'racing' && (c.spun || c.stalled)) ||
        (c.wreck && ELIMINATION_TABLE[eliminationKind(c.out ?? '')].aggravatedTests)),
  )
}

// Collision tests are due for the car: cars beside or just ahead, or wrecks (FD-T 14, 12-1-5).
const collisionsDue = (state: State, i: number): boolean =>
  blockingWreckTests(state, i).length > 0 || collisionPartners(state, i).length > 0 || wrecksNear(state, i) > 0

const afterMove = (
  state: State,
  hazards: number,
  walls: number,
  wallLast: boolean,
  engineTest: boolean,
  events: Event[],
): State => {
  const i = current(state)
  const car = state.cars[i] as Car | undefined
  const tests: Array<'holding' | 'wall'> = []
  let wallAfter = false
  if (car?.status === 'racing') {
    if (state.rules.roadHolding) for (let k = 0; k < hazards; k++) tests.push('holding')
    // FD-T 15-1: a move ending on entering the lane along the wall tests the wall after the collisions.
    wallAfter = walls > 0 && wallLast && collisionsDue(state, i)
    for (let k = wallAfter ? 1 : 0; k < walls; k++) tests.push('wall')
  }
  if (tests.length > 0) return { ...state, step: { kind: 'holding', tests, engineTest, wallAfter, collided: false } }
  return afterHazards(state, engineTest, wallAfter, events)
}

// After the collision tests: the wall test kept for last (FD-T 15-1), then the engine test.
const afterCollisions = (state: State, engineTest: boolean, wallAfter: boolean, events: Event[]): State => {
  const car = state.cars[current(state)] as Car | undefined
  if (wallAfter && car?.status === 'racing')
    return { ...state, step: { kind: 'holding', tests: ['wall'], engineTest, wallAfter: false, collided: true } }
  return afterTests(state, engineTest, events)
}

// The car just in front of a car blocked on `end` (the one that loses a body point, FD-T 12-1-1).
const blockerOf = (state: State, end: number): number | undefined => {
  const index = indexCircuit(state.circuit)
  const candidates = [index.ahead[end] ?? -1, ...(state.circuit.spaces[end]?.next ?? [])]
  return candidates
    .map((sp) => state.cars.findIndex((c) => c.status === 'racing' && c.space === sp))
    .find((k) => k >= 0)
}

/**
 * FD-T 12-1-5: the cars touching the wreck of a car out by blocking test their body
 * (aggravated), except the one that lost its body point automatically. Tournament only.
 */
const blockingWreckTests = (state: State, i: number): ReadonlyArray<number> => {
  const car = state.cars[i] as Car | undefined
  if (car === undefined || state.rules.preset !== 'tournament' || !car.wreck || car.out !== 'blocking') return []
  const index = indexCircuit(state.circuit)
  const near = new Set<number>([...(index.beside[car.space] ?? []), index.ahead[car.space] ?? -1])
  const blocker = blockerOf(state, car.space)
  return state.cars
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => k !== blocker && c.status === 'racing' && near.has(c.space))
    .map(({ k }) => k)
}

const afterHazards = (state: State, engineTest: boolean, wallAfter: boolean, events: Event[]): State => {
  const i = current(state)
  // Tournament: aggravated when a spun or stalled car or a wreck is there as the collision begins (FD-T 14-3).
  const aggravated = state.rules.preset === 'tournament' && aggravatedNear(state, i)
  const touching = blockingWreckTests(state, i)
  if (touching.length > 0) {
    return {
      ...state,
      step: {
        kind: 'collision',
        others: touching,
        involved: touching.length,
        eliminated: 0,
        moverRolls: 0,
        engineTest,
        wallAfter,
        aggravated,
      },
    }
  }
  const partners = collisionPartners(state, i)
  // Tournament wrecks still on the track are involved too (they roll no die: FD-T 14-3).
  const wrecks = wrecksNear(state, i)
  if (partners.length > 0) {
    return {
      ...state,
      step: {
        kind: 'collision',
        others: partners,
        involved: partners.length + wrecks,
        eliminated: 0,
        moverRolls: 0,
        engineTest,
        wallAfter,
        aggravated,
      },
    }
  }
  if (wrecks > 0) {
    return {
      ...state,
      step: {
        kind: 'collision',
        others: [],
        involved: wrecks,
        eliminated: 0,
        moverRolls: wrecks,
        engineTest,
        wallAfter,
        aggravated,
      },
    }
  }
  return afterCollisions(state, engineTest, wallAfter, events)
}

/**
 * FD-T 6-2-5: a car lapped by the mover during the round does not play before the mover
 * plays again (it loses its move of this round); a lapped mover that passes back the leader
 * ("le pilote de tête"), which has already played this round, gets its lost move back (it
 * plays again at the end of the round). Passing back another car that lapped it does not:
 * in the example "4 (repasse 2)" plays once, and only "4 (repasse 1)" plays twice.
 */
const lappingOrder = (before: State, after: State, i: number): State => {
  const levels = after.circuit.levels
  const mover0 = progress(before, before.cars[i] as Car)
  const mover1 = (after.cars[i] as Car).status === 'racing' ? progress(after, after.cars[i] as Car) : mover0
  const rest = after.order.slice(1)
  const kept = rest.filter((k) => {
    const car = after.cars[k] as Car
    if (car.status !== 'racing') return true
    const p = progress(after, car)
    return !(mover0 - p < levels && mover1 - p >= levels)
  })
  // The leader: the farthest of the other racing cars.
  let leader = -1
  after.cars.forEach((car, k) => {
    if (k === i || car.status !== 'racing') return
    if (leader < 0 || progress(after, car) > progress(after, after.cars[leader] as Car)) leader = k
  })
  const lead = leader < 0 ? undefined : (after.cars[leader] as Car)
  const regained =
    lead !== undefined &&
    !rest.includes(leader) &&
    progress(after, lead) - mover0 >= levels &&
    progress(after, lead) - mover1 < levels
  if (kept.length === rest.length && !regained) return after
  return { ...after, order: [i, ...kept, ...(regained && (after.cars[i] as Car).status === 'racing' ? [i] : [])] }
}

interface Carried {
  readonly hazards: number
  readonly walls: number
  readonly slid: boolean
  readonly slipstream: boolean
  // The last space entered so far was the first of the lane along the wall (FD-T 15-1).
  readonly wallLast: boolean
}

const applyMove = (
  state: State,
  option: CarMove,
  path: ReadonlyArray<number>,
  engineTest: boolean,
  carried: Carried = { hazards: 0, walls: 0, slid: false, slipstream: false, wallLast: false },
): Transition<State, Event> => {
  const events: Event[] = []
  const i = current(state)
  const before = state.cars[i] as Car
  const late = carried.slipstream && intoCorner(state, before.space, option) ? 1 : 0
  if (carried.slipstream) events.push({ type: 'slipstream', car: i, from: before.space, path, brake: option.brake })
  else
    events.push({
      type: 'move',
      car: i,
      from: before.space,
      path,
      brake: option.brake,
      blocked: option.blocked,
      overshoot: option.overshoot,
    })
  let s = state
  s = lose(s, i, 'brakes', late, 'slipstream-into-corner', events)
  s = lose(s, i, 'brakes', option.brake, 'braking', events)
  s = lose(s, i, 'brakes', option.brakesLost - option.brake - late, 'blocking', events)
  s = lose(s, i, 'tyres', option.overshootLoss, 'overshoot', events)
  s = lose(s, i, 'tyres', option.tyresLost - option.overshootLoss, 'blocking', events)
  const end = s.circuit.spaces[option.end] as Space
  let lap = before.lap
  if (option.crossed) {
    lap += 1
    events.push({ type: 'lap', car: i, lap, laps: s.laps })
  }
  const arrivals = s.arrivals + 1
  s = {
    ...withCar(s, i, {
      space: option.end,
      corner: option.corner,
      stops: option.stops,
      lap,
      arrival: arrivals,
      // A car that could not leave its stand waits there and leaves next round (4th or lower).
      pit: end.kind === 'track' ? 'none' : end.kind === 'stand' ? (option.stand ? 'stand' : 'waiting') : 'lane',
      serviced: end.kind === 'track' ? false : before.serviced || option.stand,
    }),
    arrivals,
  }
  if (option.stand) {
    const car = s.cars[i] as Car
    s = withCar(s, i, { wear: { ...car.wear, tyres: car.sheet.tyres } })
    events.push({ type: 'pit-stop', car: i })
  }
  if (option.eliminated !== null) {
    s = eliminate(s, i, option.eliminated, events)
    if (option.eliminated === 'blocking') {
      // The wreck of a blocking marks its space (FD-T 12-1-2, 20-7).
      s = markDanger(s, option.end, events)
      // The car that blocks it loses a body point (FD-B blocage; FD-T 12-1-1).
      const blocker = blockerOf(s, option.end)
      if (blocker !== undefined) s = loseBody(s, blocker, 'blocked-car-eliminated', events)
    }
  } else if (option.crossed && lap > s.laps) {
    const place = s.finishers.length + 1
    events.push({ type: 'finish', car: i, place })
    s = { ...withCar(s, i, { status: 'finished' }), finishers: [...s.finishers, i] }
  } else if (option.spin) {
    events.push({ type: 'spin', car: i })
    s = withCar(s, i, { spun: true })
  }
  if (before.inertia && (s.cars[i] as Car).status === 'racing') {
    // A sticker at each inertia move; out after it unless limping to the finish (FD-T 16-0-3, 16-0-6).
    s = markDanger(s, option.end, events)
    if (!pastPenultimateCorner(s, s.cars[i] as Car))
      s = eliminate(withCar(s, i, { inertia: false }), i, 'engine', events)
  }
  const hazards = carried.hazards + option.hazards
  const walls = carried.walls + option.walls
  const wallLast =
    path.length === 0
      ? carried.wallLast
      : entersWall(
          state,
          path.length > 1 ? (path[path.length - 2] as number) : before.space,
          path[path.length - 1] as number,
        )
  const moved = lappingOrder(state, s, i)
  // A slipstream may follow a full move made without braking (FD-A 1 condition 6; FD-T 18-1-6)
  // and never after an overshoot (FD-T 18-2-2, 18-5-7).
  const car = moved.cars[i] as Car
  const chain =
    car.status === 'racing' &&
    !car.spun &&
    option.brake === 0 &&
    option.blocked === 0 &&
    option.overshoot === 0 &&
    !option.stand &&
    slipstreamLeader(moved, i) >= 0
  if (chain) {
    const bonusLeft = carried.slipstream
      ? state.step.kind === 'slipstream' && state.step.bonus && option.bonus !== true
      : bonusOf(state, i) > 0 && option.bonus !== true
    const offered: State = {
      ...moved,
      step: {
        kind: 'slipstream',
        hazards,
        walls,
        slid: carried.slid || option.slid,
        bonus: bonusLeft,
        engineTest,
        wallLast,
      },
    }
    if (slipstreamMoves(offered).length > 0) return { state: trust(offered), events }
  }
  return { state: trust(afterMove(moved, hazards, walls, wallLast, engineTest, events)), events }
}

// ---------------------------------------------------------------- status

const chance = <A>(outcomes: ReadonlyArray<ChanceOutcome<A>>): PlayStatus<A> => ({ kind: 'chance', outcomes })
const blackDie = (type: 'grid' | 'start' | 'collision' | 'engine' | 'pit' | 'weather' | 'holding'): PlayStatus<Action> =>
  chance(rollOutcomes(BLACK_DIE, (value): Action => ({ type, value })))

const standings = (state: State): Standings => {
  const finished = state.finishers
  const rest = state.cars
    .map((c, i) => ({ c, i }))
    .filter(({ i }) => !finished.includes(i))
    .sort((a, b) => progress(state, b.c) - progress(state, a.c) || a.i - b.i)
    .map(({ i }) => i)
  const ordered = [...finished, ...rest]
  const placings: Placing[] = ordered.map((i, k) => {
    const car = state.cars[i] as Car
    const score = car.status === 'finished' ? state.laps : Math.max(0, car.lap - 1)
    const base = { place: k + 1, competitor: car.name, seat: i, score }
    return car.out === null ? base : { ...base, eliminated: car.out }
  })
  const seats = rankSeats(
    'laps',
    placings.map((p) => ({ seat: p.seat ?? 0, score: p.score, tieBreak: p.place })),
  )
  return { measure: 'laps', placings, seats }
}

const status = (state: State): PlayStatus<Action> => {
  const step = state.step
  switch (step.kind) {
    case 'grid':
      return blackDie('grid')
    case 'start':
      return blackDie('start')
    case 'gear':
      return { kind: 'decision', seat: current(state), phase: 'gear' }
    case 'roll':
      return chance(rollOutcomes(GEAR_DICE[step.gear], (value): Action => ({ type: 'roll', value })))
    case 'move':
      return { kind: 'decision', seat: current(state), phase: 'move' }
    case 'collision':
      return blackDie('collision')
    case 'engine':
      return blackDie('engine')
    case 'pit':
      return blackDie('pit')
    case 'weather':
      return blackDie('weather')
    case 'holding':
      return blackDie('holding')
    case 'slipstream':
      return { kind: 'decision', seat: current(state), phase: 'slipstream' }
    case 'tyres':
      return { kind: 'decision', seat: current(state), phase: 'tyres' }
    case 'stands':
      return { kind: 'decision', seat: current(state), phase: 'stands' }
    case 'build':
      return { kind: 'decision', seat: current(state), phase: 'build' }
    case 'stand':
      return { kind: 'decision', seat: current(state), phase: 'stand' }
    case 'chrono':
      return { kind: 'decision', seat: current(state), phase: 'chrono' }
    case 'over':
      return { kind: 'over', standings: standings(state) }
  }
}

const TYRES: ReadonlyArray<TyreType> = ['hard', 'soft', 'rain']
const REPAIRABLE = ['brakes', 'fuel', 'body', 'engine', 'holding'] as const

/**
 * What the car at its stand may announce (FD-A 3, 7; FD-T 19-2-3, 19-3, 19-4): its tyres
 * (any type with the tyres rule, otherwise the same), a quick stop, or — with the stand
 * points rule — a long stop restoring up to its stand points to parts that lost points
 * (fuel in the tournament only, FD-T 19-4-1; road holding with that rule).
 */
export const standOptions = (state: State, i: number): ReadonlyArray<Extract<Action, { type: 'stand' }>> => {
  const car = state.cars[i]
  if (car === undefined) return []
  const tyres = state.rules.tyres ? TYRES : [car.tyre]
  const none: Repairs = { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 }
  const room = (part: (typeof REPAIRABLE)[number]): number => {
    if (part === 'fuel' && state.rules.preset !== 'tournament') return 0
    if (part === 'holding') return state.rules.roadHolding ? car.sheet.holding - car.holding : 0
    return car.sheet[part] - car.wear[part]
  }
  const repairs: Repairs[] = [none]
  if (state.rules.pitPoints) {
    const grow = (base: Repairs, from: number, left: number): void => {
      for (let k = from; k < REPAIRABLE.length; k++) {
        const part = REPAIRABLE[k] as (typeof REPAIRABLE)[number]
        if (left > 0 && base[part] < room(part)) {
          const next = { ...base, [part]: base[part] + 1 }
          repairs.push(next)
          grow(next, k, left - 1)
        }
      }
    }
    grow(none, 0, car.standPoints)
  }
  const out: Array<Extract<Action, { type: 'stand' }>> = []
  for (const tyre of tyres) {
    out.push({ type: 'stand', tyre, stop: 'quick', repairs: none })
    if (state.rules.pitPoints) for (const r of repairs) out.push({ type: 'stand', tyre, stop: 'long', repairs: r })
  }
  return out
}

// Every reading of one unit of the chronometer (FD-T 1-1-13).
const chronoOptions = (unit: ChronoUnit): ReadonlyArray<Action> =>
  Array.from({ length: CHRONO_MAX[unit] + 1 }, (_, value): Action => ({ type: 'chrono', unit, value }))

const legalActions = (state: State, seat?: SeatId): ReadonlyArray<Action> => {
  if (!isWellFormed(state)) return []
  const st = status(state)
  if (st.kind === 'chance') return st.outcomes.map((o) => o.action)
  if (st.kind !== 'decision') return []
  if (seat !== undefined && seat !== st.seat) return []
  if (state.step.kind === 'gear') return gearOptions(state, st.seat).map((gear): Action => ({ type: 'gear', gear }))
  if (state.step.kind === 'tyres') return TYRES.map((tyre): Action => ({ type: 'tyres', tyre }))
  if (state.step.kind === 'stands') return freeStands(state).map((stand): Action => ({ type: 'choose-stand', stand }))
  if (state.step.kind === 'stand') return standOptions(state, st.seat)
  if (state.step.kind === 'build') return buildOptions(state)
  if (state.step.kind === 'chrono') return chronoOptions(state.step.unit)
  if (state.step.kind === 'slipstream') {
    return [
      ...slipstreamMoves(state).map((o): Action => ({ type: 'slipstream', path: o.path, brake: o.brake })),
      { type: 'no-slipstream' },
    ]
  }
  return currentMoves(state).map((o): Action => ({ type: 'move', path: o.path, brake: o.brake }))
}

// ---------------------------------------------------------------- reduce

const isWellFormed = (state: unknown): state is State => {
  if (state === null || typeof state !== 'object') return false
  if (trusted.has(state)) return true
  const decoded = StateCodec.decode(state)
  if (isLeft(decoded)) return false
  const s = decoded.right
  if (!circuitIsSound(s.circuit)) return false
  const n = s.circuit.spaces.length
  if (s.cars.some((c) => c.space >= n || (c.status === 'racing' && s.round > 0 && c.space < 0))) return false
  if (s.order.some((i) => i >= s.cars.length) || s.finishers.some((i) => i >= s.cars.length)) return false
  if (s.step.kind !== 'grid' && s.step.kind !== 'over' && s.step.kind !== 'weather' && s.order.length === 0)
    return false
  if (s.step.kind === 'build') {
    const range = buildRange(s.step.chosen, buildStandPoints(s))
    if (range === null || range[0] > range[1] || !isUnbuilt(s.cars[s.order[0] ?? -1])) return false
  }
  if (s.step.kind === 'grid') {
    const tied = s.step.slots.find((slot) => slot.length > 1)
    if (!tied || s.step.rolls.length >= tied.length || s.step.slots.flat().some((i) => i >= s.cars.length)) return false
  }
  if (!qualifyingIsSound(s)) return false
  trusted.add(state)
  return true
}

// A session in a decoded state: laps no more than cars; while it runs, the round not begun, one
// car (the next in config order) alone on the track, at a step of its lap.
const qualifyingIsSound = (s: State): boolean => {
  if (s.qualifying === null) return s.step.kind !== 'chrono'
  if (s.qualifying.laps.length > s.cars.length) return false
  if (!qualifyingNow(s)) return s.step.kind !== 'chrono'
  if (s.round !== 0) return false
  if (s.step.kind === 'weather') return s.step.session !== 'evolution' && s.order.length === 0
  const k = s.qualifying.laps.length
  const lapSteps: ReadonlyArray<Step['kind']> = ['tyres', 'gear', 'roll', 'move', 'chrono']
  return (
    lapSteps.includes(s.step.kind) &&
    s.order.length === 1 &&
    s.order[0] === k &&
    s.cars.every((c, j) => c.status === 'racing' && (j === k ? c.space >= 0 : c.space < 0))
  )
}

const refuse = (code: string, message: string, rule: string): Either<RuleViolation, Transition<State, Event>> =>
  left(violation(code, message, rule))

const expectChance = (state: State, action: Action, type: Action['type']): RuleViolation | null => {
  if (action.type !== type) {
    return violation(
      'WRONG_ACTION',
      `The race waits for a ${type} die roll, not a ${action.type} action.`,
      'pitwall protocol',
    )
  }
  const st = status(state)
  if (
    st.kind !== 'chance' ||
    !st.outcomes.some((o) => 'value' in o.action && 'value' in action && o.action.value === action.value)
  ) {
    return violation(
      'IMPOSSIBLE_ROLL',
      `No face of the die shows ${'value' in action ? action.value : '?'}.`,
      'FACTS dice',
    )
  }
  return null
}

// Lowest roll on pole, and so on (FD-B la grille de départ); then round 1 starts.
const placeOnGrid = (state: State, order: ReadonlyArray<number>, events: Event[]): State => {
  events.push({ type: 'grid', order })
  return startRace(gridPlaces(state, order), order, events)
}

const reduceGrid = (state: State, step: Extract<Step, { kind: 'grid' }>, value: number): Transition<State, Event> => {
  const events: Event[] = []
  const slotIndex = step.slots.findIndex((slot) => slot.length > 1)
  const slot = step.slots[slotIndex] ?? []
  const car = slot[step.rolls.length] as number
  events.push({ type: 'grid-roll', car, value })
  const rolls = [...step.rolls, value]
  let slots = step.slots
  if (rolls.length === slot.length) {
    // Lowest roll first; equal rolls stay together and roll again (FD-B la grille de départ).
    const values = [...new Set(rolls)].sort((a, b) => a - b)
    const split = values.map((v) => slot.filter((_, k) => rolls[k] === v))
    slots = [...step.slots.slice(0, slotIndex), ...split, ...step.slots.slice(slotIndex + 1)]
    if (slots.every((s) => s.length === 1)) {
      return {
        state: trust(
          placeOnGrid(
            state,
            slots.map((s) => s[0] as number),
            events,
          ),
        ),
        events,
      }
    }
    return { state: trust({ ...state, step: { kind: 'grid', slots, rolls: [] } }), events }
  }
  return { state: trust({ ...state, step: { kind: 'grid', slots, rolls } }), events }
}

const reduceUnsafe = (state: State, input: Action): Either<RuleViolation, Transition<State, Event>> => {
  if (!isWellFormed(state)) return refuse('BAD_STATE', 'This is not a Formule Dé race state.', 'pitwall protocol')
  const decoded = ActionCodec.decode(input)
  if (isLeft(decoded))
    return refuse(
      'BAD_ACTION',
      `Not a Formule Dé action:\n${formatErrors(decoded.left).join('\n')}`,
      'pitwall protocol',
    )
  const action = decoded.right
  const step = state.step
  const i = current(state)
  const events: Event[] = []
  switch (step.kind) {
    case 'over':
      return refuse('RACE_OVER', 'The race is over.', 'FD-B arrivée')
    case 'grid': {
      const bad = expectChance(state, action, 'grid')
      if (bad || action.type !== 'grid')
        return left(bad ?? violation('WRONG_ACTION', 'Grid roll expected.', 'FD-B la grille de départ'))
      return right(reduceGrid(state, step, action.value))
    }
    case 'start': {
      const bad = expectChance(state, action, 'start')
      if (bad || action.type !== 'start')
        return left(bad ?? violation('WRONG_ACTION', 'Start roll expected.', 'FD-B départ'))
      const v = action.value
      const result = v === 1 ? 'stall' : v === 20 ? 'super-start' : 'normal'
      events.push({ type: 'start', car: i, value: v, result })
      // A spun car restarting (FD-T 10-4-6) is back in 1st whatever the die says.
      const s = withCar(state, i, { started: true, stalled: v === 1, spun: false, gear: 1 })
      if (v === 1) return right({ state: trust(endTurn(s, events)), events })
      if (v === 20)
        return right({
          state: trust({ ...s, step: { kind: 'move', roll: 4, reason: 'super-start', engineTest: false } }),
          events,
        })
      return right({ state: trust({ ...s, step: { kind: 'roll', gear: 1 } }), events })
    }
    case 'gear': {
      if (action.type !== 'gear')
        return refuse('WRONG_ACTION', `Car ${i} must choose a gear, not submit a ${action.type}.`, 'FD-B déplacements')
      const car = state.cars[i] as Car
      const qualifying = qualifyingNow(state)
      if (!gearOptions(state, i).includes(action.gear)) {
        if (qualifying) {
          const why = checkGearChange(car.gear, action.gear, FREE_GEARBOX)
          return refuse(why?.code ?? 'GEAR_NOT_ALLOWED', why?.message ?? 'That gear is not allowed now.', 'FD-T 1-0-1')
        }
        if (car.spun)
          return refuse('SPUN_RESTART_IN_FIRST', 'After a spin the car restarts in 1st gear.', 'FD-B tête-à-queue')
        if (car.stalled)
          return refuse(
            'STALLED_RESTART_IN_FIRST',
            'After stalling at the start the car starts in 1st gear.',
            'FD-B départ',
          )
        if (car.pit === 'waiting')
          return refuse(
            'PIT_RESTART_MAX_FOURTH',
            'After a missed pit stop the car leaves in 4th gear or lower.',
            'FD-B arrêt au stand',
          )
        const why = checkGearChange(car.gear, action.gear, car.wear)
        return refuse(
          why?.code ?? 'GEAR_NOT_ALLOWED',
          why?.message ?? 'That gear is not allowed now.',
          why?.rule ?? 'FD-B boîte de vitesse',
        )
      }
      // The chronometer starts just before the first throw of the lap (FD-A 2 procédure 1, FD-T 1-1-6).
      if (qualifying && sessionOf(state).throws === 0)
        events.push({ type: 'qualifying-start', car: i, space: car.space, tyre: car.tyre, wet: state.wet })
      events.push({ type: 'gear', car: i, from: car.gear, to: action.gear })
      if (qualifying)
        return right({
          state: trust(withCar({ ...state, step: { kind: 'roll', gear: action.gear } }, i, { gear: action.gear })),
          events,
        })
      let s = withCar(state, i, {
        gear: action.gear,
        spun: false,
        stalled: false,
        pit: car.pit === 'waiting' ? 'stand' : car.pit,
      })
      if (spaceOf(state, car)?.kind === 'track' && !car.spun) {
        const cost = overrevCost(car.gear, action.gear)
        s = lose(s, i, 'fuel', cost.fuel, 'overrev', events)
        s = lose(s, i, 'brakes', cost.brakes, 'overrev', events)
        s = lose(s, i, 'engine', cost.engine, 'overrev', events)
      }
      return right({ state: trust({ ...s, step: { kind: 'roll', gear: action.gear } }), events })
    }
    case 'roll': {
      const bad = expectChance(state, action, 'roll')
      if (bad || action.type !== 'roll')
        return left(bad ?? violation('WRONG_ACTION', 'Gear die roll expected.', 'FD-B déplacements'))
      events.push({ type: 'roll', car: i, gear: step.gear, value: action.value })
      if (qualifyingNow(state)) {
        // Each gear-die throw counts (FD-T 1-1-10); no engine test, the points do not count (FD-T 1-0-1).
        const session = sessionOf(state)
        return right({
          state: trust({
            ...state,
            qualifying: { ...session, throws: session.throws + 1 },
            step: { kind: 'move', roll: action.value, reason: 'gear', engineTest: false },
          }),
          events,
        })
      }
      const engineTest = enginePushFace(step.gear) === action.value
      // FD-A 3: soft tyres not renewed run their 3rd lap 1 space slower on straights (not in the tournament).
      const car = state.cars[i] as Car
      const onStraight = spaceOf(state, car)?.kind === 'track' && spaceOf(state, car)?.corner === null
      const slow =
        state.rules.tyres && onStraight
          ? softThirdLapSlowdown(car.tyre, setLap(car.lap, car.tyreLap), state.rules.preset === 'tournament')
          : 0
      const roll = Math.max(1, action.value - slow)
      return right({ state: trust({ ...state, step: { kind: 'move', roll, reason: 'gear', engineTest } }), events })
    }
    case 'move': {
      if (action.type !== 'move')
        return refuse('WRONG_ACTION', `Car ${i} must move, not submit a ${action.type}.`, 'FD-B déplacements')
      const qualifying = qualifyingNow(state)
      if (qualifying && action.brake > 0)
        return refuse(
          'NO_BRAKING_IN_QUALIFYING',
          'In qualifying the points do not count, so the car may not brake: it moves the whole roll.',
          'FD-T 1-0-1',
        )
      const apply = (o: CarMove, path: ReadonlyArray<number>): Transition<State, Event> =>
        qualifying ? applyQualifyingMove(state, o, path) : applyMove(state, o, path, step.engineTest)
      const moves = currentMoves(state)
      const exact = moves.find(
        (o) =>
          o.brake === action.brake &&
          o.path.length === action.path.length &&
          o.path.every((p, k) => p === action.path[k]),
      )
      if (exact) return right(apply(exact, exact.path))
      const bonus = bonusOf(state, i)
      const board = boardOf(state, i)
      const mover = moverOf(state, i)
      const withBonus = bonus > 0 && action.brake === 0 && action.path.length === step.roll + bonus
      const walked = pathOutcome(board, mover, action.path, withBonus ? step.roll + bonus : step.roll, action.brake)
      if (!walked.ok) {
        const [message, rule] = STEP_RULES[walked.code]
        return refuse(walked.code, `Step ${walked.at + 1} of the path: ${message}`, rule)
      }
      const key = moveKey(walked.option)
      const same = moves.find((o) => moveKey(o) === key)
      if (same) return right(apply(same, action.path))
      if (action.path.length + action.brake > step.roll + bonus) {
        return refuse(
          'PATH_TOO_LONG',
          `The roll is ${step.roll}: the path and the braking cover ${action.path.length + action.brake} spaces.`,
          'FD-B déplacements',
        )
      }
      if (action.brake > mover.wear.brakes) {
        return refuse(
          'NOT_ENOUGH_BRAKES',
          `The car has ${mover.wear.brakes} brake points and cannot brake ${action.brake} spaces.`,
          'FD-B freinage',
        )
      }
      if (action.path.length + action.brake < step.roll) {
        return refuse(
          'NOT_FARTHEST_SPACE',
          'The car stops short without braking: it must move the whole roll, brake, or (when blocked) reach the farthest space.',
          'FD-T 12-1-3',
        )
      }
      return refuse(
        'NOT_A_LEGAL_MOVE',
        'That move is not among the legal moves for this roll.',
        'FD-B code de conduite',
      )
    }
    case 'collision': {
      const bad = expectChance(state, action, 'collision')
      if (bad || action.type !== 'collision')
        return left(bad ?? violation('WRONG_ACTION', 'Collision roll expected.', 'FD-B accrochage'))
      // Wet track 1–2; +1 when aggravated (FD-T 14-3), as decided when the collision began.
      const damaged = action.value <= testThreshold('collision', state.wet, step.aggravated)
      let s: State = state
      if (step.others.length > 0) {
        const k = step.others[0] as number
        events.push({ type: 'collision-roll', car: k, value: action.value, damaged })
        if (damaged) s = loseBody(s, k, 'collision', events)
        const eliminated = step.eliminated + ((s.cars[k] as Car).status === 'out' ? 1 : 0)
        const others = step.others.slice(1)
        if (others.length > 0) {
          return right({ state: trust({ ...s, step: { ...step, others, eliminated } }), events })
        }
        // The mover rolls last: it loses a body point per car it eliminated, then rolls once per car left.
        for (let e = 0; e < eliminated; e++) s = loseBody(s, i, 'collision', events)
        const rolls = step.involved - eliminated
        if ((s.cars[i] as Car).status === 'racing' && rolls > 0) {
          return right({ state: trust({ ...s, step: { ...step, others: [], eliminated, moverRolls: rolls } }), events })
        }
        return right({ state: trust(afterCollisions(s, step.engineTest, step.wallAfter, events)), events })
      }
      events.push({ type: 'collision-roll', car: i, value: action.value, damaged })
      if (damaged) s = loseBody(s, i, 'collision', events)
      const remaining = step.moverRolls - 1
      if ((s.cars[i] as Car).status === 'racing' && remaining > 0) {
        return right({ state: trust({ ...s, step: { ...step, moverRolls: remaining } }), events })
      }
      return right({ state: trust(afterCollisions(s, step.engineTest, step.wallAfter, events)), events })
    }
    case 'engine': {
      const bad = expectChance(state, action, 'engine')
      if (bad || action.type !== 'engine')
        return left(bad ?? violation('WRONG_ACTION', 'Engine test roll expected.', 'FD-B casse moteur'))
      const k = step.queue[0] as number
      const damaged = action.value <= testThreshold('engine', state.wet)
      events.push({ type: 'engine-roll', car: k, value: action.value, damaged })
      let s: State = state
      if (damaged) {
        s = lose(s, k, 'engine', 1, 'engine-test', events)
        if ((s.cars[k] as Car).wear.engine <= 0) s = engineBreaks(s, k, events)
      }
      const queue = step.queue.slice(1)
      if (queue.length > 0) return right({ state: trust({ ...s, step: { kind: 'engine', queue } }), events })
      return right({ state: trust(afterEngine(s, true, events)), events })
    }
    case 'pit': {
      const bad = expectChance(state, action, 'pit')
      if (bad || action.type !== 'pit')
        return left(bad ?? violation('WRONG_ACTION', 'Pit stop roll expected.', 'FD-B arrêt au stand'))
      const v = action.value
      if (v <= 10) {
        const spaces = Math.ceil(v / 2)
        events.push({ type: 'pit-roll', car: i, value: v, spaces })
        const s = withCar(state, i, { gear: 4 })
        return right({
          state: trust({ ...s, step: { kind: 'move', roll: spaces, reason: 'pit-exit', engineTest: false } }),
          events,
        })
      }
      events.push({ type: 'pit-roll', car: i, value: v, spaces: 0 })
      return right({ state: trust(endTurn(withCar(state, i, { pit: 'waiting' }), events)), events })
    }
    case 'weather': {
      const bad = expectChance(state, action, 'weather')
      if (bad || action.type !== 'weather')
        return left(bad ?? violation('WRONG_ACTION', 'Weather roll expected.', 'FD-A 4'))
      const table = state.circuit.weather
      if (step.session === 'qualifying') {
        const sky = skyAtStart(forecastOf(table, action.value))
        events.push({
          type: 'weather',
          session: 'qualifying',
          value: action.value,
          sky,
          wet: sky === 'rain-definitive',
        })
        // FD-T 3-1: rain means a wet track for the whole session; sun or a variable sky a dry one.
        const s: State = { ...state, qualifyingSky: sky, wet: sky === 'rain-definitive' }
        if (qualifyingNow(s)) return right({ state: trust(nextQualifyingLap(s, events)), events })
        return right({ state: trust({ ...s, step: { kind: 'weather', session: 'race' } }), events })
      }
      if (step.session === 'race') {
        const sky = skyAtStart(forecastOf(table, action.value))
        // A variable start: dry (FD-A 4); in the tournament the track of the qualifying session (FD-T 3-2-4).
        const wet =
          sky === 'rain-definitive' ||
          (sky === 'variable' && state.rules.preset === 'tournament' && state.qualifyingSky === 'rain-definitive')
        events.push({ type: 'weather', session: 'race', value: action.value, sky, wet })
        return right({ state: trust(afterWeather({ ...state, sky, wet }, events)), events })
      }
      const sky = evolveSky(state.sky ?? 'variable', evolutionOf(table, action.value))
      const wet = wetUnder(sky, state.wet)
      events.push({ type: 'weather', session: 'evolution', value: action.value, sky, wet })
      const s: State = { ...state, sky, wet }
      return right({ state: trust(s.order.length === 0 ? beginTurn(s, events) : afterWeatherRoll(s, events)), events })
    }
    case 'tyres': {
      if (action.type !== 'tyres')
        return refuse('WRONG_ACTION', `Car ${i} must choose its tyres, not submit a ${action.type}.`, 'FD-A 3')
      events.push({ type: 'tyres', car: i, tyre: action.tyre })
      const s = withCar(state, i, { tyre: action.tyre, tyreLap: 0 })
      // Qualifying: the tyres announced for the lap (FD-T 1-1-4), which starts in 1st.
      if (qualifyingNow(state)) return right({ state: trust({ ...s, step: { kind: 'gear' } }), events })
      const order = s.order.slice(1)
      if (order.length > 0) return right({ state: trust({ ...s, order }), events })
      const grid = gridOrder(s)
      events.push({ type: 'round', round: 1, order: grid })
      return right({
        state: trust(beginTurn({ ...s, round: 1, order: grid, step: { kind: 'start' } }, events)),
        events,
      })
    }
    case 'stands': {
      if (action.type !== 'choose-stand')
        return refuse('WRONG_ACTION', `Car ${i} must choose its stand, not submit a ${action.type}.`, 'FD-T 4-0-1')
      if (!freeStands(state).includes(action.stand))
        return refuse('STAND_TAKEN', `Stand ${action.stand} is taken or does not exist.`, 'FD-T 4-0-1')
      const s = withCar(state, i, { stand: action.stand })
      const order = s.order.slice(1)
      if (order.length > 0) return right({ state: trust({ ...s, order }), events })
      return right({ state: trust(startRace({ ...s, order: [] }, gridOrder(s), events)), events })
    }
    case 'build': {
      if (action.type !== 'build')
        return refuse('WRONG_ACTION', `Car ${i} must build its car, not submit a ${action.type}.`, 'FD-A 5')
      const sp = buildStandPoints(state)
      const part = nextBuildPart(step.chosen, sp)
      const range = buildRange(step.chosen, sp)
      if (part === null || range === null) return refuse('BAD_STATE', 'This build is already complete.', 'pitwall protocol')
      const rule = part === 'stand' ? 'FD-T 5-3' : sp > 0 ? 'FD-T 5-0-2' : 'FD-A 5'
      if (action.part !== part)
        return refuse('BUILD_ORDER', `Car ${i} fills its ${part} next, not its ${action.part}.`, rule)
      if (action.points < range[0] || action.points > range[1]) {
        const why =
          part === 'stand'
            ? `0 to ${sp} points are kept at the stand`
            : 'every part gets at least 1 point and the points left must cover the parts still to fill'
        return refuse(
          'BUILD_RANGE',
          `${action.points} points on ${part}: ${range[0]} to ${range[1]} are allowed (${why}).`,
          part === 'stand' ? rule : sp > 0 ? 'FD-T 5-2' : 'FD-A 5',
        )
      }
      events.push({ type: 'build', car: i, part, points: action.points })
      const chosen = [...step.chosen, action.points]
      if (nextBuildPart(chosen, sp) !== null) return right({ state: trust({ ...state, step: { kind: 'build', chosen } }), events })
      // The last part takes the remainder: no decision (FD-A 5).
      const b = completeBuild(chosen, sp)
      events.push({ type: 'build', car: i, part: 'holding', points: b.holding })
      const s = withCar(state, i, {
        sheet: b,
        wear: wearOfBuild(b),
        holding: state.rules.roadHolding ? b.holding : 0,
        standPoints: state.rules.preset === 'tournament' ? b.stand : state.rules.pitPoints ? STAND_POINTS : 0,
      })
      const order = s.order.slice(1)
      if (order.length > 0) return right({ state: trust({ ...s, order, step: { kind: 'build', chosen: [] } }), events })
      return right({ state: trust(startRace({ ...s, order: [] }, gridOrder(s), events)), events })
    }
    case 'chrono': {
      if (action.type !== 'chrono')
        return refuse(
          'WRONG_ACTION',
          `Car ${i} must enter its lap's chronometer reading, not submit a ${action.type}.`,
          'FD-T 1-1-13',
        )
      if (action.unit !== step.unit)
        return refuse(
          'CHRONO_ORDER',
          `The ${step.unit} of the reading come next, not the ${action.unit}.`,
          'FD-T 1-1-13',
        )
      if (action.value > CHRONO_MAX[step.unit])
        return refuse(
          'CHRONO_RANGE',
          `The ${step.unit} of a reading go from 0 to ${CHRONO_MAX[step.unit]}.`,
          'FD-T 1-1-13',
        )
      const hundredths = step.hundredths + action.value * CHRONO_SCALE[step.unit]
      const unit = nextChronoUnit(step.unit)
      if (unit !== null)
        return right({ state: trust({ ...state, step: { kind: 'chrono', unit, hundredths } }), events })
      return right({ state: trust(recordLap(state, hundredths, false, events)), events })
    }
    case 'slipstream': {
      if (action.type === 'no-slipstream')
        return right({
          state: trust(afterMove(state, step.hazards, step.walls, step.wallLast, step.engineTest, events)),
          events,
        })
      if (action.type !== 'slipstream')
        return refuse('WRONG_ACTION', `Car ${i} may take a slipstream or not, not submit a ${action.type}.`, 'FD-A 1')
      const moves = slipstreamMoves(state)
      const carried = {
        hazards: step.hazards,
        walls: step.walls,
        slid: step.slid,
        slipstream: true,
        wallLast: step.wallLast,
      }
      const exact = moves.find(
        (o) =>
          o.brake === action.brake &&
          o.path.length === action.path.length &&
          o.path.every((p, k) => p === action.path[k]),
      )
      if (exact) return right(applyMove(state, exact, exact.path, step.engineTest, carried))
      const spaces =
        step.bonus && action.brake === 0 && action.path.length === SLIPSTREAM_SPACES + 1
          ? SLIPSTREAM_SPACES + 1
          : SLIPSTREAM_SPACES
      const walked = pathOutcome(boardOf(state, i), slipMover(state, i), action.path, spaces, action.brake)
      if (!walked.ok) {
        const [message, rule] = STEP_RULES[walked.code]
        return refuse(walked.code, `Step ${walked.at + 1} of the slipstream: ${message}`, rule)
      }
      const same = moves.find((o) => moveKey(o) === moveKey(walked.option))
      if (same) return right(applyMove(state, same, action.path, step.engineTest, carried))
      if (action.path.length + action.brake !== spaces) {
        return refuse(
          'SLIPSTREAM_LENGTH',
          "A slipstream is always 3 spaces, braking included (4 with the soft tyres' +1).",
          'FD-T 18-1-2',
        )
      }
      return refuse(
        'NOT_A_LEGAL_SLIPSTREAM',
        'That slipstream is not allowed (it would eliminate the car, or a late braking into the corner needs a brake point).',
        'FD-T 18-1-4',
      )
    }
    case 'holding': {
      const bad = expectChance(state, action, 'holding')
      if (bad || action.type !== 'holding')
        return left(bad ?? violation('WRONG_ACTION', 'Road-holding roll expected.', 'FD-A 6'))
      const test = step.tests[0] ?? 'holding'
      let s: State = state
      if (test === 'holding') {
        const damaged = action.value <= testThreshold('holding', state.wet)
        events.push({ type: 'holding-roll', car: i, value: action.value, damaged, test })
        if (damaged) {
          s = lose(s, i, 'holding', 1, 'road-holding', events)
          // Out at once, no mark (FD-T 17-0-3, 20-5).
          if ((s.cars[i] as Car).holding <= 0) s = eliminate(s, i, 'holding', events)
        }
      } else {
        const damaged = action.value <= testThreshold('collision', state.wet)
        events.push({ type: 'holding-roll', car: i, value: action.value, damaged, test })
        if (damaged) s = loseBody(s, i, 'wall', events)
      }
      const tests = step.tests.slice(1)
      if (tests.length > 0 && (s.cars[i] as Car).status === 'racing')
        return right({ state: trust({ ...s, step: { ...step, tests } }), events })
      if (step.collided) return right({ state: trust(afterTests(s, step.engineTest, events)), events })
      return right({ state: trust(afterHazards(s, step.engineTest, step.wallAfter, events)), events })
    }
    case 'stand': {
      if (action.type !== 'stand')
        return refuse(
          'WRONG_ACTION',
          `Car ${i} must announce its tyres and stop, not submit a ${action.type}.`,
          'FD-T 19-2-6',
        )
      const options = standOptions(state, i)
      const chosen = options.find(
        (o) =>
          o.tyre === action.tyre &&
          o.stop === action.stop &&
          REPAIRABLE.every((p) => o.repairs[p] === action.repairs[p]),
      )
      if (!chosen) {
        if (action.stop === 'long' && !state.rules.pitPoints)
          return refuse('NO_LONG_STOP', 'Long stops need the stand-points rule.', 'FD-A 7')
        if (!state.rules.tyres && action.tyre !== (state.cars[i] as Car).tyre)
          return refuse('NO_TYRE_CHOICE', 'Without the tyres rule the car keeps its tyres.', 'FD-A 3')
        return refuse(
          'BAD_REPAIRS',
          'The crew restores only lost points, within the stand points left, at a long stop.',
          'FD-T 19-4-1',
        )
      }
      const car = state.cars[i] as Car
      events.push({ type: 'stand', car: i, tyre: action.tyre, stop: action.stop })
      let s = withCar(state, i, { tyre: action.tyre, tyreLap: car.lap })
      if (action.stop === 'quick') return right({ state: trust({ ...s, step: { kind: 'pit' } }), events })
      const used = REPAIRABLE.reduce((a, p) => a + action.repairs[p], 0)
      for (const part of REPAIRABLE) {
        const amount = action.repairs[part]
        if (amount === 0) continue
        events.push({ type: 'repair', car: i, part, amount })
        const c = s.cars[i] as Car
        s =
          part === 'holding'
            ? withCar(s, i, { holding: c.holding + amount })
            : withCar(s, i, { wear: { ...c.wear, [part]: c.wear[part] + amount } })
      }
      // A long stop: the car leaves next round, in 4th at most (FD-A 7, FD-T 19-4-2).
      s = withCar(s, i, { standPoints: car.standPoints - used, pit: 'waiting' })
      return right({ state: trust(endTurn(s, events)), events })
    }
  }
}

// Events name their car (names never change during a race).
const nameEvents = (state: State, events: ReadonlyArray<Event>): ReadonlyArray<NamedEvent> =>
  events.map((e) => ('car' in e ? { ...e, name: state.cars[e.car]?.name ?? `car ${e.car + 1}` } : e) as NamedEvent)

const reduceNamed = (state: State, action: Action): Either<RuleViolation, Transition<State, NamedEvent>> => {
  const result = reduceUnsafe(state, action)
  if (isLeft(result)) return result
  return right({ state: result.right.state, events: nameEvents(result.right.state, result.right.events) })
}

const CHANCE_TYPES: ReadonlySet<Action['type']> = new Set(['grid', 'start', 'roll', 'collision', 'engine', 'pit', 'weather', 'holding'])

/**
 * Formule Dé, basic rules (1 and 2 laps): grid draw, start, gearbox and overrev, moves
 * with corners, braking, blocking and overshoot, collisions, engine tests, pit stops
 * and the finish. One car per seat.
 */
export const formuleDe: Game<Config, State, Action, NamedEvent, Observation> = defineGame({
  info: FORMULE_DE_INFO,
  codecs: { config: ConfigCodec, state: StateCodec, action: ActionCodec },
  seats: (state) => state.cars.length,
  create: setup,
  inconsistencies: (state) =>
    isWellFormed(state) ? [] : ['the state does not hold together (a car off the circuit, a step no race reaches)'],
  status,
  legalActions,
  // Formule Dé has no hidden information: a viewer sees the state itself, frozen as it is handed out.
  observe: (state) => deepFreeze(state),
  isChanceAction: (action) => CHANCE_TYPES.has(action.type),
  apply: reduceNamed,
})
