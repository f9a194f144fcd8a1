import * as t from 'io-ts'
import { integer } from '../../core/index.js'

/** The five wear parameters of the basic rules' race sheet (FD-B l'état de la voiture). @group Rules */
export interface Wear {
  /** Tyre points: lost by overshooting corners and by blocking. */
  readonly tyres: number
  /** Brake points: lost by braking, blocking and overrev. */
  readonly brakes: number
  /** Fuel points: lost by overrev. */
  readonly fuel: number
  /** Body points: lost in collisions and when a blocked car is eliminated against this car. */
  readonly body: number
  /** Engine points: lost by overrev and engine tests. */
  readonly engine: number
}

/** Codec of {@link Wear}. */
export const WearCodec: t.Type<Wear, Wear, unknown> = t.readonly(
  t.type({ tyres: integer, brakes: integer, fuel: integer, body: integer, engine: integer }),
  'Wear',
)

/** FD-B la course sur 1 tour: the race sheet for one lap. */
export const WEAR_ONE_LAP: Wear = { tyres: 4, brakes: 3, fuel: 2, body: 2, engine: 2 }

/** FD-B la course sur 2 tours: the race sheet for two laps. */
export const WEAR_TWO_LAPS: Wear = { tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3 }

/** The starting race sheet for a race of `laps` laps (basic rules: 1 or 2). */
export const startingWear = (laps: number): Wear => (laps >= 2 ? WEAR_TWO_LAPS : WEAR_ONE_LAP)

/** What a blocking costs (FD-B blocage, FD-T 12-0-1), or elimination from 7 spaces. */
export interface BlockingCost {
  /** Brake points lost. */
  readonly brakes: number
  /** Tyre points lost. */
  readonly tyres: number
  /** Blocked by 7 spaces or more: the car is out. */
  readonly eliminated: boolean
}

/** The blocking table: spaces the car could not move → brake and tyre points. */
export const blockingCost = (spaces: number): BlockingCost => {
  if (spaces <= 0) return BLOCKING[0] as BlockingCost
  if (spaces >= 7) return BLOCKED_OUT
  return (Number.isInteger(spaces) ? BLOCKING[spaces] : undefined) ?? blockingRow(spaces)
}

const blockingRow = (spaces: number): BlockingCost =>
  Object.freeze({ brakes: Math.min(3, spaces), tyres: Math.max(0, spaces - 3), eliminated: false })
// The rows of the table, built once (the move search prices every stop with them).
const BLOCKING: ReadonlyArray<BlockingCost> = [0, 1, 2, 3, 4, 5, 6].map(blockingRow)
const BLOCKED_OUT: BlockingCost = Object.freeze({ brakes: 0, tyres: 0, eliminated: true })
