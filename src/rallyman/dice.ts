/**
 * The dice of Rallyman (RM ART.4, RM ART.20): five black gear dice numbered 1 to 5, two
 * white gas dice, and the orange gas dice of the dirt leader. Only one thing about a face
 * matters to the rules: whether it shows the warning symbol. How many faces do is
 * config data (assumed by default: 1,1,2,2,2 for gears 1-5, 1 per white gas die, 2 orange).
 */
import * as t from 'io-ts'
import { deepFreeze, intRange, weighted, union, type ChanceOutcome } from '../core/index.js'

/** A die as the rules see it: its number of faces and how many show the warning symbol. @group Rules */
export interface DiceFaces {
  /** Faces per die (6). */
  readonly faces: number
  /** Warning faces of gear dice 1 to 5, in order. */
  readonly gear: ReadonlyArray<number>
  /** Warning faces of a white gas die. */
  readonly gas: number
  /** Warning faces of an orange gas die (dirt leader, RM ART.20). */
  readonly orangeGas: number
}

/** Codec of {@link DiceFaces}. @group Codecs */
export const DiceFacesCodec: t.Type<DiceFaces, DiceFaces, unknown> = t.readonly(
  t.type({
    faces: intRange(2, 20),
    gear: t.readonlyArray(intRange(0, 20)),
    gas: intRange(0, 20),
    orangeGas: intRange(0, 20),
  }),
  'DiceFaces',
)

/** The assumed default faces (the guide's "Components and rulings"). @group Rules */
export const DEFAULT_DICE: DiceFaces = deepFreeze({ faces: 6, gear: [1, 1, 2, 2, 2], gas: 1, orangeGas: 2 })

/** A die that can be played: a gear die by its gear, or a gas die. @group Rules */
export type DieId = number | 'gas'
/** Codec of {@link DieId}. */
export const DieIdCodec: t.Type<DieId, DieId, unknown> = union([intRange(1, 5), t.literal('gas')], 'DieId')

/** Warning faces of a die; `orange` when a gas die is the dirt leader's (RM ART.20). @group Rules */
export const warningFaces = (dice: DiceFaces, die: DieId, orange: boolean): number =>
  die === 'gas' ? (orange ? dice.orangeGas : dice.gas) : (dice.gear[die - 1] ?? 0)

/** Exact probability that a die shows the warning symbol. @group Rules */
export const warningProbability = (dice: DiceFaces, die: DieId, orange: boolean): number =>
  warningFaces(dice, die, orange) / dice.faces

/** The chance action of one die roll: did it show the warning symbol. @group Rules */
export interface FaceAction {
  /** Action kind. */
  readonly type: 'face'
  /** `true` when the warning symbol came up. */
  readonly warning: boolean
}

/** The chance node of one die: warning or not, weighted by faces. @group Rules */
export const faceOutcomes = (
  dice: DiceFaces,
  die: DieId,
  orange: boolean,
): ReadonlyArray<ChanceOutcome<FaceAction>> => {
  const w = Math.min(dice.faces, warningFaces(dice, die, orange))
  return weighted([
    [{ type: 'face', warning: false }, dice.faces - w],
    [{ type: 'face', warning: true }, w],
  ])
}

/**
 * The joint chance node of a big attack (RM ART.5): the warning pattern of the gear dice
 * thrown together and how many white and how many orange gas dice show the symbol (gas
 * dice of one colour are alike, so their patterns merge), each weighted by its exact count
 * of face combinations.
 * @group Rules
 */
export const attackOutcomes = <A>(
  dice: DiceFaces,
  gears: ReadonlyArray<number>,
  gas: number,
  orange: number,
  toAction: (gearWarnings: ReadonlyArray<boolean>, gasWarnings: number, orangeWarnings: number) => A,
): ReadonlyArray<ChanceOutcome<A>> => {
  let patterns: Array<readonly [ReadonlyArray<boolean>, number]> = [[[], 1]]
  for (const g of gears) {
    const w = Math.min(dice.faces, warningFaces(dice, g, false))
    patterns = patterns.flatMap(([p, weight]) => [
      [[...p, false], weight * (dice.faces - w)] as const,
      [[...p, true], weight * w] as const,
    ])
  }
  const f = dice.faces
  const w = Math.min(f, warningFaces(dice, 'gas', false))
  const o = Math.min(f, warningFaces(dice, 'gas', true))
  // At most two gas dice: C(n, k) is 1 or n.
  const choose = (n: number, k: number): number => (k === 0 || k === n ? 1 : n)
  const law = (n: number, k: number, warn: number): number => choose(n, k) * warn ** k * (f - warn) ** (n - k)
  const pairs: Array<readonly [A, number]> = []
  for (const [p, weight] of patterns)
    for (let k = 0; k <= gas; k++)
      for (let j = 0; j <= orange; j++) pairs.push([toAction(p, k, j), weight * law(gas, k, w) * law(orange, j, o)])
  return weighted(pairs)
}
