/**
 * The command line's options, parsed strictly: an unknown option, a missing value or a value
 * out of range is a usage error naming it, never a silent default.
 */

/** A mistake in how the command was typed: reported with the usage text and exit code 2. */
export class UsageError extends Error {}

/** Every option a command may take (each command says which it accepts). */
export interface Flags {
  readonly seed?: number
  readonly races?: number
  readonly board?: string
  readonly players?: number
  readonly laps?: number
  readonly rules?: string
  readonly bots?: ReadonlyArray<string>
  readonly budget?: number
  readonly workers?: number
  readonly save?: string
  readonly out?: string
  readonly replay?: string
  readonly step?: number
  readonly seat?: number | 'spectator'
  readonly frames?: string
  readonly highlight?: boolean
}

/** The bots a seat can be given. */
export const BOT_NAMES = ['random', 'heuristic', 'mcts'] as const
/** One of {@link BOT_NAMES}. */
export type BotName = (typeof BOT_NAMES)[number]

const integer = (name: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number => {
  if (text === undefined || !/^-?\d+$/.test(text))
    throw new UsageError(`--${name} needs an integer, got ${text ?? 'nothing'}`)
  const n = Number(text)
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(
      `--${name} must be ${max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`}, got ${text}`,
    )
  return n
}

const text = (name: string, value: string | undefined, what: string): string => {
  if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs ${what}`)
  return value
}

const botList = (value: string | undefined): ReadonlyArray<string> => {
  const names = text('bots', value, `a list of bots (${BOT_NAMES.join(', ')})`).split(',')
  const unknown = names.find((n) => !(BOT_NAMES as ReadonlyArray<string>).includes(n))
  if (unknown !== undefined) throw new UsageError(`unknown bot "${unknown}"; bots: ${BOT_NAMES.join(', ')}`)
  return names
}

const seatOf = (value: string | undefined): number | 'spectator' =>
  value === 'spectator' ? 'spectator' : integer('seat', value, 0, 99)

/** Parses `--name value` pairs (and the `--highlight` switch) into flags; `allowed` lists the command's options. */
export const parseFlags = (
  args: ReadonlyArray<string>,
  allowed: ReadonlyArray<keyof Flags>,
  command: string,
): Flags => {
  const flags: { -readonly [K in keyof Flags]: Flags[K] } = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    const name = arg.replace(/^--/, '') as keyof Flags
    if (!arg.startsWith('--') || !allowed.includes(name))
      throw new UsageError(arg.startsWith('--') ? `${command} does not take ${arg}` : `unexpected "${arg}"`)
    if (flags[name] !== undefined) throw new UsageError(`${arg} is given twice`)
    if (name === 'highlight') {
      flags.highlight = true
      continue
    }
    const value = args[++i]
    switch (name) {
      case 'seed':
        flags.seed = integer(name, value, Number.MIN_SAFE_INTEGER)
        break
      case 'races':
        flags.races = integer(name, value, 1, 1_000_000)
        break
      case 'players':
        flags.players = integer(name, value, 1, 99)
        break
      case 'laps':
        flags.laps = integer(name, value, 1, 99)
        break
      case 'budget':
        flags.budget = integer(name, value, 1, 1_000_000)
        break
      case 'workers':
        flags.workers = integer(name, value, 1, 256)
        break
      case 'step':
        flags.step = integer(name, value, 0)
        break
      case 'seat':
        flags.seat = seatOf(value)
        break
      case 'bots':
        flags.bots = botList(value)
        break
      case 'board':
      case 'rules':
        flags[name] = text(name, value, 'a name')
        break
      case 'save':
      case 'out':
      case 'replay':
        flags[name] = text(name, value, 'a file name')
        break
      case 'frames':
        flags.frames = text(name, value, 'a folder name')
        break
    }
  }
  return flags
}
