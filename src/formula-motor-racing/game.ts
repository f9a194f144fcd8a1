import { isLeft, right } from 'fp-ts/lib/Either.js'
import { deepFreeze, defineGame, type Game, type Node, type SeatId } from '../core/index.js'
import { exactFmrAction, FmrActionCodec, type FmrAction } from './actions.js'
import type { FmrCode } from './codes.js'
import { FmrConfigCodec, validateConfig, type FmrConfig } from './config.js'
import { observeFmrEvents, type FmrEvent } from './events.js'
import { fmrObserve, type FmrObservation } from './observe.js'
import { initialState, reduceState } from './reducer.js'
import { chanceType, isChanceType, ruleAt } from './phases.js'
import { FmrStateCodec, STATE_VERSION, type FmrState } from './state.js'
import { D12, fmrLegalActions, fmrSampler, fmrStatus } from './status.js'
import { inconsistencies } from './consistency.js'
import { deckIndex } from './deck.js'
import { FMR_INFO } from './info.js'
import { MIGRATIONS } from './migrate.js'

// The node of a state from its phase alone: the guard asks on every step, and listing a
// draw's outcomes to find out it is a chance node would cost more than the draw.
// The nodes are shared constants: the guard and the drivers ask on every step.
const node = (state: FmrState): Node => {
  if (state.phase === 'over') return OVER
  if (chanceType(state.phase) !== null) return CHANCE
  return DECISIONS[state.turn] ?? { kind: 'decision', seat: state.turn }
}
const OVER: Node = Object.freeze({ kind: 'over' })
const CHANCE: Node = Object.freeze({ kind: 'chance' })
const DECISIONS: ReadonlyArray<Node> = Array.from(
  { length: 6 },
  (_, seat): Node => Object.freeze({ kind: 'decision', seat }),
)

// Whether a chance action is one of the node's outcomes, without listing them.
const isOutcome = (state: FmrState, action: FmrAction): boolean => {
  if (chanceType(state.phase) !== action.type) return false
  switch (action.type) {
    case 'crew':
      return !state.crews.includes(action.colour)
    case 'remove':
    case 'deal':
    case 'draw':
      return (state.pile[deckIndex(state.rules.deck, action.card)] ?? 0) > 0
    case 'roll':
      return (
        state.pending !== null && Number.isSafeInteger(action.value) && action.value >= 1 && action.value <= D12.length
      )
    default:
      return false
  }
}

/** Formula Motor Racing (Reiner Knizia): seasons of card-driven races for 3 to 6 players. @group Game */
export const formulaMotorRacing: Game<FmrConfig, FmrState, FmrAction, FmrEvent, FmrObservation, FmrCode> = defineGame({
  info: FMR_INFO,
  codecs: { config: FmrConfigCodec, state: FmrStateCodec, action: FmrActionCodec },
  stateVersion: STATE_VERSION,
  migrations: MIGRATIONS,
  seats: (state) => state.rules.players,
  create: (config) => {
    const rules = validateConfig(config)
    // The season's rules never change: frozen once, they can be handed out as they are.
    return isLeft(rules) ? rules : right(initialState(deepFreeze(rules.right)))
  },
  inconsistencies,
  status: fmrStatus,
  node,
  legalActions: fmrLegalActions,
  sharedDecisions: true,
  observe: fmrObserve,
  observeEvents: observeFmrEvents,
  ruleAt,
  isChanceAction: (action) => isChanceType(action.type),
  // A named read, not an `in` test: the guard asks it of every decision's exact copy.
  seatOf: (action) => (action as { readonly seat?: SeatId }).seat,
  exactAction: exactFmrAction,
  isOutcome,
  apply: reduceState,
  sampler: fmrSampler,
})
