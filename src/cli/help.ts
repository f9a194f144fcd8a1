/**
 * The command's help: an overview (`pitwall help`), one page per command (`pitwall help
 * simulate`, `pitwall simulate --help`), and the games as their own descriptors say.
 */
import type { AnyEntry } from './catalog.js'
import { OPTION_HELP, type OptionHelp, type OptionName } from './options.js'

/** A command as its help shows it, with the options it takes. */
export interface CommandHelp {
  /** How it is typed, one line per form. */
  readonly synopsis: ReadonlyArray<string>
  /** One line on what it does, for the overview. */
  readonly summary: string
  /** What a user should know, a few lines. */
  readonly about: ReadonlyArray<string>
  /** The options it takes, in the order shown. */
  readonly options: ReadonlyArray<OptionName>
  /** What an option does in this command, where it differs from its common help. */
  readonly optionHelp?: Readonly<Partial<Record<OptionName, OptionHelp>>>
  /** Commands that run as written. */
  readonly examples: ReadonlyArray<string>
}

const RACE: ReadonlyArray<OptionName> = ['board', 'players', 'laps', 'rules']

/** Every command, in the order the overview lists them. */
export const COMMANDS = {
  simulate: {
    synopsis: ['pitwall simulate <game|all> [options]'],
    summary: 'race bots, and print the race or, for a batch, statistics per seat',
    about: [
      'One race prints its report: the seats, the grid, the key events and the standings.',
      'A batch (--races N) prints per seat: wins, win rate, mean place, finishes and mean score.',
      'A win is a first place held alone; a first place shared by a tie counts apart, as shared.',
      'A batch splits across machines: each runs a share (--shard I/N --json), and pitwall merge sums the shares.',
    ],
    options: [
      'seed',
      'races',
      ...RACE,
      'bots',
      'budget',
      'workers',
      'shard',
      'json',
      'save',
      'moves',
      'game-module',
      'lang',
      'help',
    ],
    examples: [
      'pitwall simulate formule-de --board speedbowl --players 8 --rules tournament',
      'pitwall simulate rallyman --board snow --races 200',
      'pitwall simulate rallyman --board snow --races 200 --shard 0/4 --json > rallyman-0.json',
      'pitwall simulate formula-motor-racing --seed 7 --save race.json',
      'pitwall simulate all --lang fr',
    ],
  },
  merge: {
    synopsis: ['pitwall merge <report>... [--json]'],
    summary: "sum the reports of a batch's shares into the whole batch's statistics",
    about: [
      'The reports are those of simulate --shard I/N --json, every share once, in any order and from any machine.',
      'The statistics printed are those of the batch played at once by simulate; --json prints its report.',
    ],
    options: ['json', 'help'],
    examples: ['pitwall merge rallyman-0.json rallyman-1.json rallyman-2.json rallyman-3.json'],
  },
  arena: {
    synopsis: ['pitwall arena <game> --bots LIST [options]'],
    summary: 'rate bots against each other: every pairing races the same seeded races, seats swapped',
    about: [
      'Each pairing of the bots listed races --races times on seeds fixed for every pairing, each seed twice with the seats swapped; a race gives a bot its share of the pairs of seats where it finished ahead.',
      'The report rates each bot (Bradley–Terry by maximum likelihood, on the Elo scale, with a 95% interval) and gives the head-to-head table. The same seed gives the same report, on one worker or many.',
      'A bot module is a JavaScript file whose default export makes a policy for a game: export default (game) => policy.',
    ],
    options: ['bots', 'races', 'seats', 'seed', 'board', 'laps', 'rules', 'workers', 'help'],
    examples: [
      'pitwall arena bolide --bots heuristic,mcts:300,random --races 20',
      'pitwall arena formula-motor-racing --bots heuristic,mcts:1000,./my-bot.js --seats 4 --workers 2',
    ],
  },
  selfplay: {
    synopsis: ['pitwall selfplay <game> --out DIR [options]'],
    summary: 'race bots and write every decision as a row of a dataset for learning code (.npy files)',
    about: [
      "Every decision of every seat is a row: the seat's observation tensor, the mask of its legal action ids, the id its bot chose, the seat's final placing reward (+1 first to -1 last), the seat and the race.",
      'DIR gets one .npy file a column (observations, masks, actions, rewards, seats, races), which numpy.load reads, and manifest.json: the game, the config, the bots, the seeds, the encoding (its version, ids and tensor blocks) and the shapes.',
      'The races play in seed order on one thread: a seed gives the same files. A batch splits across processes with --shard I/N, each into its own DIR.',
    ],
    options: ['out', 'seed', 'races', ...RACE, 'bots', 'budget', 'shard', 'game-module', 'help'],
    optionHelp: {
      out: {
        value: 'DIR',
        help: 'the folder to write the dataset into, created if missing; files of the same names are replaced',
      },
      bots: {
        value: 'LIST',
        help: "the seats' bots in turn round the table, separated by commas: random, heuristic, mcts (--budget iterations), mcts:N, or a bot module ./bot.js (default heuristic,random)",
      },
      shard: {
        value: 'I/N',
        help: "write share I (0 to N - 1) of the batch's seeds cut in N runs of consecutive seeds; the races column keeps each race's index in the whole batch",
      },
    },
    examples: [
      'pitwall selfplay formula-motor-racing --players 4 --bots heuristic,random --races 1000 --out fmr-data',
      'pitwall selfplay bolide --bots mcts:100,heuristic --races 50 --shard 1/4 --out bolide-1',
    ],
  },
  replay: {
    synopsis: ['pitwall replay <file> [--moves] [--lang en|fr]'],
    summary: 'check a saved race step by step and print its report',
    about: ['Every step is checked by the rules and against its digest; an edited log is refused at the step edited.'],
    options: ['moves', 'lang', 'game-module', 'help'],
    examples: ['pitwall replay race.json', 'pitwall replay race.json --lang fr'],
  },
  render: {
    synopsis: ['pitwall render <game> [options]', 'pitwall render --replay FILE [options]'],
    summary: 'draw a race as SVG: a new one at its start, or a saved one at any step',
    about: ['The picture is printed unless --out names a file. A seat sees only what it may (hands, secret choices).'],
    options: ['replay', 'step', 'frames', ...RACE, 'seed', 'seat', 'highlight', 'lang', 'out', 'game-module', 'help'],
    examples: [
      'pitwall render bolide --board test-ring --out ring.svg',
      'pitwall render --replay race.json --step 40 --seat 2 --out now.svg',
      'pitwall render --replay race.json --frames frames',
    ],
  },
  serve: {
    synopsis: ['pitwall serve [options]'],
    summary: 'online tables of every game, with the playground in online mode, until stopped (Ctrl-C)',
    about: [
      'Tables are stored in a SQLite file before any move is acknowledged: a server started again on it resumes every open table.',
      'Needs the optional packages of pitwall/colyseus and better-sqlite3 (docs/online.md).',
    ],
    options: ['port', 'host', 'db', 'step-delay', 'budget', 'page', 'redis', 'public-address', 'help'],
    examples: ['pitwall serve --port 2567 --db tables.sqlite'],
  },
  games: {
    synopsis: ['pitwall games'],
    summary: 'list the games with their players, laps, boards and rule sets',
    about: [],
    options: ['game-module', 'help'],
    examples: ['pitwall games'],
  },
  help: {
    synopsis: ['pitwall help [command]'],
    summary: 'this overview, or the help of one command',
    about: [],
    options: ['help'],
    examples: ['pitwall help render'],
  },
} as const satisfies Readonly<Record<string, CommandHelp>>

/** A command's name. */
export type CommandName = keyof typeof COMMANDS

/** Whether a word names a command. */
export const isCommand = (word: string): word is CommandName => Object.hasOwn(COMMANDS, word)

/** A game's lines in `pitwall games` and the overview: players, laps, boards, rule sets. */
export const describeGame = (entry: AnyEntry): ReadonlyArray<string> => {
  const { id, name, players, laps, boards, presets, measure, hiddenInformation } = entry.game.info
  return [
    `  ${id.padEnd(22)}${name}: ${players.min}-${players.max} players (default ${players.default})${laps === null ? '' : `, ${laps.min}-${laps.max} laps`}, ranked by ${measure}${hiddenInformation ? ', hidden information' : ''}`,
    ...(boards.length > 0 ? [`  ${''.padEnd(22)}boards: ${boards.join(', ')}`] : []),
    `  ${''.padEnd(22)}rules: ${presets.map((p, i) => (i === 0 ? `${p} (default)` : p)).join(', ')}`,
  ]
}

const names = Object.keys(COMMANDS) as ReadonlyArray<CommandName>

// Help lines fit a terminal of this many columns.
const COLUMNS = 100

// A text wrapped at word boundaries into lines of at most `width` characters.
const wrap = (text: string, width: number): ReadonlyArray<string> => {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current)
      current = word
    } else current = current === '' ? word : `${current} ${word}`
  }
  return [...lines, current]
}

/** `pitwall help`: the commands, the exit codes and the games. */
export const overview = (entries: ReadonlyArray<AnyEntry>): string =>
  [
    'pitwall: rule engines for racing board games, from the command line.',
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(10)}${COMMANDS[n].summary}`),
    '',
    "'pitwall help <command>' (or 'pitwall <command> --help') gives a command's options.",
    "'pitwall --version' prints the version.",
    'Exit codes: 0 done, 1 the run failed (a file that cannot be read or written, a race that stopped), 2 bad usage.',
    '',
    'Games:',
    ...entries.flatMap(describeGame),
    '',
  ].join('\n')

/** `pitwall help <command>`: how it is typed, what it does, its options and examples. */
export const commandHelp = (command: CommandName): string => {
  const c: CommandHelp = COMMANDS[command]
  const shown = c.options.map((o) => {
    const { value, help } = c.optionHelp?.[o] ?? OPTION_HELP[o]
    return { left: `--${o}${o === 'help' ? ', -h' : ''}${value === '' ? '' : ` ${value}`}`, help }
  })
  const width = Math.max(...shown.map((s) => s.left.length)) + 2
  return [
    'Usage:',
    ...c.synopsis.map((line) => `  ${line}`),
    '',
    `${c.summary[0]?.toUpperCase() ?? ''}${c.summary.slice(1)}.`,
    ...c.about.flatMap((line) => wrap(line, COLUMNS)),
    '',
    'Options:',
    ...shown.flatMap((s) =>
      wrap(s.help, COLUMNS - width - 2).map((text, i) => `  ${(i === 0 ? s.left : '').padEnd(width)}${text}`),
    ),
    '',
    'Examples:',
    ...c.examples.map((e) => `  ${e}`),
    '',
  ].join('\n')
}
