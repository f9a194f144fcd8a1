/**
 * The learning encoding of a season's config (core's `Encoding`): a play's id is its card's
 * deck entry times its target, and the tensor lays out what a seat sees, block by block (the
 * guide's "Learning" section lists the blocks). A seat's hand, the running order and the
 * discard pile are kept in order: two different observations give different tensors.
 */
import { isLeft, right, type Either } from 'fp-ts/lib/Either.js'
import {
  ActionSpace,
  defineEncoding,
  TensorLayout,
  type Encoding,
  type SeatId,
  type SetupError,
} from '../core/index.js'
import type { FmrAction } from './actions.js'
import { CARS, COLOURS, carSlot, carsOf, colourIndex, type CarId } from './cars.js'
import { HAND_SIZE, SHORT_RACE_REMOVED, type FmrConfig, type FmrRules } from './config.js'
import { formulaMotorRacing } from './game.js'
import { fmrView, type FmrObservation } from './observe.js'
import { MAX_OVERLOAD_ROLLS } from './rules/overload.js'
import type { FmrPhase, FmrState } from './state.js'

// The version of the encoding: raised whenever an id or a tensor entry changes meaning.
const ENCODING_VERSION = 1

const PHASES: ReadonlyArray<FmrPhase> = [
  'deal-crew',
  'remove-cards',
  'deal-cards',
  'play-card',
  'roll',
  'continue-overload',
  'keep-spin-roll',
  'collision-partner',
  'draw-card',
  'over',
]
const phaseIndex = new Map<string, number>(PHASES.map((p, i) => [p, i]))
// A play's targets: the twelve cars by their index in CARS, then no car.
const TARGETS = CARS.length + 1
const NONE = CARS.length

// The scale of the points blocks: a team scores at most 16 points a race.
const pointsScale = (rules: FmrRules): number => 16 * rules.races

/** The encoding of a season's rules: every id and offset computed once. */
const encodingOf = (rules: FmrRules): Encoding<FmrState, FmrAction, FmrObservation> => {
  const deck = rules.deck
  const entries = deck.length
  const entryOf = new Map<string, number>(deck.map((e, i) => [e.card, i]))
  const deckCards = deck.reduce((n, e) => n + e.count, 0)
  const players = rules.players

  const ids = new ActionSpace()
  const PLAY = ids.range(
    'play',
    entries * TARGETS,
    `a card of the deck on a target: deck entry × 13 + the car's index in CARS (12: no car)`,
  )
  const ROLL_AGAIN = ids.range('roll-again', 1, 'Overload on an own car: roll again')
  const STOP = ids.range('stop', 1, 'Overload on an own car: stop rolling')
  const KEEP = ids.range('keep', 1, 'a spin: keep the place rolled')
  const REROLL = ids.range('reroll', 1, 'a spin: roll once more')
  const PARTNER = ids.range('partner', 2, 'Collision: the car in front (0) or behind (1) goes out too')

  const t = new TensorLayout()
  const VIEWER = t.field('viewer', [players + 1], 'one-hot: the seat looking, or a spectator (last)')
  const RACE = t.field('race', [1], 'the current race over the races of the season')
  const PHASE = t.field('phase', [PHASES.length], `one-hot: ${PHASES.join(', ')}`)
  const TURN = t.field('turn', [players], 'one-hot: the seat to play or being dealt to')
  const CREWS = t.field('crews', [COLOURS.length, COLOURS.length], 'the crew cards dealt, in order: one-hot colour')
  const ORDER = t.field('order', [CARS.length, CARS.length], 'the running order: row = place, one-hot car')
  const OUT = t.field('out', [CARS.length, CARS.length], 'the out-of-race queue, front first: one-hot car')
  const HAND = t.field('hand', [HAND_SIZE, entries], "the viewer's hand in order: one-hot deck entry")
  const HAND_SIZES = t.field('hand-sizes', [players], "each seat's cards in hand, over 5")
  const DISCARD_COUNTS = t.field('discard-counts', [entries], 'copies of each deck entry in the discard pile')
  const DISCARDS = t.field('discards', [deckCards], 'the discard pile in order: (deck entry + 1) / entries')
  const PILE = t.field('pile', [1], 'cards left in the draw pile over the deck')
  const REMOVED = t.field('removed', [1], 'cards removed face down this race, over 6')
  const PENDING = t.field('pending', [1], '1 while a card is being resolved')
  const PENDING_CARD = t.field('pending-card', [entries], 'one-hot: its deck entry')
  const PENDING_CAR = t.field('pending-car', [TARGETS], 'one-hot: its car (12: the die picks)')
  const PENDING_ROLL = t.field('pending-roll', [13], 'one-hot: the roll still to act on, 1 to 12 (0: none)')
  const PENDING_REROLLED = t.field('pending-rerolled', [1], "1 when a spin's re-roll is used")
  const PENDING_ROLLS = t.field('pending-rolls', [1], 'rolls made for the card, over 1,000')
  const TEAM_POINTS = t.field('team-points', [COLOURS.length], 'season points per team, over 16 × races')
  const CAR_POINTS = t.field('car-points', [CARS.length], 'season points per car, over 16 × races')
  const RESULTS = t.field(
    'results',
    [rules.races - 1, CARS.length],
    'each finished race, winner first: (car index + 1) / 12',
  )
  const scale = pointsScale(rules)

  // One-hot of car ids into rows of twelve.
  const cars = (out: Float32Array, at: number, list: ReadonlyArray<CarId>): void => {
    for (let p = 0; p < list.length && p < CARS.length; p++) out[at + p * CARS.length + carSlot(list[p] as CarId)] = 1
  }

  const write = (o: FmrObservation, out: Float32Array): void => {
    out[VIEWER + (o.viewer === 'spectator' ? players : o.viewer)] = 1
    out[RACE] = o.race / rules.races
    out[PHASE + (phaseIndex.get(o.phase) ?? 0)] = 1
    out[TURN + o.turn] = 1
    for (let i = 0; i < o.crews.length; i++) out[CREWS + i * COLOURS.length + colourIndex(o.crews[i] as string)] = 1
    cars(out, ORDER, o.order)
    cars(out, OUT, o.out)
    const hand = o.hand ?? []
    for (let i = 0; i < hand.length && i < HAND_SIZE; i++)
      out[HAND + i * entries + (entryOf.get(hand[i] as string) ?? 0)] = 1
    for (let s = 0; s < players; s++) out[HAND_SIZES + s] = (o.handSizes[s] ?? 0) / HAND_SIZE
    const discards = o.discards
    for (let i = 0; i < discards.length && i < deckCards; i++) {
      const e = entryOf.get(discards[i] as string) ?? 0
      out[DISCARD_COUNTS + e] = (out[DISCARD_COUNTS + e] as number) + 1
      out[DISCARDS + i] = (e + 1) / entries
    }
    out[PILE] = o.deckSize / deckCards
    out[REMOVED] = o.removedCount / SHORT_RACE_REMOVED
    const p = o.pending
    if (p !== null) {
      out[PENDING] = 1
      out[PENDING_CARD + (entryOf.get(p.card) ?? 0)] = 1
      out[PENDING_CAR + (p.car === null ? NONE : carSlot(p.car))] = 1
      out[PENDING_ROLL + (p.roll ?? 0)] = 1
      out[PENDING_REROLLED] = p.rerolled ? 1 : 0
      out[PENDING_ROLLS] = p.rolls / MAX_OVERLOAD_ROLLS
    }
    for (let i = 0; i < COLOURS.length; i++) out[TEAM_POINTS + i] = (o.teamPoints[i] ?? 0) / scale
    for (let i = 0; i < CARS.length; i++) out[CAR_POINTS + i] = (o.carPoints[i] ?? 0) / scale
    const results = o.results
    for (let r = 0; r < results.length && r < rules.races - 1; r++) {
      const classification = (results[r] as FmrObservation['results'][number]).classification
      for (let k = 0; k < classification.length && k < CARS.length; k++)
        out[RESULTS + r * CARS.length + k] = (carSlot(classification[k] as CarId) + 1) / CARS.length
    }
  }

  const idOf = (_seen: FmrState | FmrObservation, action: FmrAction): number => {
    switch (action.type) {
      case 'play': {
        const entry = entryOf.get(action.card)
        return entry === undefined ? -1 : PLAY + entry * TARGETS + (action.car === null ? NONE : carSlot(action.car))
      }
      case 'roll-again':
        return ROLL_AGAIN
      case 'stop':
        return STOP
      case 'keep':
        return KEEP
      case 'reroll':
        return REROLL
      case 'partner':
        return PARTNER + (action.side === 'front' ? 0 : 1)
      default:
        return -1
    }
  }

  // The shaped reward's potential: how far up the running order the seat's cars are.
  const potential = (state: FmrState, seat: SeatId): number => {
    const colours = state.rules.teams[seat] ?? []
    const order = state.order
    let sum = 0
    let count = 0
    for (const colour of colours)
      for (const car of carsOf(colour)) {
        count++
        const at = order.indexOf(car)
        if (at >= 0) sum += (CARS.length - at) / CARS.length
      }
    return count === 0 ? 0 : sum / count
  }

  return defineEncoding(formulaMotorRacing, {
    encodingVersion: ENCODING_VERSION,
    actions: ids.ranges,
    observation: t.fields,
    idOf,
    write,
    potential,
    view: fmrView,
  })
}

/**
 * The learning encoding of a season's config (core's `Encoding`, after OpenSpiel): 13 ids per
 * deck entry (the card on each of the twelve cars, or on none) and one per other decision;
 * the tensor of a seat's observation. The guide's "Learning" section lists the ids and the
 * blocks. A config that does not set up gives its setup error.
 * @group Learning
 */
export const encoding = (config: FmrConfig): Either<SetupError, Encoding<FmrState, FmrAction, FmrObservation>> => {
  const start = formulaMotorRacing.setup(config)
  return isLeft(start) ? start : right(encodingOf(start.right.rules))
}
