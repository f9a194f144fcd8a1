/**
 * A ready season from a few options (players, rules): `defaultConfig` for code,
 * `configFromOptions` for untrusted input. Both refuse an option the game does not take, of
 * the wrong type or out of the ranges of `info`, naming it: never a season other than asked.
 */
import { map, type Either } from 'fp-ts/lib/Either.js'
import { optionsOrThrow, readOptions, type RaceOptions, type SetupError } from '../core/index.js'
import type { FmrConfig, Preset } from './config.js'
import { FMR_INFO } from './info.js'

/** Options of {@link defaultConfig}. @group Config */
export interface DefaultConfigOptions {
  /** Players at the table, 3 to 6 (default 6). */
  readonly players?: number
  /** The rule preset (default `basic`). */
  readonly rules?: Preset
}

// The season of checked options (`info` lists exactly the presets of the type).
const fromOptions = (options: RaceOptions): FmrConfig => {
  const o = options as DefaultConfigOptions
  return {
    players: o.players ?? FMR_INFO.players.default,
    races: 1,
    variants: { shortRaces: o.rules === 'short-races', driversChampionship: o.rules === 'drivers' },
  }
}

/**
 * A one-race season with the default deck and seats, the crews dealt at random. Other
 * fields are set on the result: `{ ...defaultConfig({ players: 4 }), races: 3 }`. Options
 * the types forbid (an unknown one, a number for the options object) or out of range throw
 * a `TypeError` naming them; for untrusted input use {@link configFromOptions}.
 * @example
 * defaultConfig({ players: 3, rules: 'short-races' })
 * // { players: 3, races: 1, variants: { shortRaces: true, driversChampionship: false } }
 * @group Config
 */
export const defaultConfig = (options: DefaultConfigOptions = {}): FmrConfig =>
  fromOptions(optionsOrThrow(FMR_INFO, options))

/**
 * The season of {@link defaultConfig} from untrusted options (CLI flags, a form, a request),
 * or `BAD_OPTIONS` naming the wrong options and listing those the game takes.
 * @example
 * configFromOptions(3)
 * // Left: BAD_OPTIONS, 'at (root): expected the options of Formula Motor Racing, got 3' ...
 * @group Config
 */
export const configFromOptions = (input: unknown): Either<SetupError, FmrConfig> =>
  map(fromOptions)(readOptions(FMR_INFO, input))
