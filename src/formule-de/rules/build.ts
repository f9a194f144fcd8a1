import * as t from 'io-ts'
import { intRange } from '../../core/index.js'
import type { SetupCode } from '../codes.js'
import type { Wear } from './wear.js'

/** How a player spreads the points over the six parameters (FD-A 5, FD-T 5). @group Rules */
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
  readonly code: Extract<SetupCode, 'BUILD_PART_EMPTY' | 'BUILD_POINTS'>
  /** English explanation. */
  readonly message: string
  /** The rulebook paragraph. */
  readonly rule: string
}

/** Why a build is refused, or null (FD-A 5; FD-T 5-0-2, 5-2, 5-3). */
export const checkBuild = (b: Build, standPoints: number): BuildRefusal | null => {
  const parts = [b.tyres, b.brakes, b.fuel, b.body, b.engine, b.holding]
  if (parts.some((p) => p < 1)) {
    return {
      code: 'BUILD_PART_EMPTY',
      message: 'Every parameter of the car gets at least 1 point.',
      rule: standPoints > 0 ? 'FD-T 5-2' : 'FD-A 5',
    }
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
export const defaultBuild = (standPoints: number): Build => ({
  tyres: 5,
  brakes: 4,
  fuel: 2,
  body: 3,
  engine: 3,
  holding: 3,
  stand: standPoints,
})

/** The five wear parameters of a build (road holding is kept apart on the car). */
export const wearOfBuild = (b: Build): Wear => ({
  tyres: b.tyres,
  brakes: b.brakes,
  fuel: b.fuel,
  body: b.body,
  engine: b.engine,
})

/**
 * The parts filled one at a time when a car is built in play, in race-sheet order (FD-A 5, FD-T 5-0-1).
 * @group Rules
 */
export const BUILD_PARTS = ['tyres', 'brakes', 'fuel', 'body', 'engine', 'holding'] as const

/** A part a build decision fills: a car parameter, or (tournament) the points kept at the stand. @group Rules */
export type BuildPart = (typeof BUILD_PARTS)[number] | 'stand'

/** Codec of {@link BuildPart}. */
export const BuildPartCodec: t.Type<BuildPart, BuildPart, unknown> = t.keyof(
  { tyres: null, brakes: null, fuel: null, body: null, engine: null, holding: null, stand: null },
  'BuildPart',
)

/** An empty race sheet: a car whose build is still to be chosen in play. */
export const EMPTY_BUILD: Build = { tyres: 0, brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0, stand: 0 }

/**
 * The decisions of an in-play build so far, in order: with stand points (tournament) the points
 * kept at the stand come first (FD-T 5-3), then the parts of {@link BUILD_PARTS} but the last.
 */
export const buildDecisions = (standPoints: number): ReadonlyArray<BuildPart> =>
  standPoints > 0 ? ['stand', ...BUILD_PARTS.slice(0, -1)] : BUILD_PARTS.slice(0, -1)

/** The part the next decision fills, given the points chosen so far, or null when complete. */
export const nextBuildPart = (chosen: ReadonlyArray<number>, standPoints: number): BuildPart | null =>
  buildDecisions(standPoints)[chosen.length] ?? null

/**
 * The legal points for the next decision: the stand keeps 0 to `standPoints`; a part gets 1 to
 * (points left − 1 for each part still to fill after it), so that every part gets at least 1 (FD-A 5, FD-T 5-2).
 */
export const buildRange = (chosen: ReadonlyArray<number>, standPoints: number): readonly [number, number] | null => {
  const decisions = buildDecisions(standPoints)
  const part = decisions[chosen.length]
  if (part === undefined) return null
  if (part === 'stand') return [0, standPoints]
  const left = BUILD_POINTS + standPoints - chosen.reduce((a, p) => a + p, 0)
  const after = decisions.length - chosen.length // parts after this one, the last (remainder) included
  return [1, left - after]
}

/** The build once every decision is made: the last part takes the remainder (no decision). */
export const completeBuild = (chosen: ReadonlyArray<number>, standPoints: number): Build => {
  const decisions = buildDecisions(standPoints)
  const get = (part: BuildPart): number => {
    const k = decisions.indexOf(part)
    return k < 0 ? 0 : (chosen[k] ?? 0)
  }
  const placed = chosen.reduce((a, p) => a + p, 0)
  return {
    tyres: get('tyres'),
    brakes: get('brakes'),
    fuel: get('fuel'),
    body: get('body'),
    engine: get('engine'),
    holding: BUILD_POINTS + standPoints - placed,
    stand: get('stand'),
  }
}
