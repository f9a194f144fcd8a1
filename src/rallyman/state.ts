/**
 * The state of a rally: plain JSON, readonly all the way down. The built specials do not
 * travel in it: the state records its board (the built-in rally, if any, and a hash of the
 * specials), which are rebuilt from the config and checked against the hash (`stagesOf`).
 */
import * as t from 'io-ts'
import { integer, union } from '../core/index.js'
import { DieIdCodec, type DieId } from './dice.js'
import { TyresCodec, type Tyres } from './actions.js'
import { RallymanConfigCodec, type CordDeck, type RallymanConfig } from './config.js'
import { BoardCodec, type Board } from './stage/board.js'
import { LossCauseCodec, RetirementReasonCodec, type LossCause, type RetirementReason } from './events.js'

/** How a car lies after a loss of control, until its next turn (RM ART.7.2). @group State */
export type Off = 'none' | 'spin' | 'left' | 'right'
/** Where a car is in the rally. @group State */
export type CarStatus = 'waiting' | 'racing' | 'finished' | 'retired'

/** One car (Micro Rally Car) and its driver's dashboard, piles and cards. @group State */
export interface Car {
  /** Seat of its driver. */
  readonly seat: number
  /** Driver name. */
  readonly name: string
  /** Where it is in the current special. */
  readonly status: CarStatus
  /** Current cell (-1: behind the start line). */
  readonly cell: number
  /** Engaged gear: the big number of the speed card on top of the chrono pile (0 before the start). */
  readonly gear: number
  /** Must restart in first gear (start, after a loss of control, after the spare wheel). */
  readonly restart: boolean
  /** Spun or off the road since its last turn (RM ART.7.2). */
  readonly off: Off
  /** Sum of the chrono pile in this special, seconds. */
  readonly chrono: number
  /** Seconds won by big attacks and still held (RM ART.5, RM ART.6). */
  readonly seconds: number
  /** Gear dice lost to damage (RM ART.8). */
  readonly gearLost: number
  /** Punctures not repaired (RM ART.9). */
  readonly punctures: number
  /** The spare-wheel card is still in hand (RM ART.10). */
  readonly spareWheel: boolean
  /** The Sisu card is still in hand (RM ART.7.5). */
  readonly sisu: boolean
  /** Fitted tyres. */
  readonly tyres: Tyres
  /** Soft tyres kept from the previous special count as this sector all along (RM ART.24.3), else `null`. */
  readonly softSector: number | null
  /** Order of arrival on its cell (ties of RM ART.3.4). */
  readonly arrived: number
  /** Time of each special run so far, penalties included. */
  readonly times: ReadonlyArray<number>
  /** Why it retired, or `null`. */
  readonly retired: RetirementReason | null
}

/** The move being played. @group State */
export interface Turn {
  /** Who is driving. */
  readonly seat: number
  /** Not chosen yet, die by die (with seconds placed), or a big attack: they never mix (RM ART.5). */
  readonly mode: 'none' | 'dice' | 'attack'
  /** Gear dice already used this turn. */
  readonly gears: ReadonlyArray<number>
  /** Gas dice used this turn. */
  readonly gas: number
  /** Gas dice used on asphalt cells (snow tyres, RM ART.15.4). */
  readonly gasOnAsphalt: number
  /** Warning symbols this turn. */
  readonly warnings: number
  /** Warning symbols on snow cells this turn (asphalt tyres, RM ART.15.4). */
  readonly snowWarnings: number
  /** Gear of the chain so far (the engaged gear before any gear die). */
  readonly gear: number
  /** Dice played. */
  readonly dice: number
  /** Dice placed with seconds (RM ART.6). */
  readonly placed: number
  /** Warnings are ignored for the rest of the move (Sisu played, RM ART.7.5). */
  readonly ignore: boolean
  /** Corners whose cord this car soiled this turn: their notes drop for the cars that follow (RM ART.9.3). */
  readonly soiled: ReadonlyArray<number>
  /** Dice of a big attack thrown and not used yet, with their faces. */
  readonly pool: ReadonlyArray<ThrownDie>
  /**
   * After a wrong turn in this move (RM ART.25.2): the number of dice played when the car
   * turned round on the wrong road, so a stop with no die since adds no speed card; else `null`.
   */
  readonly uTurn: number | null
}

/** Chance: the face of the die just thrown. @group State */
export interface FacePending {
  /** Node kind. */
  readonly kind: 'face'
  /** The die thrown. */
  readonly die: DieId
  /** Its target cell. */
  readonly to: number
  /** An orange gas die (RM ART.20). */
  readonly orange: boolean
}
/** Chance: the joint roll of a big attack. @group State */
export interface AttackPending {
  /** Node kind. */
  readonly kind: 'attack'
  /** Gear dice thrown. */
  readonly gears: ReadonlyArray<number>
  /** White gas dice thrown. */
  readonly gas: number
  /** Orange gas dice thrown (RM ART.20). */
  readonly orange: number
}
/** Decision: play the Sisu card or not. @group State */
export interface SisuPending {
  /** Node kind. */
  readonly kind: 'sisu'
}
/** Chance: the back of the card turned for a loss of control. @group State */
export interface BackPending {
  /** Node kind. */
  readonly kind: 'back'
  /** The Sisu card could have been played (and was kept). */
  readonly sisuable: boolean
  /** What made the car lose control (told in the outcome's event). */
  readonly cause: LossCause
}
/** Chance: a cord card. @group State */
export interface CordPending {
  /** Node kind. */
  readonly kind: 'cord'
  /** Drawn after an exit into the cord (RM ART.7.4): the move is over. */
  readonly afterLoss: boolean
}
/** Chance: the weather die of a tile. @group State */
export interface WeatherPending {
  /** Node kind. */
  readonly kind: 'weather'
  /** Tile index. */
  readonly tile: number
}
/** Decision: a driver's tyres. @group State */
export interface TyresPending {
  /** Node kind. */
  readonly kind: 'tyres'
  /** The driver choosing. */
  readonly seat: number
}
/** Simultaneous: the secret time-control penalties (RM ART.22). @group State */
export interface PenaltyPending {
  /** Node kind. */
  readonly kind: 'penalty'
  /** Tokens per seat, `null` until chosen. */
  readonly tokens: ReadonlyArray<number | null>
}
/** Decision: the spare wheel between specials (RM ART.10). @group State */
export interface SparePending {
  /** Node kind. */
  readonly kind: 'spare'
  /** Drivers still to choose, in order. */
  readonly seats: ReadonlyArray<number>
}

/** What the game waits for inside a turn or between specials. @group State */
export type Pending =
  | FacePending
  | AttackPending
  | SisuPending
  | BackPending
  | CordPending
  | WeatherPending
  | TyresPending
  | PenaltyPending
  | SparePending

/** A die of a big attack thrown and not used yet. @group State */
export interface ThrownDie {
  /** The die. */
  readonly die: DieId
  /** Its face showed the warning symbol. */
  readonly warning: boolean
  /** An orange gas die (RM ART.20). */
  readonly orange: boolean
}

/** One split time (RM ART.16). @group State */
export interface SplitTime {
  /** Driver seat. */
  readonly seat: number
  /** Special index. */
  readonly special: number
  /** Cell of the split point. */
  readonly cell: number
  /** Chrono pile minus seconds at that point. */
  readonly time: number
}

/**
 * The format version of a saved state: a state of another version is migrated when it can be
 * (`migrate.ts`), else refused with a message naming both, never misread. Raise it (and
 * migrate) when the state's shape changes. Version 2 records the board (built-in rally and
 * hash) instead of the built specials; version 1 states are migrated.
 * @group State
 */
export const STATE_VERSION = 2

/** The whole rally. @group State */
export interface RallymanState {
  /** Marks a Rallyman state. */
  readonly game: 'rallyman'
  /** The format version ({@link STATE_VERSION}). */
  readonly version: typeof STATE_VERSION
  /** The decoded config. */
  readonly config: RallymanConfig
  /** The board: which built-in rally, if any, and the hash of its built specials (`stagesOf` gives them). */
  readonly board: Board
  /** Current special, 0-based. */
  readonly special: number
  /** The cars, by seat. */
  readonly cars: ReadonlyArray<Car>
  /** Start order of the current special (RM ART.3.2). */
  readonly startOrder: ReadonlyArray<number>
  /** Round of the current special, from 1 (staggered start, RM ART.3.3). */
  readonly round: number
  /** Play order of this round (RM ART.3.4). */
  readonly order: ReadonlyArray<number>
  /** Index in `order` of the car to play. */
  readonly next: number
  /** The move being played, or `null`. */
  readonly turn: Turn | null
  /** What is awaited, or `null` for a plain driving decision. */
  readonly pending: Pending | null
  /** Snow per tile of the current special (RM ART.15). */
  readonly snow: ReadonlyArray<boolean>
  /** Notes lowered by dirty cords, per corner of the current special (RM ART.9.3). */
  readonly dirty: ReadonlyArray<number>
  /** Cords swept clean on dirt, per corner (RM ART.21). */
  readonly clean: ReadonlyArray<boolean>
  /** Cards left in the cord deck before it is reshuffled. */
  readonly cordDeck: CordDeck
  /** Arrival counter. */
  readonly stamp: number
  /** Split times so far. */
  readonly splits: ReadonlyArray<SplitTime>
  /** The rally is over. */
  readonly over: boolean
}

const n = integer
/** Codec of {@link Car}. */
export const CarCodec: t.Type<Car, Car, unknown> = t.readonly(
  t.type({
    seat: n,
    name: t.string,
    status: t.keyof({ waiting: null, racing: null, finished: null, retired: null }),
    cell: n,
    gear: n,
    restart: t.boolean,
    off: t.keyof({ none: null, spin: null, left: null, right: null }),
    chrono: n,
    seconds: n,
    gearLost: n,
    punctures: n,
    spareWheel: t.boolean,
    sisu: t.boolean,
    tyres: TyresCodec,
    softSector: union([n, t.null]),
    arrived: n,
    times: t.readonlyArray(n),
    retired: union([RetirementReasonCodec, t.null]),
  }),
  'Car',
)
/** Codec of {@link Turn}. */
export const TurnCodec: t.Type<Turn, Turn, unknown> = t.readonly(
  t.type({
    seat: n,
    mode: t.keyof({ none: null, dice: null, attack: null }),
    gears: t.readonlyArray(n),
    gas: n,
    gasOnAsphalt: n,
    warnings: n,
    snowWarnings: n,
    gear: n,
    dice: n,
    placed: n,
    ignore: t.boolean,
    soiled: t.readonlyArray(n),
    pool: t.readonlyArray(t.readonly(t.type({ die: DieIdCodec, warning: t.boolean, orange: t.boolean }))),
    uTurn: union([n, t.null]),
  }),
  'Turn',
)
/** Codec of {@link Pending}. */
export const PendingCodec: t.Type<Pending, Pending, unknown> = union(
  [
    t.readonly(t.type({ kind: t.literal('face'), die: DieIdCodec, to: n, orange: t.boolean })),
    t.readonly(t.type({ kind: t.literal('attack'), gears: t.readonlyArray(n), gas: n, orange: n })),
    t.readonly(t.type({ kind: t.literal('sisu') })),
    t.readonly(t.type({ kind: t.literal('back'), sisuable: t.boolean, cause: LossCauseCodec })),
    t.readonly(t.type({ kind: t.literal('cord'), afterLoss: t.boolean })),
    t.readonly(t.type({ kind: t.literal('weather'), tile: n })),
    t.readonly(t.type({ kind: t.literal('tyres'), seat: n })),
    t.readonly(t.type({ kind: t.literal('penalty'), tokens: t.readonlyArray(union([n, t.null])) })),
    t.readonly(t.type({ kind: t.literal('spare'), seats: t.readonlyArray(n) })),
  ],
  'Pending',
)
/** Codec of {@link RallymanState}. @group Codecs */
export const RallymanStateCodec: t.Type<RallymanState, RallymanState, unknown> = t.readonly(
  t.type({
    game: t.literal('rallyman'),
    version: t.literal(STATE_VERSION),
    config: RallymanConfigCodec,
    board: BoardCodec,
    special: n,
    cars: t.readonlyArray(CarCodec),
    startOrder: t.readonlyArray(n),
    round: n,
    order: t.readonlyArray(n),
    next: n,
    turn: union([TurnCodec, t.null]),
    pending: union([PendingCodec, t.null]),
    snow: t.readonlyArray(t.boolean),
    dirty: t.readonlyArray(n),
    clean: t.readonlyArray(t.boolean),
    cordDeck: t.readonly(t.type({ good: n, dirty: n, puncture: n })),
    stamp: n,
    splits: t.readonlyArray(t.readonly(t.type({ seat: n, special: n, cell: n, time: n }))),
    over: t.boolean,
  }),
  'RallymanState',
)
