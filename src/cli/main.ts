/**
 * The `pitwall` command: simulate races of any game with any bots, replay a saved race,
 * draw a race at any step. Everything it knows about a game comes from the catalog (the
 * games' own descriptors and public surface).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { BOT_NAMES, parseFlags, UsageError, type Flags } from './args.js'
import { catalog as builtIn, entryOf, type AnyEntry, type ConfigOptions } from './catalog.js'
import { raceBatch } from './batch.js'
import { framesOf, pictureAtStart, pictureAtStep, statesOfLog } from './pictures.js'
import { DEFAULT_BUDGET, planRace, playRace, recordOf } from './race.js'
import { formatRace, formatSummary, progressBar } from './report.js'
import { serve, SERVE_USAGE } from './serve.js'

/** Where the CLI writes, so tests can capture it; `now` times the progress bar's estimate. */
export interface Io {
  /** Normal output. */
  readonly out: (text: string) => void
  /** Errors and progress. */
  readonly err: (text: string) => void
  /** Whether `err` is a terminal (the progress bar redraws in place only there). */
  readonly interactive: boolean
  /** Milliseconds since some origin (default: none, no time estimate). */
  readonly now?: () => number
}

const RACE_OPTIONS = ['board', 'players', 'laps', 'rules'] as const
// The progress bar's shortest redraw interval in a terminal, in milliseconds.
const REDRAW_MS = 100

const describeGame = (entry: AnyEntry): ReadonlyArray<string> => {
  const { id, name, players, laps, boards, presets, measure, hiddenInformation } = entry.game.info
  return [
    `  ${id.padEnd(22)}${name}: ${players.min}-${players.max} players (default ${players.default})${laps === null ? '' : `, ${laps.min}-${laps.max} laps`}, ranked by ${measure}${hiddenInformation ? ', hidden information' : ''}`,
    ...(boards.length > 0 ? [`  ${''.padEnd(22)}boards: ${boards.join(', ')}`] : []),
    `  ${''.padEnd(22)}rules: ${presets.map((p, i) => (i === 0 ? `${p} (default)` : p)).join(', ')}`,
  ]
}

const usage = (entries: ReadonlyArray<AnyEntry>): string =>
  [
    'Usage:',
    '  pitwall simulate <game|all> [--seed N] [--races N] [--board ID] [--players N] [--laps N] [--rules NAME]',
    `                              [--bots ${BOT_NAMES.join('|')}[,...]] [--budget N] [--workers N] [--save FILE]`,
    '  pitwall replay <file>',
    '  pitwall render <game> [--board ID] [--players N] [--laps N] [--rules NAME] [--seed N] [--seat N|spectator] [--highlight] [--out FILE]',
    '  pitwall render --replay FILE [--step N] [--seat N|spectator] [--highlight] [--out FILE | --frames DIR]',
    SERVE_USAGE,
    '  pitwall games',
    '  pitwall help',
    '',
    '--bots gives the seats their bots in turn round the table (default heuristic,random);',
    `--budget is the search bot's iterations per decision (default ${DEFAULT_BUDGET});`,
    '--workers plays a batch on that many threads, with the same results as one (default: every',
    'core, the others joining once the batch looks long enough to gain by them).',
    '',
    'Games:',
    ...entries.flatMap(describeGame),
  ].join('\n')

const optionsOf = (flags: Flags): ConfigOptions => ({
  ...(flags.players === undefined ? {} : { players: flags.players }),
  ...(flags.board === undefined ? {} : { board: flags.board }),
  ...(flags.laps === undefined ? {} : { laps: flags.laps }),
  ...(flags.rules === undefined ? {} : { rules: flags.rules }),
})

const usable = <T>(result: Either<string, T>): T => {
  if (isLeft(result)) throw new UsageError(result.left)
  return result.right
}

const gameOf = (entries: ReadonlyArray<AnyEntry>, id: string | undefined, command: string): AnyEntry => {
  if (id === undefined || id.startsWith('--')) throw new UsageError(`${command} needs a game`)
  const entry = entryOf(id, entries)
  if (entry === undefined)
    throw new UsageError(`unknown game "${id}"; games: ${entries.map((e) => e.game.id).join(', ')}`)
  return entry
}

const simulate = async (
  entries: ReadonlyArray<AnyEntry>,
  target: string | undefined,
  args: ReadonlyArray<string>,
  io: Io,
): Promise<number> => {
  const flags = parseFlags(args, ['seed', 'races', ...RACE_OPTIONS, 'bots', 'budget', 'workers', 'save'], 'simulate')
  const chosen = target === 'all' ? entries : [gameOf(entries, target, 'simulate')]
  // Boards, rule sets and lap counts are each game's own: one name cannot mean the same in all.
  for (const name of ['board', 'rules', 'laps'] as const)
    if (target === 'all' && flags[name] !== undefined) throw new UsageError(`--${name} needs one game, not all`)
  const races = flags.races ?? 1
  if (flags.save !== undefined && (chosen.length > 1 || races > 1))
    throw new UsageError('--save needs one game and one race')
  // Workers import the built-in games by id: a catalog of one's own plays on this thread.
  if (flags.workers !== undefined && flags.workers > 1 && entries !== builtIn)
    throw new UsageError('--workers plays the built-in games only')
  const workers = races === 1 || entries !== builtIn ? 1 : Math.min(races, flags.workers ?? availableParallelism())
  const seed = flags.seed ?? 1
  const plans = chosen.map((entry) => ({
    entry,
    plan: usable(planRace(entry, optionsOf(flags), flags.bots, flags.budget)),
  }))
  for (const { entry, plan } of plans) {
    const started = io.now?.()
    // In a terminal the bar is redrawn at most every REDRAW_MS (a batch of short races would
    // otherwise write it thousands of times a second), and always when the batch is done.
    let drawn = -Infinity
    const progress = (done: number): void => {
      if (races === 1 || (!io.interactive && done < races)) return
      const elapsed = started === undefined ? undefined : (io.now?.() ?? started) - started
      if (elapsed !== undefined && done < races && elapsed - drawn < REDRAW_MS) return
      if (elapsed !== undefined) drawn = elapsed
      io.err(
        `${io.interactive ? '\r' : ''}${entry.game.id} ${progressBar(done, races, elapsed)}${done === races ? '\n' : ''}`,
      )
    }
    if (races === 1) {
      // One race: the full report from its checked log (which --save writes).
      const record = playRace(entry, plan, seed)
      if (isLeft(record)) {
        io.err(`pitwall: ${entry.game.id}, seed ${seed}: ${record.left}\n`)
        return 1
      }
      io.out(formatRace(entry.game.name, record.right))
      if (flags.save !== undefined) {
        writeFileSync(flags.save, `${JSON.stringify(record.right.log, null, 1)}\n`)
        io.err(`saved the race log to ${flags.save}\n`)
      }
      continue
    }
    // Asked for, the workers start at once; by default only when the batch is worth their warm-up.
    const played = await raceBatch(
      entry,
      plan,
      seed,
      races,
      workers,
      flags.workers !== undefined ? 'now' : 'when-worth-it',
      progress,
    )
    if (isLeft(played)) {
      io.err(`pitwall: ${entry.game.id}, seed ${played.left.seed}: ${played.left.message}\n`)
      return 1
    }
    io.out(formatSummary(entry.game.name, played.right))
  }
  return 0
}

// A saved log: read as JSON and matched to its game; a Left is a message (exit code 1).
const readLogFile = (
  entries: ReadonlyArray<AnyEntry>,
  file: string,
): Either<string, { entry: AnyEntry; log: unknown }> => {
  let log: unknown
  try {
    log = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return left(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const id = typeof log === 'object' && log !== null ? (log as { game?: unknown }).game : undefined
  if (typeof id !== 'string') return left(`${file} is not a pitwall race log (no "game")`)
  const entry = entryOf(id, entries)
  return entry === undefined
    ? left(`${file} is a log of "${id}", which this version does not know`)
    : right({ entry, log })
}

const replayFile = (
  entries: ReadonlyArray<AnyEntry>,
  file: string | undefined,
  args: ReadonlyArray<string>,
  io: Io,
): number => {
  if (file === undefined || file.startsWith('--')) throw new UsageError('replay needs a file')
  parseFlags(args, [], 'replay')
  const read = readLogFile(entries, file)
  if (isLeft(read)) {
    io.err(`pitwall: ${read.left}\n`)
    return 1
  }
  const record = recordOf(read.right.entry, read.right.log)
  if (isLeft(record)) {
    io.err(`pitwall: ${file} does not replay: ${record.left}\n`)
    return 1
  }
  io.out(formatRace(read.right.entry.game.name, record.right))
  return 0
}

const write = (io: Io, file: string | undefined, svg: string): void => {
  if (file === undefined) io.out(svg)
  else {
    writeFileSync(file, svg)
    io.err(`wrote ${file}\n`)
  }
}

const render = (
  entries: ReadonlyArray<AnyEntry>,
  target: string | undefined,
  args: ReadonlyArray<string>,
  io: Io,
): number => {
  const fromLog = target === '--replay'
  const flags = fromLog
    ? parseFlags([target, ...args], ['replay', 'step', 'seat', 'highlight', 'out', 'frames'], 'render --replay')
    : parseFlags(args, ['seed', ...RACE_OPTIONS, 'seat', 'highlight', 'out'], 'render')
  const picture = { seat: flags.seat ?? 'spectator', highlight: flags.highlight === true } as const
  if (!fromLog) {
    const entry = gameOf(entries, target, 'render')
    const plan = usable(planRace(entry, optionsOf(flags)))
    const svg = pictureAtStart(entry, plan, flags.seed ?? 1, picture)
    if (isLeft(svg)) {
      io.err(`pitwall: ${svg.left}\n`)
      return 1
    }
    write(io, flags.out, svg.right)
    return 0
  }
  if (flags.frames !== undefined && (flags.out !== undefined || flags.step !== undefined))
    throw new UsageError('--frames writes every step: it takes neither --out nor --step')
  const read = readLogFile(entries, flags.replay ?? '')
  const states = isLeft(read) ? read : statesOfLog(read.right.entry, read.right.log)
  if (isLeft(read) || isLeft(states)) {
    io.err(
      `pitwall: ${isLeft(read) ? read.left : isLeft(states) ? `${flags.replay ?? ''} does not replay: ${states.left}` : ''}\n`,
    )
    return 1
  }
  const { entry } = read.right
  if (flags.frames !== undefined) {
    mkdirSync(flags.frames, { recursive: true })
    const frames = framesOf(entry, states.right, picture)
    const digits = String(states.right.length).length
    for (const { step, svg } of frames)
      writeFileSync(join(flags.frames, `${entry.game.id}-${String(step).padStart(digits, '0')}.svg`), svg)
    io.err(`wrote ${frames.length} pictures to ${flags.frames}\n`)
    return 0
  }
  const svg = usable(pictureAtStep(entry, states.right, flags.step, picture))
  write(io, flags.out, svg)
  return 0
}

/** Runs the command line; returns the exit code (2 for bad usage, 1 for a failed run). */
export const main = async (
  argv: ReadonlyArray<string>,
  io: Io,
  entries: ReadonlyArray<AnyEntry> = builtIn,
): Promise<number> => {
  const [command, target, ...rest] = argv
  try {
    switch (command) {
      case 'simulate':
        return await simulate(entries, target, rest, io)
      case 'render':
        return render(entries, target, rest, io)
      case 'replay':
        return replayFile(entries, target, rest, io)
      case 'serve':
        return await serve(target === undefined ? rest : [target, ...rest], io)
      case 'games':
        if (target !== undefined) throw new UsageError(`unexpected "${target}"`)
        io.out(`${entries.flatMap(describeGame).join('\n')}\n`)
        return 0
      case 'help':
      case '--help':
      case '-h':
        io.out(`${usage(entries)}\n`)
        return 0
      default:
        throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`pitwall: ${error.message}\n\n${usage(entries)}\n`)
      return 2
    }
    io.err(`pitwall: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}
