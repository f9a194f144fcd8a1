/**
 * The position builder: a race state set up by hand, for bot authors and tests. It starts
 * from `setup(config)` with every car on its grid slot (seat order), applies the edits
 * (where each car is, its last move, lap, blocks, damage...; whose turn it is; the round;
 * the weather), and checks the result with the game's own state check: a Left lists every
 * problem in English, a Right is a state the game has admitted.
 */
import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { ExactProblem, integer, list, struct, union } from '../core/index.js'
import { lazyExactDecoder } from '../core/exact.js'
import { circuitOf } from './board.js'
import { bolide } from './game.js'
import {
  SetUpCodec,
  StrategyCodec,
  TreadCodec,
  type BolideConfig,
  type SetUp,
  type Strategy,
  type Tread,
} from './config.js'
import { PointCodec, type Point } from './grid/point.js'
import { OutReasonCodec, type OutReason } from './results.js'
import { LaunchCodec, type BolideState, type Car, type Launch, type Weather } from './state.js'
import { inconsistencies } from './consistency/index.js'
import { freshFlags } from './rules/flow.js'
import { runningOrder } from './rules/order.js'
import { halfTank } from './rules/speed.js'

/** Where a car is and how it is, for {@link position}; every field but `seat` is optional. @group Positions */
export interface CarEdit {
  /** The seat of the car. */
  readonly seat: number
  /** Its point (default: its grid slot, seat i on slot i+1). */
  readonly at?: Point
  /** Its last move: the Pion stands at `at + lastMove` (default none: `{ x: 0, y: 0 }`). */
  readonly lastMove?: Point
  /**
   * What it is doing (default: `running` when `at` is given, else `standing` on the grid).
   * `finished` cars are ranked in the order of the edits; `out` cars have `outReason`.
   */
  readonly mode?: 'standing' | 'running' | 'spun' | 'off-track' | 'dirty' | 'finished' | 'out'
  /** The lap it drives, 1 to the race's laps (default 1; a car standing on the grid has not started: lap 0). */
  readonly lap?: number
  /** Whether it has passed the half-way line in this lap (default false). */
  readonly pastHalfway?: boolean
  /** Blocks left (default the strategy's). */
  readonly blocks?: number
  /** Permanent top-speed loss (default 0). */
  readonly speedLoss?: number
  /** 4th gear lost (default false). */
  readonly no4th?: boolean
  /** A standing car's start, once rolled (default: still to roll, `null`). */
  readonly launch?: Launch | null
  /** It ended its last move in a slipstream point (default false). */
  readonly slipstream?: boolean
  /** Advanced rules: its strategy, tread and set-up (default the config's). */
  readonly strategy?: Strategy
  /** Advanced rules: its tread. */
  readonly tread?: Tread
  /** Advanced rules: its set-up joker. */
  readonly setUp?: SetUp
  /** Why an `out` car is out (default `white-intersection`). */
  readonly outReason?: OutReason
}

/** The edits of {@link position}. @group Positions */
export interface PositionEdits {
  /** The cars to place or change; the others stand on their grid slots. */
  readonly cars?: ReadonlyArray<CarEdit>
  /** The seat whose turn it is (default the leader of the running order). */
  readonly toMove?: number
  /** The round (default 1). */
  readonly round?: number
  /** Advanced rules: the weather (rain makes the sky variable, BO 10). */
  readonly weather?: Weather
}

// The shape of the edits (their meaning is the state check's), built on the first position.
const exactEdits = /* @__PURE__ */ lazyExactDecoder(
  (): t.Type<PositionEdits, PositionEdits, unknown> =>
    struct(
      {},
      {
        cars: list(
          struct(
            { seat: integer },
            {
              at: PointCodec,
              lastMove: PointCodec,
              mode: t.keyof({
                standing: null,
                running: null,
                spun: null,
                'off-track': null,
                dirty: null,
                finished: null,
                out: null,
              }),
              lap: integer,
              pastHalfway: t.boolean,
              blocks: integer,
              speedLoss: integer,
              no4th: t.boolean,
              launch: union([LaunchCodec, t.null]),
              slipstream: t.boolean,
              strategy: StrategyCodec,
              tread: TreadCodec,
              setUp: SetUpCodec,
              outReason: OutReasonCodec,
            },
          ),
        ),
        toMove: integer,
        round: integer,
        weather: t.keyof({ sun: null, rain: null }),
      },
      'PositionEdits',
    ),
)

const STILL: ReadonlyArray<CarEdit['mode']> = ['standing', 'spun', 'off-track', 'finished', 'out']

// One car with its edit applied; `rank` is its finishing place if it has finished.
const editCar = (s: BolideState, c: Car, e: CarEdit, rank: number): Car => {
  const mode = e.mode ?? (e.at === undefined ? 'standing' : 'running')
  const lap = e.lap ?? (e.at === undefined && mode === 'standing' ? 0 : 1)
  const strategy = { strategy: e.strategy ?? c.strategy, tread: e.tread ?? c.tread, setUp: e.setUp ?? c.setUp }
  const car: Car = {
    ...c,
    ...strategy,
    pos: e.at ?? c.pos,
    vel: STILL.includes(mode) ? { x: 0, y: 0 } : (e.lastMove ?? { x: 0, y: 0 }),
    mode,
    crossings: mode === 'finished' ? s.laps + 1 : lap,
    halfway: e.pastHalfway ?? false,
    blocks: e.blocks ?? c.blocks,
    speedLoss: e.speedLoss ?? c.speedLoss,
    no4th: e.no4th ?? c.no4th,
    launch: mode === 'standing' || mode === 'spun' ? (e.launch ?? null) : null,
    slipstream: e.slipstream ?? false,
    finishRank: mode === 'finished' ? rank : null,
    finishRound: mode === 'finished' ? 1 : null,
    outReason: mode === 'out' ? (e.outReason ?? 'white-intersection') : null,
  }
  // A ½-fuel car past lap 1 has refuelled (BO 11).
  return { ...car, fuelled: !halfTank(s, car) || lap >= 2 }
}

/** The state with every car on its grid slot and the edits applied, before any check. */
const build = (start: BolideState, edits: PositionEdits): Either<ReadonlyArray<string>, BolideState> => {
  const problems: string[] = []
  const grid = start.cars.map((c) => c.seat)
  let cars = start.cars.map(
    (c): Car => ({
      ...c,
      mode: 'standing',
      pos: circuitOf(start).grid[start.session === 'qualifying' ? 0 : c.seat] ?? c.pos,
    }),
  )
  let finished = 0
  for (const e of edits.cars ?? []) {
    const c = cars[e.seat]
    if (c === undefined || !Number.isSafeInteger(e.seat)) {
      problems.push(`no seat ${e.seat} in this race of ${cars.length} cars`)
      continue
    }
    if (e.mode === 'finished') finished++
    cars = cars.map((x) => (x.seat === e.seat ? editCar(start, c, e, finished) : x))
  }
  const round = edits.round ?? 1
  const weather = edits.weather ?? 'sun'
  const base: BolideState = {
    ...start,
    cars,
    grid,
    round,
    finished,
    weather,
    variable: weather === 'rain',
    precedence: [],
  }
  const order = runningOrder(base, grid)
  const seat = edits.toMove ?? order[0]
  const turn = order.indexOf(seat ?? -1)
  if (turn < 0)
    problems.push(
      edits.toMove === undefined
        ? 'no car is racing'
        : `seat ${edits.toMove} is not racing, so it cannot be the one to move`,
    )
  if (problems.length > 0 || seat === undefined) return left(problems)
  const car = cars[seat] as Car
  const rolls = car.mode === 'standing' && car.launch === null
  return right({
    ...base,
    order,
    turn,
    flags: freshFlags(car.pos),
    phase: rolls ? { kind: 'roll', roll: 'start', seat } : { kind: 'move', seat },
  })
}

/**
 * A race state from `setup(config)` with the edits applied (see {@link PositionEdits}),
 * at the turn of `toMove` (its start die first when it stands with its start to roll):
 * a Left lists every problem (the config's refusal, an unknown seat, and every line of the
 * game's state check: two cars on one point, a car off the track for its mode...), a Right
 * is a state the game admitted, ready for `reduce`, `legalActions` and the bots.
 * @group Positions
 */
export const position = (
  config: BolideConfig,
  edits: PositionEdits = {},
): Either<ReadonlyArray<string>, BolideState> => {
  // The edits of a caller without types are checked for their shape first: a field that is
  // not an edit, or of the wrong type, is named, never ignored.
  const checked = exactEdits(edits)
  if (checked instanceof ExactProblem) return left(checked.lines)
  const start = bolide.setup(config)
  if (isLeft(start)) return left([`${start.left.code}: ${start.left.message}`])
  const built = build(start.right, checked)
  if (isLeft(built)) return built
  const problems = inconsistencies(built.right)
  if (problems.length > 0) return left(problems)
  const admitted = bolide.admit(built.right)
  return isLeft(admitted) ? left([admitted.left.message]) : right(admitted.right)
}
