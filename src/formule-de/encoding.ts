/**
 * The learning encoding of a race's config (core's `Encoding`). A move is a path on the
 * circuit, and the paths a roll allows are many; the moves the rules tell apart (the engine
 * lists one path per outcome: end space, braking, blocking, overshoot, hazards...) are few
 * per end space. So a move's id is its end space and its rank among the moves listed to that
 * space (least braking first, then the shortest path, then the path's spaces in order), within
 * {@link MOVES_PER_SPACE} ranks: `space × 32 + rank`. A slipstream has ids of its own in the
 * same layout. The other decisions have one id per choice. The tensor lays out the race field
 * by field (core's tensor spec): the guide's "Learning" section lists the ids and the blocks.
 */
import { isLeft, right, type Either } from 'fp-ts/lib/Either.js'
import { ActionSpace, defineEncoding, type Encoding, type SeatId, type SetupError } from '../core/index.js'
import { compileSpec, spec } from '../core/tensor-spec.js'
import type { Action, Repairs } from './actions.js'
import { circuitOf } from './board.js'
import { MAX_CARS, type Config } from './config.js'
import { formuleDe, type Observation } from './game.js'
import { BUILD_POINTS, STAND_POINTS } from './rules/build.js'
import { OUT_REASONS } from './rules/elimination.js'
import { CHRONO_MAX } from './rules/qualifying.js'
import { TYRE_TYPES } from './rules/tyres.js'
import { current } from './flow.js'
import type { State } from './state.js'

// The version of the encoding: raised whenever an id or a tensor entry changes meaning.
const ENCODING_VERSION = 1

/**
 * The ranks a move has on its end space: the most moves one list sends to one space is 12 in
 * 20,430 decisions of 90 seeded races (the three circuits in the three presets, 4 to 10 cars:
 * `scripts/move-ranks.ts`); 32 leaves room. A move ranked further has no id: the mask leaves it
 * out (the guide says so).
 * @group Learning
 */
export const MOVES_PER_SPACE = 32

const BUILD_DECISIONS = ['stand', 'tyres', 'brakes', 'fuel', 'body', 'engine', 'holding'] as const
const BUILD_RANGE = BUILD_POINTS + STAND_POINTS + 1
const REPAIRABLE = ['brakes', 'fuel', 'body', 'engine', 'holding'] as const
const CHRONO_UNITS = ['minutes', 'seconds', 'hundredths'] as const
const SKIES = ['sun-definitive', 'sun-temporary', 'variable', 'rain-temporary', 'rain-definitive'] as const

// Every repair a long stop may make: the stand holds at most 2 points (FD-T 5-3), spread over
// five parts: 21 vectors, in a fixed order (by total, then part by part).
const REPAIRS: ReadonlyArray<string> = (() => {
  const out: string[] = []
  for (let total = 0; total <= STAND_POINTS; total++)
    for (let b = total; b >= 0; b--)
      for (let f = total - b; f >= 0; f--)
        for (let o = total - b - f; o >= 0; o--)
          for (let e = total - b - f - o; e >= 0; e--) out.push([b, f, o, e, total - b - f - o - e].join(','))
  return out
})()
const repairsKey = (r: Repairs): string => REPAIRABLE.map((part) => r[part]).join(',')
const repairsIndex = new Map<string, number>(REPAIRS.map((key, i) => [key, i]))

// The order of the moves listed to one space: least braking, shortest path, then the path.
const beforeMove = (a: { readonly path: ReadonlyArray<number>; readonly brake: number }, b: typeof a): number => {
  if (a.brake !== b.brake) return a.brake - b.brake
  if (a.path.length !== b.path.length) return a.path.length - b.path.length
  for (let i = 0; i < a.path.length; i++)
    if (a.path[i] !== b.path[i]) return (a.path[i] as number) - (b.path[i] as number)
  return 0
}

const encodingOf = (first: State): Encoding<State, Action, Observation> => {
  const circuit = circuitOf(first)
  const spaces = circuit.spaces.length
  const corners = Math.max(1, circuit.corners.length)
  const cars = first.cars.length
  const laps = first.laps
  const levels = circuit.levels

  const ids = new ActionSpace()
  const GEAR = ids.range('gear', 6, 'gear 1 to 6')
  const MOVE = ids.range('move', spaces * MOVES_PER_SPACE, `the end space × ${MOVES_PER_SPACE} + the move's rank there`)
  const SLIPSTREAM = ids.range('slipstream', spaces * MOVES_PER_SPACE, 'a slipstream, the same layout')
  const NO_SLIPSTREAM = ids.range('no-slipstream', 1, 'decline the slipstream')
  const TYRES = ids.range('tyres', TYRE_TYPES.length, `tyres: ${TYRE_TYPES.join(', ')}`)
  const CHOOSE_STAND = ids.range('choose-stand', MAX_CARS, 'a stand, by its number')
  const BUILD = ids.range(
    'build',
    BUILD_DECISIONS.length * BUILD_RANGE,
    `the part (${BUILD_DECISIONS.join(', ')}) × ${BUILD_RANGE} + its points`,
  )
  const STAND = ids.range(
    'stand',
    TYRE_TYPES.length * (1 + REPAIRS.length),
    `the tyres × 22 + 0 for a quick stop, else 1 + the repairs' place among the 21 of at most 2 points`,
  )
  const CHRONO = ids.range('chrono', 60 + 60 + 100, 'a reading: minutes 0-59, seconds 0-59, hundredths 0-99')
  const CHRONO_FROM = { minutes: 0, seconds: 60, hundredths: 120 } as const

  const car = spec.index(cars)
  const space = spec.index(spaces + 1, -1, 'one-hot: the space (-1: none yet)')
  const wear = spec.record({
    tyres: spec.scalar(20),
    brakes: spec.scalar(20),
    fuel: spec.scalar(20),
    body: spec.scalar(20),
    engine: spec.scalar(20),
  })
  const sheet = spec.record({
    tyres: spec.scalar(20),
    brakes: spec.scalar(20),
    fuel: spec.scalar(20),
    body: spec.scalar(20),
    engine: spec.scalar(20),
    holding: spec.scalar(20),
    stand: spec.scalar(STAND_POINTS),
  })
  const overshoots = spec.list(corners + 1, spec.scalar(100))
  const observation = compileSpec(
    spec.record({
      cars: spec.list(
        cars,
        spec.record({
          space,
          gear: spec.index(6, 1),
          wear,
          lap: spec.scalar(laps),
          corner: spec.nullable(spec.index(corners)),
          stops: spec.scalar(3),
          spun: spec.flag(),
          started: spec.flag(),
          stalled: spec.flag(),
          pit: spec.oneHot(['none', 'lane', 'stand', 'waiting']),
          serviced: spec.flag(),
          arrival: spec.scalar(1000),
          status: spec.oneHot(['racing', 'finished', 'out']),
          out: spec.nullable(spec.oneHot(OUT_REASONS)),
          tyre: spec.oneHot(TYRE_TYPES),
          tyreLap: spec.scalar(laps),
          holding: spec.scalar(20),
          standPoints: spec.scalar(STAND_POINTS),
          sheet,
          wreck: spec.flag(),
          inertia: spec.flag(),
          stand: spec.scalar(MAX_CARS),
        }),
        'each car',
      ),
      round: spec.scalar(100),
      order: spec.list(cars, car),
      step: spec.tagged('kind', {
        grid: spec.record({ slots: spec.list(cars, spec.list(cars, car)), rolls: spec.list(cars, spec.scalar(20)) }),
        start: null,
        gear: null,
        roll: spec.record({ gear: spec.index(6, 1) }),
        move: spec.record({
          roll: spec.scalar(34),
          reason: spec.oneHot(['gear', 'super-start', 'pit-exit']),
          engineTest: spec.flag(),
        }),
        collision: spec.record({
          others: spec.list(cars, car),
          involved: spec.scalar(cars),
          eliminated: spec.scalar(cars),
          moverRolls: spec.scalar(cars),
          engineTest: spec.flag(),
          wallAfter: spec.flag(),
          aggravated: spec.flag(),
        }),
        engine: spec.record({ queue: spec.list(cars, car) }),
        pit: spec.record({ engineTest: spec.flag() }),
        slipstream: spec.record({
          hazards: spec.scalar(10),
          walls: spec.scalar(10),
          slid: spec.flag(),
          bonus: spec.flag(),
          engineTest: spec.flag(),
          wallLast: spec.flag(),
        }),
        holding: spec.record({
          tests: spec.list(2 * 34, spec.oneHot(['holding', 'wall'])),
          engineTest: spec.flag(),
          wallAfter: spec.flag(),
          collided: spec.flag(),
        }),
        weather: spec.record({ session: spec.oneHot(['qualifying', 'race', 'evolution']) }),
        tyres: null,
        stands: null,
        build: spec.record({ chosen: spec.list(BUILD_DECISIONS.length, spec.scalar(BUILD_RANGE)) }),
        stand: spec.record({ engineTest: spec.flag() }),
        chrono: spec.record({ unit: spec.oneHot(CHRONO_UNITS), hundredths: spec.scalar(360_000) }),
        over: null,
      }),
      arrivals: spec.scalar(1000),
      finishers: spec.list(cars, car),
      sky: spec.nullable(spec.oneHot(SKIES)),
      qualifyingSky: spec.nullable(spec.oneHot(SKIES)),
      wet: spec.flag(),
      skyRollDue: spec.flag(),
      dangerous: spec.marks(spaces, 'dangerous spaces in the order marked'),
      qualifying: spec.nullable(
        spec.record({
          laps: spec.list(
            cars,
            spec.record({
              throws: spec.scalar(100),
              hundredths: spec.scalar(360_000),
              overshoots,
              tyre: spec.oneHot(TYRE_TYPES),
              wet: spec.flag(),
              missedStops: spec.flag(),
            }),
          ),
          throws: spec.scalar(100),
          overshoots,
        }),
      ),
    }),
  )

  // One id per decision that is not a move; -1 for a move (ranked with the others) or anything else.
  const plainId = (a: Action): number => {
    switch (a.type) {
      case 'gear':
        return GEAR + a.gear - 1
      case 'no-slipstream':
        return NO_SLIPSTREAM
      case 'tyres':
        return TYRES + TYRE_TYPES.indexOf(a.tyre)
      case 'choose-stand':
        return a.stand >= 0 && a.stand < MAX_CARS ? CHOOSE_STAND + a.stand : -1
      case 'build': {
        const part = BUILD_DECISIONS.indexOf(a.part)
        return part < 0 || a.points < 0 || a.points >= BUILD_RANGE ? -1 : BUILD + part * BUILD_RANGE + a.points
      }
      case 'stand': {
        const tyre = TYRE_TYPES.indexOf(a.tyre)
        const repairs = a.stop === 'quick' ? -1 : (repairsIndex.get(repairsKey(a.repairs)) ?? -2)
        return tyre < 0 || repairs < -1 ? -1 : STAND + tyre * (1 + REPAIRS.length) + 1 + repairs
      }
      case 'chrono':
        return a.value >= 0 && a.value <= CHRONO_MAX[a.unit] ? CHRONO + CHRONO_FROM[a.unit] + a.value : -1
      default:
        return -1
    }
  }

  // The ids of a list: moves ranked on their end space, the rest one by one.
  const idsOf = (seen: State, legal: ReadonlyArray<Action>, out: Int32Array): void => {
    const moves: number[] = []
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i] as Action
      out[i] = plainId(a)
      if (a.type === 'move' || a.type === 'slipstream') moves.push(i)
    }
    if (moves.length === 0) return
    // A move that brakes all the way ends where the car stands.
    const here = seen.cars[current(seen)]?.space ?? -1
    const end = (i: number): number => {
      const path = (legal[i] as Extract<Action, { type: 'move' }>).path
      return path.length === 0 ? here : (path[path.length - 1] as number)
    }
    const kind = (i: number): number => ((legal[i] as Action).type === 'move' ? 0 : 1)
    moves.sort(
      (x, y) =>
        kind(x) - kind(y) ||
        end(x) - end(y) ||
        beforeMove(legal[x] as Extract<Action, { type: 'move' }>, legal[y] as Extract<Action, { type: 'move' }>),
    )
    let rank = 0
    for (let k = 0; k < moves.length; k++) {
      const i = moves[k] as number
      const before = moves[k - 1]
      rank = before !== undefined && kind(before) === kind(i) && end(before) === end(i) ? rank + 1 : 0
      const e = end(i)
      out[i] =
        e < 0 || e >= spaces || rank >= MOVES_PER_SPACE
          ? -1
          : (kind(i) === 0 ? MOVE : SLIPSTREAM) + e * MOVES_PER_SPACE + rank
    }
  }

  // The shaped reward's potential: the share of the race's laps the car has driven.
  const potential = (state: State, seat: SeatId): number => {
    const c = state.cars[seat]
    if (c === undefined) return 0
    if (c.status === 'finished') return 1
    const level = circuit.spaces[c.space]?.level ?? 0
    return c.lap < 1 ? 0 : ((c.lap - 1) * levels + level) / (laps * levels)
  }

  return defineEncoding(formuleDe, {
    encodingVersion: ENCODING_VERSION,
    actions: ids.ranges,
    observation: observation.fields,
    idsOf,
    write: (o, out) => observation.write(o, out, 0),
    potential,
    // Nothing is hidden: the observation is the state (`observe` freezes it to hand it out).
    view: (state) => state,
  })
}

/**
 * The learning encoding of a race's config (core's `Encoding`, after OpenSpiel): a move or a
 * slipstream by its end space and its rank among the moves listed to that space, one id per
 * other decision; the tensor of a seat's observation (the whole race: Formule Dé hides
 * nothing). The guide's "Learning" section lists the ids and the blocks. A config that does
 * not set up gives its setup error.
 * @group Learning
 */
export const encoding = (config: Config): Either<SetupError, Encoding<State, Action, Observation>> => {
  const start = formuleDe.setup(config)
  return isLeft(start) ? start : right(encodingOf(start.right))
}
