/**
 * A ready race from a few options (players, board, laps, rules): `defaultConfig` for code,
 * `configFromOptions` for untrusted input. Both refuse an option the game does not take, of
 * the wrong type or out of the ranges of `info`, naming it: never a race other than asked.
 */
import { map, type Either } from 'fp-ts/lib/Either.js'
import { optionsOrThrow, readOptions, type RaceOptions, type SetupError } from '../core/index.js'
import { circuits, type BoardId } from './circuits/index.js'
import type { BolideConfig, RuleLayer, Strategy } from './config.js'
import { BOLIDE_INFO } from './info.js'

/** Options of {@link defaultConfig}; every field has a default. @group Config */
export interface DefaultConfigOptions {
  /** Number of drivers (2..8), default 6 (`info.players.default`). */
  readonly players?: number
  /** A built-in circuit, default `costa-azzurra` (`info.boards[0]`); a custom circuit goes in the config's `circuit`. */
  readonly board?: BoardId
  /** Laps (1..3), default 2. */
  readonly laps?: number
  /** Rule layer (`info.presets`), default `basic`. */
  readonly rules?: RuleLayer
}

const STRATEGIES: ReadonlyArray<Strategy> = ['6/7+2', '8+2', '5/7+3', '7+3']

// The race of checked options (`info` lists exactly the boards and rule layers of the types).
const fromOptions = (options: RaceOptions): BolideConfig => {
  const o = options as DefaultConfigOptions
  return {
    circuit: circuits[o.board ?? 'costa-azzurra'],
    drivers: Array.from({ length: o.players ?? BOLIDE_INFO.players.default }, (_, i) => ({
      name: `Driver ${i + 1}`,
      strategy: STRATEGIES[i % STRATEGIES.length] as Strategy,
      tread: 'slick' as const,
      setUp: i % 2 === 0 ? ('booster' as const) : ('brake' as const),
    })),
    laps: o.laps ?? 2,
    rules: o.rules ?? 'basic',
    maxRounds: 200,
    session: 'race',
    start: null,
  }
}

/**
 * A ready-to-run race: `players` drivers named Driver 1..n on a built-in circuit, the grid
 * drawn by lot, a round limit of 200. For a custom circuit: `{ ...defaultConfig(o), circuit }`.
 * Options the types forbid (an unknown one such as `circuit`, a string for a number) or out of
 * range throw a `TypeError` naming them; for untrusted input use {@link configFromOptions}.
 * @example
 * defaultConfig({ players: 4, board: 'test-ring', rules: 'advanced' }).drivers.length // 4
 * @group Config
 */
export const defaultConfig = (options: DefaultConfigOptions = {}): BolideConfig =>
  fromOptions(optionsOrThrow(BOLIDE_INFO, options))

/**
 * The race of {@link defaultConfig} from untrusted options (CLI flags, a form, a request),
 * or `BAD_OPTIONS` naming the wrong options and listing those the game takes.
 * @example
 * configFromOptions({ players: 12 })
 * // Left: BAD_OPTIONS, 'at .players: expected a whole number from 2 to 8, got 12' ...
 * @group Config
 */
export const configFromOptions = (input: unknown): Either<SetupError, BolideConfig> =>
  map(fromOptions)(readOptions(BOLIDE_INFO, input))
