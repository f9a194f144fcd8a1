/**
 * The rally config: drivers, the three specials in roadbook notation with their
 * assistance and snow, the optional rules, and the component data (dice faces,
 * speed-card times, decks) as editable defaults.
 */
import * as t from 'io-ts'
import { deepFreeze, intRange, union } from '../core/index.js'
import { DiceFacesCodec, type DiceFaces } from './dice.js'
import { ZoneCodec, type Zone } from './stage/zone.js'

/** One special of the rally (RM ART.1): roadbook, assistance after it, snowy tiles in fixed weather. @group Config */
export interface SpecialPlan {
  /** Name, e.g. `ES1 Col de Turini`. */
  readonly name: string
  /** Roadbook notation, e.g. `L1 C3-J1 J4`. */
  readonly roadbook: string
  /** An assistance follows this special (RM ART.14). */
  readonly assistance: boolean
  /** Tiles (0-based) under snow in fixed weather (RM ART.15.1). */
  readonly snow: ReadonlyArray<number>
}
/** Codec of {@link SpecialPlan}. @group Codecs */
export const SpecialPlanCodec: t.Type<SpecialPlan, SpecialPlan, unknown> = t.readonly(
  t.type({ name: t.string, roadbook: t.string, assistance: t.boolean, snow: t.readonlyArray(intRange(0, 99)) }),
  'SpecialPlan',
)

/**
 * A rally: its name, its specials (three in the rules; one or two allowed for practice) and its weather.
 * @group Config
 */
export interface Rally {
  /** Name of the rally. */
  readonly name: string
  /** The specials, in order. */
  readonly specials: ReadonlyArray<SpecialPlan>
  /** Fixed weather (snow as planned) or variable (rolled per tile, RM ART.15.2). */
  readonly weather: 'fixed' | 'variable'
}
/** Codec of {@link Rally}. @group Codecs */
export const RallyCodec: t.Type<Rally, Rally, unknown> = t.readonly(
  t.type({
    name: t.string,
    specials: t.readonlyArray(SpecialPlanCodec),
    weather: union([t.literal('fixed'), t.literal('variable')]),
  }),
  'Rally',
)

/** The optional rules of the seed ("il est possible de débuter sans cette règle") and the Dirt rules. @group Config */
export interface RuleSwitches {
  /** Big attack (RM ART.5). */
  readonly bigAttack: boolean
  /** Releasing seconds (RM ART.6). */
  readonly releaseSeconds: boolean
  /** The Sisu card (RM ART.7.5). */
  readonly sisu: boolean
  /** Tyre choice (RM ART.15.3). */
  readonly tyres: boolean
  /** Split times (RM ART.16). */
  readonly splitTimes: boolean
  /** Shakedown: warnings and punctures ignored (RM ART.17). */
  readonly shakedown: boolean
  /** The Dirt rules (RM ART.18-26). */
  readonly dirt: boolean
  /** Time control with secret penalties (RM ART.22), also allowed off dirt. */
  readonly timeControl: boolean
}
/** Codec of {@link RuleSwitches}. @group Codecs */
export const RuleSwitchesCodec: t.Type<RuleSwitches, RuleSwitches, unknown> = t.readonly(
  t.type({
    bigAttack: t.boolean,
    releaseSeconds: t.boolean,
    sisu: t.boolean,
    tyres: t.boolean,
    splitTimes: t.boolean,
    shakedown: t.boolean,
    dirt: t.boolean,
    timeControl: t.boolean,
  }),
  'RuleSwitches',
)

/** Weights of the loss-of-control card backs (RM ART.7.2). @group Config */
export interface LossBacks {
  /** Spin. */
  readonly spin: number
  /** Off the road to the left. */
  readonly left: number
  /** Off the road to the right. */
  readonly right: number
}

/** Cards of the cord deck by kind (RM ART.9.3). @group Config */
export interface CordDeck {
  /** Good cord. */
  readonly good: number
  /** Dirty cord. */
  readonly dirty: number
  /** Puncture. */
  readonly puncture: number
}

/**
 * Card data: the published facts and the library's assumptions (the guide's "Components and rulings").
 * @group Config
 */
export interface CardData {
  /** Time of the speed cards of gears 1 to 5, in seconds (50, 40, 30, 20, 10). */
  readonly speed: ReadonlyArray<number>
  /** Time of a speed card turned over for a loss of control (60). */
  readonly loss: number
  /** Time of the spare-wheel card on the chrono pile (assumed: 50, a first-gear card). */
  readonly spareWheel: number
  /** Loss-of-control backs: spin, off left, off right (assumed equally likely). */
  readonly backs: LossBacks
  /** The cord deck: good, dirty, puncture (assumed 6 / 3 / 1, reshuffled when exhausted). */
  readonly cord: CordDeck
  /** Seconds of a time-control penalty token (RM ART.22: 5). */
  readonly penaltyToken: number
  /** Most penalty tokens a driver may hide (the game's reserve). */
  readonly maxPenaltyTokens: number
}
const count = intRange(0, 1000)
/** Codec of {@link CardData}. @group Codecs */
export const CardDataCodec: t.Type<CardData, CardData, unknown> = t.readonly(
  t.type({
    speed: t.readonlyArray(intRange(0, 10_000)),
    loss: intRange(0, 10_000),
    spareWheel: intRange(0, 10_000),
    backs: t.readonly(t.type({ spin: count, left: count, right: count })),
    cord: t.readonly(t.type({ good: count, dirty: count, puncture: count })),
    penaltyToken: intRange(0, 10_000),
    maxPenaltyTokens: intRange(0, 20),
  }),
  'CardData',
)

/** The default card data (the guide's "Components and rulings"). @group Config */
export const DEFAULT_CARDS: CardData = deepFreeze({
  speed: [50, 40, 30, 20, 10],
  loss: 60,
  spareWheel: 50,
  backs: { spin: 1, left: 1, right: 1 },
  cord: { good: 6, dirty: 3, puncture: 1 },
  penaltyToken: 5,
  maxPenaltyTokens: 6,
})

/** A driver. @group Config */
export interface Driver {
  /** Display name. */
  readonly name: string
}

/** Everything a rally needs. @group Config */
export interface RallymanConfig {
  /** The drivers, in the start order of the first special (RM ART.3.2). */
  readonly drivers: ReadonlyArray<Driver>
  /** The rally. */
  readonly rally: Rally
  /** Extra zones (a zone with a built-in letter replaces it). */
  readonly zones: ReadonlyArray<Zone>
  /** Optional rules. */
  readonly rules: RuleSwitches
  /** Dice faces. */
  readonly dice: DiceFaces
  /** Card data. */
  readonly cards: CardData
}
/** Codec of {@link RallymanConfig}. @group Codecs */
export const RallymanConfigCodec: t.Type<RallymanConfig, RallymanConfig, unknown> = t.readonly(
  t.type({
    drivers: t.readonlyArray(t.readonly(t.type({ name: t.string }))),
    rally: RallyCodec,
    zones: t.readonlyArray(ZoneCodec),
    rules: RuleSwitchesCodec,
    dice: DiceFacesCodec,
    cards: CardDataCodec,
  }),
  'RallymanConfig',
)

/** Every optional rule of the base game on, Dirt off. @group Config */
export const BASE_RULES: RuleSwitches = deepFreeze({
  bigAttack: true,
  releaseSeconds: true,
  sisu: true,
  tyres: true,
  splitTimes: true,
  shakedown: false,
  dirt: false,
  timeControl: false,
})
