import fc from 'fast-check'
import { checkLaws } from '../support/laws.js'
import type { Config } from '../../src/formule-de/config.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { hairpin } from '../../src/formule-de/circuits/index.js'
import type { State } from '../../src/formule-de/state.js'
import { inconsistencies } from '../../src/formule-de/validate.js'
import { raceInvariants } from './walk.js'
import { ADVANCED_PRESETS, configs, randomCircuit } from './configs.js'

// The rules' promises, and the state check a saved state must pass, in every state a race reaches.
const invariants = (state: State): ReadonlyArray<string> => [...raceInvariants(state), ...inconsistencies(state)]

// Real paths along Hairpin's arrows (1 to 12 spaces from a random space, any branch at each
// step): on Hairpin races some start from the moving car and are legal spellings of a listed
// move, or refused for a rule (zig-zag, occupied space, overshoot lane, wrong length...).
const hairpinWalks = fc
  .record({
    from: fc.oneof(fc.constantFrom(...hairpin.grid), fc.nat(hairpin.spaces.length - 1)),
    choices: fc.array(fc.nat(5), { minLength: 1, maxLength: 12 }),
    brake: fc.nat(3),
  })
  .map(({ from, choices, brake }) => {
    const path: number[] = []
    let at = from
    for (const c of choices) {
      const next = hairpin.spaces[at]?.next ?? []
      const to = next[c % Math.max(1, next.length)]
      if (to === undefined) break
      path.push(to)
      at = to
    }
    return { type: 'move', path, brake }
  })

checkLaws({
  game: formuleDe,
  configs,
  actions: fc.oneof(
    fc.record({ type: fc.constant('gear'), gear: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ type: fc.constant('move'), path: fc.array(fc.nat(120), { maxLength: 1 }), brake: fc.nat(5) }),
    hairpinWalks,
    fc.record({
      type: fc.constantFrom('roll', 'grid', 'start', 'collision', 'engine', 'pit', 'weather', 'holding'),
      value: fc.integer({ min: 0, max: 31 }),
    }),
    fc.record({ type: fc.constant('slipstream'), path: fc.array(fc.nat(120), { maxLength: 3 }), brake: fc.nat(3) }),
    fc.record({ type: fc.constantFrom('no-slipstream') }),
    fc.record({ type: fc.constant('tyres'), tyre: fc.constantFrom('hard', 'soft', 'rain', 'slick') }),
    fc.record({ type: fc.constant('choose-stand'), stand: fc.integer({ min: -1, max: 12 }) }),
    fc.record({
      type: fc.constant('chrono'),
      unit: fc.constantFrom('minutes', 'seconds', 'hundredths', 'hours'),
      value: fc.integer({ min: -1, max: 100 }),
    }),
    fc.record({
      type: fc.constant('build'),
      part: fc.constantFrom('tyres', 'brakes', 'fuel', 'body', 'engine', 'holding', 'stand', 'wings'),
      points: fc.integer({ min: -1, max: 23 }),
    }),
    fc.record({
      type: fc.constant('stand'),
      tyre: fc.constantFrom('hard', 'soft', 'rain'),
      stop: fc.constantFrom('quick', 'long'),
      repairs: fc.record({
        brakes: fc.nat(2),
        fuel: fc.nat(2),
        body: fc.nat(2),
        engine: fc.nat(2),
        holding: fc.nat(2),
      }),
    }),
  ),
  invariants,
  // legalActions lists one path per distinct result; other spellings of it are accepted.
  equivalentActions: true,
  chanceSources: true,
  seats: (state) => state.cars.length,
  // Nothing is hidden in Formule Dé: every seat sees every event.
  eventLeaks: () => [],
  maxSteps: 20_000,
  numRuns: 16,
})

// Qualifying sessions played in the engine (FD-A 2, FD-T 1), with and without the chronometer:
// small races so the session is a large part of each; the kit above meets them too, less often.
const sessionConfigs: fc.Arbitrary<Config> = fc
  .record({
    circuit: fc.oneof(fc.constant('hairpin' as const), randomCircuit),
    cars: fc.integer({ min: 1, max: 4 }).map((n) => Array.from({ length: n }, (_, i) => `Car ${i + 1}`)),
    preset: fc.constantFrom(...ADVANCED_PRESETS),
    tyres: fc.boolean(),
    weather: fc.boolean(),
    qualifyingClock: fc.boolean(),
  })
  .map(
    ({ circuit, cars, preset, tyres, weather, qualifyingClock }): Config => ({
      circuit,
      laps: preset === 'tournament' ? 3 : 1,
      cars,
      preset,
      rules: { qualifying: true, tyres, weather, slipstream: false, roadHolding: false },
      qualifyingClock,
    }),
  )

checkLaws({
  game: formuleDe,
  configs: sessionConfigs,
  actions: fc.oneof(
    fc.record({ type: fc.constant('gear'), gear: fc.integer({ min: 1, max: 6 }) }),
    hairpinWalks,
    fc.record({ type: fc.constant('roll'), value: fc.integer({ min: 0, max: 31 }) }),
    fc.record({ type: fc.constant('tyres'), tyre: fc.constantFrom('hard', 'soft', 'rain') }),
    fc.record({
      type: fc.constant('chrono'),
      unit: fc.constantFrom('minutes', 'seconds', 'hundredths'),
      value: fc.integer({ min: -1, max: 100 }),
    }),
  ),
  invariants,
  equivalentActions: true,
  chanceSources: true,
  seats: (state) => state.cars.length,
  eventLeaks: () => [],
  maxSteps: 20_000,
  numRuns: 8,
})
