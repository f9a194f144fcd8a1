/**
 * Cord cards (RM ART.9.3, RM ART.21): good, dirty (the corner's tight and drift notes drop
 * one gear for the cars that follow, again for each new dirty card), or a puncture (a gas
 * die lost; a third unrepaired puncture retires the car). On dirt a good card sweeps the
 * cord clean for everyone after. The deck is reshuffled when exhausted (an assumption of the guide).
 */
import { weighted, type ChanceOutcome } from '../../core/index.js'
import type { CordChance } from '../actions.js'
import { carOf, emit, patchCar, patchTurn, stateWith, type Ctx } from '../flow.js'
import type { RallymanState } from '../state.js'
import { retire } from './control.js'
import { stageOf, surfaceOf } from './dashboard.js'

/** The cord deck to draw from: what is left, or a full deck once it is exhausted. */
export const cordDeckNow = (state: RallymanState): RallymanState['cordDeck'] => {
  const d = state.cordDeck
  return d.good + d.dirty + d.puncture > 0 ? d : state.config.cards.cord
}

/** The chance node of a cord draw, weighted by the cards left. */
export const cordOutcomes = (state: RallymanState): ReadonlyArray<ChanceOutcome<CordChance>> => {
  const d = cordDeckNow(state)
  return weighted<CordChance>([
    [{ type: 'cord', card: 'good' }, d.good],
    [{ type: 'cord', card: 'dirty' }, d.dirty],
    [{ type: 'cord', card: 'puncture' }, d.puncture],
  ])
}

/** Applies a cord card to the driving car. Returns `false` when the car retired. */
export const applyCord = (ctx: Ctx, seat: number, card: CordChance['card']): boolean => {
  const deck = cordDeckNow(ctx.state)
  ctx.state = stateWith(ctx.state, { cordDeck: { ...deck, [card]: deck[card] - 1 }, pending: null })
  const stage = stageOf(ctx.state)
  const car = carOf(ctx.state, seat)
  const cell = stage.cells[car.cell]
  const index = cell === undefined ? -1 : stage.corners.findIndex((c) => c.step === cell.step)
  emit(ctx, { type: 'cord', seat, card, corner: index })
  if (
    card === 'good' &&
    cell !== undefined &&
    index >= 0 &&
    ctx.state.config.rules.dirt &&
    surfaceOf(ctx.state, cell) === 'dirt'
  ) {
    const clean = [...ctx.state.clean]
    clean[index] = true
    ctx.state = stateWith(ctx.state, { clean })
  }
  if (card === 'dirty' && index >= 0) patchTurn(ctx, { soiled: [...(ctx.state.turn?.soiled ?? []), index] })
  if (card === 'puncture' && !ctx.state.config.rules.shakedown) {
    const punctures = car.punctures + 1
    patchCar(ctx, seat, { punctures })
    if (punctures >= 3) {
      retire(ctx, seat, 'punctures')
      return false
    }
  }
  return true
}
