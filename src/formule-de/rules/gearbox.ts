import type { Gear } from '../dice.js'
import type { Code } from '../codes.js'
import type { Wear } from './wear.js'

/** What an overrev costs (FD-B sur-régime; FD-T 13-1). */
export interface OverrevCost {
  /** Fuel points lost. */
  readonly fuel: number
  /** Brake points lost. */
  readonly brakes: number
  /** Engine points lost. */
  readonly engine: number
}

/**
 * The overrev table, by how many gears the car drops in one go: dropping 2 gears (one
 * skipped) costs 1 fuel; 3 gears 1 fuel and 1 brake; 4 gears 1 of each.
 */
export const overrevCost = (from: Gear, to: Gear): OverrevCost => {
  const drop = from - to
  if (drop <= 1) return { fuel: 0, brakes: 0, engine: 0 }
  return { fuel: 1, brakes: drop >= 3 ? 1 : 0, engine: drop >= 4 ? 1 : 0 }
}

/** Why a gear is refused, or null when it is allowed. */
export interface GearRefusal {
  /** Stable code. */
  readonly code: Extract<Code, 'GEAR_SKIPPED_UP' | 'GEAR_DROP_TOO_LARGE' | 'NO_FUEL_TO_SKIP' | 'NO_BRAKES_TO_SKIP' | 'ENGINE_TOO_WORN_TO_SKIP'>
  /** English explanation. */
  readonly message: string
  /** Rule reference. */
  readonly rule: string
}

/**
 * Checks a gear change against the gearbox (FD-B boîte de vitesse, sur-régime): up one
 * gear at a time, down at most 4 gears (3 skipped) and never 6th to 1st; without fuel no
 * gear may be skipped, without brakes no drop of 3 or 4, with 1 engine point no drop of 4.
 */
export const checkGearChange = (from: Gear, to: Gear, wear: Wear): GearRefusal | null => {
  if (to > from + 1) {
    return { code: 'GEAR_SKIPPED_UP', message: `From gear ${from} the car may go up to gear ${from + 1} only.`, rule: 'FD-B boîte de vitesse' }
  }
  const drop = from - to
  if (drop > 4 || (from === 6 && to === 1)) {
    return { code: 'GEAR_DROP_TOO_LARGE', message: `The car may drop at most 4 gears and never from 6th to 1st.`, rule: 'FD-B boîte de vitesse' }
  }
  if (drop >= 2 && wear.fuel <= 0) {
    return { code: 'NO_FUEL_TO_SKIP', message: 'With no fuel point left the car may not skip a gear when dropping.', rule: 'FD-B sur-régime' }
  }
  if (drop >= 3 && wear.brakes <= 0) {
    return { code: 'NO_BRAKES_TO_SKIP', message: 'With no brake point left the car may not drop 3 or 4 gears at once.', rule: 'FD-B sur-régime' }
  }
  if (drop >= 4 && wear.engine <= 1) {
    return { code: 'ENGINE_TOO_WORN_TO_SKIP', message: 'With 1 engine point left the car may not drop 4 gears at once.', rule: 'FD-B sur-régime' }
  }
  return null
}

/** Every gear the car may select from `from` with its wear (ascending). */
export const allowedGears = (from: Gear, wear: Wear): ReadonlyArray<Gear> =>
  ([1, 2, 3, 4, 5, 6] as const).filter((g) => checkGearChange(from, g, wear) === null)
