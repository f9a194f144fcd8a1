/**
 * The options of a game's `defaultConfig` and `configFromOptions`: players, board, laps and
 * rules, checked against what the game says it accepts (its `info`), so that a wrong option
 * is refused with its name, never dropped. They are decoded exactly, as the guard decodes an
 * action: an unknown option is named with the options there are, a value of the wrong type or
 * out of range with the values accepted. A game without laps or boards takes no `laps` or
 * `board`; an option absent takes the game's default.
 */
import * as t from 'io-ts'
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolSetupError } from './codes.js'
import { intRange } from './codec.js'
import { exactDecoder, ExactProblem } from './exact.js'
import type { CountRange, GameInfo } from './game.js'
import { struct } from './struct.js'
import type { SetupError } from './violation.js'

/** The options every game's `defaultConfig` may take, as `game.info` describes them. @group Config */
export interface RaceOptions {
  /** Players (seats), within `info.players`. */
  readonly players?: number
  /** A built-in board, one of `info.boards`. */
  readonly board?: string
  /** Laps, within `info.laps` (a game with laps only). */
  readonly laps?: number
  /** A rule preset, one of `info.presets`. */
  readonly rules?: string
}

const count = (range: CountRange): t.Mixed =>
  intRange(range.min, range.max, `a whole number from ${range.min} to ${range.max}`)

// Named by io-ts as the names in quotes: `"basic" | "advanced"`.
const oneOf = (names: ReadonlyArray<string>): t.Mixed => t.keyof(Object.fromEntries(names.map((name) => [name, null])))

// The exact decoder of a game's options, and what they accept (for messages).
const checkerOf = (info: GameInfo) => {
  const fields: t.Props = { players: count(info.players) }
  if (info.boards.length > 0) fields['board'] = oneOf(info.boards)
  if (info.laps !== null) fields['laps'] = count(info.laps)
  fields['rules'] = oneOf(info.presets)
  const accepted = Object.entries(fields).map(([name, field]) => `${name} (${field.name})`)
  return {
    decode: exactDecoder(struct({}, fields, `the options of ${info.name}`) as t.Type<RaceOptions, unknown, unknown>),
    accepted: `${info.name} takes ${accepted.join(', ')}.`,
  }
}

/**
 * The options of `input` as `info` describes them, or `BAD_OPTIONS` naming the wrong options
 * (an unknown one with the options there are; each value of the wrong type or out of range
 * with the values accepted) and listing the options the game takes. `undefined` is no
 * options. Never throws: a getter that throws, or a proxy, makes the input refused.
 * @example
 * readOptions(bolide.info, { players: 9 })
 * // Left: BAD_OPTIONS, 'Options refused for Bolide:\nat .players: expected a whole number from 2 to 8, got 9'
 * @group Config
 */
export const readOptions = (info: GameInfo, input: unknown): Either<SetupError<'BAD_OPTIONS'>, RaceOptions> => {
  if (input === undefined) return right({})
  const { decode, accepted } = checkerOf(info)
  const options = decode(input)
  return options instanceof ExactProblem
    ? left(
        protocolSetupError('BAD_OPTIONS', [`Options refused for ${info.name}:`, ...options.lines, accepted].join('\n')),
      )
    : right(options)
}

/**
 * The options of `input` as `info` describes them, for a typed caller: a wrong option is a
 * programming error, thrown as a `TypeError` with the message of {@link readOptions}.
 * @group Config
 */
export const optionsOrThrow = (info: GameInfo, input: unknown): RaceOptions => {
  const options = readOptions(info, input)
  if (options._tag === 'Left') throw new TypeError(options.left.message)
  return options.right
}
