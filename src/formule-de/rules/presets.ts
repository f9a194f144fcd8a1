import * as t from 'io-ts'
import { oneOf } from '../../core/index.js'

/**
 * The rule layers, the default first: the basic rules, basic plus chosen advanced rules, the
 * tournament rulebook (the guide's presets). Every list of presets reads this one.
 * @group Config
 */
export const PRESET_NAMES = Object.freeze(['basic', 'advanced', 'tournament'] as const)

/** A rule layer ({@link PRESET_NAMES}). @group Config */
export type Preset = (typeof PRESET_NAMES)[number]

/** Codec of {@link Preset}. */
export const PresetCodec: t.Type<Preset, Preset, unknown> = oneOf(PRESET_NAMES, 'Preset')

/**
 * The seven advanced rules (FD-A "Règles avancées"), each switchable: "elles sont
 * indépendantes les unes des autres". Written once: the switches' type, both codecs, the
 * presets' rules and the tests' generators all read this list, so a new rule is one entry.
 * @group Config
 */
export const ADVANCED_RULES = Object.freeze([
  // FD-A 1 / FD-T 18: slipstream.
  'slipstream',
  // FD-A 2 / FD-T 1: qualifying decides the grid (absolute times supplied in the config).
  'qualifying',
  // FD-A 3 / FD-T 8: hard, soft and rain tyres.
  'tyres',
  // FD-A 4 / FD-T 3: weather from the circuit's table, wet track.
  'weather',
  // FD-A 5 / FD-T 5: the car built over 20 points (6 parameters).
  'build',
  // FD-A 6 / FD-T 17: road holding and dangerous spaces.
  'roadHolding',
  // FD-A 7 / FD-T 19: stand points, quick and long stops.
  'pitPoints',
] as const)

/** One of the advanced rules ({@link ADVANCED_RULES}). @group Config */
export type AdvancedRule = (typeof ADVANCED_RULES)[number]

/** Each advanced rule, on or off. @group Config */
export type AdvancedRules = { readonly [R in AdvancedRule]: boolean }

// Every advanced rule as a field of the same codec.
const switches = <C>(codec: C): Record<AdvancedRule, C> =>
  Object.fromEntries(ADVANCED_RULES.map((rule) => [rule, codec])) as Record<AdvancedRule, C>

/** Codec of a partial {@link AdvancedRules} (the config lists the rules it switches). */
export const AdvancedRulesCodec: t.Type<Partial<AdvancedRules>, Partial<AdvancedRules>, unknown> = t.readonly(
  t.partial(switches(t.boolean)),
  'AdvancedRules',
)

/**
 * The rules in force in a race: the preset and each advanced rule (all false in `basic`, all true in `tournament`).
 * @group Config
 */
export interface Rules extends AdvancedRules {
  /** The preset the race was set up with. */
  readonly preset: Preset
}

/** Codec of {@link Rules}. */
export const RulesCodec: t.Type<Rules, Rules, unknown> = t.readonly(
  t.type({ preset: PresetCodec, ...switches(t.boolean) }),
  'Rules',
)

const NONE: AdvancedRules = switches(false)

const ALL: AdvancedRules = switches(true)

/**
 * The rules of a preset: `basic` has none of the advanced rules; `advanced` has every
 * advanced rule unless the config switches it off; `tournament` has all of them (and its
 * own clarifications, keyed on the preset).
 */
export const resolveRules = (preset: Preset, switched: Partial<AdvancedRules> = {}): Rules => {
  if (preset === 'basic') return { preset, ...NONE }
  if (preset === 'tournament') return { preset, ...ALL }
  return { preset, ...ALL, ...switched }
}

const LAPS: Readonly<Record<Preset, ReadonlyArray<number>>> = {
  basic: [1, 2],
  advanced: [1, 2, 3],
  tournament: [3],
}

/** The laps a preset allows: basic 1–2, advanced 1–3, tournament 3 (FD-T 0-0-1, 2-0-3). */
export const lapsAllowed = (preset: Preset): ReadonlyArray<number> => LAPS[preset]
