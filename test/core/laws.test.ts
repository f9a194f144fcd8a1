import fc from 'fast-check'
import { checkLaws } from '../support/laws.js'
import { toyGame, type ToyAction } from '../support/toy.js'

checkLaws({
  game: toyGame,
  configs: fc.record({ seats: fc.integer({ min: 2, max: 4 }), length: fc.integer({ min: 5, max: 40 }) }),
  actions: fc.oneof(
    fc.record({
      type: fc.constant('bid'),
      seat: fc.integer({ min: -1, max: 5 }),
      amount: fc.integer({ min: 0, max: 4 }),
    }),
    fc.record({ type: fc.constant('gear'), gear: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ type: fc.constant('roll'), value: fc.integer({ min: 0, max: 5 }) }),
  ) as fc.Arbitrary<ToyAction>,
  invariants: (s) => [
    ...s.positions.flatMap((p, seat) => (p < 0 || p > s.config.length ? [`seat ${seat} off the track at ${p}`] : [])),
    ...(new Set(s.finished).size !== s.finished.length ? ['a seat finished twice'] : []),
  ],
  maxSteps: 500,
  chanceSources: true,
  seats: (s) => s.config.seats,
})
