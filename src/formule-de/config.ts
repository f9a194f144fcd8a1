import * as t from 'io-ts'
import { intRange, oneOf, union } from '../core/index.js'
import { CircuitCodec, type Circuit } from './circuit/model.js'
import { BOARD_IDS, type BoardId } from './circuits/ids.js'
import { BuildCodec, type Build } from './rules/build.js'
import { AdvancedRulesCodec, PresetCodec, type AdvancedRules, type Preset } from './rules/presets.js'
import { QualifyingLapCodec, type QualifyingLap } from './rules/qualifying.js'

/**
 * A race: the circuit (a built-in name or the JSON form), the laps and the cars; optionally
 * the rule preset (default `basic`), the advanced rules switched off or on, each car's
 * build, and the qualifying laps that decide the grid.
 * @group Config
 */
export interface Config {
  /** `'riviera'`, `'speedbowl'`, `'hairpin'`, or a circuit in JSON form. */
  readonly circuit: BoardId | Circuit
  /** Laps: 1 or 2 (basic), 1 to 3 (advanced), 3 (tournament). */
  readonly laps: number
  /** The cars' names; car i is driven by seat i and uses stand i. */
  readonly cars: ReadonlyArray<string>
  /** The rule layer (the guide's presets): `basic` when absent. */
  readonly preset?: Preset
  /** In the `advanced` preset, the advanced rules switched (absent = on). Ignored by the other presets. */
  readonly rules?: Partial<AdvancedRules>
  /**
   * Each car's build over 20 points (+2 stand points in the tournament), collected outside the
   * engine; `null` for a car (or `builds` absent) = that car builds in play after the weather
   * (`build` actions). Only with the car-build rule.
   */
  readonly builds?: ReadonlyArray<Build | null>
  /**
   * Each car's qualifying lap, as run and timed by the app (FD-A 2). Absent with the
   * qualifying rule in force: the engine plays the session; without the rule: the grid draw.
   */
  readonly qualifying?: ReadonlyArray<QualifyingLap>
  /**
   * When the engine plays the qualifying session: true = at the end of each lap the car's seat
   * enters the chronometer reading (`chrono` decisions: minutes, seconds, hundredths; FD-T
   * 1-1-13); false or absent = a lap takes no real time (bots, simulations: ties fall back to
   * the order the laps were run). Ignored when no session is played.
   */
  readonly qualifyingClock?: boolean
}

/** The most cars a race has: the box holds 10 cars (FD-B matériel de jeu). @group Limits */
export const MAX_CARS = 10

/** The longest car name, in characters (a limit of the library, checked at setup). @group Limits */
export const MAX_NAME_LENGTH = 40

/** Codec of {@link Config}. @group Codecs */
export const ConfigCodec: t.Type<Config, Config, unknown> = t.readonly(
  t.intersection([
    t.type({
      circuit: union([oneOf(BOARD_IDS), CircuitCodec]),
      laps: intRange(1, 3),
      cars: t.readonlyArray(t.string),
    }),
    t.partial({
      preset: PresetCodec,
      rules: AdvancedRulesCodec,
      builds: t.readonlyArray(union([BuildCodec, t.null])),
      qualifying: t.readonlyArray(QualifyingLapCodec),
      qualifyingClock: t.boolean,
    }),
  ]),
  'Config',
)
