import type { Gear } from './dice.js'
import type { Wear } from './rules/wear.js'

/** Which wear parameter. */
export type WearPart = keyof Wear

/** Why wear points were lost. */
export type WearReason = 'overrev' | 'braking' | 'blocking' | 'overshoot' | 'collision' | 'engine-test' | 'blocked-car-eliminated'

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

/** An event about a car also names it (the config's name, as in the standings). */
export type Named<E> = E extends { readonly car: number } ? E & { readonly name: string } : E

/**
 * What happened, for logs and UIs: every die roll, move, loss and elimination; events about a
 * car carry its `name`. A `lap` event's `lap` is the number of line crossings so far (1 when
 * the car crosses the line from the grid and starts its first lap; `lap - 1` laps completed).
 */
export type Event = Named<RawEvent>
