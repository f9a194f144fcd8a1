/**
 * A ready config from a few options (players, board, laps, rules): `defaultConfig` for code,
 * `configFromOptions` for untrusted input. Both refuse an option the game does not take, of
 * the wrong type or out of the ranges of `info`, naming it: never a config other than asked.
 */
import { map, type Either } from 'fp-ts/lib/Either.js'
import { optionsOrThrow, readOptions, type RaceOptions, type SetupError } from '../core/index.js'
import type { Config } from './config.js'
import { FORMULE_DE_INFO, type BoardId } from './info.js'
import type { Preset } from './rules/presets.js'

/** Options of {@link defaultConfig}; each has a default. @group Config */
export interface DefaultConfigOptions {
  /** Cars, one per seat: 1 to 10 (default 6), at most the circuit's grid places at setup. */
  readonly players?: number
  /** A built-in circuit (default `riviera`). */
  readonly board?: BoardId
  /** Laps, 1 to 3 (default 2; the tournament races 3); setup checks them against the preset. */
  readonly laps?: number
  /** The rule preset (default `basic`). */
  readonly rules?: Preset
}

// The config of checked options (`info` lists exactly the boards and presets of the types).
const fromOptions = (options: RaceOptions): Config => {
  const o = options as DefaultConfigOptions
  const preset = o.rules ?? 'basic'
  const laps = o.laps ?? (preset === 'tournament' ? 3 : 2)
  const cars = Array.from({ length: o.players ?? FORMULE_DE_INFO.players.default }, (_, i) => `Car ${i + 1}`)
  const circuit = o.board ?? 'riviera'
  return preset === 'basic' ? { circuit, laps, cars } : { circuit, laps, cars, preset }
}

/**
 * A ready config: `players` cars named Car 1, Car 2... on a built-in circuit, in a rule preset.
 * A custom circuit goes in the `circuit` field: `{ ...defaultConfig({ players: 4 }), circuit }`.
 * Options the types forbid (an unknown one, a string for a number, a number for the object)
 * or out of range throw a `TypeError` naming them; for untrusted input use
 * {@link configFromOptions}.
 * @example
 * defaultConfig({ players: 4, board: 'hairpin', rules: 'advanced', laps: 3 })
 * // { circuit: 'hairpin', laps: 3, cars: ['Car 1', 'Car 2', 'Car 3', 'Car 4'], preset: 'advanced' }
 * @group Config
 */
export const defaultConfig = (options: DefaultConfigOptions = {}): Config =>
  fromOptions(optionsOrThrow(FORMULE_DE_INFO, options))

/**
 * The config of {@link defaultConfig} from untrusted options (CLI flags, a form, a request),
 * or `BAD_OPTIONS` naming the wrong options and listing those the game takes.
 * @example
 * configFromOptions({ players: 4, circuit: 'monza' })
 * // Left: BAD_OPTIONS, 'at .circuit: "circuit" is not a field here; the fields are players, board, laps, rules' ...
 * @group Config
 */
export const configFromOptions = (input: unknown): Either<SetupError, Config> =>
  map(fromOptions)(readOptions(FORMULE_DE_INFO, input))
