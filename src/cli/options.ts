/**
 * The command line's options, read by `node:util`'s `parseArgs` and checked strictly: an
 * unknown option, a missing value, a value of the wrong kind or out of range is a usage error
 * naming the option and what it accepts, never a silent default.
 */
import { parseArgs } from 'node:util'
import type { Shard } from './batch-report.js'
import { isLang, LANGS, type Lang } from '../core/index.js'

/** A mistake in how the command was typed: one line, then a pointer to the command's help; exit code 2. */
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
  readonly seats?: number
  readonly workers?: number
  readonly shard?: Shard
  readonly json?: boolean
  readonly save?: string
  readonly out?: string
  readonly replay?: string
  readonly step?: number
  readonly seat?: number | 'spectator'
  readonly frames?: string
  readonly highlight?: boolean
  readonly moves?: boolean
  readonly help?: boolean
  readonly port?: number
  readonly host?: string
  readonly db?: string
  readonly 'step-delay'?: number
  readonly page?: string
  readonly redis?: string
  readonly 'public-address'?: string
  readonly 'game-module'?: string
  readonly lang?: Lang
}

/** An option's name, as typed after `--`. */
export type OptionName = keyof Flags

/** The bots a seat can be given. */
export const BOT_NAMES = ['random', 'heuristic', 'mcts'] as const
/** One of {@link BOT_NAMES}. */
export type BotName = (typeof BOT_NAMES)[number]

/**
 * Whether a word names a bot: one of {@link BOT_NAMES}, the search bot at N iterations
 * (`mcts:1000`, the arena's), or a bot module, a `.js`, `.mjs` or `.cjs` file (the arena's).
 */
export const isBotSpec = (text: string): boolean =>
  (BOT_NAMES as ReadonlyArray<string>).includes(text) ||
  /^mcts:[1-9]\d{0,5}$/.test(text) ||
  (/\.(?:m|c)?js$/.test(text) && !text.startsWith('-'))

/** The options that take no value. */
type Switch = 'highlight' | 'moves' | 'help' | 'json'
const SWITCHES: ReadonlySet<OptionName> = new Set<Switch>(['highlight', 'moves', 'help', 'json'])

/** An option as the help shows it: what its value looks like and what it does. */
export interface OptionHelp {
  /** The value's placeholder (`N`, `FILE`), empty for a switch. */
  readonly value: string
  /** One line on what it does, with its default. */
  readonly help: string
}

// What an option's value may be, and the value read from its text (undefined: not that).
interface Reader<T> {
  readonly accepts: string
  readonly read: (text: string) => T | undefined
}
type Readers = { readonly [K in Exclude<OptionName, Switch>]: Reader<NonNullable<Flags[K]>> }

const whole = (text: string): number | undefined => {
  const n = /^-?\d+$/.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(n) ? n : undefined
}

const integer = (min: number, max = Number.MAX_SAFE_INTEGER): Reader<number> => ({
  accepts: max === Number.MAX_SAFE_INTEGER ? `a whole number, at least ${min}` : `a whole number from ${min} to ${max}`,
  read: (text) => {
    const n = whole(text)
    return n !== undefined && n >= min && n <= max ? n : undefined
  },
})

const word = (accepts: string): Reader<string> => ({
  accepts,
  read: (text) => (text === '' || text.startsWith('-') ? undefined : text),
})

const READERS: Readers = {
  seed: { accepts: 'a whole number', read: whole },
  races: integer(1, 1_000_000),
  board: word('a board id (pitwall games lists them)'),
  players: integer(1, 99),
  laps: integer(1, 99),
  rules: word('a rule set (pitwall games lists them)'),
  bots: {
    accepts: `bots from ${BOT_NAMES.join(', ')} (the arena also takes mcts:N and bot modules, ./bot.js), separated by commas`,
    read: (text) => {
      const names = text.split(',')
      return names.every(isBotSpec) ? names : undefined
    },
  },
  budget: integer(1, 1_000_000),
  seats: integer(2, 99),
  workers: integer(1, 4096),
  shard: {
    accepts: 'I/N, a share I from 0 to N - 1 of N (N at most 1,000,000)',
    read: (text) => {
      const found = /^(\d+)\/(\d+)$/.exec(text)
      const index = found === null ? undefined : whole(found[1] as string)
      const count = found === null ? undefined : whole(found[2] as string)
      return index !== undefined && count !== undefined && count >= 1 && count <= 1_000_000 && index < count
        ? { index, count }
        : undefined
    },
  },
  save: word('a file name'),
  out: word('a file name'),
  replay: word('a file name'),
  step: integer(0),
  seat: {
    accepts: 'a seat number from 0 to 99, or spectator',
    read: (text) => (text === 'spectator' ? 'spectator' : integer(0, 99).read(text)),
  },
  frames: word('a folder name'),
  port: integer(0, 65535),
  host: word('an address to listen on, such as 127.0.0.1 or 0.0.0.0'),
  db: word('a file name, or :memory:'),
  'step-delay': integer(0, 60_000),
  page: word('a file name'),
  redis: word('a Redis URL, such as redis://127.0.0.1:6379'),
  'public-address': word('the host:port clients reach this process at'),
  'game-module': word('a file name'),
  lang: { accepts: LANGS.join(' or '), read: (text) => (isLang(text) ? text : undefined) },
}

/** What each option does, for the help. */
export const OPTION_HELP: Readonly<Record<OptionName, OptionHelp>> = {
  seed: { value: 'N', help: "the race's seed; a batch plays seeds N, N+1, ... (default 1)" },
  races: { value: 'N', help: 'races to play, up to 1,000,000; more than one prints statistics per seat (default 1)' },
  board: { value: 'ID', help: "the board (circuit or rally) by its id; pitwall games lists each game's" },
  players: { value: 'N', help: "number of players, within the game's range (pitwall games)" },
  laps: { value: 'N', help: "number of laps, within the game's range (pitwall games)" },
  rules: { value: 'NAME', help: "the rule set; pitwall games lists each game's (default: the first)" },
  bots: {
    value: 'LIST',
    help: `the seats' bots in turn round the table, from ${BOT_NAMES.join(', ')} (default heuristic,random); an arena's bots to rate, which may also be mcts:N (N iterations a decision) and bot modules (./bot.js, whose default export is (game) => policy)`,
  },
  budget: { value: 'N', help: "the search bot's (mcts) iterations per decision (default 200)" },
  seats: { value: 'K', help: "seats in each arena race, within the game's range (default 2, or the game's fewest)" },
  workers: {
    value: 'N',
    help: "threads for a batch, at most the machine's cores; the same results as one (default: every core, the others joining once the batch is long enough to gain by them)",
  },
  shard: {
    value: 'I/N',
    help: "play share I (0 to N - 1) of the batch's seeds cut in N runs of consecutive seeds; pitwall merge sums the shares' --json reports into the whole batch's report",
  },
  json: {
    value: '',
    help: "print the batch's report as JSON (what was raced, its seeds, the sums per seat), which pitwall merge reads",
  },
  save: { value: 'FILE', help: "write the race's checked log to FILE (one race of one game); its folder must exist" },
  out: { value: 'FILE', help: 'write the picture to FILE instead of printing it; its folder must exist' },
  replay: { value: 'FILE', help: 'the race log to draw (written by simulate --save)' },
  step: { value: 'N', help: 'the step to draw, 0 for the start (default: the end)' },
  seat: { value: 'N|spectator', help: 'draw the race as that seat sees it (default spectator)' },
  frames: {
    value: 'DIR',
    help: 'write one picture per decision into DIR, created if missing: <game>-<frame>-step-<step>.svg, frames from 001',
  },
  highlight: { value: '', help: 'mark the legal targets of the seat to act' },
  moves: {
    value: '',
    help: "list every move in the report, not only the key events (Formula Motor Racing's card plays)",
  },
  help: { value: '', help: "this command's help" },
  port: { value: 'N', help: 'the port to listen on, 0 for any free port (default 2567)' },
  host: { value: 'ADDR', help: 'the address to listen on (default 127.0.0.1: this machine only)' },
  db: {
    value: 'FILE',
    help: 'the SQLite file of the tables, :memory: for none (default pitwall-tables.sqlite); a server started again on it resumes every open table',
  },
  'step-delay': { value: 'MS', help: 'milliseconds between two bot moves, so people can follow them (default 400)' },
  page: { value: 'FILE', help: 'the playground page to serve (default: the built one)' },
  redis: {
    value: 'URL',
    help: 'share the tables with every other process on this Redis and tables file (Colyseus Redis presence and driver)',
  },
  lang: {
    value: 'en|fr',
    help: "the language of the report or of the picture's tooltips, English or French (default: the environment's, LC_ALL, LC_MESSAGES or LANG; English otherwise)",
  },
  'public-address': {
    value: 'HOST:PORT',
    help: "the address other processes' clients reach this process at (with --redis)",
  },
  'game-module': {
    value: 'FILE',
    help: 'add the games of an ES module file (its default export: a game module or a list of them; docs/new-game.md)',
  },
}

const spelled = (option: OptionName): string => `--${option}`

/** The options and the words (game, file) of a command's arguments. */
export interface CommandLine {
  readonly flags: Flags
  readonly words: ReadonlyArray<string>
}

/**
 * Reads a command's arguments (after the command's name): `allowed` lists its options. The
 * parse is `parseArgs`'s, not strict: its own errors would not name what an option accepts,
 * so unknown options and bad values are refused here, from its tokens, with messages that do.
 */
export const parseCommandLine = (
  args: ReadonlyArray<string>,
  command: string,
  allowed: ReadonlyArray<OptionName>,
): CommandLine => {
  const options = Object.fromEntries(
    allowed.map((option) => [
      option,
      {
        type: SWITCHES.has(option) ? ('boolean' as const) : ('string' as const),
        ...(option === 'help' ? { short: 'h' } : {}),
      },
    ]),
  )
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true })
  const flags: Record<string, unknown> = {}
  const words: string[] = []
  for (const token of tokens) {
    if (token.kind === 'positional') words.push(token.value)
    if (token.kind !== 'option') continue
    const option = token.name as OptionName
    if (!allowed.includes(option))
      throw new UsageError(`${command} does not take ${token.rawName}; it takes ${allowed.map(spelled).join(', ')}`)
    if (flags[option] !== undefined) throw new UsageError(`${spelled(option)} is given twice`)
    if (SWITCHES.has(option)) {
      if (token.value !== undefined) throw new UsageError(`${spelled(option)} takes no value, not "${token.value}"`)
      flags[option] = true
      continue
    }
    const { accepts, read } = READERS[option as Exclude<OptionName, Switch>]
    // `--out --seed 3`: the next option is not a value (`--out=--seed` would be).
    if (token.value === undefined || (token.value.startsWith('--') && token.inlineValue !== true))
      throw new UsageError(`${spelled(option)} needs a value: ${accepts}`)
    const value = read(token.value)
    if (value === undefined) throw new UsageError(`${spelled(option)} takes ${accepts}, not "${token.value}"`)
    flags[option] = value
  }
  return { flags: flags as Flags, words }
}
