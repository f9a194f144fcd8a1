/** `pitwall replay`: a saved race checked step by step, and its report. */
import { isLeft } from 'fp-ts/lib/Either.js'
import type { AnyEntry } from './catalog.js'
import { checkingStatus, failed, noMoreWords, readLogFile, reportOptions } from './common.js'
import { UsageError, type CommandLine } from './options.js'
import { recordOf } from './race.js'
import { formatRace } from './report.js'
import type { TerminalIo } from './terminal.js'

/** Runs `pitwall replay`; the exit code. */
export const replay = (entries: ReadonlyArray<AnyEntry>, line: CommandLine, term: TerminalIo): number => {
  const file = line.words[0]
  if (file === undefined) throw new UsageError('replay needs a file: a race log written by simulate --save')
  noMoreWords(line.words, 1, 'replay takes one file')
  const read = readLogFile(entries, file)
  if (isLeft(read)) return failed(term, read.left)
  const { entry, log } = read.right
  const moves = line.flags.moves === true
  checkingStatus(term, file, log)
  const record = recordOf(entry, log, moves, line.flags.lang)
  if (isLeft(record)) return failed(term, `${file} does not replay: ${record.left}`)
  term.out(formatRace(entry.game.name, record.right, reportOptions(entry, moves, line.flags.lang)))
  return 0
}
