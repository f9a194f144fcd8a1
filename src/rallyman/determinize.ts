/**
 * Determinisation for searches that play from one seat's observation. A rally is open
 * information except the secret time-control penalties (RM ART.22): while they are chosen,
 * a seat sees who has chosen and its own tokens, not the others'.
 */
import { nextInt, type Rng } from '../core/index.js'
import type { Determinizer } from '../search/determinize.js'
import type { RallymanObservation } from './observe.js'
import type { RallymanState } from './state.js'

/**
 * A rally consistent with a seat's observation: the observation itself, except at a time
 * control, where each other driver who has chosen gets a number of tokens drawn uniformly
 * among those allowed (no die decides another driver's choice; every allowed number is taken
 * as equally likely). A retired car's tokens are 0, as the rules set them; drivers still to
 * choose stay to choose.
 * @group Bots
 */
export const determinize: Determinizer<RallymanState, RallymanObservation> = (o, seat, rng) => {
  const p = o.pending
  if (p === null || p.kind !== 'penalty') return [{ ...o, pending: p }, rng]
  const max = o.config.cards.maxPenaltyTokens
  let g: Rng = rng
  const tokens = p.chosen.map((chosen, s): number | null => {
    if (!chosen) return null
    if (s === seat) return p.mine
    if (o.cars[s]?.status === 'retired') return 0
    const [n, next] = nextInt(g, 0, max)
    g = next
    return n
  })
  return [{ ...o, pending: { kind: 'penalty', tokens } }, g]
}
