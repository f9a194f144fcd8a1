/**
 * What the commands share: a game by its id, the race options, a seat checked against the
 * race, a saved log read from its file, and a failed run said in one line.
 */
import { isLeft, isRight, left, right, type Either } from 'fp-ts/lib/Either.js'
import { entryOf, type AnyEntry, type ConfigOptions } from './catalog.js'
import { readText } from './files.js'
import { UsageError, type Flags } from './options.js'
import type { Lang } from '../core/index.js'
import type { RaceReportOptions } from './report.js'
import { reportWords } from './report-words.js'
import type { TerminalIo } from './terminal.js'

/** A run that failed: its one line on stderr, exit code 1. */
export const failed = (term: TerminalIo, message: string): number => {
  term.err(`pitwall: ${message}\n`)
  return 1
}

/** The game a word names, or a usage error listing the games. */
export const gameOf = (entries: ReadonlyArray<AnyEntry>, id: string | undefined, command: string): AnyEntry => {
  const games = entries.map((e) => e.game.id).join(', ')
  if (id === undefined) throw new UsageError(`${command} needs a game: ${games}`)
  const entry = entryOf(id, entries)
  if (entry === undefined) throw new UsageError(`unknown game "${id}"; games: ${games}`)
  return entry
}

/** Words beyond those a command takes are refused, naming the first. */
export const noMoreWords = (words: ReadonlyArray<string>, taken: number, what: string): void => {
  const extra = words[taken]
  if (extra !== undefined) throw new UsageError(`unexpected "${extra}": ${what}`)
}

/** The race options of the flags (the catalog's uniform options). */
export const optionsOf = (flags: Flags): ConfigOptions => ({
  ...(flags.players === undefined ? {} : { players: flags.players }),
  ...(flags.board === undefined ? {} : { board: flags.board }),
  ...(flags.laps === undefined ? {} : { laps: flags.laps }),
  ...(flags.rules === undefined ? {} : { rules: flags.rules }),
})

/** A Right's value, or the Left as a usage error (an option the game refuses). */
export const usable = <T>(result: Either<string, T>): T => {
  if (isLeft(result)) throw new UsageError(result.left)
  return result.right
}

/**
 * The seat `--seat` names, checked against a state of the race: a seat the race does not
 * have is a usage error saying which it has.
 */
export const seatIn = (
  entry: AnyEntry,
  state: unknown,
  seat: number | 'spectator' | undefined,
): number | 'spectator' => {
  if (seat === undefined || seat === 'spectator' || isRight(entry.game.observe(state, seat))) return seat ?? 'spectator'
  let seats = 0
  while (seats < 100 && isRight(entry.game.observe(state, seats))) seats++
  throw new UsageError(
    `--seat ${seat}: this race has ${seats === 1 ? 'seat 0 only' : `seats 0 to ${seats - 1}`} (or spectator)`,
  )
}

/** A saved log read from its file and matched to its game; a Left is one line (exit code 1). */
export const readLogFile = (
  entries: ReadonlyArray<AnyEntry>,
  file: string,
): Either<string, { readonly entry: AnyEntry; readonly log: unknown }> => {
  const text = readText(file)
  if (isLeft(text)) return text
  let log: unknown
  try {
    log = JSON.parse(text.right)
  } catch {
    return left(`${file} is not a pitwall race log: it is not JSON`)
  }
  const id = typeof log === 'object' && log !== null ? (log as { game?: unknown }).game : undefined
  if (typeof id !== 'string') return left(`${file} is not a pitwall race log: it names no game`)
  const entry = entryOf(id, entries)
  return entry === undefined
    ? left(
        `${file} is a log of "${id}", which this version does not know; games: ${entries.map((e) => e.game.id).join(', ')}`,
      )
    : right({ entry, log })
}

/** How a game's race report is written: out reasons in words, and the move log left out unless asked. */
export const reportOptions = (entry: AnyEntry, moves: boolean, lang: Lang = 'en'): RaceReportOptions => ({
  lang,
  ...(entry.describeOut === undefined ? {} : { why: (reason: string) => entry.describeOut?.(reason, lang) ?? reason }),
  ...(entry.isMove === undefined || moves ? {} : { eventsNote: reportWords(lang).keyEventsOnly({}) }),
})

/**
 * A status line while a saved race is checked step by step (a long race takes seconds): the
 * file and its steps, shown in a terminal until the next output.
 */
export const checkingStatus = (term: TerminalIo, file: string, log: unknown): void => {
  const steps = typeof log === 'object' && log !== null ? (log as { steps?: unknown }).steps : undefined
  if (Array.isArray(steps)) term.status(`checking ${file}: ${steps.length} steps, each replayed by the rules...`)
}
