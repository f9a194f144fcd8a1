/**
 * Formula Motor Racing in the playground, from `pitwall/formula-motor-racing` alone. The
 * game has no board; a click on a card of the hand and one on a ringed car make a play.
 */
import { isLeft, left, right } from 'fp-ts/lib/Either.js'
import * as fmr from 'pitwall/formula-motor-racing'
import { closest, pack, type Kit } from './kit.js'
import { setupLines } from './paste.js'

const isPreset = (name: string): name is fmr.Preset =>
  (fmr.formulaMotorRacing.info.presets as ReadonlyArray<string>).includes(name)

const kit: Kit<fmr.Config, fmr.State, fmr.Action, fmr.Event, fmr.Observation> = {
  game: fmr.formulaMotorRacing,
  boards: [],
  boardFormat: null,
  config: (choice) => {
    // The form's choices are checked like any untrusted input: a wrong one is named, never dropped.
    const made = fmr.configFromOptions({
      players: choice.players,
      ...(isPreset(choice.preset) ? { rules: choice.preset } : {}),
    })
    if (isLeft(made)) return left(setupLines(made.left))
    const config = made.right
    const started = fmr.formulaMotorRacing.setup(config)
    return isLeft(started) ? left(setupLines(started.left)) : right(config)
  },
  seatNames: (config) => Array.from({ length: config.players }, (_, seat) => `seat ${seat}`),
  bots: fmr.bots,
  search: { determinize: fmr.determinize },
  formatAction: (action, state) => fmr.formatAction(action, state),
  parseAction: (text, state) => fmr.parseAction(text, state),
  describeEvents: (events, viewer) => fmr.describeEvents(events, viewer),
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
  missing: [],
}

export const formulaMotorRacingKit = pack(kit)
