/**
 * `pitwall merge`: the reports of a batch's shares (`simulate --shard I/N --json`, played
 * anywhere) summed into the report of the whole batch, exactly as `simulate` prints it when it
 * plays the batch at once: its statistics, or with `--json` its report.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { entryOf, type AnyEntry } from './catalog.js'
import {
  BATCH_FORMAT,
  BATCH_VERSION,
  formatReport,
  readReport,
  sharesOf,
  type BatchPart,
  type BatchReport,
} from './batch-report.js'
import { failed } from './common.js'
import { readText } from './files.js'
import { UsageError, type CommandLine } from './options.js'
import { formatSummary } from './report.js'
import { mergeTally, tallyData, tallyOfData, type BatchTally } from './tally.js'
import type { TerminalIo } from './terminal.js'

// The shares' tallies summed in the order of their seeds (every figure is a sum, a least or a
// greatest, so the order changes nothing but which share names the batch when the first is empty).
const wholeTally = (parts: ReadonlyArray<BatchPart>): BatchTally => {
  const [first, ...rest] = [...parts].sort((a, b) => a.shard.index - b.shard.index)
  const tally = tallyOfData((first as BatchPart).tally)
  for (const part of rest) mergeTally(tally, tallyOfData(part.tally))
  return tally
}

/** Runs `pitwall merge`; the exit code. */
export const merge = (entries: ReadonlyArray<AnyEntry>, line: CommandLine, term: TerminalIo): number => {
  const files = line.words
  if (files.length === 0)
    throw new UsageError('merge needs the reports of the shares: files written by simulate --json')
  const reports: Array<{ file: string; report: BatchReport }> = []
  for (const file of files) {
    const text = readText(file)
    if (isLeft(text)) return failed(term, text.left)
    const report = readReport(file, text.right)
    if (isLeft(report)) return failed(term, report.left)
    reports.push({ file, report: report.right })
  }
  const batches = sharesOf(reports)
  if (isLeft(batches)) return failed(term, batches.left)
  const whole = batches.right.map(({ parts }) => ({ part: parts[0] as BatchPart, tally: wholeTally(parts) }))
  if (line.flags.json === true) {
    const pitwall = reports[0]?.report.pitwall ?? ''
    const merged = whole.map(({ part, tally }) => ({ ...part, shard: { index: 0, count: 1 }, tally: tallyData(tally) }))
    term.out(formatReport({ format: BATCH_FORMAT, version: BATCH_VERSION, pitwall, batches: merged }))
    return 0
  }
  // Every game known before anything is printed.
  const summaries: string[] = []
  for (const { part, tally } of whole) {
    const entry = entryOf(part.game, entries)
    if (entry === undefined)
      return failed(
        term,
        `the reports hold a batch of "${part.game}", which this version does not know; games: ${entries.map((e) => e.game.id).join(', ')}`,
      )
    summaries.push(formatSummary(entry.game.name, tally))
  }
  term.out(summaries.join(''))
  return 0
}
