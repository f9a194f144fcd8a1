/**
 * The gearbox and the overrev (FD-B boîte de vitesse, sur-régime; FD-T 6-1, 13, 5-1-3): up one
 * gear at a time, down at most 4 gears (3 skipped) and never 6th to 1st; skipping gears on the
 * way down costs the overrev table. The limits that the worn race sheet puts on a drop are
 * data ({@link GEAR_LIMITS}), each with the presets that keep it and its paragraph. Promises:
 * `allowedGears` lists exactly the gears `checkGearChange` accepts.
 */
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import { refusal } from '../words/refusals.js'
import type { Gear } from '../dice.js'
import { PRESET_NAMES, type Preset } from './presets.js'
import type { Wear } from './wear.js'

/** What an overrev costs (FD-B sur-régime; FD-T 13-1). @group Rules */
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
 * @group Rules
 */
export const overrevCost = (from: Gear, to: Gear): OverrevCost => {
  const drop = from - to
  if (drop <= 1) return { fuel: 0, brakes: 0, engine: 0 }
  return { fuel: 1, brakes: drop >= 3 ? 1 : 0, engine: drop >= 4 ? 1 : 0 }
}

/** Why a gear is refused (`GEAR_SKIPPED_UP`, `GEAR_DROP_TOO_LARGE` or one of {@link GEAR_LIMITS}). */
export type GearRefusal = RuleViolation<Code>

/** A limit the worn race sheet puts on a drop of gears. */
export interface GearLimit {
  /** The drop (gears dropped in one go) from which the limit bites. */
  readonly drop: number
  /** Whether the sheet forbids that drop. */
  readonly forbids: (wear: Wear) => boolean
  /** The presets that keep the limit, with the paragraph each cites. */
  readonly rules: Readonly<Partial<Record<Preset, string>>>
}

/**
 * The limits of FD-B sur-régime, preset by preset. Without fuel no gear may be skipped: every
 * preset (the tournament repeats it, FD-T 5-1-3, 13-1). Without brakes no drop of 3 or 4: every
 * preset (the tournament neither repeats nor contradicts it, and it says nothing of an overrev
 * that cannot be paid, so the basic rule stands). With 1 engine point no drop of 4: basic and
 * advanced only, because the tournament describes that very drop: the overrev breaks the last
 * engine point and the car is out at once (FD-T 16-0-3-1, 20-4-3, `gear-choice.ts`).
 */
export const GEAR_LIMITS = {
  NO_FUEL_TO_SKIP: {
    drop: 2,
    forbids: (w: Wear) => w.fuel <= 0,
    rules: { basic: 'FD-B sur-régime', advanced: 'FD-B sur-régime', tournament: 'FD-T 5-1-3, 13-1' },
  },
  NO_BRAKES_TO_SKIP: {
    drop: 3,
    forbids: (w: Wear) => w.brakes <= 0,
    rules: { basic: 'FD-B sur-régime', advanced: 'FD-B sur-régime', tournament: 'FD-B sur-régime' },
  },
  ENGINE_TOO_WORN_TO_SKIP: {
    drop: 4,
    forbids: (w: Wear) => w.engine <= 1,
    rules: { basic: 'FD-B sur-régime', advanced: 'FD-B sur-régime' },
  },
} as const satisfies Readonly<Record<string, GearLimit>>

/** The codes of {@link GEAR_LIMITS}. */
export type GearLimitCode = keyof typeof GEAR_LIMITS

/**
 * Checks a gear change against the gearbox and the limits of the race sheet in force in
 * `preset` (FD-B boîte de vitesse, sur-régime; FD-T 6-1-1, 6-1-2, 13-1, 13-2).
 */
// The limits as a list, read once (each check walks them in this order).
const LIMITS = Object.entries(GEAR_LIMITS) as ReadonlyArray<[GearLimitCode, GearLimit]>

export const checkGearChange = (from: Gear, to: Gear, wear: Wear, preset: Preset = 'basic'): GearRefusal | null => {
  const tournament = preset === 'tournament'
  if (to > from + 1) {
    const rule = tournament ? 'FD-T 6-1-1' : 'FD-B boîte de vitesse'
    return refusal('GEAR_SKIPPED_UP', { from }, rule)
  }
  // At most 4 gears down (3 skipped): 6th to 1st, a drop of 5, never.
  const drop = from - to
  if (drop > 4) {
    const rule = tournament ? 'FD-T 6-1-2, 13-2' : 'FD-B boîte de vitesse'
    return refusal('GEAR_DROP_TOO_LARGE', {}, rule)
  }
  for (const [code, limit] of LIMITS) {
    const rule = limit.rules[preset]
    if (rule !== undefined && drop >= limit.drop && limit.forbids(wear)) return refusal(code, {}, rule)
  }
  return null
}

const GEARS: ReadonlyArray<Gear> = [1, 2, 3, 4, 5, 6]

// The lists depend on the gear, the preset and which limits the sheet's wear triggers: each
// list is built once, by `checkGearChange` itself, and shared (frozen). The bots ask for them
// at every node of their search. Sound: keyed by values (a number).
const allowedCache = new Map<number, ReadonlyArray<Gear>>()

/** Every gear the car may select from `from` with its wear in `preset` (ascending). @group Rules */
export const allowedGears = (from: Gear, wear: Wear, preset: Preset = 'basic'): ReadonlyArray<Gear> => {
  const p = PRESET_NAMES.indexOf(preset)
  if (p < 0 || !GEARS.includes(from)) return GEARS.filter((g) => checkGearChange(from, g, wear, preset) === null)
  let key = p * 8 + from
  for (const [, limit] of LIMITS) key = key * 2 + (limit.forbids(wear) ? 1 : 0)
  const hit = allowedCache.get(key)
  if (hit !== undefined) return hit
  const gears = Object.freeze(GEARS.filter((g) => checkGearChange(from, g, wear, preset) === null))
  allowedCache.set(key, gears)
  return gears
}
