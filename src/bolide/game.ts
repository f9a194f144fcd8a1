/**
 * Bolide (A. Genovese) as a pitwall `Game`: setup, status, legal actions, reducer,
 * observations and standings.
 */
import { isLeft, isRight, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  deepFreeze,
  defineGame,
  formatErrors,
  plainDie,
  rankSeats,
  rollOutcomes,
  setupError,
  uniform,
  type Game,
  type Placing,
  type PlayStatus,
  type SetupError,
  type Standings,
} from '../core/index.js'
import { BolideActionCodec, type BolideAction } from './actions.js'
import { validateCircuit } from './circuit/validate.js'
import { BolideConfigCodec, type BolideConfig } from './config.js'
import type { BolideEvent } from './events.js'
import { BolideStateCodec, type BolideState, type Car } from './state.js'
import { remaining } from './rules/context.js'
import { freshFlags } from './rules/flow.js'
import { moveCandidates, planDecision } from './rules/movement.js'
import { pitExitPoints, tyreChoices } from './rules/pits.js'
import { repositionPoints } from './rules/collision.js'
import { gridPool } from './rules/grid.js'
import { regroupSpots } from './rules/safety-car.js'
import { startingBlocks, halfTank } from './rules/speed.js'
import { reduceBolide } from './reducer.js'
import { boosterAllowed, brakeAllowed } from './rules/booster-brake.js'
import { BOLIDE_INFO } from './info.js'

/** Every strategy decision (BO 11): 4 strategies × 2 treads × 3 set-ups; frozen, as every node shares it. */
const STRATEGY_CHOICES: ReadonlyArray<BolideAction> = deepFreeze(
  (['8+2', '7+3', '6/7+2', '5/7+3'] as const).flatMap((strategy) =>
    (['slick', 'rain'] as const).flatMap((tread) =>
      (['booster', 'brake', 'none'] as const).map((setUp) => ({ type: 'strategy' as const, strategy, tread, setUp })),
    ),
  ),
)

/** What a seat sees: everything (Bolide has no hidden information). */
export type BolideObservation = BolideState

/** Builds the initial state (grid still to draw). */
export const setupBolide = (input: BolideConfig): Either<SetupError, BolideState> => {
  const decoded = BolideConfigCodec.decode(input)
  if (isLeft(decoded)) return left(setupError('BAD_CONFIG', formatErrors(decoded.left).join('\n'), 'codec'))
  const config = decoded.right
  const defects = validateCircuit(config.circuit)
  if (defects.length > 0) return left(setupError('BAD_CIRCUIT', defects.join('\n'), 'BO 1'))
  const n = config.drivers.length
  if (config.session === 'qualifying' && n !== 1)
    return left(setupError('QUALIFYING_ALONE', 'A qualifying session is one driver alone on the track (one lap from the pole).', 'BO 12'))
  if (config.session === 'race' && (n < 2 || n > 8))
    return left(setupError('PLAYER_COUNT', `Bolide is for 2 to 8 drivers, not ${n}.`, 'BO préparation'))
  if (config.start !== null && config.start.length !== n)
    return left(setupError('START_ENTRIES', `The start list has ${config.start.length} entries for ${n} drivers.`, 'BO 12'))
  if (n > config.circuit.grid.length)
    return left(setupError('GRID_TOO_SMALL', `The circuit has ${config.circuit.grid.length} grid slots for ${n} drivers.`, 'BO préparation'))
  const names = config.drivers.map((d) => d.name.trim())
  if (names.some((x) => x.length === 0)) return left(setupError('NO_NAME', 'Every driver needs a name.', 'BO préparation'))
  const origin = { x: 0, y: 0 }
  const base: BolideState = {
    circuit: config.circuit,
    laps: config.laps,
    rules: config.rules,
    maxRounds: config.maxRounds,
    cars: [],
    grid: [],
    round: 0,
    order: [],
    turn: 0,
    phase: { kind: 'grid-draw' },
    flags: freshFlags(origin),
    collision: null,
    safetyCar: false,
    finished: 0,
    pitEntries: 0,
    weather: 'sun',
    variable: false,
    weatherDraws: 0,
    intermediate: Array.from({ length: config.laps }, () => -1),
    session: config.session,
    regroup: [],
    precedence: [],
  }
  const cars: ReadonlyArray<Car> = config.drivers.map((driver, seat) => {
    const car: Car = {
      seat,
      driver,
      mode: 'unplaced',
      pos: origin,
      vel: origin,
      launch: null,
      crossings: 0,
      halfway: false,
      blocks: startingBlocks(config.rules, driver.strategy),
      carriedBlocks: null,
      strategyFixed: false,
      speedLoss: 0,
      no4th: false,
      setUpLost: false,
      brakeJoker: true,
      fuelled: true,
      strategy: driver.strategy,
      tread: driver.tread,
      setUp: driver.setUp,
      slipstream: false,
      pit: null,
      finishRank: null,
      finishRound: null,
      gridKey: 0,
      outReason: null,
    }
    const entry = config.start?.[seat]
    const carried = entry
      ? {
          gridKey: entry.key,
          blocks: entry.blocks ?? (entry.strategy ? startingBlocks(config.rules, entry.strategy.strategy) : car.blocks),
          carriedBlocks: entry.blocks,
          speedLoss: entry.speedLoss,
          no4th: entry.no4th,
          setUpLost: entry.setUpLost,
          // BO 12: the car starts the race with the strategy it qualified with.
          ...(entry.strategy ? { ...entry.strategy, strategyFixed: true } : {}),
        }
      : {}
    const started = { ...car, ...carried }
    return { ...started, fuelled: !halfTank(base, started) }
  })
  return right({ ...base, cars })
}

const D12 = plainDie(12)

/** Final standings: finishers in order, then the others by progress (measure: laps completed). */
export const standingsOf = (s: BolideState): Standings => {
  const laps = (c: Car): number => Math.max(0, Math.min(s.laps, c.crossings - 1))
  const sorted = [...s.cars].sort((a, b) => {
    if (a.finishRank !== null || b.finishRank !== null) return (a.finishRank ?? 99) - (b.finishRank ?? 99)
    const outA = a.mode === 'out' ? 1 : 0
    const outB = b.mode === 'out' ? 1 : 0
    return outA - outB || remaining(s, a) - remaining(s, b) || a.seat - b.seat
  })
  const placings: Placing[] = sorted.map((c, i) => {
    const base = { place: i + 1, competitor: c.driver.name, seat: c.seat, score: laps(c) }
    if (c.finishRank !== null) return base
    return { ...base, eliminated: c.outReason ?? `not classified: the software round limit (maxRounds ${s.maxRounds}, not a rule of Bolide) stopped the race` }
  })
  if (s.session === 'qualifying') {
    // BO 12: the time is the number of turns from the start to the finish line.
    const timed = placings.map((p) => {
      const c = s.cars[p.seat ?? 0]
      return { ...p, score: c?.finishRound ?? s.maxRounds + 1 }
    })
    return {
      measure: 'time',
      placings: timed,
      seats: rankSeats('time', timed.map((p) => ({ seat: p.seat ?? 0, score: p.score, tieBreak: p.place }))),
    }
  }
  return {
    measure: 'laps',
    placings,
    seats: rankSeats(
      'laps',
      placings.map((p) => ({ seat: p.seat ?? 0, score: p.score, tieBreak: p.place })),
    ),
  }
}

/** Where the race stands. */
export const statusOf = (s: BolideState): PlayStatus<BolideAction> => {
  const ph = s.phase
  switch (ph.kind) {
    case 'over':
      return { kind: 'over', standings: standingsOf(s) }
    case 'grid-draw':
      return { kind: 'chance', outcomes: uniform(gridPool(s).map((seat) => ({ type: 'draw-grid' as const, seat }))) }
    case 'roll':
      return { kind: 'chance', outcomes: rollOutcomes(D12, (value) => ({ type: 'roll' as const, value })) }
    default:
      return { kind: 'decision', seat: ph.seat, phase: ph.kind }
  }
}

/** Every legal action, complete and exact. */
export const legalBolide = (s: BolideState, seat?: number): ReadonlyArray<BolideAction> => {
  const st = statusOf(s)
  if (st.kind === 'over') return []
  if (st.kind === 'chance') return st.outcomes.map((o) => o.action)
  if (st.kind !== 'decision' || (seat !== undefined && seat !== st.seat)) return []
  const ph = s.phase
  switch (ph.kind) {
    case 'reposition': {
      return repositionPoints(s).map((to) => ({ type: 'reposition' as const, to }))
    }
    case 'regroup':
      return regroupSpots(s).map((p) => ({ type: 'regroup' as const, to: p.at }))
    case 'strategy':
      return STRATEGY_CHOICES
    case 'pit-exit': {
      const tyres = tyreChoices(s, ph.seat)
      return pitExitPoints(s, ph.seat).flatMap((to) => tyres.map((t) => ({ type: 'pit-exit' as const, to, strategy: t.strategy, tread: t.tread })))
    }
    case 'move': {
      const out: BolideAction[] = moveCandidates(s, ph.seat).filter((a) => isRight(planDecision(s, ph.seat, a)))
      if (boosterAllowed(s, ph.seat)) out.push({ type: 'booster' })
      if (brakeAllowed(s, ph.seat)) out.push({ type: 'brake' })
      return out
    }
    default:
      return []
  }
}

const CHANCE_TYPES: ReadonlySet<BolideAction['type']> = new Set(['draw-grid', 'roll'])

/** The Bolide game. */
export const bolide: Game<BolideConfig, BolideState, BolideAction, BolideEvent, BolideObservation> = defineGame({
  info: BOLIDE_INFO,
  codecs: { config: BolideConfigCodec, state: BolideStateCodec, action: BolideActionCodec },
  seats: (state) => state.cars.length,
  create: setupBolide,
  inconsistencies: () => [],
  status: statusOf,
  legalActions: legalBolide,
  // Bolide has no hidden information: a viewer sees the state itself, frozen as it is handed out.
  observe: (state) => deepFreeze(state),
  isChanceAction: (action) => CHANCE_TYPES.has(action.type),
  apply: reduceBolide,
})
