import fc from 'fast-check'
import { checkLaws } from '../support/laws.js'
import {
  ALL_CARDS,
  CARS,
  COLOURS,
  formulaMotorRacing,
  stateProblems,
  type FmrConfig,
} from '../../src/formula-motor-racing/index.js'

const configs: fc.Arbitrary<FmrConfig> = fc
  .record({
    players: fc.integer({ min: 3, max: 6 }),
    races: fc.integer({ min: 1, max: 2 }),
    shortRaces: fc.boolean(),
    driversChampionship: fc.boolean(),
    grid: fc.option(fc.shuffledSubarray([...CARS], { minLength: 12, maxLength: 12 }), { nil: undefined }),
    colours: fc.shuffledSubarray([...COLOURS], { minLength: 6, maxLength: 6 }),
    customTeams: fc.boolean(),
  })
  .map(({ players, races, shortRaces, driversChampionship, grid, colours, customTeams }) => {
    const base: FmrConfig = { players, races, variants: { shortRaces, driversChampionship } }
    const teams = Array.from({ length: players }, (_, i) =>
      players === 3 ? [colours[i] ?? 'red', colours[i + 3] ?? 'white'] : [colours[i] ?? 'red'],
    )
    return {
      ...base,
      ...(grid === undefined ? {} : { grid }),
      ...(customTeams ? { teams } : {}),
    }
  })

const seat = fc.integer({ min: -1, max: 6 })
const actions: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constant('play'),
    seat,
    card: fc.constantFrom(...ALL_CARDS),
    car: fc.option(fc.constantFrom(...CARS), { nil: null }),
  }),
  fc.record({ type: fc.constantFrom('draw', 'deal', 'remove'), card: fc.constantFrom(...ALL_CARDS) }),
  fc.record({ type: fc.constant('roll'), value: fc.integer({ min: -1, max: 14 }) }),
  fc.record({ type: fc.constant('crew'), colour: fc.constantFrom(...COLOURS, 'purple') }),
  fc.record({ type: fc.constantFrom('roll-again', 'stop', 'keep', 'reroll'), seat }),
  fc.record({ type: fc.constant('partner'), seat, side: fc.constantFrom('front', 'behind', 'side') }),
)

checkLaws({
  game: formulaMotorRacing,
  configs,
  actions,
  invariants: stateProblems,
  maxSteps: 1_000,
  numRuns: 20,
})
