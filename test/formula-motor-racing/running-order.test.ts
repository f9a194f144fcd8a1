import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { CARS, type CarId } from '../../src/formula-motor-racing/index.js'
import { collide, collisionSides } from '../../src/formula-motor-racing/rules/collision.js'
import { overloadRoll } from '../../src/formula-motor-racing/rules/overload.js'
import { overtake } from '../../src/formula-motor-racing/rules/overtake.js'
import { pitStop } from '../../src/formula-motor-racing/rules/pit-stop.js'
import {
  classification,
  withBlockMoved,
  type Effect,
  type RunningOrder,
} from '../../src/formula-motor-racing/rules/running-order.js'
import { setback } from '../../src/formula-motor-racing/rules/setback.js'
import { spin } from '../../src/formula-motor-racing/rules/spin.js'
import { turbo, turboTargets } from '../../src/formula-motor-racing/rules/turbo.js'

/** A running order: the 12 cars shuffled, the last `outCount` of them out of the race. */
const runningOrders: fc.Arbitrary<RunningOrder> = fc
  .tuple(fc.shuffledSubarray([...CARS], { minLength: 12, maxLength: 12 }), fc.integer({ min: 0, max: 11 }))
  .map(([cars, outCount]) => ({ order: cars.slice(0, 12 - outCount), out: cars.slice(12 - outCount) }))

const withCar = runningOrders.chain((running) =>
  fc.record({
    running: fc.constant(running),
    car: fc.constantFrom(...running.order),
    roll: fc.integer({ min: 1, max: 12 }),
  }),
)

const effectsOf = ({
  running,
  car,
  roll,
}: {
  running: RunningOrder
  car: CarId
  roll: number
}): ReadonlyArray<[string, Effect]> => [
  ['overtake', overtake(running, car, 2 + (roll % 3))],
  ['setback', setback(running, car, 1 + (roll % 3))],
  ['turbo', turbo(running, turboTargets(running)[0] ?? car)],
  ['pit stop', pitStop(running, car, roll)],
  ['wheel loss', overloadRoll(running, car, roll, 'wheel-loss')],
  ['engine', overloadRoll(running, car, roll, 'engine-blow')],
  ['major spin', spin(running, roll, true)],
  ['minor spin', spin(running, roll, false)],
  ['collision', collide(running, roll, collisionSides(running, roll)[0] ?? null)],
]

describe('FMR Effets des cartes: properties of every card effect', () => {
  it('FMR Effets des cartes: every effect keeps the 12 cars once each, gaps closed, the out queue only grows at its front', () => {
    fc.assert(
      fc.property(withCar, (input) => {
        for (const [name, effect] of effectsOf(input)) {
          const all = [...effect.order, ...effect.out]
          expect(new Set(all).size, name).toBe(12)
          expect(all).toHaveLength(12)
          // The old queue is the tail of the new one: cars join in front, never leave it.
          expect(effect.out.slice(effect.out.length - input.running.out.length), name).toEqual(input.running.out)
          expect(effect.out.slice(0, effect.retired.length), name).toEqual(effect.retired)
          // Racing cars not moved by the card keep their relative order.
          const moved = new Set([...effect.moves.map((m) => m.car), ...effect.retired])
          const still = (order: ReadonlyArray<CarId>) => order.filter((c) => !moved.has(c))
          expect(still(effect.order), name).toEqual(still(input.running.order))
        }
      }),
      { numRuns: 200 },
    )
  })

  it('FMR Dépassement: the chosen car gains min(gain, places ahead) and the car behind ends right behind it', () => {
    fc.assert(
      fc.property(withCar, fc.integer({ min: 2, max: 4 }), ({ running, car }, gain) => {
        const from = running.order.indexOf(car)
        const effect = overtake(running, car, gain)
        const to = effect.order.indexOf(car)
        expect(to).toBe(Math.max(0, from - gain))
        const behind = running.order[from + 1]
        if (behind !== undefined && from > 0) expect(effect.order[to + 1]).toBe(behind)
      }),
      { numRuns: 200 },
    )
  })
})

describe('FMR Effets des cartes: the running order edits', () => {
  // The reference: the block taken out with `splice` and put back at its new index.
  const spliced = (order: ReadonlyArray<CarId>, from: number, count: number, to: number): CarId[] => {
    const next = [...order]
    const block = next.splice(from, count)
    next.splice(to, 0, ...block)
    return next
  }

  it('FMR Effets des cartes: moving a block of cars gives the same order as cutting it out and putting it back', () => {
    fc.assert(
      fc.property(
        runningOrders.chain((running) => {
          const n = running.order.length
          return fc
            .record({
              order: fc.constant(running.order),
              count: fc.integer({ min: 1, max: Math.min(2, n) }),
            })
            .chain(({ order, count }) =>
              fc.record({
                order: fc.constant(order),
                count: fc.constant(count),
                from: fc.integer({ min: 0, max: n - count }),
                to: fc.integer({ min: 0, max: n - count }),
              }),
            )
        }),
        ({ order, count, from, to }) => {
          const before = [...order]
          expect(withBlockMoved(order, from, count, to)).toEqual(spliced(order, from, count, to))
          expect(order).toEqual(before)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('FMR Fin de la course: the classification is the racing cars, then the out-of-race queue', () => {
    fc.assert(
      fc.property(runningOrders, (running) => {
        expect(classification(running)).toEqual([...running.order, ...running.out])
      }),
      { numRuns: 100 },
    )
  })
})
