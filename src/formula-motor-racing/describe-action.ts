/**
 * What a Formula Motor Racing action will do, said before it is played: the card and the car
 * it is played on (with that car's place), the overload and spin choices, the collision's
 * partner, and the chance outcomes (a card dealt, drawn or removed, the d12 and its card).
 */
import type { LangOption } from '../core/index.js'
import type { FmrAction } from './actions.js'
import type { CarId } from './cars.js'
import { cardInfo, type Card } from './cards.js'
import type { FmrState } from './state.js'
import { actionWords, type CardFacts, type CarFacts } from './words/actions.js'

const cardFacts = (card: Card): CardFacts => {
  const info = cardInfo(card)
  return { kind: info?.kind ?? 'turbo', colour: info?.colour ?? null }
}

const carFacts = (state: FmrState, car: CarId): CarFacts => {
  const k = state.order.indexOf(car)
  return { car, place: k < 0 ? null : k + 1 }
}

/**
 * What an action will do, in words, before it is played: `Seat 0 plays Overtake +3 (red) on
 * red 1, 5th`, `the d12 for Pit Stop (blue): 7`. English unless `{ lang: 'fr' }` (`Le joueur 0
 * joue Dépassement +3 (rouge) sur rouge 1, 5e`).
 * @group Descriptions
 */
export const describeAction = (state: FmrState, action: FmrAction, options?: LangOption): string => {
  const w = actionWords(options?.lang)
  switch (action.type) {
    case 'crew':
      return w.crew({ colour: action.colour })
    case 'remove':
      return w.remove({ card: cardFacts(action.card) })
    case 'deal':
      return w.deal({ card: cardFacts(action.card) })
    case 'draw':
      return w.draw({ card: cardFacts(action.card) })
    case 'roll':
      return w.roll({ value: action.value, card: state.pending === null ? null : cardFacts(state.pending.card) })
    case 'play':
      return w.play({
        seat: action.seat,
        card: cardFacts(action.card),
        car: action.car === null ? null : carFacts(state, action.car),
      })
    case 'roll-again':
      return w.rollAgain({ seat: action.seat })
    case 'stop':
      return w.stop({ seat: action.seat })
    case 'keep':
      return w.keep({ seat: action.seat })
    case 'reroll':
      return w.reroll({ seat: action.seat })
    case 'partner':
      return w.partner({ seat: action.seat, side: action.side })
  }
}
