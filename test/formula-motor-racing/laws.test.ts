import fc from 'fast-check'
import { checkLaws } from '../support/laws.js'
import {
  ALL_CARDS,
  CARS,
  COLOURS,
  formulaMotorRacing,
  inconsistencies,
  MAX_CARRIED_POINTS,
  type Config,
  type Event,
} from '../../src/formula-motor-racing/index.js'
import type { Viewer } from '../../src/core/index.js'

// Small decks of random cards make short, odd races (every car out, no card to target...).
const decks = fc.uniqueArray(
  fc.record({ card: fc.constantFrom(...ALL_CARDS), count: fc.integer({ min: 0, max: 6 }) }),
  {
    selector: (e) => e.card,
    minLength: 1,
    maxLength: 24,
  },
)
const points = (n: number) =>
  fc.array(fc.oneof(fc.constant(MAX_CARRIED_POINTS), fc.nat({ max: 40 })), { minLength: n, maxLength: n })

const configs: fc.Arbitrary<Config> = fc
  .record({
    players: fc.integer({ min: 3, max: 6 }),
    races: fc.integer({ min: 1, max: 2 }),
    shortRaces: fc.boolean(),
    driversChampionship: fc.boolean(),
    grid: fc.option(fc.shuffledSubarray([...CARS], { minLength: 12, maxLength: 12 }), { nil: undefined }),
    colours: fc.shuffledSubarray([...COLOURS], { minLength: 6, maxLength: 6 }),
    customTeams: fc.boolean(),
    deck: fc.option(decks, { nil: undefined, freq: 3 }),
    carried: fc.option(fc.record({ teams: points(6), cars: points(12) }), { nil: undefined, freq: 3 }),
  })
  .map(({ players, races, shortRaces, driversChampionship, grid, colours, customTeams, deck, carried }) => {
    const base: Config = { players, races, variants: { shortRaces, driversChampionship } }
    const teams = Array.from({ length: players }, (_, i) =>
      players === 3 ? [colours[i] ?? 'red', colours[i + 3] ?? 'white'] : [colours[i] ?? 'red'],
    )
    // A random deck too small for the table is replaced by the default one.
    const size = deck?.reduce((sum, e) => sum + e.count, 0) ?? 0
    const fits = size >= 5 * players + (shortRaces ? 6 : 0)
    return {
      ...base,
      ...(grid === undefined ? {} : { grid }),
      ...(customTeams ? { teams } : {}),
      ...(deck !== undefined && fits ? { deck } : {}),
      ...(carried === undefined ? {} : { carriedPoints: carried }),
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

// Cards dealt or drawn to another seat, and cards removed face down, are hidden (FMR Mise
// en place 3, Petites Courses).
const eventLeaks = (events: ReadonlyArray<Event>, viewer: Viewer): ReadonlyArray<string> =>
  events.flatMap((e) => {
    if (e.type === 'card-removed' && e.card !== null) return [`a card removed face down shows ${e.card}`]
    if ((e.type === 'card-dealt' || e.type === 'card-drawn') && e.seat !== viewer && e.card !== null) {
      return [`${String(viewer)} sees the ${e.card} of seat ${e.seat}`]
    }
    return []
  })

checkLaws({
  game: formulaMotorRacing,
  configs,
  actions,
  invariants: inconsistencies,
  maxSteps: 5_000,
  numRuns: 30,
  eventLeaks,
  seats: (state) => state.rules.players,
  chanceSources: true,
})
