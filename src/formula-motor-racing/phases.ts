/**
 * The steps of a turn as the protocol sees them: which chance action a phase waits for,
 * which decisions it admits, and the rulebook section that governs it.
 */
import type { FmrAction } from './actions.js'
import { cardInfo } from './cards.js'
import type { FmrState } from './state.js'

// Plain switches: a lookup table keyed by phase names is slower on the hot path.
/** The chance action a phase waits for, or null at a decision. */
export const chanceType = (phase: FmrState['phase']): FmrAction['type'] | null => {
  switch (phase) {
    case 'deal-crew':
      return 'crew'
    case 'remove-cards':
      return 'remove'
    case 'deal-cards':
      return 'deal'
    case 'draw-card':
      return 'draw'
    case 'roll':
      return 'roll'
    default:
      return null
  }
}

const PLAY: ReadonlyArray<FmrAction['type']> = ['play']
const CONTINUE: ReadonlyArray<FmrAction['type']> = ['roll-again', 'stop']
const KEEP: ReadonlyArray<FmrAction['type']> = ['keep', 'reroll']
const PARTNER: ReadonlyArray<FmrAction['type']> = ['partner']

export const decisionTypes = (phase: FmrState['phase']): ReadonlyArray<FmrAction['type']> => {
  switch (phase) {
    case 'play-card':
      return PLAY
    case 'continue-overload':
      return CONTINUE
    case 'keep-spin-roll':
      return KEEP
    case 'collision-partner':
      return PARTNER
    default:
      return []
  }
}

/** The rulebook section of the step a state is at: a roll's card section, or the phase's. */
export const ruleAt = (state: FmrState): string => {
  const info = state.phase === 'roll' && state.pending !== null ? cardInfo(state.pending.card) : undefined
  return info === undefined ? phaseRule(state.phase) : info.spec.section
}

/** The rulebook section that governs a phase, for rejections. */
export const phaseRule = (phase: FmrState['phase']): string => {
  switch (phase) {
    case 'deal-crew':
      return 'FMR Mise en place 2'
    case 'remove-cards':
      return 'FMR Petites Courses'
    case 'deal-cards':
      return 'FMR Mise en place 3'
    case 'roll':
      return 'FMR Effets des cartes'
    case 'continue-overload':
      return 'FMR Surcharge'
    case 'keep-spin-roll':
      return 'FMR Tête à Queue'
    case 'collision-partner':
      return 'FMR Collision'
    case 'over':
      return 'FMR Comment gagner'
    default:
      return 'FMR Comment jouer'
  }
}

/** Whether an action type is a chance outcome (the others are decisions). */
export const isChanceType = (type: FmrAction['type']): boolean =>
  type === 'crew' || type === 'remove' || type === 'deal' || type === 'draw' || type === 'roll'
