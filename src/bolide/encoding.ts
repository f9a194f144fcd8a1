/**
 * The learning encoding of a race's config (core's `Encoding`): a move, an attack or a block is
 * named by its target's offset from the car (within the fastest declarable speed), so an id
 * means the same move anywhere on the circuit; a reposition by its offset from the disputed
 * point; the rare choices by a point of the circuit (the safety car's regroup: any track
 * point; a pit exit: a point of the Pit Lane Out line or the three lines behind it). The
 * tensor lays out the race field by field (core's tensor spec): the guide's "Learning"
 * section lists the ids and the blocks.
 */
import { isLeft, right, type Either } from 'fp-ts/lib/Either.js'
import { ActionSpace, defineEncoding, type Encoding, type SeatId, type SetupError } from '../core/index.js'
import { compileSpec, spec } from '../core/tensor-spec.js'
import type { BolideAction } from './actions.js'
import { circuitOf } from './board.js'
import type { BolideConfig } from './config.js'
import { bolide, type BolideObservation } from './game.js'
import { terrainOf } from './circuit/terrain.js'
import { latticePointsOn } from './grid/segment.js'
import type { Point } from './grid/point.js'
import { remainingSteps } from './planner.js'
import type { BolideState } from './state.js'

// The version of the encoding: raised whenever an id or a tensor entry changes meaning.
const ENCODING_VERSION = 1

// The fastest speed a car may declare (BO 1, BO 11: 8 at most; +1 for slick tyres in the rain,
// BO 13; +1 with a granted Booster, BO 7): every move's target is at most this far from the car.
const REACH = 10
const SIDE = 2 * REACH + 1
// A block is a speed-2 move (BO 4); a reposition is next to the disputed point (BO 6).
const BLOCK_REACH = 2
const BLOCK_SIDE = 2 * BLOCK_REACH + 1
const STRATEGIES = ['8+2', '7+3', '6/7+2', '5/7+3'] as const
const TREADS = ['slick', 'rain'] as const
const SET_UPS = ['booster', 'brake', 'none'] as const
// A move's variants at one target: plain, with the slipstream, into the pit to each box cell.
const MOVE_KINDS = 5

// The offset of `to` from `from` as an index in a square of side 2r+1, or -1 beyond it.
const offsetIn = (from: Point, to: Point, r: number): number => {
  const dx = to.x - from.x
  const dy = to.y - from.y
  return Math.abs(dx) > r || Math.abs(dy) > r ? -1 : (dy + r) * (2 * r + 1) + dx + r
}

const encodingOf = (first: BolideState): Encoding<BolideState, BolideAction, BolideObservation> => {
  const circuit = circuitOf(first)
  const T = terrainOf(circuit)
  const seats = first.cars.length
  const width = T.width
  const height = T.height
  // Every track point, row by row: the regroup's targets.
  const trackIndex = new Map<number, number>()
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (T.kind(x, y) === 'track') trackIndex.set(y * width + x, trackIndex.size)
  // The points of the Pit Lane Out line and of the three lines behind it (BO 9).
  const pit = circuit.pit
  const exits = new Map<number, number>()
  if (pit !== null)
    for (let back = 0; back <= 3; back++)
      for (const q of latticePointsOn(pit.out.from, pit.out.to)) {
        const k = (q.y - back * T.startDirection.y) * width + (q.x - back * T.startDirection.x)
        if (!exits.has(k)) exits.set(k, exits.size)
      }
  const boxes = pit === null ? [] : [pit.fullFuel, pit.halfFuel, pit.pitStop]
  const rounds = first.maxRounds
  const full = remainingSteps(T, first.laps, -1, 0, false)

  const ids = new ActionSpace()
  const MOVE = ids.range(
    'move',
    SIDE * SIDE * MOVE_KINDS,
    `the target's offset from the car ((dy + ${REACH}) × ${SIDE} + dx + ${REACH}) × 5 + plain (0), slipstream (1), into the pit to the full-fuel, half-fuel, pit-stop box (2-4)`,
  )
  const ATTACK = ids.range('attack', SIDE * SIDE, "the Pion point's offset from the car")
  const BLOCK = ids.range('block', BLOCK_SIDE * BLOCK_SIDE, "the target's offset from the car, within 2")
  const BOOSTER = ids.range('booster', 1, 'ask for the Booster')
  const BRAKE = ids.range('brake', 1, 'ask for a Brake')
  const STAY = ids.range('stay', 1, 'stand still')
  const TIMEOUT = ids.range('timeout', 1, 'the sand-glass ran out: the move to the Pion')
  const REPOSITION = ids.range('reposition', 9, "the point's offset from the disputed point, within 1")
  const REGROUP = ids.range('regroup', trackIndex.size, 'a track point of the circuit, row by row')
  const PIT_EXIT = ids.range(
    'pit-exit',
    exits.size * STRATEGIES.length * TREADS.length,
    'a point of the Pit Lane Out line or of the three behind it × strategy × tread',
  )
  const STRATEGY = ids.range(
    'strategy',
    STRATEGIES.length * TREADS.length * SET_UPS.length,
    'strategy × tread × set-up',
  )

  const point = spec.record({ x: spec.scalar(width, 'x / width'), y: spec.scalar(height, 'y / height') })
  const seat = spec.index(seats)
  const observation = compileSpec(
    spec.record({
      cars: spec.list(
        seats,
        spec.record({
          mode: spec.oneHot([
            'unplaced',
            'standing',
            'running',
            'spun',
            'off-track',
            'dirty',
            'pit',
            'finished',
            'out',
          ]),
          pos: point,
          vel: spec.record({ x: spec.scalar(REACH), y: spec.scalar(REACH) }),
          launch: spec.nullable(spec.oneHot(['slow', 'normal', 'fast'])),
          crossings: spec.scalar(first.laps + 1),
          halfway: spec.flag(),
          blocks: spec.scalar(3),
          carriedBlocks: spec.nullable(spec.scalar(3)),
          strategyFixed: spec.flag(),
          speedLoss: spec.scalar(REACH),
          no4th: spec.flag(),
          setUpLost: spec.flag(),
          brakeJoker: spec.flag(),
          fuelled: spec.flag(),
          strategy: spec.oneHot(STRATEGIES),
          tread: spec.oneHot(TREADS),
          setUp: spec.oneHot(SET_UPS),
          slipstream: spec.flag(),
          pit: spec.nullable(
            spec.record({
              cell: spec.scalar(10),
              target: spec.scalar(10),
              entry: spec.scalar(seats),
              wait: spec.scalar(5),
              ready: spec.flag(),
              newTyres: spec.flag(),
            }),
          ),
          finishRank: spec.nullable(spec.index(seats, 1)),
          finishRound: spec.nullable(spec.scalar(rounds)),
          gridKey: spec.scalar(seats),
          outReason: spec.nullable(spec.oneHot(['white-intersection', 'off-the-board', 'out-of-fuel'])),
        }),
        'each seat',
      ),
      grid: spec.list(seats, seat),
      round: spec.scalar(rounds),
      order: spec.list(seats, seat),
      turn: spec.index(seats + 1),
      phase: spec.tagged('kind', {
        'grid-draw': null,
        roll: spec.record({
          roll: spec.oneHot([
            'start',
            'booster',
            'brake',
            'collision',
            'safety-car',
            'box',
            'weather',
            'weather-risk',
            'slick-rain',
          ]),
          seat: spec.index(seats + 1, -1),
        }),
        move: spec.record({ seat }),
        reposition: spec.record({ seat }),
        'pit-exit': spec.record({ seat }),
        regroup: spec.record({ seat }),
        strategy: spec.record({ seat }),
        over: null,
      }),
      flags: spec.record({
        start: point,
        booster: spec.oneHot(['none', 'granted', 'same-speed', 'refused']),
        boosterRolls: spec.scalar(2),
        brake: spec.oneHot(['none', 'granted', 'spin', 'refused']),
        declared: spec.nullable(point),
      }),
      collision: spec.nullable(
        spec.record({
          attacker: seat,
          defender: seat,
          at: point,
          from: point,
          winVel: spec.record({ x: spec.scalar(REACH), y: spec.scalar(REACH) }),
          loser: spec.nullable(seat),
          spins: spec.list(2 * seats, seat),
          placements: spec.list(
            2 * seats,
            spec.record({ seat, pos: point, vel: spec.record({ x: spec.scalar(REACH), y: spec.scalar(REACH) }) }),
          ),
        }),
      ),
      safetyCar: spec.flag(),
      finished: spec.scalar(seats),
      pitEntries: spec.scalar(seats * first.laps),
      weather: spec.oneHot(['sun', 'rain']),
      variable: spec.flag(),
      weatherDraws: spec.scalar(first.laps),
      intermediate: spec.list(first.laps, spec.index(seats + 1, -1)),
      session: spec.oneHot(['race', 'qualifying']),
      regroup: spec.list(seats, seat),
      precedence: spec.list(seats * seats, spec.record({ winner: seat, loser: seat })),
    }),
  )

  const car = (seen: BolideState, s: number) => seen.cars[s]
  const idOf = (seen: BolideState, a: BolideAction): number => {
    const ph = seen.phase
    const mover = ph.kind === 'over' || ph.kind === 'grid-draw' ? undefined : car(seen, ph.seat)
    switch (a.type) {
      case 'move': {
        const at = mover === undefined ? -1 : offsetIn(mover.pos, a.to, REACH)
        const kind = a.pit === null ? (a.slipstream ? 1 : 0) : 2 + boxes.indexOf(a.pit)
        return at < 0 || kind < 0 || (a.slipstream && a.pit !== null) ? -1 : MOVE + at * MOVE_KINDS + kind
      }
      case 'attack': {
        const at = mover === undefined ? -1 : offsetIn(mover.pos, a.to, REACH)
        return at < 0 ? -1 : ATTACK + at
      }
      case 'block': {
        const at = mover === undefined ? -1 : offsetIn(mover.pos, a.to, BLOCK_REACH)
        return at < 0 ? -1 : BLOCK + at
      }
      case 'booster':
        return BOOSTER
      case 'brake':
        return BRAKE
      case 'stay':
        return STAY
      case 'timeout':
        return TIMEOUT
      case 'reposition': {
        const at = seen.collision === null ? -1 : offsetIn(seen.collision.at, a.to, 1)
        return at < 0 ? -1 : REPOSITION + at
      }
      case 'regroup': {
        const at = trackIndex.get(a.to.y * width + a.to.x)
        return at === undefined || a.to.x < 0 || a.to.x >= width ? -1 : REGROUP + at
      }
      case 'pit-exit': {
        const at = exits.get(a.to.y * width + a.to.x)
        const tyres = STRATEGIES.indexOf(a.strategy) * TREADS.length + TREADS.indexOf(a.tread)
        return at === undefined || a.to.x < 0 || a.to.x >= width || tyres < 0
          ? -1
          : PIT_EXIT + at * STRATEGIES.length * TREADS.length + tyres
      }
      case 'strategy': {
        const k =
          (STRATEGIES.indexOf(a.strategy) * TREADS.length + TREADS.indexOf(a.tread)) * SET_UPS.length +
          SET_UPS.indexOf(a.setUp)
        return k < 0 ? -1 : STRATEGY + k
      }
      default:
        return -1
    }
  }

  // The shaped reward's potential: the share of the race's distance the car has driven.
  const potential = (state: BolideState, s: SeatId): number => {
    const c = state.cars[s]
    if (c === undefined) return 0
    if (c.mode === 'finished') return 1
    if (c.mode === 'unplaced') return 0
    const left = remainingSteps(T, state.laps, T.distance(c.pos.x, c.pos.y), c.crossings, c.halfway)
    return 1 - left / full
  }

  return defineEncoding(bolide, {
    encodingVersion: ENCODING_VERSION,
    actions: ids.ranges,
    observation: observation.fields,
    idOf,
    write: (o, out) => observation.write(o, out, 0),
    potential,
    // Nothing is hidden: the observation is the state (`observe` freezes it to hand it out).
    view: (state) => state,
  })
}

/**
 * The learning encoding of a race's config (core's `Encoding`, after OpenSpiel): ids for a
 * move, an attack or a block by its target's offset from the car, a reposition by its offset
 * from the disputed point, a regroup or a pit exit by its point, a strategy by its choices;
 * the tensor of a seat's observation (the whole race: Bolide hides nothing). The guide's
 * "Learning" section lists the ids and the blocks. A config that does not set up gives its
 * setup error.
 * @group Learning
 */
export const encoding = (
  config: BolideConfig,
): Either<SetupError, Encoding<BolideState, BolideAction, BolideObservation>> => {
  const start = bolide.setup(config)
  return isLeft(start) ? start : right(encodingOf(start.right))
}
