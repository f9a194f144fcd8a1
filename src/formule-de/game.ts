import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  formatErrors,
  rankSeats,
  rollOutcomes,
  setupError,
  totalReduce,
  violation,
  type ChanceOutcome,
  type Game,
  type Placing,
  type RuleViolation,
  type SeatId,
  type SetupError,
  type Standings,
  type Status,
  type Transition,
} from '../core/index.js'
import { ActionCodec, type Action } from './actions.js'
import { indexCircuit } from './circuit/graph.js'
import type { Circuit, Space } from './circuit/model.js'
import { validateCircuit } from './circuit/validate.js'
import { CIRCUITS } from './circuits/index.js'
import { ConfigCodec, type Config } from './config.js'
import { BLACK_DIE, enginePushFace, GEAR_DICE, type Gear } from './dice.js'
import type { Event as NamedEvent, RawEvent as Event, WearPart, WearReason } from './events.js'
import { allowedGears, checkGearChange, overrevCost } from './rules/gearbox.js'
import { legalMoves, moveKey, occupancy, pathOutcome, STEP_RULES, type Board, type MoveOption, type Mover } from './rules/movement.js'
import { playOrder, progress } from './rules/order.js'
import { startingWear, type Wear } from './rules/wear.js'
import { StateCodec, type Car, type State, type Step } from './state.js'

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
  if (n < 1) return left(setupError('NO_CARS', 'A race needs at least one car.', 'FD-B préparation'))
  if (n > circuit.grid.length) {
    return left(setupError('GRID_TOO_SMALL', `The grid of ${circuit.name} has ${circuit.grid.length} places for ${n} cars.`, 'FD-B la grille de départ'))
  }
  if (new Set(config.cars).size !== n) return left(setupError('DUPLICATE_CAR', 'Two cars have the same name.', 'FD-B préparation'))
  if (config.laps >= 2) {
    const stands = circuit.spaces.filter((s) => s.kind === 'stand').length
    if (stands > 0 && stands < n) {
      return left(setupError('TOO_FEW_STANDS', `${circuit.name} has ${stands} stands for ${n} cars.`, 'FD-B arrêt au stand'))
    }
  }
  const wear = startingWear(config.laps)
  const cars: Car[] = config.cars.map((name) => ({
    name,
    space: -1,
    gear: 1,
    wear,
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
  }
  // A lone car needs no draw for the grid.
  return right(trust(n === 1 ? placeOnGrid(initial, [0], []) : initial))
}

// ---------------------------------------------------------------- helpers

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
  return {
    space: car.space,
    corner: car.corner,
    stops: car.stops,
    wear: car.wear,
    team: i,
    pitAllowed: state.laps >= 2 && car.lap >= 1 && car.lap < state.laps && s?.kind === 'track',
    serviced: car.serviced,
    lastLap: car.lap >= state.laps,
  }
}

/** The board as car `i` sees it: the circuit and the other racing cars. */
export const boardOf = (state: State, i: number): Board => {
  const others = state.cars.filter((c, k) => k !== i && c.status === 'racing' && c.space >= 0).map((c) => c.space)
  return { index: indexCircuit(state.circuit), occupied: occupancy(state.circuit.spaces.length, others) }
}

const movesCache = new WeakMap<State, ReadonlyArray<MoveOption>>()

/** The legal moves of the current car in a state at a move decision (cached per state). */
export const currentMoves = (state: State): ReadonlyArray<MoveOption> => {
  if (state.step.kind !== 'move') return []
  const hit = movesCache.get(state)
  if (hit) return hit
  const i = current(state)
  const moves = legalMoves(boardOf(state, i), moverOf(state, i), state.step.roll)
  movesCache.set(state, moves)
  return moves
}

/** The gears car `i` may choose now (FD-B boîte de vitesse, tête-à-queue, arrêt au stand). */
export const gearOptions = (state: State, i: number): ReadonlyArray<Gear> => {
  const car = state.cars[i] as Car
  if (car.spun || car.stalled) return [1]
  if (car.pit === 'waiting') return [1, 2, 3, 4]
  if (spaceOf(state, car)?.kind !== 'track') {
    return allowedGears(car.gear, { tyres: 1, brakes: 9, fuel: 9, body: 9, engine: 9 })
  }
  return allowedGears(car.gear, car.wear)
}

const lose = (
  state: State,
  i: number,
  part: WearPart,
  amount: number,
  reason: WearReason,
  events: Event[],
): State => {
  if (amount <= 0) return state
  const car = state.cars[i] as Car
  const wear: Wear = { ...car.wear, [part]: Math.max(0, car.wear[part] - amount) }
  events.push({ type: 'wear', car: i, part, amount, reason })
  return withCar(state, i, { wear })
}

const eliminate = (state: State, i: number, reason: string, events: Event[]): State => {
  events.push({ type: 'eliminated', car: i, reason })
  return withCar(state, i, { status: 'out', out: reason })
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
      const next = playOrder(s)
      if (next.length === 0) return { ...s, order: [], step: { kind: 'over' } }
      events.push({ type: 'round', round: s.round + 1, order: next })
      s = { ...s, round: s.round + 1, order: next }
      continue
    }
    const car = s.cars[order[0] as number] as Car
    return { ...s, order, step: car.started ? { kind: 'gear' } : { kind: 'start' } }
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
      return car.status === 'racing' && car.gear >= 5 && spaceOf(state, car)?.kind === 'track'
    })
    if (queue.length > 0) return { ...state, step: { kind: 'engine', queue } }
  }
  return afterEngine(state, events)
}

const afterEngine = (state: State, events: Event[]): State => {
  const i = current(state)
  const car = state.cars[i] as Car | undefined
  if (car && car.status === 'racing' && car.pit === 'stand') return { ...state, step: { kind: 'pit' } }
  return endTurn(state, events)
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

const afterMove = (state: State, engineTest: boolean, events: Event[]): State => {
  const i = current(state)
  const partners = collisionPartners(state, i)
  if (partners.length > 0) {
    return { ...state, step: { kind: 'collision', others: partners, involved: partners.length, eliminated: 0, moverRolls: 0, engineTest } }
  }
  return afterTests(state, engineTest, events)
}

/**
 * FD-T 6-2-5: a car lapped by the mover during the round does not play before the mover
 * plays again (it loses its move of this round); a lapped mover that passes back a car that
 * lapped it and has already played this round gets its lost move back (it plays again at
 * the end of the round).
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
  const regained = after.cars.some((car, k) => {
    if (k === i || car.status !== 'racing' || rest.includes(k)) return false
    const p = progress(after, car)
    return p - mover0 >= levels && p - mover1 < levels
  })
  if (kept.length === rest.length && !regained) return after
  return { ...after, order: [i, ...kept, ...(regained && (after.cars[i] as Car).status === 'racing' ? [i] : [])] }
}

const applyMove = (state: State, option: MoveOption, path: ReadonlyArray<number>, engineTest: boolean): Transition<State, Event> => {
  const events: Event[] = []
  const i = current(state)
  const before = state.cars[i] as Car
  events.push({ type: 'move', car: i, from: before.space, path, brake: option.brake, blocked: option.blocked, overshoot: option.overshoot })
  let s = state
  s = lose(s, i, 'brakes', option.brake, 'braking', events)
  s = lose(s, i, 'brakes', option.brakesLost - option.brake, 'blocking', events)
  s = lose(s, i, 'tyres', option.overshoot, 'overshoot', events)
  s = lose(s, i, 'tyres', option.tyresLost - option.overshoot, 'blocking', events)
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
    s = withCar(s, i, { wear: { ...car.wear, tyres: startingWear(s.laps).tyres } })
    events.push({ type: 'pit-stop', car: i })
  }
  if (option.eliminated !== null) {
    s = eliminate(s, i, option.eliminated, events)
    if (option.eliminated === 'blocking') {
      // The car that blocks it loses a body point (FD-B blocage; FD-T 12-1-1).
      const index = indexCircuit(s.circuit)
      const ahead = index.ahead[option.end] ?? -1
      const candidates = [ahead, ...end.next]
      const blocker = candidates
        .map((sp) => s.cars.findIndex((c) => c.status === 'racing' && c.space === sp))
        .find((k) => k >= 0)
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
  return { state: trust(afterMove(lappingOrder(state, s, i), engineTest, events)), events }
}

// ---------------------------------------------------------------- status

const chance = <A>(outcomes: ReadonlyArray<ChanceOutcome<A>>): Status<A> => ({ kind: 'chance', outcomes })
const blackDie = (type: 'grid' | 'start' | 'collision' | 'engine' | 'pit'): Status<Action> =>
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

const status = (state: State): Status<Action> => {
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
    case 'over':
      return { kind: 'over', standings: standings(state) }
  }
}

const legalActions = (state: State, seat?: SeatId): ReadonlyArray<Action> => {
  if (!isWellFormed(state)) return []
  const st = status(state)
  if (st.kind === 'chance') return st.outcomes.map((o) => o.action)
  if (st.kind !== 'decision') return []
  if (seat !== undefined && seat !== st.seat) return []
  if (state.step.kind === 'gear') return gearOptions(state, st.seat).map((gear): Action => ({ type: 'gear', gear }))
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
  if (s.step.kind !== 'grid' && s.step.kind !== 'over' && s.order.length === 0) return false
  if (s.step.kind === 'grid') {
    const tied = s.step.slots.find((slot) => slot.length > 1)
    if (!tied || s.step.rolls.length >= tied.length || s.step.slots.flat().some((i) => i >= s.cars.length)) return false
  }
  trusted.add(state)
  return true
}

const refuse = (code: string, message: string, rule: string): Either<RuleViolation, Transition<State, Event>> =>
  left(violation(code, message, rule))

const expectChance = (state: State, action: Action, type: Action['type']): RuleViolation | null => {
  if (action.type !== type) {
    return violation('WRONG_ACTION', `The race waits for a ${type} die roll, not a ${action.type} action.`, 'pitwall protocol')
  }
  const st = status(state)
  if (st.kind !== 'chance' || !st.outcomes.some((o) => 'value' in o.action && 'value' in action && o.action.value === action.value)) {
    return violation('IMPOSSIBLE_ROLL', `No face of the die shows ${'value' in action ? action.value : '?'}.`, 'FACTS dice')
  }
  return null
}

// Lowest roll on pole, and so on (FD-B la grille de départ); then round 1 starts.
const placeOnGrid = (state: State, order: ReadonlyArray<number>, events: Event[]): State => {
  events.push({ type: 'grid', order })
  let s: State = state
  order.forEach((k, pos) => {
    s = withCar(s, k, { space: state.circuit.grid[pos] as number })
  })
  events.push({ type: 'round', round: 1, order })
  return beginTurn({ ...s, round: 1, order, step: { kind: 'start' } }, events)
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
      return { state: trust(placeOnGrid(state, slots.map((s) => s[0] as number), events)), events }
    }
    return { state: trust({ ...state, step: { kind: 'grid', slots, rolls: [] } }), events }
  }
  return { state: trust({ ...state, step: { kind: 'grid', slots, rolls } }), events }
}

const reduceUnsafe = (state: State, input: Action): Either<RuleViolation, Transition<State, Event>> => {
  if (!isWellFormed(state)) return refuse('BAD_STATE', 'This is not a Formule Dé race state.', 'pitwall protocol')
  const decoded = ActionCodec.decode(input)
  if (isLeft(decoded)) return refuse('BAD_ACTION', `Not a Formule Dé action:\n${formatErrors(decoded.left).join('\n')}`, 'pitwall protocol')
  const action = decoded.right
  const step = state.step
  const i = current(state)
  const events: Event[] = []
  switch (step.kind) {
    case 'over':
      return refuse('RACE_OVER', 'The race is over.', 'FD-B arrivée')
    case 'grid': {
      const bad = expectChance(state, action, 'grid')
      if (bad || action.type !== 'grid') return left(bad ?? violation('WRONG_ACTION', 'Grid roll expected.', 'FD-B la grille de départ'))
      return right(reduceGrid(state, step, action.value))
    }
    case 'start': {
      const bad = expectChance(state, action, 'start')
      if (bad || action.type !== 'start') return left(bad ?? violation('WRONG_ACTION', 'Start roll expected.', 'FD-B départ'))
      const v = action.value
      const result = v === 1 ? 'stall' : v === 20 ? 'super-start' : 'normal'
      events.push({ type: 'start', car: i, value: v, result })
      const s = withCar(state, i, { started: true, stalled: v === 1 })
      if (v === 1) return right({ state: trust(endTurn(s, events)), events })
      if (v === 20) return right({ state: trust({ ...s, step: { kind: 'move', roll: 4, reason: 'super-start', engineTest: false } }), events })
      return right({ state: trust({ ...s, step: { kind: 'roll', gear: 1 } }), events })
    }
    case 'gear': {
      if (action.type !== 'gear') return refuse('WRONG_ACTION', `Car ${i} must choose a gear, not submit a ${action.type}.`, 'FD-B déplacements')
      const car = state.cars[i] as Car
      if (!gearOptions(state, i).includes(action.gear)) {
        if (car.spun) return refuse('SPUN_RESTART_IN_FIRST', 'After a spin the car restarts in 1st gear.', 'FD-B tête-à-queue')
        if (car.stalled) return refuse('STALLED_RESTART_IN_FIRST', 'After stalling at the start the car starts in 1st gear.', 'FD-B départ')
        if (car.pit === 'waiting') return refuse('PIT_RESTART_MAX_FOURTH', 'After a missed pit stop the car leaves in 4th gear or lower.', 'FD-B arrêt au stand')
        const why = checkGearChange(car.gear, action.gear, car.wear)
        return refuse(why?.code ?? 'GEAR_NOT_ALLOWED', why?.message ?? 'That gear is not allowed now.', why?.rule ?? 'FD-B boîte de vitesse')
      }
      events.push({ type: 'gear', car: i, from: car.gear, to: action.gear })
      let s = withCar(state, i, { gear: action.gear, spun: false, stalled: false, pit: car.pit === 'waiting' ? 'stand' : car.pit })
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
      if (bad || action.type !== 'roll') return left(bad ?? violation('WRONG_ACTION', 'Gear die roll expected.', 'FD-B déplacements'))
      events.push({ type: 'roll', car: i, gear: step.gear, value: action.value })
      const engineTest = enginePushFace(step.gear) === action.value
      return right({ state: trust({ ...state, step: { kind: 'move', roll: action.value, reason: 'gear', engineTest } }), events })
    }
    case 'move': {
      if (action.type !== 'move') return refuse('WRONG_ACTION', `Car ${i} must move, not submit a ${action.type}.`, 'FD-B déplacements')
      const moves = currentMoves(state)
      const exact = moves.find((o) => o.brake === action.brake && o.path.length === action.path.length && o.path.every((p, k) => p === action.path[k]))
      if (exact) return right(applyMove(state, exact, exact.path, step.engineTest))
      const board = boardOf(state, i)
      const mover = moverOf(state, i)
      const walked = pathOutcome(board, mover, action.path, step.roll, action.brake)
      if (!walked.ok) {
        const [message, rule] = STEP_RULES[walked.code]
        return refuse(walked.code, `Step ${walked.at + 1} of the path: ${message}`, rule)
      }
      const key = moveKey(walked.option)
      const same = moves.find((o) => moveKey(o) === key)
      if (same) return right(applyMove(state, same, action.path, step.engineTest))
      if (action.path.length + action.brake > step.roll) {
        return refuse('PATH_TOO_LONG', `The roll is ${step.roll}: the path and the braking cover ${action.path.length + action.brake} spaces.`, 'FD-B déplacements')
      }
      if (action.brake > mover.wear.brakes) {
        return refuse('NOT_ENOUGH_BRAKES', `The car has ${mover.wear.brakes} brake points and cannot brake ${action.brake} spaces.`, 'FD-B freinage')
      }
      if (action.path.length + action.brake < step.roll) {
        return refuse(
          'NOT_FARTHEST_SPACE',
          'The car stops short without braking: it must move the whole roll, brake, or (when blocked) reach the farthest space.',
          'FD-T 12-1-3',
        )
      }
      return refuse('NOT_A_LEGAL_MOVE', 'That move is not among the legal moves for this roll.', 'FD-B code de conduite')
    }
    case 'collision': {
      const bad = expectChance(state, action, 'collision')
      if (bad || action.type !== 'collision') return left(bad ?? violation('WRONG_ACTION', 'Collision roll expected.', 'FD-B accrochage'))
      const damaged = action.value === 1
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
        return right({ state: trust(afterTests(s, step.engineTest, events)), events })
      }
      events.push({ type: 'collision-roll', car: i, value: action.value, damaged })
      if (damaged) s = loseBody(s, i, 'collision', events)
      const remaining = step.moverRolls - 1
      if ((s.cars[i] as Car).status === 'racing' && remaining > 0) {
        return right({ state: trust({ ...s, step: { ...step, moverRolls: remaining } }), events })
      }
      return right({ state: trust(afterTests(s, step.engineTest, events)), events })
    }
    case 'engine': {
      const bad = expectChance(state, action, 'engine')
      if (bad || action.type !== 'engine') return left(bad ?? violation('WRONG_ACTION', 'Engine test roll expected.', 'FD-B casse moteur'))
      const k = step.queue[0] as number
      const damaged = action.value <= 4
      events.push({ type: 'engine-roll', car: k, value: action.value, damaged })
      let s: State = state
      if (damaged) {
        s = lose(s, k, 'engine', 1, 'engine-test', events)
        if ((s.cars[k] as Car).wear.engine <= 0) s = eliminate(s, k, 'engine', events)
      }
      const queue = step.queue.slice(1)
      if (queue.length > 0) return right({ state: trust({ ...s, step: { kind: 'engine', queue } }), events })
      return right({ state: trust(afterEngine(s, events)), events })
    }
    case 'pit': {
      const bad = expectChance(state, action, 'pit')
      if (bad || action.type !== 'pit') return left(bad ?? violation('WRONG_ACTION', 'Pit stop roll expected.', 'FD-B arrêt au stand'))
      const v = action.value
      if (v <= 10) {
        const spaces = Math.ceil(v / 2)
        events.push({ type: 'pit-roll', car: i, value: v, spaces })
        const s = withCar(state, i, { gear: 4 })
        return right({ state: trust({ ...s, step: { kind: 'move', roll: spaces, reason: 'pit-exit', engineTest: false } }), events })
      }
      events.push({ type: 'pit-roll', car: i, value: v, spaces: 0 })
      return right({ state: trust(endTurn(withCar(state, i, { pit: 'waiting' }), events)), events })
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

/**
 * Formule Dé, basic rules (1 and 2 laps): grid draw, start, gearbox and overrev, moves
 * with corners, braking, blocking and overshoot, collisions, engine tests, pit stops
 * and the finish. One car per seat.
 */
export const formuleDe: Game<Config, State, Action, NamedEvent, Observation> = {
  id: 'formule-de',
  name: 'Formule Dé',
  codecs: { config: ConfigCodec, state: StateCodec, action: ActionCodec },
  setup: (config) => {
    try {
      return setup(config)
    } catch (error) {
      return left(setupError('BAD_CONFIG', error instanceof Error ? error.message : 'Unreadable config.', 'codec'))
    }
  },
  status: (state) => (isWellFormed(state) ? status(state) : { kind: 'over', standings: { measure: 'laps', placings: [], seats: [] } }),
  legalActions,
  reduce: totalReduce(reduceNamed),
  observe: (state) => state,
}
