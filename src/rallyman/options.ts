/**
 * A ready rally from a few options (players, board, rules): `defaultConfig` for code,
 * `configFromOptions` for untrusted input. Both refuse an option the game does not take, of
 * the wrong type or out of the ranges of `info`, naming it: never a rally other than asked.
 */
import { map, type Either } from 'fp-ts/lib/Either.js'
import { optionsOrThrow, readOptions, type RaceOptions, type SetupError } from '../core/index.js'
import { DEFAULT_CARDS, type RallymanConfig } from './config.js'
import { DEFAULT_DICE } from './dice.js'
import { RALLYMAN_INFO } from './info.js'
import { PRESETS, type BoardId, type PresetName } from './setup.js'
import { BUILT_IN_RALLIES } from './stage/rallies.js'

/** Options of {@link defaultConfig}. @group Config */
export interface DefaultConfigOptions {
  /** Number of drivers, 1 to 6 (default 4). */
  readonly players?: number
  /** The built-in rally (default `asphalt`). */
  readonly board?: BoardId
  /** The rule preset (default `dirt` on the dirt rally, `basic` elsewhere). */
  readonly rules?: PresetName
}

// The rally of checked options (`info` lists exactly the rallies and presets of the types).
const fromOptions = (options: RaceOptions): RallymanConfig => {
  const o = options as DefaultConfigOptions
  const board = o.board ?? 'asphalt'
  return {
    drivers: Array.from({ length: o.players ?? RALLYMAN_INFO.players.default }, (_, i) => ({
      name: `Driver ${String.fromCharCode(65 + i)}`,
    })),
    rally: BUILT_IN_RALLIES[board],
    zones: [],
    rules: PRESETS[o.rules ?? (board === 'dirt' ? 'dirt' : 'basic')],
    dice: DEFAULT_DICE,
    cards: DEFAULT_CARDS,
  }
}

/**
 * A ready-to-run config: drivers `Driver A`, `Driver B`... in start order, a built-in rally,
 * a rule preset, and the component data of the guide's "Components and rulings". A rally
 * of your own goes in the `rally` and `zones` fields of the result, names in `drivers`, rule
 * switches in `rules`: `{ ...defaultConfig({ players: 2 }), drivers }`. Options the types
 * forbid (an unknown one, an object for `rules`) or out of range throw a `TypeError` naming
 * them; for untrusted input use {@link configFromOptions}.
 * @example
 * defaultConfig({ players: 2, board: 'dirt' }).rules.dirt // true
 * @group Config
 */
export const defaultConfig = (options: DefaultConfigOptions = {}): RallymanConfig =>
  fromOptions(optionsOrThrow(RALLYMAN_INFO, options))

/**
 * The config of {@link defaultConfig} from untrusted options (CLI flags, a form, a request),
 * or `BAD_OPTIONS` naming the wrong options and listing those the game takes.
 * @example
 * configFromOptions({ players: 2, laps: 3 })
 * // Left: BAD_OPTIONS, 'at .laps: "laps" is not a field here; the fields are players, board, rules' ...
 * @group Config
 */
export const configFromOptions = (input: unknown): Either<SetupError, RallymanConfig> =>
  map(fromOptions)(readOptions(RALLYMAN_INFO, input))
