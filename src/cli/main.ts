import { readFileSync, writeFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/lib/Either.js'
import { formatRace, formatSummary, progressBar } from './report.js'
import { runners as builtInRunners } from './games.js'
import { unknownRules, type RaceLog, type RaceRecord, type Runner } from './runner.js'

/** Where the CLI writes, so tests can capture it. */
export interface Io {
  /** Normal output. */
  readonly out: (text: string) => void
  /** Errors and progress. */
  readonly err: (text: string) => void
  /** Whether `err` is a terminal (the progress bar redraws in place only there). */
  readonly interactive: boolean
}

const usage = (runners: ReadonlyArray<Runner>): string =>
  [
    'Usage:',
    '  pitwall simulate <game|all> [--seed N] [--races N] [--board NAME] [--players N] [--rules NAME] [--save FILE]',
    '  pitwall replay <file>',
    '  pitwall render <game> [--board NAME] [--players N] [--rules NAME] [--seed N] [--out FILE]',
    '  pitwall help',
    '',
    `Games: ${runners.length === 0 ? '(none yet)' : runners.map((r) => r.id).join(', ')}`,
    ...runners.filter((r) => r.boards.length > 0).map((r) => `Boards of ${r.id}: ${r.boards.join(', ')}`),
    ...runners
      .filter((r) => r.rules.length > 0)
      .map((r) => `Rules of ${r.id}: ${r.rules.map((name, i) => (i === 0 ? `${name} (default)` : name)).join(', ')}`),
  ].join('\n')

class UsageError extends Error {}

interface Flags {
  readonly seed: number
  readonly races: number
  readonly board?: string
  readonly players?: number
  readonly rules?: string
  readonly save?: string
  readonly out?: string
}

const parseInteger = (name: string, text: string | undefined, min: number): number => {
  if (text === undefined || !/^-?\d+$/.test(text))
    throw new UsageError(`--${name} needs an integer, got ${text ?? 'nothing'}`)
  const n = Number(text)
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} must be at least ${min}, got ${text}`)
  return n
}

const parseFlags = (args: ReadonlyArray<string>): Flags => {
  let flags: Flags = { seed: 1, races: 1 }
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]]
    switch (name) {
      case '--seed':
        flags = { ...flags, seed: parseInteger('seed', value, Number.MIN_SAFE_INTEGER) }
        break
      case '--races':
        flags = { ...flags, races: parseInteger('races', value, 1) }
        break
      case '--players':
        flags = { ...flags, players: parseInteger('players', value, 1) }
        break
      case '--board':
        if (value === undefined) throw new UsageError('--board needs a name')
        flags = { ...flags, board: value }
        break
      case '--rules':
        if (value === undefined) throw new UsageError('--rules needs a name')
        flags = { ...flags, rules: value }
        break
      case '--save':
        if (value === undefined) throw new UsageError('--save needs a file name')
        flags = { ...flags, save: value }
        break
      case '--out':
        if (value === undefined) throw new UsageError('--out needs a file name')
        flags = { ...flags, out: value }
        break
      default:
        throw new UsageError(`unknown option ${name ?? ''}`)
    }
  }
  return flags
}

const optionsOf = (flags: Flags) => ({
  seed: flags.seed,
  ...(flags.players === undefined ? {} : { players: flags.players }),
  ...(flags.board === undefined ? {} : { board: flags.board }),
  ...(flags.rules === undefined ? {} : { rules: flags.rules }),
})

// Checked here rather than from the runner's Left so the user gets the usage text with it.
const checkRules = (runner: Runner, flags: Flags): void => {
  if (flags.rules !== undefined && !runner.rules.includes(flags.rules)) {
    throw new UsageError(unknownRules(runner.name, flags.rules, runner.rules))
  }
}

const simulate = (runners: ReadonlyArray<Runner>, target: string | undefined, flags: Flags, io: Io): number => {
  if (target === undefined) throw new UsageError('simulate needs a game name, or all')
  const chosen = target === 'all' ? runners : runners.filter((r) => r.id === target)
  if (chosen.length === 0) {
    throw new UsageError(target === 'all' ? 'no game is available yet' : `unknown game "${target}"`)
  }
  if (target === 'all' && flags.board !== undefined) throw new UsageError('--board needs one game, not all')
  // Each game names its own rule sets: one name cannot mean the same thing for all of them.
  if (target === 'all' && flags.rules !== undefined) throw new UsageError('--rules needs one game, not all')
  for (const runner of chosen) checkRules(runner, flags)
  if (flags.out !== undefined) throw new UsageError('--out goes with render')
  if (flags.save !== undefined && (chosen.length > 1 || flags.races > 1)) {
    throw new UsageError('--save needs one game and one race')
  }
  for (const runner of chosen) {
    const records: RaceRecord[] = []
    for (let i = 0; i < flags.races; i++) {
      const result = runner.race(optionsOf({ ...flags, seed: flags.seed + i }))
      if (isLeft(result)) {
        if (i === 0 && /players|board/.test(result.left)) throw new UsageError(result.left)
        io.err(`pitwall: ${runner.id}, seed ${flags.seed + i}: ${result.left}\n`)
        return 1
      }
      records.push(result.right)
      if (flags.races > 1 && (io.interactive || i + 1 === flags.races)) {
        io.err(
          `${io.interactive ? '\r' : ''}${runner.id} ${progressBar(i + 1, flags.races)}${i + 1 === flags.races ? '\n' : ''}`,
        )
      }
    }
    const first = records[0]
    if (flags.races === 1 && first) io.out(formatRace(runner.name, first))
    else io.out(formatSummary(runner.name, records))
    if (flags.save !== undefined && first) {
      writeFileSync(flags.save, `${JSON.stringify(first.log, null, 1)}\n`)
      io.err(`saved the race log to ${flags.save}\n`)
    }
  }
  return 0
}

const render = (runners: ReadonlyArray<Runner>, target: string | undefined, flags: Flags, io: Io): number => {
  const runner = runners.find((r) => r.id === target)
  if (runner === undefined)
    throw new UsageError(target === undefined ? 'render needs a game name' : `unknown game "${target}"`)
  if (runner.boards.length === 0) throw new UsageError(`${runner.name} has no board to render`)
  if (flags.races !== 1 || flags.save !== undefined)
    throw new UsageError('render takes --board, --players, --rules, --seed and --out')
  checkRules(runner, flags)
  const svg = runner.render(optionsOf(flags))
  if (isLeft(svg)) throw new UsageError(svg.left)
  if (flags.out === undefined) io.out(svg.right)
  else {
    writeFileSync(flags.out, svg.right)
    io.err(`wrote ${flags.out}\n`)
  }
  return 0
}

const replayFile = (runners: ReadonlyArray<Runner>, file: string | undefined, io: Io): number => {
  if (file === undefined) throw new UsageError('replay needs a file')
  let log: unknown
  try {
    log = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    io.err(`pitwall: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
  const shaped = log as Partial<RaceLog> | null
  if (
    shaped === null ||
    typeof shaped !== 'object' ||
    typeof shaped.game !== 'string' ||
    !Array.isArray(shaped.actions)
  ) {
    io.err(`pitwall: ${file} is not a race log: expected {"game", "config", "actions": [...]}\n`)
    return 1
  }
  const runner = runners.find((r) => r.id === shaped.game)
  if (!runner) {
    io.err(`pitwall: ${file} is a log of "${shaped.game}", which this version does not know\n`)
    return 1
  }
  const result = runner.replayLog({ game: shaped.game, config: shaped.config, actions: shaped.actions })
  if (isLeft(result)) {
    io.err(`pitwall: ${file} does not replay: ${result.left}\n`)
    return 1
  }
  io.out(formatRace(runner.name, result.right))
  return 0
}

/** Runs the command line; returns the exit code (2 for bad usage, 1 for a failed run). */
export const main = (argv: ReadonlyArray<string>, io: Io, runners: ReadonlyArray<Runner> = builtInRunners): number => {
  const [command, target, ...rest] = argv
  try {
    switch (command) {
      case 'simulate':
        return simulate(runners, target, parseFlags(rest), io)
      case 'render':
        return render(runners, target, parseFlags(rest), io)
      case 'replay':
        if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(' ')}`)
        return replayFile(runners, target, io)
      case 'help':
      case '--help':
      case '-h':
        io.out(`${usage(runners)}\n`)
        return 0
      default:
        throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`pitwall: ${error.message}\n\n${usage(runners)}\n`)
      return 2
    }
    io.err(`pitwall: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}
