import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRight } from 'fp-ts/lib/Either.js'
import { decodeConfig } from '../../src/core/index.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { ADVANCED_RULES, PRESET_NAMES, RulesCodec, resolveRules } from '../../src/formule-de/rules/presets.js'
import { advancedRule, configs } from './configs.js'

// The generators of the property tests must reach every advanced rule both ways: a rule they
// never switch is a rule the law kit never plays. They read ADVANCED_RULES, and these checks
// fail if one is ever written by hand and leaves a rule out.
const SAMPLES = 400

describe('FD-A Règles avancées: every switch, in every list', () => {
  it("FD-A Règles avancées: the law kit's configs race every advanced rule both on and off, in every preset", () => {
    const seen = new Map<string, Set<boolean>>()
    for (const config of fc.sample(configs, { numRuns: SAMPLES, seed: 34 })) {
      const preset = config.preset ?? 'basic'
      const rules = resolveRules(preset, config.rules ?? {})
      for (const rule of ADVANCED_RULES) {
        const key = `${preset} ${rule}`
        seen.set(key, (seen.get(key) ?? new Set()).add(rules[rule]))
      }
    }
    const expected = PRESET_NAMES.flatMap((preset) =>
      ADVANCED_RULES.map(
        (rule) => `${preset} ${rule}: ${preset === 'advanced' ? 'false,true' : preset === 'basic' ? 'false' : 'true'}`,
      ),
    )
    expect([...seen].map(([key, values]) => `${key}: ${[...values].sort().join()}`).sort()).toEqual(expected.sort())
  })

  it("FD-A Règles avancées: the consistency test's edits of a saved state's rules reach every rule", () => {
    const fields = new Set(fc.sample(advancedRule, { numRuns: SAMPLES, seed: 34 }))
    expect([...fields].sort()).toEqual([...ADVANCED_RULES].sort())
  })

  it('FD-A Règles avancées: a config switches any advanced rule, and a state records every one', () => {
    for (const rule of ADVANCED_RULES) {
      const config = { circuit: 'hairpin', laps: 1, cars: ['Ada'], preset: 'advanced', rules: { [rule]: false } }
      const decoded = decodeConfig(formuleDe, config)
      const start = isRight(decoded) ? formuleDe.setup(decoded.right) : decoded
      expect(isRight(start) && start.right.rules[rule], rule).toBe(false)
      const { [rule]: _dropped, ...rest } = resolveRules('advanced')
      expect(isRight(RulesCodec.decode(rest)), `rules without ${rule}`).toBe(false)
    }
    const unknown = { circuit: 'hairpin', laps: 1, cars: ['Ada'], preset: 'advanced', rules: { nitro: true } }
    expect(isRight(decodeConfig(formuleDe, unknown))).toBe(false)
  })
})
