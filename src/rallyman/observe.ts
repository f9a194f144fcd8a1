/**
 * Observations: the rally is open information (piles, dice, cards on the table) except
 * the secret time-control penalties (RM ART.22), hidden until every driver has chosen.
 */
import { deepFreeze } from '../core/index.js'
import type { PenaltyPending, Pending, RallymanState } from './state.js'

/** A penalty node as a seat sees it: who has chosen, and its own choice. @group Game */
export interface HiddenPenalty {
  /** Node kind. */
  readonly kind: 'penalty'
  /** Which seats have chosen. */
  readonly chosen: ReadonlyArray<boolean>
  /** The viewer's own tokens, or `null`. */
  readonly mine: number | null
}

/** What a seat (or a spectator) sees. @group Game */
export interface RallymanObservation extends Omit<RallymanState, 'pending'> {
  /** The pending node, with secret penalties hidden. */
  readonly pending: Exclude<Pending, PenaltyPending> | HiddenPenalty | null
}

/**
 * The state as `viewer` may see it. The state is frozen as it is handed out (a viewer cannot
 * edit it in place; the engine never does), and only a secret penalty node is rebuilt.
 */
export const observeRallyman = (state: RallymanState, viewer: number | 'spectator'): RallymanObservation =>
  viewRallyman(deepFreeze(state), viewer)

/**
 * The same observation without freezing the state first: for the learning environment,
 * which writes its tensor and never hands the observation out.
 */
export const viewRallyman = (state: RallymanState, viewer: number | 'spectator'): RallymanObservation => {
  const p = state.pending
  if (p?.kind !== 'penalty') return state as RallymanObservation
  const mine = viewer === 'spectator' ? null : (p.tokens[viewer] ?? null)
  return { ...state, pending: { kind: 'penalty', chosen: p.tokens.map((t) => t !== null), mine } }
}
