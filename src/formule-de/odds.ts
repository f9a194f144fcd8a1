import { faceOutcomes } from '../core/index.js'
import { GEAR_DICE, type Gear } from './dice.js'
import { gearCost, gearOptions } from './rules/gear-choice.js'
import { boardOf, moverOf } from './rules/moves.js'
import { legalMoves, type MoveOption } from './rules/movement.js'
import type { FaceMoves } from './driver/face-moves.js'
import type { State } from './state.js'

/** The move ends with no loss. @group Bots */
export interface CleanOutcome {
  /** Outcome kind. */
  readonly kind: 'clean'
}

/** The car brakes to stop short of its roll. @group Bots */
export interface BrakingOutcome {
  /** Outcome kind. */
  readonly kind: 'braking'
  /** Spaces braked. */
  readonly spaces: number
}

/** The car overshoots a corner. @group Bots */
export interface OvershootOutcome {
  /** Outcome kind. */
  readonly kind: 'overshoot'
  /** Spaces of overshoot. */
  readonly spaces: number
}

/** The car is blocked behind other cars. @group Bots */
export interface BlockedOutcome {
  /** Outcome kind. */
  readonly kind: 'blocked'
  /** Spaces lost to blocking. */
  readonly spaces: number
}

/** The car spins. @group Bots */
export interface SpinOutcome {
  /** Outcome kind. */
  readonly kind: 'spin'
}

/** The car is eliminated (or has no legal move). @group Bots */
export interface EliminatedOutcome {
  /** Outcome kind. */
  readonly kind: 'eliminated'
}

/** What a roll leads to when the driver then picks the least costly legal move. @group Bots */
export type OddsOutcome =
  | CleanOutcome
  | BrakingOutcome
  | OvershootOutcome
  | BlockedOutcome
  | SpinOutcome
  | EliminatedOutcome

/** One outcome with its exact probability. @group Bots */
export interface OddsLine {
  /** The outcome. */
  readonly outcome: OddsOutcome
  /** Its exact probability for this gear. */
  readonly probability: number
}

/** The odds of one gear. @group Bots */
export interface GearOdds {
  /** The gear. */
  readonly gear: Gear
  /** Outcomes, most likely first; probabilities sum to 1. */
  readonly lines: ReadonlyArray<OddsLine>
}

/** The cost a careful driver minimises: elimination first, then tyres, brakes, distance lost. @group Bots */
export const moveCost = (o: MoveOption): number =>
  (o.eliminated !== null ? 1_000_000 : 0) + (o.spin ? 500 : 0) + o.tyresLost * 30 + o.brakesLost * 20 - o.path.length

/** The legal move a careful driver picks: the least costly one (see {@link moveCost}). @group Bots */
export const safestMove = (moves: ReadonlyArray<MoveOption>): MoveOption | undefined =>
  moves.reduce<MoveOption | undefined>(
    (best, o) => (best === undefined || moveCost(o) < moveCost(best) ? o : best),
    undefined,
  )

const classify = (o: MoveOption | undefined): OddsOutcome => {
  if (o === undefined || o.eliminated !== null) return { kind: 'eliminated' }
  if (o.spin) return { kind: 'spin' }
  if (o.overshoot > 0) return { kind: 'overshoot', spaces: o.overshoot }
  if (o.blocked > 0) return { kind: 'blocked', spaces: o.blocked }
  if (o.brake > 0) return { kind: 'braking', spaces: o.brake }
  return { kind: 'clean' }
}

/**
 * For each gear the car may choose (or just `gear`), the exact probability of each
 * outcome of its roll, computed from the die faces: clean, braking k spaces, overshoot
 * by k spaces, blocked by k spaces, spin, eliminated. For each face the driver is assumed
 * to pick the least costly legal move; the overrev cost of the gear change is counted
 * before the move (a drop may leave fewer brake points to brake with).
 * @group Bots
 */
export const moveOdds = (state: State, car: number, gear?: Gear): ReadonlyArray<GearOdds> =>
  moveOddsWith(state, car, gear, legalMoves)

/** {@link moveOdds}, the moves of each face listed by `list` (a decision's memo). */
export const moveOddsWith = (
  state: State,
  car: number,
  gear: Gear | undefined,
  list: FaceMoves,
): ReadonlyArray<GearOdds> => {
  const c = state.cars[car]
  if (c === undefined || c.status !== 'racing' || c.space < 0) return []
  const gears = gearOptions(state, car).filter((g) => gear === undefined || g === gear)
  const board = boardOf(state, car)
  const base = moverOf(state, car)
  return gears.map((g) => {
    const { cost, breaks } = gearCost(state, car, g)
    // An overrev that breaks the last engine point: out before the die is rolled (FD-T 16-0-3-1).
    if (breaks) return { gear: g, lines: [{ outcome: { kind: 'eliminated' }, probability: 1 }] }
    const mover = { ...base, wear: { ...base.wear, brakes: Math.max(0, base.wear.brakes - cost.brakes) } }
    // Integer face counts, divided once: the probabilities are exact ratios.
    const faces = GEAR_DICE[g].length
    const tally = new Map<string, { outcome: OddsOutcome; count: number }>()
    for (const face of faceOutcomes(GEAR_DICE[g])) {
      const outcome = classify(safestMove(list(board, mover, face.value)))
      const key = JSON.stringify(outcome)
      tally.set(key, { outcome, count: (tally.get(key)?.count ?? 0) + face.count })
    }
    const lines = [...tally.values()].map(({ outcome, count }) => ({ outcome, probability: count / faces }))
    return { gear: g, lines: lines.sort((a, b) => b.probability - a.probability) }
  })
}
