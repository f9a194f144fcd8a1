/**
 * An encoding of Dice Derby (the toy game of `toy.ts`), for the environment's tests and the
 * meta-tests of the encoding law kit: `toyEncoding(config, broken)` breaks one part on purpose.
 */
import { right, type Either } from 'fp-ts/lib/Either.js'
import { ActionSpace, defineEncoding, TensorLayout, type Encoding, type SetupError } from '../../src/core/index.js'
import { toyGame, type ToyAction, type ToyConfig, type ToyObservation, type ToyState, toyRules } from './toy.js'

/** What a meta-test breaks. */
export type ToyBreak = 'none' | 'same-bid-ids' | 'id-out-of-range' | 'no-gear' | 'positions-sorted' | 'clock' | 'view'

let clock = 0

export const toyEncoding = (
  config: ToyConfig,
  broken: ToyBreak = 'none',
): Either<SetupError, Encoding<ToyState, ToyAction, ToyObservation>> => {
  const seats = config.seats
  const ids = new ActionSpace()
  const BID = ids.range('bid', 3, 'a secret bid of 1 to 3')
  const GEAR = ids.range('gear', 2, 'gear 1 or 2')
  const t = new TensorLayout()
  const VIEWER = t.field('viewer', [seats + 1], 'one-hot: the seat, or a spectator')
  const BIDS = t.field('bids', [seats, 5], 'one-hot per seat: none, hidden, 1, 2, 3')
  const POSITIONS = t.field('positions', [seats], 'each car over the length')
  const GEARS = t.field('gear', [3], 'one-hot: none, 1, 2')
  const ORDER = t.field('order', [seats, seats], 'one-hot per place on the grid: its seat')
  const FINISHED = t.field('finished', [seats, seats], 'one-hot per place at the finish: its seat')
  const TURN = t.field('turn', [seats], 'one-hot: the grid place to play')
  const CLOCK = t.field('clock', [1], 'only in the broken encoding')
  return right(
    defineEncoding(toyGame, {
      encodingVersion: 1,
      actions: ids.ranges,
      observation: t.fields,
      idOf: (_seen, a) =>
        a.type === 'bid'
          ? broken === 'same-bid-ids'
            ? BID
            : BID + a.amount - 1
          : a.type === 'gear'
            ? broken === 'id-out-of-range'
              ? GEAR + 5
              : GEAR + a.gear - 1
            : -1,
      write: (o, out) => {
        out[VIEWER + (o.seat === 'spectator' ? seats : o.seat)] = 1
        o.bids.forEach((b, s) => {
          out[BIDS + s * 5 + (b === null ? 0 : b === 'hidden' ? 1 : b + 1)] = 1
        })
        const positions = broken === 'positions-sorted' ? o.positions.slice().sort((a, b) => a - b) : o.positions
        positions.forEach((p, s) => {
          out[POSITIONS + s] = p / config.length
        })
        if (broken !== 'no-gear') out[GEARS + (o.gear ?? 0)] = 1
        o.order.forEach((seat, place) => {
          out[ORDER + place * seats + seat] = 1
        })
        o.finished.forEach((seat, place) => {
          out[FINISHED + place * seats + seat] = 1
        })
        out[TURN + o.turn] = 1
        if (broken === 'clock') out[CLOCK] = clock++ % 2
      },
      potential: (s, seat) => (s.positions[seat] ?? 0) / s.config.length,
      ...(broken === 'view'
        ? { view: (s, seat) => ({ ...toyRules.observe(s, seat), bids: s.bids, positions: s.positions }) }
        : {}),
    }),
  )
}
