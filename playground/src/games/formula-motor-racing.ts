/**
 * Formula Motor Racing in the playground, from `pitwall/formula-motor-racing` alone. The
 * game has no board; a click on a card of the hand and one on a ringed car make a play.
 */
import { isLeft, left, right } from 'fp-ts/lib/Either.js'
import * as fmr from 'pitwall/formula-motor-racing'
import { closest, pack, type Kit } from './kit.js'
import { describeSeen, fieldsNotation, parseByNotation, setupLines } from './fallback.js'

const formatAction = (action: fmr.FmrAction): string => fieldsNotation(action)

const kit: Kit<fmr.FmrConfig, fmr.FmrState, fmr.FmrAction, fmr.FmrEvent, fmr.FmrObservation> = {
  game: fmr.formulaMotorRacing,
  boards: [],
  boardFormat: null,
  config: (choice) => {
    const config = fmr.defaultConfig(choice.players, {
      shortRaces: choice.preset === 'short-races',
      driversChampionship: choice.preset === 'drivers',
    })
    const started = fmr.formulaMotorRacing.setup(config)
    return isLeft(started) ? left(setupLines(started.left)) : right(config)
  },
  seatNames: (config) => Array.from({ length: config.players }, (_, seat) => `seat ${seat}`),
  bots: { random: fmr.randomBot, heuristic: fmr.heuristicBot },
  formatAction,
  parseAction: (text, state) => parseByNotation(fmr.formulaMotorRacing, formatAction, text, state),
  describeEvents: (events, viewer) => describeSeen(fmr.formulaMotorRacing, fmr.describeEvent, events, viewer),
  renderSvg: (state, options) => fmr.renderSvg(state, options),
  runningOrder: (state) => fmr.describeRunningOrder(state),
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
  missing: ['formatAction / parseAction (the playground writes the action fields)', 'describeEvents(events, viewer)'],
}

export const formulaMotorRacingKit = pack(kit)
