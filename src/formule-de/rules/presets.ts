import * as t from 'io-ts'

/**
 * The rule layers: the basic rules, basic plus chosen advanced rules, the tournament rulebook (the guide's presets).
 * @group Config
 */
export type Preset = 'basic' | 'advanced' | 'tournament'

/** Codec of {@link Preset}. */
export const PresetCodec: t.Type<Preset, Preset, unknown> = t.keyof(
  { basic: null, advanced: null, tournament: null },
  'Preset',
)

/**
 * The seven advanced rules (FD-A "Règles avancées"), each switchable: "elles sont
 * indépendantes les unes des autres".
 * @group Config
 */
export interface AdvancedRules {
  /** FD-A 1 / FD-T 18: slipstream. */
  readonly slipstream: boolean
  /** FD-A 2 / FD-T 1: qualifying decides the grid (absolute times supplied in the config). */
  readonly qualifying: boolean
  /** FD-A 3 / FD-T 8: hard, soft and rain tyres. */
  readonly tyres: boolean
  /** FD-A 4 / FD-T 3: weather from the circuit's table, wet track. */
  readonly weather: boolean
  /** FD-A 5 / FD-T 5: the car built over 20 points (6 parameters). */
  readonly build: boolean
  /** FD-A 6 / FD-T 17: road holding and dangerous spaces. */
  readonly roadHolding: boolean
  /** FD-A 7 / FD-T 19: stand points, quick and long stops. */
  readonly pitPoints: boolean
}

/** Codec of a partial {@link AdvancedRules} (the config lists the rules it switches). */
export const AdvancedRulesCodec: t.Type<Partial<AdvancedRules>, Partial<AdvancedRules>, unknown> = t.readonly(
  t.partial({
    slipstream: t.boolean,
    qualifying: t.boolean,
    tyres: t.boolean,
    weather: t.boolean,
    build: t.boolean,
    roadHolding: t.boolean,
    pitPoints: t.boolean,
  }),
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
  t.type({
    preset: PresetCodec,
    slipstream: t.boolean,
    qualifying: t.boolean,
    tyres: t.boolean,
    weather: t.boolean,
    build: t.boolean,
    roadHolding: t.boolean,
    pitPoints: t.boolean,
  }),
  'Rules',
)

const NONE: AdvancedRules = {
  slipstream: false,
  qualifying: false,
  tyres: false,
  weather: false,
  build: false,
  roadHolding: false,
  pitPoints: false,
}

const ALL: AdvancedRules = {
  slipstream: true,
  qualifying: true,
  tyres: true,
  weather: true,
  build: true,
  roadHolding: true,
  pitPoints: true,
}

/**
 * The rules of a preset: `basic` has none of the advanced rules; `advanced` has every
 * advanced rule unless the config switches it off; `tournament` has all of them (and its
 * own clarifications, keyed on the preset).
 */
export const resolveRules = (preset: Preset, switches: Partial<AdvancedRules> = {}): Rules => {
  if (preset === 'basic') return { preset, ...NONE }
  if (preset === 'tournament') return { preset, ...ALL }
  return { preset, ...ALL, ...switches }
}

/** The laps a preset allows: basic 1–2, advanced 1–3, tournament 3 (FD-T 0-0-1, 2-0-3). */
export const lapsAllowed = (preset: Preset): ReadonlyArray<number> =>
  preset === 'basic' ? [1, 2] : preset === 'advanced' ? [1, 2, 3] : [3]
