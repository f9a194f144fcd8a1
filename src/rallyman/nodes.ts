/**
 * What a state waits for, read from its pending step alone: the node (the guard asks it on
 * every step), whose die or draw a chance node is, whether a chance action is one of its
 * outcomes (without listing a big attack's joint faces), and the article of the step.
 */
import type { ChanceSource, Node } from '../core/index.js'
import type { RallymanAction } from './actions.js'
import { warningFaces } from './dice.js'
import type { RallymanState } from './state.js'
import { cordDeckNow } from './rules/cord.js'

/** Weather die of a tile: die 1 for the first tile, die 2 for the second... (RM ART.15.2). @group Rules */
export const weatherDie = (tile: number): number => (tile % 5) + 1

/** The node of a sound state. */
export const nodeOf = (state: RallymanState): Node => {
  if (state.over) return { kind: 'over' }
  const p = state.pending
  switch (p?.kind) {
    case undefined:
    case 'sisu':
      return { kind: 'decision', seat: state.turn?.seat ?? 0 }
    case 'tyres':
      return { kind: 'decision', seat: p.seat }
    case 'spare':
      return { kind: 'decision', seat: p.seats[0] ?? 0 }
    case 'penalty':
      return { kind: 'simultaneous', seats: p.tokens.flatMap((t, seat) => (t === null ? [seat] : [])) }
    default:
      return { kind: 'chance' }
  }
}

const dieName = (die: number | 'gas', orange: boolean): string =>
  die === 'gas' ? (orange ? 'orange-gas' : 'gas') : `gear-${die}`

/** Whose die or draw the chance node of a sound state is (`undefined` at other nodes). */
export const chanceSource = (state: RallymanState): ChanceSource | undefined => {
  const p = state.pending
  const seat = state.turn?.seat ?? null
  switch (p?.kind) {
    case 'face':
      return {
        seat,
        die: dieName(p.die, p.orange),
        reason: p.to === -2 ? 'a die across the finish line' : `a die towards cell ${p.to}`,
      }
    case 'attack': {
      const dice = [
        ...p.gears.map((g) => `gear ${g}`),
        ...Array<string>(p.gas).fill('gas'),
        ...Array<string>(p.orange).fill('orange gas'),
      ]
      return { seat, die: 'attack', reason: `big attack: ${dice.join(', ')} thrown together` }
    }
    case 'back':
      return { seat, die: 'loss-card', reason: `loss of control (${p.cause}): the back of the turned speed card` }
    case 'cord':
      return { seat, die: 'cord-deck', reason: p.afterLoss ? 'off the road into the cord' : 'through the cord' }
    case 'weather':
      return { seat: null, die: `gear-${weatherDie(p.tile)}`, reason: `weather of tile ${p.tile + 1}` }
    default:
      return undefined
  }
}

const possible = (faces: number, warnings: number, warning: boolean): boolean =>
  warning ? warnings > 0 : warnings < faces

/** Whether a chance action is one of the outcomes of the sound state's chance node (weight above zero). */
export const isOutcome = (state: RallymanState, action: RallymanAction): boolean => {
  const p = state.pending
  const dice = state.config.dice
  const f = dice.faces
  switch (action.type) {
    case 'face':
      return p?.kind === 'face' && possible(f, warningFaces(dice, p.die, p.orange), action.warning)
    case 'attack-faces':
      return (
        p?.kind === 'attack' &&
        action.gears.length === p.gears.length &&
        action.gears.every((w, i) => possible(f, warningFaces(dice, p.gears[i] ?? 1, false), w)) &&
        action.gas <= p.gas &&
        action.orange <= p.orange &&
        (action.gas === 0 || dice.gas > 0) &&
        (action.gas === p.gas || dice.gas < f) &&
        (action.orange === 0 || dice.orangeGas > 0) &&
        (action.orange === p.orange || dice.orangeGas < f)
      )
    case 'back':
      return p?.kind === 'back' && state.config.cards.backs[action.back] > 0
    case 'cord':
      return p?.kind === 'cord' && cordDeckNow(state)[action.card] > 0
    case 'weather': {
      if (p?.kind !== 'weather') return false
      return possible(f, Math.min(f, warningFaces(dice, weatherDie(p.tile), false)), action.snow)
    }
    default:
      return false
  }
}

/** The article of the step a sound state is at: the rule of the protocol refusals made there. */
export const ruleAt = (state: RallymanState): string => {
  if (state.over) return 'RM ART.13'
  switch (state.pending?.kind) {
    case undefined:
    case 'face':
      return 'RM ART.4'
    case 'attack':
      return 'RM ART.5'
    case 'sisu':
      return 'RM ART.7.5'
    case 'back':
      return 'RM ART.7.2'
    case 'cord':
      return 'RM ART.9.3'
    case 'weather':
      return 'RM ART.15.2'
    case 'tyres':
      return 'RM ART.15.3'
    case 'penalty':
      return 'RM ART.22'
    case 'spare':
      return 'RM ART.10'
  }
}
