/**
 * The options of a game's `defaultConfig` and `configFromOptions`: players, board, laps and
 * rules, checked against what the game says it accepts (its `info`), so that a wrong option
 * is refused with its name, never dropped. A game without laps or boards takes no `laps` or
 * `board`; an option absent (or `undefined`) takes the game's default.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolSetupError } from './codes.js'
import { describeValue } from './codec.js'
import { isPlainObject } from './exact.js'
import type { CountRange, GameInfo } from './game.js'
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

// One refused option: what is wrong, and whether it is of the wrong kind or out of range.
interface Problem {
  readonly line: string
  readonly range: boolean
}

const within = (range: CountRange): string => `${range.min} to ${range.max}`

const oneOf = (names: ReadonlyArray<string>): string => names.map((name) => JSON.stringify(name)).join(', ')

// The options a game takes, by name: the check of a value, and what it accepts.
const optionsOf = (
  info: GameInfo,
): ReadonlyArray<readonly [keyof RaceOptions, string, (v: unknown) => Problem | null]> => {
  const count =
    (name: string, range: CountRange) =>
    (v: unknown): Problem | null =>
      Number.isSafeInteger(v) && (v as number) >= range.min && (v as number) <= range.max
        ? null
        : {
            line: `${name} must be a whole number from ${within(range)}, not ${describeValue(v)}`,
            range: typeof v === 'number',
          }
  const choice =
    (name: string, names: ReadonlyArray<string>) =>
    (v: unknown): Problem | null =>
      typeof v === 'string' && names.includes(v)
        ? null
        : { line: `${name} must be one of ${oneOf(names)}, not ${describeValue(v)}`, range: typeof v === 'string' }
  return [
    ['players', within(info.players), count('players', info.players)],
    ...(info.boards.length > 0 ? [['board', oneOf(info.boards), choice('board', info.boards)] as const] : []),
    ...(info.laps !== null ? [['laps', within(info.laps), count('laps', info.laps)] as const] : []),
    ['rules', oneOf(info.presets), choice('rules', info.presets)],
  ]
}

/** What a game's options are, for messages: `players (2 to 8), board ("a", "b"), ...`. @group Config */
export const acceptedOptions = (info: GameInfo): string =>
  optionsOf(info)
    .map(([name, accepted]) => `${name} (${accepted})`)
    .join(', ')

// The options read from an input, or every problem; each field is read once.
const read = (info: GameInfo, input: unknown): Either<ReadonlyArray<Problem>, RaceOptions> => {
  if (input === undefined) return right({})
  if (!isPlainObject(input))
    return left([{ line: `the options must be an object, not ${describeValue(input)}`, range: false }])
  const known = optionsOf(info)
  const out: Record<string, unknown> = {}
  const problems: Problem[] = []
  for (const key of Object.keys(input)) {
    const value: unknown = input[key]
    if (value === undefined) continue
    const option = known.find(([name]) => name === key)
    const problem =
      option === undefined
        ? { line: `${JSON.stringify(key)} is not an option of ${info.name}`, range: false }
        : option[2](value)
    if (problem === null) out[key] = value
    else problems.push(problem)
  }
  return problems.length > 0 ? left(problems) : right(out)
}

// The same, with a getter that throws or a proxy refused instead of thrown.
const readSafely = (info: GameInfo, input: unknown): Either<ReadonlyArray<Problem>, RaceOptions> => {
  try {
    return read(info, input)
  } catch (error) {
    const why = error instanceof Error ? error.message : 'an unreadable value'
    return left([{ line: `the options are not plain data (${why})`, range: false }])
  }
}

const messageOf = (info: GameInfo, problems: ReadonlyArray<Problem>): string =>
  [
    `Options refused for ${info.name}:`,
    ...problems.map((p) => `- ${p.line}`),
    `${info.name} takes ${acceptedOptions(info)}; any other field of the config is set on the result.`,
  ].join('\n')

/**
 * The options of `input` as `info` describes them, or `BAD_OPTIONS` naming each wrong option
 * (unknown, of the wrong type, out of range) and listing the options the game takes.
 * `undefined` is no options; a field `undefined` is absent. Never throws: a getter that
 * throws, or a proxy, makes the input refused.
 * @group Config
 */
export const readOptions = (info: GameInfo, input: unknown): Either<SetupError<'BAD_OPTIONS'>, RaceOptions> => {
  const options = readSafely(info, input)
  return options._tag === 'Right' ? options : left(protocolSetupError('BAD_OPTIONS', messageOf(info, options.left)))
}

/**
 * The options of `input` as `info` describes them, for a typed caller: a wrong option is a
 * programming error, thrown as a `TypeError` (a `RangeError` when every problem is a value
 * out of range) with the message of {@link readOptions}.
 * @group Config
 */
export const optionsOrThrow = (info: GameInfo, input: unknown): RaceOptions => {
  const options = readSafely(info, input)
  if (options._tag === 'Right') return options.right
  const message = messageOf(info, options.left)
  throw options.left.every((p) => p.range) ? new RangeError(message) : new TypeError(message)
}
