import type { Gear } from './dice.js'
import type { Wear } from './rules/wear.js'
import type { TyreType } from './rules/tyres.js'
import type { Sky } from './rules/weather.js'

/** Which wear parameter (road holding included, FD-A 6). */
export type WearPart = keyof Wear | 'holding'

/** Why wear points were lost. */
export type WearReason =
  | 'overrev'
  | 'braking'
  | 'blocking'
  | 'overshoot'
  | 'collision'
  | 'engine-test'
  | 'blocked-car-eliminated'
  | 'slipstream-into-corner'
  | 'road-holding'
  | 'wall'

/**
 * What happened, as the reducer records it (every die roll, move, loss and elimination);
 * {@link Event} adds the car's name to each event about a car.
 */
export type RawEvent =
  | { readonly type: 'grid-roll'; readonly car: number; readonly value: number }
  | { readonly type: 'grid'; readonly order: ReadonlyArray<number> }
  | { readonly type: 'round'; readonly round: number; readonly order: ReadonlyArray<number> }
  | { readonly type: 'start'; readonly car: number; readonly value: number; readonly result: 'stall' | 'super-start' | 'normal' }
  | { readonly type: 'gear'; readonly car: number; readonly from: Gear; readonly to: Gear }
  | { readonly type: 'roll'; readonly car: number; readonly gear: Gear; readonly value: number }
  | {
      readonly type: 'move'
      readonly car: number
      readonly from: number
      readonly path: ReadonlyArray<number>
      readonly brake: number
      readonly blocked: number
      readonly overshoot: number
    }
  | { readonly type: 'wear'; readonly car: number; readonly part: WearPart; readonly amount: number; readonly reason: WearReason }
  | { readonly type: 'spin'; readonly car: number }
  | { readonly type: 'eliminated'; readonly car: number; readonly reason: string }
  | { readonly type: 'collision-roll'; readonly car: number; readonly value: number; readonly damaged: boolean }
  | { readonly type: 'engine-roll'; readonly car: number; readonly value: number; readonly damaged: boolean }
  | { readonly type: 'pit-stop'; readonly car: number }
  | { readonly type: 'pit-roll'; readonly car: number; readonly value: number; readonly spaces: number }
  | { readonly type: 'lap'; readonly car: number; readonly lap: number; readonly laps: number }
  | { readonly type: 'finish'; readonly car: number; readonly place: number }
  | { readonly type: 'weather'; readonly session: 'qualifying' | 'race' | 'evolution'; readonly value: number; readonly sky: Sky; readonly wet: boolean }
  | { readonly type: 'tyres'; readonly car: number; readonly tyre: TyreType }
  | { readonly type: 'slipstream'; readonly car: number; readonly from: number; readonly path: ReadonlyArray<number>; readonly brake: number }
  | { readonly type: 'holding-roll'; readonly car: number; readonly value: number; readonly damaged: boolean; readonly test: 'holding' | 'wall' }
  | { readonly type: 'dangerous'; readonly space: number }
  | { readonly type: 'stand'; readonly car: number; readonly tyre: TyreType; readonly stop: 'quick' | 'long' }
  | { readonly type: 'repair'; readonly car: number; readonly part: WearPart; readonly amount: number }

/** An event about a car also names it (the config's name, as in the standings). */
export type Named<E> = E extends { readonly car: number } ? E & { readonly name: string } : E

/**
 * What happened, for logs and UIs: every die roll, move, loss and elimination; events about a
 * car carry its `name`. A `lap` event's `lap` is the number of line crossings so far (1 when
 * the car crosses the line from the grid and starts its first lap; `lap - 1` laps completed).
 */
export type Event = Named<RawEvent>
