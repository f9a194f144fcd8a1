/**
 * The d12 tables of the appendix (BO appendix), as pure functions of the die value.
 * Every row of every table is here; the reducer applies the effects.
 */
import type { Launch } from '../state.js'

/** Result of the start incident (BO 1, BO 14) and box incident (BO 9) tables. @group Rules */
export type LaunchRow = Launch

/**
 * IMPREVU DEPART for a full tank and the basic rules: 1-3 wheelspin (slow), 4-10 normal,
 * 11-12 fast. With `halfTank` (advanced, ½ fuel): 1-2 slow, 3-9 normal, 10-12 fast.
 * @group Rules
 */
export const startIncident = (value: number, halfTank: boolean): LaunchRow =>
  halfTank
    ? value <= 2
      ? 'slow'
      : value <= 9
        ? 'normal'
        : 'fast'
    : value <= 3
      ? 'slow'
      : value <= 10
        ? 'normal'
        : 'fast'

/** IMPREVU BOX: 1-3 mechanics' mistake (slow), 4-9 standard, 10-12 fast pit stop. @group Rules */
export const boxIncident = (value: number): LaunchRow => (value <= 3 ? 'slow' : value <= 9 ? 'normal' : 'fast')

/** A row of the DEMANDE DE BOOSTER table. @group Rules */
export type BoosterRow =
  | {
      /** Permanent top-speed loss. */
      readonly kind: 'speed-loss'
      /** Units lost. */
      readonly loss: 1 | 2
    }
  | {
      /** 4th gear lost. */
      readonly kind: 'no-4th'
    }
  | {
      /** Temporary power loss: same speed as last turn. */
      readonly kind: 'same-speed'
    }
  | {
      /** No booster, no damage. */
      readonly kind: 'nothing'
    }
  | {
      /** The booster works. */
      readonly kind: 'boost'
    }

/**
 * DEMANDE DE BOOSTER: 1 top speed -2, 2 top speed -1, 3 no 4th gear, 4 same speed as last turn, 5-6 nothing, 7-12 booster.
 * @group Rules
 */
export const boosterRow = (value: number): BoosterRow =>
  value === 1
    ? { kind: 'speed-loss', loss: 2 }
    : value === 2
      ? { kind: 'speed-loss', loss: 1 }
      : value === 3
        ? { kind: 'no-4th' }
        : value === 4
          ? { kind: 'same-speed' }
          : value <= 6
            ? { kind: 'nothing' }
            : { kind: 'boost' }

/** Whether a booster row is a negative result (the Booster set-up allows a second roll). */
export const boosterNegative = (row: BoosterRow): boolean => row.kind !== 'boost'

/** A row of the DEMANDE DE BLOCAGE table. @group Rules */
export type BrakeRow =
  | {
      /** No block. */
      readonly kind: 'refused'
      /** Permanent top-speed loss. */
      readonly loss: 0 | 1 | 2
    }
  | {
      /** Block granted, but the car spins. */
      readonly kind: 'spin'
    }
  | {
      /** Block granted. */
      readonly kind: 'granted'
    }

/**
 * DEMANDE DE BLOCAGE: 1 no block and -2, 2-3 no block and -1, 4-5 no block, 6-7 block with a spin, 8-12 block.
 * @group Rules
 */
export const brakeRow = (value: number): BrakeRow =>
  value === 1
    ? { kind: 'refused', loss: 2 }
    : value <= 3
      ? { kind: 'refused', loss: 1 }
      : value <= 5
        ? { kind: 'refused', loss: 0 }
        : value <= 7
          ? { kind: 'spin' }
          : { kind: 'granted' }

/** Whether a brake row is negative (the Brake set-up joker allows one re-roll per race). */
export const brakeNegative = (row: BrakeRow): boolean => row.kind !== 'granted'

/** A row of the ACCROCHAGES table. @group Rules */
export interface CollisionRow {
  /** Who loses the point (and is repositioned). */
  readonly loser: 'attacker' | 'defender'
  /** Permanent top-speed loss of Attaque. */
  readonly attackerLoss: number
  /** Permanent top-speed loss of Défense. */
  readonly defenderLoss: number
  /** Attaque spins. */
  readonly attackerSpins: boolean
  /** Défense spins. */
  readonly defenderSpins: boolean
  /** Advanced rules, row 3: Attaque breaks a fin and loses its set-up. */
  readonly attackerLosesSetUp: boolean
  /** Row 7: re-roll for the safety car. */
  readonly safetyCarRoll: boolean
}

const row = (r: Partial<CollisionRow> & Pick<CollisionRow, 'loser'>): CollisionRow => ({
  attackerLoss: 0,
  defenderLoss: 0,
  attackerSpins: false,
  defenderSpins: false,
  attackerLosesSetUp: false,
  safetyCarRoll: false,
  ...r,
})

/**
 * ACCROCHAGES. 1 Attaque -2; 2 Attaque -1; 3 basic: Attaque spins, advanced: Attaque loses
 * its set-up; 4 Attaque spins; 5-6 nothing; 7 nothing and a safety-car re-roll; 8 both spin;
 * (Défense keeps the point on 1-8) 9-10 nothing; 11 Défense spins; 12 Défense -1
 * (Attaque takes the point on 9-12).
 * @group Rules
 */
export const collisionRow = (value: number, advanced: boolean): CollisionRow => {
  switch (value) {
    case 1:
      return row({ loser: 'attacker', attackerLoss: 2 })
    case 2:
      return row({ loser: 'attacker', attackerLoss: 1 })
    case 3:
      return advanced
        ? row({ loser: 'attacker', attackerLosesSetUp: true })
        : row({ loser: 'attacker', attackerSpins: true })
    case 4:
      return row({ loser: 'attacker', attackerSpins: true })
    case 5:
    case 6:
      return row({ loser: 'attacker' })
    case 7:
      return row({ loser: 'attacker', safetyCarRoll: true })
    case 8:
      return row({ loser: 'attacker', attackerSpins: true, defenderSpins: true })
    case 9:
    case 10:
      return row({ loser: 'defender' })
    case 11:
      return row({ loser: 'defender', defenderSpins: true })
    default:
      return row({ loser: 'defender', defenderLoss: 1 })
  }
}

/** The safety-car re-roll after a 7: an even number sends the safety car out. */
export const safetyCarOut = (value: number): boolean => value % 2 === 0

/**
 * A row of the SLICK SOUS LA PLUIE table (advanced). Offsets are relative to the arrows: forward, left.
 * @group Rules
 */
export type SlickRainRow =
  | {
      /** Spin at the declared point. */
      readonly kind: 'spin'
    }
  | {
      /** OK: the declared point. */
      readonly kind: 'ok'
    }
  | {
      /** The car ends off the declared point. */
      readonly kind: 'shift'
      /** Squares added forward (along the arrow). */
      readonly forward: number
      /** Squares added to the left of the arrow (negative: right). */
      readonly left: number
      /** Aquaplaning or skid. */
      readonly name: 'aquaplaning' | 'embardée'
    }

/**
 * SLICK SOUS LA PLUIE: 1 spin at the declared point; 2 aquaplaning +2 left; 3 +2 right;
 * 4 +1 forward +1 left; 5 +1 forward +1 right; 6 skid +1 left; 7 skid +1 right; 8-12 ok.
 * @group Rules
 */
export const slickRainRow = (value: number): SlickRainRow => {
  switch (value) {
    case 1:
      return { kind: 'spin' }
    case 2:
      return { kind: 'shift', forward: 0, left: 2, name: 'aquaplaning' }
    case 3:
      return { kind: 'shift', forward: 0, left: -2, name: 'aquaplaning' }
    case 4:
      return { kind: 'shift', forward: 1, left: 1, name: 'aquaplaning' }
    case 5:
      return { kind: 'shift', forward: 1, left: -1, name: 'aquaplaning' }
    case 6:
      return { kind: 'shift', forward: 0, left: 1, name: 'embardée' }
    case 7:
      return { kind: 'shift', forward: 0, left: -1, name: 'embardée' }
    default:
      return { kind: 'ok' }
  }
}

/** Weather draw (BO 10): above 7, sun for the whole race; otherwise variable (compare with the rain risk). */
export const weatherIsSettled = (value: number): boolean => value > 7

/** Weather comparison (BO 10): rain when the die is at most the circuit's rain risk. */
export const rainFalls = (value: number, rainRisk: number): boolean => value <= rainRisk

/** One strategy of BO 11. @group Rules */
export interface StrategyRow {
  /** Top speed in lap 1. */
  readonly lap1: number
  /** Top speed in lap 2. */
  readonly lap2: number
  /** Blocks of a set of tyres. */
  readonly blocks: number
  /** Half a tank: must stop at the boxes after lap 1. */
  readonly halfTank: boolean
}

/** Top speeds and blocks of the strategies (BO 11), lap 1 / lap 2, before weather adjustments. @group Rules */
export const STRATEGY_TABLE: Readonly<Record<'8+2' | '7+3' | '6/7+2' | '5/7+3', StrategyRow>> = {
  '8+2': { lap1: 8, lap2: 8, blocks: 2, halfTank: true },
  '7+3': { lap1: 7, lap2: 7, blocks: 3, halfTank: true },
  '6/7+2': { lap1: 6, lap2: 7, blocks: 2, halfTank: false },
  '5/7+3': { lap1: 5, lap2: 7, blocks: 3, halfTank: false },
}
