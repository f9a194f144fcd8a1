/**
 * The steps of a race as the rulebook names them: the paragraph of each step (the rule of
 * the protocol's refusals made there) and, at each d12, whose die it is and which table it
 * is read on (the chance node's `source`).
 */
import type { ChanceSource } from '../../core/index.js'
import type { BolideState, RollKind } from '../state.js'

/** The paragraph of each d12 table. */
const TABLE_RULES: Readonly<Record<RollKind, string>> = {
  start: 'BO 1',
  booster: 'BO 7',
  brake: 'BO 7',
  collision: 'BO 6',
  'safety-car': 'BO 6',
  box: 'BO 9',
  weather: 'BO 10',
  'weather-risk': 'BO 10',
  'slick-rain': 'BO 13',
}

/** The rulebook paragraph of the step a state is at. */
export const ruleAt = (s: BolideState): string => {
  const ph = s.phase
  switch (ph.kind) {
    case 'grid-draw':
    case 'over':
      return 'BO préparation'
    case 'roll':
      // The advanced start table depends on the tank (BO 14).
      return ph.roll === 'start' && s.rules === 'advanced' ? 'BO 14' : TABLE_RULES[ph.roll]
    case 'move':
      return 'BO 3'
    case 'reposition':
    case 'regroup':
      return 'BO 6'
    case 'pit-exit':
      return 'BO 9'
    case 'strategy':
      return 'BO 11'
  }
}

/** What each d12 is rolled for, in words (the `reason` of its chance source). */
const TABLE_NAMES: Readonly<Record<RollKind, string>> = {
  start: 'start incident (IMPREVU DEPART)',
  booster: 'Booster request (DEMANDE DE BOOSTER)',
  brake: 'Brake request (DEMANDE DE BLOCAGE)',
  collision: 'collision (ACCROCHAGES)',
  'safety-car': 'safety-car re-roll of a collision 7',
  box: 'box incident (IMPREVU BOX)',
  weather: 'weather draw',
  'weather-risk': 'rain risk of a variable sky',
  'slick-rain': 'slick tyres in the rain (SLICK SOUS LA PLUIE)',
}

/**
 * Whose die and which table: the grid draw is nobody's (`die: 'grid-draw'`); every other
 * node is the d12 (`die: 'd12'`) of the car concerned (none for the weather), with the
 * table in `reason`. Null when the state is not at a chance node.
 */
export const chanceSource = (s: BolideState): ChanceSource | null => {
  const ph = s.phase
  if (ph.kind === 'grid-draw')
    return { seat: null, die: 'grid-draw', reason: `start grid slot ${s.grid.length + 1} drawn by lot` }
  if (ph.kind !== 'roll') return null
  return { seat: ph.seat >= 0 ? ph.seat : null, die: 'd12', reason: TABLE_NAMES[ph.roll] }
}
