import { left, right, isLeft } from 'fp-ts/lib/Either.js'
import { formatErrors, totalReduce, violation, type Game, type RuleViolation } from '../core/index.js'
import { FmrActionCodec, type FmrAction } from './actions.js'
import { FmrConfigCodec, decodeConfigInput, type FmrConfig } from './config.js'
import type { FmrEvent } from './events.js'
import { fmrObserve, type FmrObservation } from './observe.js'
import { initialState, reduceState, type FmrStep } from './reducer.js'
import { FmrStateCodec, type FmrState } from './state.js'
import { fmrLegalActions, fmrSampler, fmrStatus } from './status.js'
import { stateProblems } from './validate.js'

// States built by setup/reduce are sound by construction; any other object (a saved game,
// hand-edited JSON, garbage) is decoded and checked before the reducer trusts it. The
// states built last are remembered by identity in a small ring (a playout always reduces
// the state it just got), which costs far less than adding every state to a WeakSet on the
// hot path; states checked from outside are remembered in a WeakSet.
const RING = 64
const recent: Array<object | null> = new Array<object | null>(RING).fill(null)
let slot = 0

const trust = (state: FmrState): FmrState => {
  recent[slot] = state
  slot = (slot + 1) % RING
  return state
}

const checked = new WeakSet<object>()

const isTrusted = (input: object): boolean => {
  for (let k = 0, i = slot; k < RING; k++) {
    i = i === 0 ? RING - 1 : i - 1
    if (recent[i] === input) return true
  }
  return checked.has(input)
}

/** A state the reducer may trust, or why not. */
export const checkState = (input: unknown): FmrState | RuleViolation => {
  if (typeof input === 'object' && input !== null && isTrusted(input)) return input as FmrState
  const decoded = FmrStateCodec.decode(input)
  if (isLeft(decoded)) {
    return violation('BAD_STATE', `Not a Formula Motor Racing state:\n${formatErrors(decoded.left).slice(0, 5).join('\n')}`, 'codec')
  }
  const problems = stateProblems(decoded.right)
  if (problems.length > 0) return violation('BAD_STATE', `Inconsistent state: ${problems.join('; ')}.`, 'FMR Mise en place')
  checked.add(input as object)
  checked.add(decoded.right)
  return decoded.right
}

const reduce = totalReduce((state: FmrState, action: FmrAction): FmrStep => {
  const sound = checkState(state)
  if ('code' in sound) return left(sound)
  const result = reduceState(sound, action)
  if (!isLeft(result)) trust(result.right.state)
  return result
})

/** Formula Motor Racing (Reiner Knizia): seasons of card-driven races for 3 to 6 players. */
export const formulaMotorRacing: Game<FmrConfig, FmrState, FmrAction, FmrEvent, FmrObservation> = {
  id: 'formula-motor-racing',
  name: 'Formula Motor Racing',
  codecs: { config: FmrConfigCodec, state: FmrStateCodec, action: FmrActionCodec },
  setup: (config) => {
    const rules = decodeConfigInput(config)
    return isLeft(rules) ? rules : right(trust(initialState(rules.right)))
  },
  status: fmrStatus,
  legalActions: fmrLegalActions,
  reduce,
  observe: fmrObserve,
  sampler: fmrSampler,
}
