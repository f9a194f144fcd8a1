import type { Die, FaceOutcome } from '../core/index.js'
import { faceOutcomes, plainDie } from '../core/index.js'

/** A gear of the gearbox, 1st to 6th. @group Rules */
export type Gear = 1 | 2 | 3 | 4 | 5 | 6

/** Every gear, lowest first. @group Rules */
export const GEARS: ReadonlyArray<Gear> = [1, 2, 3, 4, 5, 6]

const times = (faces: ReadonlyArray<number>, n: number): Die => faces.flatMap((f) => Array.from({ length: n }, () => f))

/**
 * The six gear dice with their printed faces (the guide's Components and rulings): uniform ranges are wrong,
 * 2nd gear rolls 4 with probability 1/2.
 * @group Rules
 */
export const GEAR_DICE: Readonly<Record<Gear, Die>> = {
  1: [1, 1, 2, 2],
  2: [2, 3, 3, 4, 4, 4],
  3: [4, 5, 6, 6, 7, 7, 8, 8],
  4: times([7, 8, 9, 10, 11, 12], 2),
  5: times([11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 2),
  6: times([21, 22, 23, 24, 25, 26, 27, 28, 29, 30], 3),
}

/** The distinct faces of each gear die with their exact probabilities (for bots' expectations). @group Rules */
export const GEAR_FACES: Readonly<Record<Gear, ReadonlyArray<FaceOutcome>>> = {
  1: faceOutcomes(GEAR_DICE[1]),
  2: faceOutcomes(GEAR_DICE[2]),
  3: faceOutcomes(GEAR_DICE[3]),
  4: faceOutcomes(GEAR_DICE[4]),
  5: faceOutcomes(GEAR_DICE[5]),
  6: faceOutcomes(GEAR_DICE[6]),
}

/** The black d20 (grid, start, collisions, engine, pit stop). @group Rules */
export const BLACK_DIE: Die = plainDie(20)

/** The face of a gear die that pushes the engine (FD-B casse moteur): 20 in 5th, 30 in 6th. @group Rules */
export const enginePushFace = (gear: Gear): number | null => (gear === 5 ? 20 : gear === 6 ? 30 : null)
