import type { ChanceOutcome } from './status.js'
import { outcome } from './chance.js'

/** A die is the list of its printed faces (a d4 printed 1 1 2 2 is `[1, 1, 2, 2]`). @group Chance */
export type Die = ReadonlyArray<number>

/** One distinct face value of a die with its exact probability. @group Chance */
export interface FaceOutcome {
  /** The face value. */
  readonly value: number
  /** How many faces show it. */
  readonly count: number
  /** `count / faces`. */
  readonly probability: number
}

/** A plain die numbered 1..n (the black d20 of Formule Dé, the d12 of Bolide and FMR). @group Chance */
export const plainDie = (sides: number): Die => Array.from({ length: Math.max(0, Math.trunc(sides)) }, (_, i) => i + 1)

/**
 * The distinct values of a die with their exact probabilities, lowest first: equal faces
 * merge, so Formule Dé's 2nd-gear die `[2,3,3,4,4,4]` gives 2: 1/6, 3: 1/3, 4: 1/2.
 * @group Chance
 */
export const faceOutcomes = (die: Die): ReadonlyArray<FaceOutcome> => {
  const counts = new Map<number, number>()
  for (const face of die) counts.set(face, (counts.get(face) ?? 0) + 1)
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => ({ value, count, probability: count / die.length }))
}

/** A die's outcomes as chance outcomes of a node, each value mapped to its action. @group Chance */
export const rollOutcomes = <A>(die: Die, toAction: (value: number) => A): ReadonlyArray<ChanceOutcome<A>> =>
  faceOutcomes(die).map((f) => outcome(toAction(f.value), f.count, die.length))

/** The smallest and largest face of a die. @group Chance */
export const dieRange = (die: Die): readonly [number, number] => [Math.min(...die), Math.max(...die)]

/** The exact expected value of a die. @group Chance */
export const dieMean = (die: Die): number => die.reduce((sum, face) => sum + face, 0) / die.length
