/**
 * The learning encoding of a rally's config (core's `Encoding`): a die's id is the die and the
 * place of its target among the cells ahead of the car (the cell's `next` list, or the
 * special's start cells), so an id means the same move on every cell; a big attack's id is
 * its dice. The tensor lays out what a seat sees, field by field (core's tensor spec): the
 * guide's "Learning" section lists the blocks.
 */
import { isLeft, right, type Either } from 'fp-ts/lib/Either.js'
import { ActionSpace, defineEncoding, type Encoding, type SeatId, type SetupError } from '../core/index.js'
import { compileSpec, spec } from '../core/tensor-spec.js'
import type { RallymanAction } from './actions.js'
import type { RallymanConfig } from './config.js'
import type { DieId } from './dice.js'
import { rallyman } from './game.js'
import { viewRallyman, type RallymanObservation } from './observe.js'
import { stagesOf } from './stage/board.js'
import type { Stage } from './stage/stage.js'
import type { RallymanState } from './state.js'

// The version of the encoding: raised whenever an id or a tensor entry changes meaning.
const ENCODING_VERSION = 1

// Dice as ids: gear dice 1 to 5 at 0 to 4, the gas die at 5.
const DICE = 6
const dieIndex = (die: DieId): number => (die === 'gas' ? 5 : die - 1)
const TYRES = ['asphalt', 'snow', 'dirt', 'soft'] as const
// A move's cells per turn at most: five gear dice and two gas dice.
const MOST_DICE = 7

// The most cells one die may reach from a cell (its `next`, or the start cells) in the rally.
const widestChoice = (stages: ReadonlyArray<Stage>): number =>
  Math.max(1, ...stages.flatMap((s) => [s.start.length, ...s.cells.map((c) => c.next.length)]))

const encodingOf = (first: RallymanState): Encoding<RallymanState, RallymanAction, RallymanObservation> => {
  const stages = stagesOf(first)
  const seats = first.cars.length
  const specials = stages.length
  const cells = Math.max(1, ...stages.map((s) => s.cells.length))
  const tiles = Math.max(1, ...stages.map((s) => s.zones.length))
  const corners = Math.max(1, ...stages.map((s) => s.corners.length))
  const splitCells = stages.reduce((n, s) => n + s.cells.filter((c) => c.split).length, 0)
  const cards = first.config.cards
  const tokens = cards.maxPenaltyTokens
  const wide = widestChoice(stages)
  const lengths = stages.map((s) => Math.max(1, ...s.cells.map((c) => c.progress)))
  // Times and seconds: a special of speed cards takes some hundreds of seconds.
  const time = spec.scalar(1000, 'seconds / 1000')

  const ids = new ActionSpace()
  const ROLL = ids.range(
    'roll',
    DICE * wide,
    `a die (gear 1-5, gas) × the target's place among the cells ahead (${wide})`,
  )
  const PLACE = ids.range('place', DICE * wide, 'a die placed with seconds, the same layout')
  const USE = ids.range('use', DICE * 2 * 2 * wide, "a big attack's die: die × warning × orange × target place")
  const ATTACK = ids.range('attack', 288, 'a big attack: gear dice as bits (gear g: bit g-1) × 9 + gas × 3 + orange')
  const STOP = ids.range('stop', 1, 'end the move')
  const SPARE = ids.range('spare-wheel', 1, 'fit the spare wheel')
  const KEEP_WHEEL = ids.range('keep-wheel', 1, 'keep the spare wheel')
  const STUCK = ids.range('stuck', 1, 'no die can move the car')
  const SISU = ids.range('sisu', 2, 'play the Sisu card (0) or keep it (1)')
  const TYRE = ids.range('tyres', TYRES.length, `tyres: ${TYRES.join(', ')}`)
  const PENALTY = ids.range('penalty', tokens + 1, `secret penalty tokens, 0 to ${tokens}`)

  const observation = compileSpec(
    spec.record({
      special: spec.index(specials),
      cars: spec.list(
        seats,
        spec.record({
          status: spec.oneHot(['waiting', 'racing', 'finished', 'retired']),
          cell: spec.index(cells + 2, -2, 'one-hot: the cell, from -2 (finished) and -1 (before the start)'),
          gear: spec.index(6),
          restart: spec.flag(),
          off: spec.oneHot(['none', 'spin', 'left', 'right']),
          chrono: time,
          seconds: spec.scalar(100),
          gearLost: spec.scalar(5),
          punctures: spec.scalar(3),
          spareWheel: spec.flag(),
          sisu: spec.flag(),
          tyres: spec.oneHot(TYRES),
          softSector: spec.nullable(spec.scalar(3)),
          arrived: spec.scalar(1000),
          times: spec.list(specials, time),
          retired: spec.nullable(spec.oneHot(['corner-overshoot', 'wrecked', 'punctures', 'stuck'])),
        }),
        'each seat',
      ),
      startOrder: spec.list(seats, spec.index(seats)),
      round: spec.scalar(100),
      order: spec.list(seats, spec.index(seats)),
      next: spec.index(seats + 1),
      turn: spec.nullable(
        spec.record({
          seat: spec.index(seats),
          mode: spec.oneHot(['none', 'dice', 'attack']),
          gears: spec.list(5, spec.index(5, 1)),
          gas: spec.scalar(2),
          gasOnAsphalt: spec.scalar(2),
          warnings: spec.scalar(10),
          snowWarnings: spec.scalar(10),
          gear: spec.index(6),
          dice: spec.scalar(10),
          placed: spec.scalar(10),
          ignore: spec.flag(),
          soiled: spec.list(MOST_DICE + 1, spec.scalar(corners, 'the corner / corners')),
          pool: spec.list(
            MOST_DICE,
            spec.record({ die: spec.oneHot([1, 2, 3, 4, 5, 'gas']), warning: spec.flag(), orange: spec.flag() }),
          ),
          uTurn: spec.nullable(spec.scalar(10)),
        }),
      ),
      pending: spec.nullable(
        spec.tagged('kind', {
          face: spec.record({
            die: spec.oneHot([1, 2, 3, 4, 5, 'gas']),
            to: spec.scalar(cells, 'the cell / cells (-2: across the finish)'),
            orange: spec.flag(),
          }),
          attack: spec.record({ gears: spec.list(5, spec.index(5, 1)), gas: spec.scalar(2), orange: spec.scalar(2) }),
          sisu: null,
          back: spec.record({ sisuable: spec.flag(), cause: spec.oneHot(['warnings', 'corner', 'jump', 'downshift']) }),
          cord: spec.record({ afterLoss: spec.flag() }),
          weather: spec.record({ tile: spec.index(tiles) }),
          tyres: spec.record({ seat: spec.index(seats) }),
          penalty: spec.record({ chosen: spec.list(seats, spec.flag()), mine: spec.nullable(spec.index(tokens + 1)) }),
          spare: spec.record({ seats: spec.list(seats, spec.index(seats)) }),
        }),
      ),
      snow: spec.list(tiles, spec.flag(), 'each tile of the special'),
      dirty: spec.list(corners, spec.scalar(3), 'each corner: notes lowered by dirty cords'),
      clean: spec.list(corners, spec.flag(), 'each corner: swept clean'),
      cordDeck: spec.record({
        good: spec.scalar(Math.max(1, cards.cord.good)),
        dirty: spec.scalar(Math.max(1, cards.cord.dirty)),
        puncture: spec.scalar(Math.max(1, cards.cord.puncture)),
      }),
      stamp: spec.scalar(1000),
      splits: spec.list(
        seats * splitCells,
        spec.record({
          seat: spec.index(seats),
          special: spec.index(specials),
          cell: spec.scalar(cells),
          time,
        }),
      ),
      over: spec.flag(),
    }),
  )

  // The place of `to` among the cells ahead of the car at the wheel (-1: not one of them).
  const placeOf = (seen: RallymanState | RallymanObservation, to: number): number => {
    const seat = seen.turn?.seat
    const car = seat === undefined ? undefined : seen.cars[seat]
    const stage = stagesOf(seen)[seen.special]
    if (car === undefined || stage === undefined) return -1
    const here = car.cell >= 0 ? stage.cells[car.cell] : undefined
    return (here === undefined ? stage.start : here.next).indexOf(to)
  }

  const idOf = (seen: RallymanState | RallymanObservation, a: RallymanAction): number => {
    switch (a.type) {
      case 'roll':
      case 'place': {
        const at = placeOf(seen, a.to)
        return at < 0 ? -1 : (a.type === 'roll' ? ROLL : PLACE) + dieIndex(a.die) * wide + at
      }
      case 'use': {
        const at = placeOf(seen, a.to)
        return at < 0 ? -1 : USE + ((dieIndex(a.die) * 2 + (a.warning ? 1 : 0)) * 2 + (a.orange ? 1 : 0)) * wide + at
      }
      case 'attack': {
        const mask = a.gears.reduce((m, g) => m | (1 << (g - 1)), 0)
        return ATTACK + mask * 9 + a.gas * 3 + a.orange
      }
      case 'stop':
        return STOP
      case 'spare-wheel':
        return SPARE
      case 'keep-wheel':
        return KEEP_WHEEL
      case 'stuck':
        return STUCK
      case 'sisu':
        return SISU + (a.use ? 0 : 1)
      case 'tyres':
        return TYRE + TYRES.indexOf(a.tyres)
      case 'penalty':
        return a.tokens >= 0 && a.tokens <= tokens ? PENALTY + a.tokens : -1
      default:
        return -1
    }
  }

  // The shaped reward's potential: specials done, and the way run in the current one.
  const potential = (state: RallymanState, seat: SeatId): number => {
    const car = state.cars[seat]
    const stage = stages[state.special]
    if (car === undefined || stage === undefined) return 0
    const length = lengths[state.special] ?? 1
    const here = car.status === 'finished' ? 1 : car.cell >= 0 ? (stage.cells[car.cell]?.progress ?? 0) / length : 0
    return (state.special + here) / specials
  }

  return defineEncoding(rallyman, {
    encodingVersion: ENCODING_VERSION,
    actions: ids.ranges,
    observation: observation.fields,
    idOf,
    write: (o, out) => observation.write(o, out, 0),
    potential,
    view: viewRallyman,
  })
}

/**
 * The learning encoding of a rally's config (core's `Encoding`, after OpenSpiel): ids for a
 * die by its target's place among the cells ahead, a big attack by its dice, and one per
 * other decision; the tensor of a seat's observation. The guide's "Learning" section lists
 * the ids and the blocks. A config that does not set up gives its setup error.
 * @group Learning
 */
export const encoding = (
  config: RallymanConfig,
): Either<SetupError, Encoding<RallymanState, RallymanAction, RallymanObservation>> => {
  const start = rallyman.setup(config)
  return isLeft(start) ? start : right(encodingOf(start.right))
}
