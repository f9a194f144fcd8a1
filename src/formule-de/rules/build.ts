import * as t from 'io-ts'
import { intRange } from '../../core/index.js'
import type { Wear } from './wear.js'

/** How a player spreads the points over the six parameters (FD-A 5, FD-T 5). */
export interface Build {
  /** Tyre points. */
  readonly tyres: number
  /** Brake points. */
  readonly brakes: number
  /** Fuel points. */
  readonly fuel: number
  /** Body points. */
  readonly body: number
  /** Engine points. */
  readonly engine: number
  /** Road holding points. */
  readonly holding: number
  /** Points kept at the stand (tournament: the 2 stand points not placed on the car, FD-T 5-3). */
  readonly stand: number
}

const pts = intRange(0, 100)

/** Codec of {@link Build}. */
export const BuildCodec: t.Type<Build, Build, unknown> = t.readonly(
  t.type({ tyres: pts, brakes: pts, fuel: pts, body: pts, engine: pts, holding: pts, stand: pts }),
  'Build',
)

/** The points of a build over 20 (FD-A 5). */
export const BUILD_POINTS = 20
/** The stand points of the tournament (FD-T 4-0-2, 5-0-2), and of the advanced pit-points rule (2 per car, FD-A 7). */
export const STAND_POINTS = 2

/** Why a build is refused. */
export interface BuildRefusal {
  /** Stable UPPER_SNAKE code. */
  readonly code: string
  /** English explanation. */
  readonly message: string
  /** The rulebook paragraph. */
  readonly rule: string
}

/** Why a build is refused, or null (FD-A 5; FD-T 5-0-2, 5-2, 5-3). */
export const checkBuild = (b: Build, standPoints: number): BuildRefusal | null => {
  const parts = [b.tyres, b.brakes, b.fuel, b.body, b.engine, b.holding]
  if (parts.some((p) => p < 1)) {
    return { code: 'BUILD_PART_EMPTY', message: 'Every parameter of the car gets at least 1 point.', rule: standPoints > 0 ? 'FD-T 5-2' : 'FD-A 5' }
  }
  const onCar = parts.reduce((a, p) => a + p, 0)
  if (onCar + b.stand !== BUILD_POINTS + standPoints || b.stand > standPoints) {
    return {
      code: 'BUILD_POINTS',
      message: `The car gets ${BUILD_POINTS} points${standPoints > 0 ? ` and ${standPoints} stand points (on the car or kept at the stand)` : ''}: this build spreads ${onCar} on the car and keeps ${b.stand} at the stand.`,
      rule: standPoints > 0 ? 'FD-T 5-0-2' : 'FD-A 5',
    }
  }
  return null
}

/** A balanced default build over 20 points (our own choice), the stand points kept at the stand. */
export const defaultBuild = (standPoints: number): Build => ({ tyres: 5, brakes: 4, fuel: 2, body: 3, engine: 3, holding: 3, stand: standPoints })

/** The five wear parameters of a build (road holding is kept apart on the car). */
export const wearOfBuild = (b: Build): Wear => ({ tyres: b.tyres, brakes: b.brakes, fuel: b.fuel, body: b.body, engine: b.engine })
