/**
 * Formula Motor Racing in the playground, from `pitwall/formula-motor-racing` alone. The
 * game has no board; a click on a card of the hand and one on a ringed car make a play.
 */
import * as fmr from 'pitwall/formula-motor-racing'
import { closest, pack, type Kit } from './kit.js'
import { moduleKit, refusalWords } from './module-kit.js'

const kit: Kit<fmr.Config, fmr.State, fmr.Action, fmr.Event, fmr.Observation> = {
  ...moduleKit(fmr.gameModule),
  describeRefusal: refusalWords(fmr.gameModule, fmr),
  // A card of the hand (data-card) or a car on the grid (data-car): the plays of that card, on that car.
  pick: (target) => {
    const card = closest(target, 'data-card')
    if (card !== null) {
      const name = card.getAttribute('data-card')
      return (action) => action.type === 'play' && action.card === name
    }
    const car = closest(target, 'data-car')
    if (car !== null) {
      const id = car.getAttribute('data-car')
      return (action) => action.type === 'play' && action.car === id
    }
    return null
  },
  zoom: 'width',
  missing: [],
}

export const formulaMotorRacingKit = pack(kit)
