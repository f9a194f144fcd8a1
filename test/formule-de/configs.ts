/**
 * The configs the property tests race, shared so that one test can check what they cover:
 * random circuits, the basic rules, and the advanced and tournament presets with every
 * advanced rule switched at random. The switches and the presets come from the game's own
 * lists (ADVANCED_RULES, PRESET_NAMES), never restated here.
 */
import fc from 'fast-check'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import type { Config } from '../../src/formule-de/config.js'
import {
  ADVANCED_RULES,
  PRESET_NAMES,
  type AdvancedRule,
  type AdvancedRules,
  type Preset,
} from '../../src/formule-de/rules/presets.js'

// Random circuits written with the DSL: 2 or 3 lanes, 1 to 3 corners of random shape.
export const randomCircuit: fc.Arbitrary<Circuit> = fc
  .record({
    lanes: fc.integer({ min: 2, max: 3 }),
    corners: fc.array(
      fc.record({
        straight: fc.integer({ min: 2, max: 8 }),
        stops: fc.integer({ min: 1, max: 3 }),
        lanes: fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 3, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    last: fc.integer({ min: 6, max: 12 }),
    pit: fc.boolean(),
  })
  .map(({ lanes, corners, last, pit }) => {
    let b = circuitBuilder('Random', lanes)
    corners.forEach((c, i) => {
      b = b.straight(c.straight).corner({ name: `C${i + 1}`, stops: c.stops, lanes: c.lanes.slice(0, lanes) })
    })
    b = b.straight(last + 8).grid(4)
    // The pit lane is placed in spaces from the finish line (a level is 1/spacing of a space).
    const built = b.build()
    const levels = built.levels / (built.layout?.spacing ?? 1)
    return (pit ? b.pit({ side: 0, from: levels - last - 8, to: levels - last - 1, stands: 4 }) : b).build()
  })

/** Every advanced rule, each on or off at random (one field per rule of ADVANCED_RULES). */
export const advancedSwitches: fc.Arbitrary<AdvancedRules> = fc.record(
  Object.fromEntries(ADVANCED_RULES.map((rule) => [rule, fc.boolean()])) as Record<AdvancedRule, fc.Arbitrary<boolean>>,
)

/** One advanced rule (for edits of a saved state's rules). */
export const advancedRule: fc.Arbitrary<AdvancedRule> = fc.constantFrom(...ADVANCED_RULES)

/** The presets with advanced rules: every preset but `basic`. */
export const ADVANCED_PRESETS: ReadonlyArray<Exclude<Preset, 'basic'>> = PRESET_NAMES.filter(
  (p): p is Exclude<Preset, 'basic'> => p !== 'basic',
)

const cars = fc.integer({ min: 1, max: 4 }).map((n) => Array.from({ length: n }, (_, i) => `Car ${i + 1}`))

/** The basic rules on Hairpin or a random circuit, 1 or 2 laps. */
export const basicConfigs: fc.Arbitrary<Config> = fc.record({
  circuit: fc.oneof(fc.constant('hairpin' as const), randomCircuit),
  laps: fc.integer({ min: 1, max: 2 }),
  cars,
})

/**
 * The advanced preset with any set of rules switched off, 1 to 3 laps; the tournament (3
 * laps). With the qualifying rule the engine plays the session (no laps in the config), with
 * or without the chronometer readings.
 */
export const presetConfigs: fc.Arbitrary<Config> = fc
  .record({
    circuit: fc.oneof(fc.constant('hairpin' as const), fc.constant('speedbowl' as const), randomCircuit),
    laps: fc.integer({ min: 1, max: 3 }),
    cars,
    preset: fc.constantFrom(...ADVANCED_PRESETS),
    rules: advancedSwitches,
    qualifyingClock: fc.boolean(),
  })
  .map((c): Config => (c.preset === 'tournament' ? { ...c, laps: 3 } : c))

/** Every config the law kit races. */
export const configs: fc.Arbitrary<Config> = fc.oneof(basicConfigs, presetConfigs)
