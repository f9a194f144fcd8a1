/**
 * What Formule Dé says to people, as message keys and their facts: the lines of the events,
 * the running order, why a car is out, and what an action will do. `describe.ts` and
 * `describe-action.ts` choose the message and its facts; `en.ts` and `fr.ts` word them. Both
 * catalogues are `Words`: a language without a message, or a message read with other facts,
 * does not compile.
 */
import type { Gear } from '../dice.js'
import type { WearPart, WearReason, WeatherEvent } from '../events.js'
import type { BuildPart } from '../rules/build.js'
import type { EliminationReason } from '../rules/elimination.js'
import type { ChronoUnit, QualifyingLap } from '../rules/qualifying.js'
import type { TyreType } from '../rules/tyres.js'
import type { Sky } from '../rules/weather.js'
import type { ChanceType } from '../status.js'
import type { LanePlace } from '../places.js'

/** A car named in a message. */
export type Who = { readonly name: string }

/** A place on the board, as players count it, or a space id where counting names none. */
export type Where = LanePlace | { readonly id: number }

/** What a move will do, fact by fact (`describeAction`). */
export type MoveFacts = Who & {
  /** A slipstream's move rather than the roll's. */
  readonly slipstream: boolean
  /** Spaces entered. */
  readonly spaces: number
  /** Where it ends. */
  readonly to: Where
  /** The places it goes through before its end, when another listed move ends there too. */
  readonly via: ReadonlyArray<Where>
  /** Spaces braked by choice. */
  readonly brake: number
  /** It takes the soft tyres' extra space (FD-A 3). */
  readonly bonus: boolean
  /** Spaces short because of the cars ahead. */
  readonly blocked: number
  /** Spaces past the corner's limit without the stops. */
  readonly overshoot: number
  /** Brake points and tyre points it costs. */
  readonly brakesLost: number
  readonly tyresLost: number
  /** Road-holding tests (dangerous spaces) and wall tests it brings. */
  readonly hazards: number
  readonly walls: number
  /** It slides on (wet track). */
  readonly slid: boolean
  /** It ends in a corner: its name, the stops counted there after the move and the stops it asks. */
  readonly corner: { readonly name: string; readonly stops: number; readonly of: number } | null
  /** It crosses the finish line. */
  readonly crossed: boolean
  /** It ends at the car's stand. */
  readonly stand: boolean
  /** The car spins; or it is out, and why. */
  readonly spin: boolean
  readonly out: EliminationReason | null
}

/** Every message of Formule Dé, with its facts. */
export interface Words {
  // ------------------------------------------------------------ small words
  /** `3rd`, `3e`: a place in the race. */
  readonly place: (n: number) => string
  /** `3rd gear`, `3e`: a gear. */
  readonly gear: (gear: Gear) => string
  /** `lane 2, space 17`: a place on the board. */
  readonly where: (where: Where) => string
  /** `tyres`, `pneus`: a tyre type's tyres. */
  readonly tyres: (tyre: TyreType) => string
  /** `2 brake points`: points of a part. */
  readonly points: (n: number, part: WearPart | BuildPart) => string
  /** Why a car is out of the race. */
  readonly out: (reason: EliminationReason) => string

  // ------------------------------------------------------------ events
  readonly stall: (p: Who) => string
  readonly superStart: (p: Who) => string
  readonly blockedShort: (p: Who & { readonly spaces: number }) => string
  readonly wear: (p: Who & { readonly amount: number; readonly part: WearPart; readonly reason: WearReason }) => string
  readonly spin: (p: Who) => string
  readonly eliminated: (p: Who & { readonly reason: EliminationReason }) => string
  readonly pitStop: (p: Who) => string
  readonly pitQuick: (p: Who & { readonly value: number; readonly spaces: number }) => string
  readonly pitSlow: (p: Who & { readonly value: number }) => string
  readonly lap: (p: Who & { readonly lap: number; readonly laps: number }) => string
  readonly finish: (p: Who & { readonly place: number }) => string
  readonly weather: (p: Pick<WeatherEvent, 'session' | 'value' | 'sky' | 'wet'>) => string
  readonly slipstreamTaken: (p: Who) => string
  readonly standChosen: (p: Who & { readonly stop: 'quick' | 'long'; readonly tyre: TyreType }) => string
  readonly repair: (p: Who & { readonly amount: number; readonly part: WearPart }) => string
  readonly buildPart: (p: Who & { readonly part: BuildPart; readonly points: number }) => string
  readonly built: (
    p: Who & {
      readonly parts: ReadonlyArray<{ readonly part: BuildPart; readonly points: number }>
      readonly kept: number | null
    },
  ) => string
  readonly qualifyingStart: (p: Who & { readonly tyre: TyreType; readonly wet: boolean }) => string
  readonly qualifyingPenalty: (p: Who & { readonly spaces: number; readonly throws: number }) => string
  readonly qualifyingLap: (
    p: Who & { readonly lap: QualifyingLap; readonly time: number; readonly penalty: number },
  ) => string
  readonly pole: (p: Who & { readonly time: number | null }) => string

  // ------------------------------------------------------------ running order
  readonly runningFinished: (p: Who & { readonly rank: number }) => string
  readonly runningCar: (
    p: Who & {
      readonly rank: number
      readonly lap: number
      readonly laps: number
      readonly gear: Gear
      readonly wear: Readonly<Record<'tyres' | 'brakes' | 'fuel' | 'body' | 'engine', number>>
      readonly spun: boolean
      readonly pit: string
    },
  ) => string
  readonly runningOut: (p: Who & { readonly reason: EliminationReason | null }) => string

  // ------------------------------------------------------------ actions
  readonly gearChoice: (
    p: Who & {
      readonly from: Gear
      readonly to: Gear
      readonly low: number
      readonly high: number
      readonly cost: Readonly<Record<'fuel' | 'brakes' | 'engine', number>>
      readonly breaks: boolean
    },
  ) => string
  readonly move: (p: MoveFacts) => string
  readonly noSlipstream: (p: Who) => string
  readonly tyreChoice: (p: Who & { readonly tyre: TyreType }) => string
  readonly standPick: (p: Who & { readonly stand: number }) => string
  readonly build: (p: Who & { readonly part: BuildPart; readonly points: number }) => string
  readonly stop: (
    p: Who & {
      readonly stop: 'quick' | 'long'
      readonly tyre: TyreType
      readonly repairs: ReadonlyArray<{ readonly part: WearPart; readonly points: number }>
    },
  ) => string
  readonly chrono: (p: Who & { readonly unit: ChronoUnit; readonly value: number }) => string
  /** A die's outcome: whose (null: nobody's, the weather), which die, what for, the score and what it means. */
  readonly die: (p: {
    readonly name: string | null
    readonly type: ChanceType
    readonly gear: Gear | null
    readonly value: number
    readonly meaning: DieMeaning | null
  }) => string
}

/** What a die's score means, where the rules say it at once. */
export type DieMeaning =
  | { readonly kind: 'stall' | 'super-start' | 'normal-start' | 'pit-slow' | 'engine-push' }
  | { readonly kind: 'pit-quick'; readonly spaces: number }

/** The sky each weather roll gives, by session (qualifying holds for the session, FD-T 3-1). */
export type SkyWords = Readonly<Record<WeatherEvent['session'], Readonly<Record<Sky, string>>>>
