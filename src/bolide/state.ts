/**
 * The race state: plain immutable JSON. The board travels inside the state (a built-in
 * circuit by its id, a circuit of one's own in full, and its hash: `board.ts`) so that
 * `reduce(state, action)` needs nothing else.
 */
import * as t from 'io-ts'
import { integer, intRange, oneOf, union } from '../core/index.js'
import { BoardRecordCodec, type BoardRecord } from './board.js'
import { PointCodec, type Point } from './grid/point.js'
import { OutReasonCodec, type OutReason } from './results.js'
import { PhaseCodec, type Phase } from './phase.js'
import {
  DriverConfigCodec,
  SetUpCodec,
  StrategyCodec,
  TreadCodec,
  type DriverConfig,
  PRESET_NAMES,
  type RuleLayer,
} from './config.js'

export { PhaseCodec, RollKindCodec, type Phase, type RollKind } from './phase.js'

/** Where a car stands in the flow of the race. @group State */
export type CarMode =
  /** Waiting for the grid draw. */
  | 'unplaced'
  /** Standing start (grid, safety-car restart, pit exit): the 5 points, BO 1 / BO 14. */
  | 'standing'
  /** Moving with its Pion. */
  | 'running'
  /** After a spin: reversed 5 points or stand still (BO 8). */
  | 'spun'
  /** Off the track: one-square moves back, no Pion (BO 2). */
  | 'off-track'
  /** Back on the track with dirty tyres: one more one-square move, then the Pion reappears (BO 2). */
  | 'dirty'
  /** In the pit lane (BO 9). */
  | 'pit'
  /** Crossed the finish line of the last lap. */
  | 'finished'
  /** Wrecked or retired. */
  | 'out'

/** Codec of {@link CarMode}. */
export const CarModeCodec: t.Type<CarMode, CarMode, unknown> = t.keyof(
  {
    unplaced: null,
    standing: null,
    running: null,
    spun: null,
    'off-track': null,
    dirty: null,
    pit: null,
    finished: null,
    out: null,
  },
  'CarMode',
)

/** The kind of standing start a car makes (start / box incident tables). @group State */
export type Launch = 'slow' | 'normal' | 'fast'
/** Codec of {@link Launch}. */
export const LaunchCodec: t.Type<Launch, Launch, unknown> = t.keyof({ slow: null, normal: null, fast: null }, 'Launch')

/** A car in the pit lane (BO 9). @group State */
export interface PitStay {
  /** Box cell reached (0: just past the Pit Lane In line). */
  readonly cell: number
  /** The cell the driver stops at. */
  readonly target: number
  /** Entry rank (the first car in leaves first). */
  readonly entry: number
  /** Penalty turns still to wait (pit speed limit). */
  readonly wait: number
  /** The box incident has been rolled: next turn the car leaves by the Pit Lane Out line. */
  readonly ready: boolean
  /** New tyres were fitted (the driver picks them when leaving). */
  readonly newTyres: boolean
}

/** Codec of {@link PitStay}. */
export const PitStayCodec: t.Type<PitStay, PitStay, unknown> = t.readonly(
  t.type({ cell: integer, target: integer, entry: integer, wait: integer, ready: t.boolean, newTyres: t.boolean }),
  'PitStay',
)

/** One car. @group State */
export interface Car {
  /** The seat driving it. */
  readonly seat: number
  /** The driver (name and advanced strategy). */
  readonly driver: DriverConfig
  /** Current mode. */
  readonly mode: CarMode
  /** Lattice point of the car. */
  readonly pos: Point
  /** Last move: the Pion stands at `pos + vel`. Zero when standing or without Pion. */
  readonly vel: Point
  /** Launch profile of the next standing start, or null when the start incident is still to roll. */
  readonly launch: Launch | null
  /** Finish-line crossings: 0 on the grid, 1 during lap 1, laps+1 once finished. */
  readonly crossings: number
  /** Whether the half-way line was passed during the current lap. */
  readonly halfway: boolean
  /** Blocks left (BO 4, BO 11). */
  readonly blocks: number
  /** BO 12: blocks left after qualifying, kept through the strategy choice (null: a fresh set). */
  readonly carriedBlocks: number | null
  /** BO 12: the strategy was fixed in qualifying; the driver is not asked again before the race. */
  readonly strategyFixed: boolean
  /** Permanent top-speed loss from damage (BO 6, 7). */
  readonly speedLoss: number
  /** The gearbox lost 4th gear (booster table, 3). */
  readonly no4th: boolean
  /** Advanced: set-up cancelled by a broken fin (collision table, 3). */
  readonly setUpLost: boolean
  /** Advanced: the once-per-race Brake joker is still available. */
  readonly brakeJoker: boolean
  /** Advanced: ½ fuel car has refuelled (or the car started full). */
  readonly fuelled: boolean
  /** Advanced: current strategy (the tyres may change at the pit). */
  readonly strategy: DriverConfig['strategy']
  /** Advanced: current tread. */
  readonly tread: DriverConfig['tread']
  /** Advanced: the set-up joker chosen (BO 11). */
  readonly setUp: DriverConfig['setUp']
  /** Slipstream earned at the end of the last move, usable this turn (BO 5). */
  readonly slipstream: boolean
  /** Pit-lane stay, or null. */
  readonly pit: PitStay | null
  /** Finishing rank (1 = winner), or null. */
  readonly finishRank: number | null
  /** Round in which the car finished (its time in turns), or null. */
  readonly finishRound: number | null
  /** Grid key (BO 12, BO 16): lower starts further up; equal keys are drawn. */
  readonly gridKey: number
  /** Why the car is out, or null. */
  readonly outReason: OutReason | null
}

/** Codec of {@link Car}. */
export const CarCodec: t.Type<Car, Car, unknown> = t.readonly(
  t.type({
    seat: integer,
    driver: DriverConfigCodec,
    mode: CarModeCodec,
    pos: PointCodec,
    vel: PointCodec,
    launch: union([LaunchCodec, t.null]),
    crossings: integer,
    halfway: t.boolean,
    blocks: integer,
    carriedBlocks: union([integer, t.null]),
    strategyFixed: t.boolean,
    speedLoss: integer,
    no4th: t.boolean,
    setUpLost: t.boolean,
    brakeJoker: t.boolean,
    fuelled: t.boolean,
    strategy: StrategyCodec,
    tread: TreadCodec,
    setUp: SetUpCodec,
    slipstream: t.boolean,
    pit: union([PitStayCodec, t.null]),
    finishRank: union([integer, t.null]),
    finishRound: union([integer, t.null]),
    gridKey: integer,
    outReason: union([OutReasonCodec, t.null]),
  }),
  'Car',
)

/** Requests made during the current turn (BO 7: booster and brake once per turn). @group State */
export interface TurnFlags {
  /** Position at the start of the turn (lines are checked from there). */
  readonly start: Point
  /** Booster: not asked, granted, must keep the same speed, or refused. */
  readonly booster: 'none' | 'granted' | 'same-speed' | 'refused'
  /** Booster rolls made this turn (the Booster set-up allows a second). */
  readonly boosterRolls: number
  /** Brake: not asked, block granted, block granted with a spin, refused. */
  readonly brake: 'none' | 'granted' | 'spin' | 'refused'
  /** Advanced: the slick-in-the-rain table is pending for this move target. */
  readonly declared: Point | null
}

/** Codec of {@link TurnFlags}. */
export const TurnFlagsCodec: t.Type<TurnFlags, TurnFlags, unknown> = t.readonly(
  t.type({
    start: PointCodec,
    booster: t.keyof({ none: null, granted: null, 'same-speed': null, refused: null }),
    boosterRolls: integer,
    brake: t.keyof({ none: null, granted: null, spin: null, refused: null }),
    declared: union([PointCodec, t.null]),
  }),
  'TurnFlags',
)

/** A car to place once a collision chain is settled. @group State */
export interface Placement {
  /** The car. */
  readonly seat: number
  /** Where it goes. */
  readonly pos: Point
  /** Its new last move (Pion = pos + vel). */
  readonly vel: Point
}

/** Codec of {@link Placement}. */
export const PlacementCodec: t.Type<Placement, Placement, unknown> = t.readonly(
  t.type({ seat: integer, pos: PointCodec, vel: PointCodec }),
  'Placement',
)

/** A collision being resolved (BO 6). @group State */
export interface Collision {
  /** Attaque. */
  readonly attacker: number
  /** Défense. */
  readonly defender: number
  /** The disputed point. */
  readonly at: Point
  /** Where Attaque came from (its point before the move). */
  readonly from: Point
  /** Attaque's last move if it wins the point. */
  readonly winVel: Point
  /** The loser once the die is read, or null before. */
  readonly loser: number | null
  /** Cars that spin once the chain is settled. */
  readonly spins: ReadonlyArray<number>
  /** Cars placed once the chain is settled. */
  readonly placements: ReadonlyArray<Placement>
}

/** Codec of {@link Collision}. */
export const CollisionCodec: t.Type<Collision, Collision, unknown> = t.readonly(
  t.type({
    attacker: integer,
    defender: integer,
    at: PointCodec,
    from: PointCodec,
    winVel: PointCodec,
    loser: union([integer, t.null]),
    spins: t.readonlyArray(integer),
    placements: t.readonlyArray(PlacementCodec),
  }),
  'Collision',
)

/** A collision result that orders two level cars (BO 6). @group State */
export interface Precedence {
  /** The winner of the collision. */
  readonly winner: number
  /** The loser. */
  readonly loser: number
}

/** Weather (BO 10). @group State */
export type Weather = 'sun' | 'rain'

/**
 * The format version of a saved state: a state of another version is migrated when it can be
 * (`migrate.ts`), else refused with a message naming both, never misread. Raise it (and
 * migrate) when the state's shape changes. Version 2 records the board (a built-in circuit's
 * id and the circuit's hash) instead of the circuit; version 1 states are migrated.
 * @group State
 */
export const STATE_VERSION = 2

/** The whole race. @group State */
export interface BolideState {
  /** The format version ({@link STATE_VERSION}). */
  readonly version: typeof STATE_VERSION
  /** The circuit: a built-in one's id or a circuit of one's own, and its hash (`circuitOf` gives the circuit). */
  readonly board: BoardRecord
  /** Laps of the race. */
  readonly laps: number
  /** Rule layer. */
  readonly rules: RuleLayer
  /** Round limit (software safety net). */
  readonly maxRounds: number
  /** The cars, index = seat. */
  readonly cars: ReadonlyArray<Car>
  /** Seats in grid order (filled by the draw). */
  readonly grid: ReadonlyArray<number>
  /** Round number, from 1. */
  readonly round: number
  /** Seats in the running order of this round. */
  readonly order: ReadonlyArray<number>
  /** Index in `order` of the car whose turn it is. */
  readonly turn: number
  /** The node. */
  readonly phase: Phase
  /** Requests of the current turn. */
  readonly flags: TurnFlags
  /** The collision being resolved, or null. */
  readonly collision: Collision | null
  /** The safety car comes out at the end of this round (BO 6). */
  readonly safetyCar: boolean
  /** Cars finished so far. */
  readonly finished: number
  /** Pit entries so far (entry ranks). */
  readonly pitEntries: number
  /** Weather: `sun` or `rain` (always `sun` in the basic game). */
  readonly weather: Weather
  /** Advanced: variable weather (re-drawn at the half-way line of laps 1 and 2). */
  readonly variable: boolean
  /** Advanced: the laps whose half-way weather draw is done. */
  readonly weatherDraws: number
  /** BO 16: the first car past the half-way line of each lap (-1 while nobody has). */
  readonly intermediate: ReadonlyArray<number>
  /** Race or qualifying session. */
  readonly session: 'race' | 'qualifying'
  /** BO 6: safety-car regrouping queue: the car already placed, then those still to place. */
  readonly regroup: ReadonlyArray<number>
  /** BO 6: collision winners of this round, who play before their losers when level. */
  readonly precedence: ReadonlyArray<Precedence>
}

/** Codec of {@link BolideState}. @group Codecs */
export const BolideStateCodec: t.Type<BolideState, BolideState, unknown> = t.readonly(
  t.type({
    version: t.literal(STATE_VERSION),
    board: BoardRecordCodec,
    laps: intRange(1, 3),
    rules: oneOf(PRESET_NAMES),
    maxRounds: integer,
    cars: t.readonlyArray(CarCodec),
    grid: t.readonlyArray(integer),
    round: integer,
    order: t.readonlyArray(integer),
    turn: integer,
    phase: PhaseCodec,
    flags: TurnFlagsCodec,
    collision: union([CollisionCodec, t.null]),
    safetyCar: t.boolean,
    finished: integer,
    pitEntries: integer,
    weather: t.keyof({ sun: null, rain: null }),
    variable: t.boolean,
    weatherDraws: integer,
    intermediate: t.readonlyArray(integer),
    session: t.keyof({ race: null, qualifying: null }),
    regroup: t.readonlyArray(integer),
    precedence: t.readonlyArray(t.readonly(t.type({ winner: integer, loser: integer }))),
  }),
  'BolideState',
)
