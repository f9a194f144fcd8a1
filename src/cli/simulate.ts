/**
 * `pitwall simulate`: races of a game (or of every game) with bots in the seats. One race
 * prints its report (and `--save` writes its log); a batch prints statistics per seat, played
 * on as many threads as the machine has cores, at most.
 */
import { availableParallelism } from 'node:os'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { version } from '../../package.json'
import { catalog as builtIn, type AnyEntry } from './catalog.js'
import { raceBatch } from './batch.js'
import {
  BATCH_FORMAT,
  BATCH_VERSION,
  batchPart,
  formatReport,
  shardSeeds,
  type BatchPart,
  type Seeds,
} from './batch-report.js'
import { failed, gameOf, noMoreWords, optionsOf, reportOptions, usable } from './common.js'
import { checkWritable, writeText } from './files.js'
import { BOT_NAMES, UsageError, type CommandLine } from './options.js'
import { progressOn } from './progress.js'
import { planRace, playRace, type RacePlan } from './race.js'
import { formatRace, formatSummary, progressBar } from './report.js'
import { addRace, emptyTally, mergeTally, tallyData, type BatchTally } from './tally.js'
import type { TerminalIo } from './terminal.js'

// A race's progress shows once it has lasted this long, so a short race prints nothing but its
// report; a search seat can think for seconds a decision.
const RACE_PROGRESS_AFTER_MS = 500

/** Threads for a batch: asked for or every core, never more than the cores nor the races. */
export const threadsFor = (
  asked: number | undefined,
  races: number,
  cores: number,
): { readonly threads: number; readonly note?: string } => {
  const threads = Math.min(races, asked ?? cores, cores)
  return asked !== undefined && asked > cores
    ? {
        threads,
        note: `--workers ${asked} is more than the ${cores} cores of this machine: ${Math.min(races, cores)} used`,
      }
    : { threads }
}

const oneRace = (entry: AnyEntry, plan: RacePlan, seed: number, line: CommandLine, term: TerminalIo): number => {
  const progress = progressOn(term, RACE_PROGRESS_AFTER_MS)
  const record = playRace(
    entry,
    plan,
    seed,
    (decisions) => progress.show(() => `${entry.game.id}: ${decisions} decisions played`),
    line.flags.moves === true,
    line.flags.lang,
  )
  term.clearStatus()
  if (isLeft(record)) return failed(term, `${entry.game.id}, seed ${seed}: ${record.left}`)
  term.out(formatRace(entry.game.name, record.right, reportOptions(entry, line.flags.moves === true, line.flags.lang)))
  const file = line.flags.save
  if (file !== undefined) {
    const saved = writeText(file, `${JSON.stringify(record.right.log, null, 1)}\n`)
    if (isLeft(saved)) return failed(term, saved.left)
    term.err(`saved the race log to ${file}\n`)
  }
  return 0
}

// A batch of races `seeds`, its statistics summed as they come in; a Left is the exit code of a
// failed race (said on stderr).
const batch = async (
  entry: AnyEntry,
  plan: RacePlan,
  seeds: Seeds,
  line: CommandLine,
  threads: number,
  term: TerminalIo,
): Promise<Either<number, BatchTally>> => {
  const { races } = seeds
  const progress = progressOn(term)
  const searching = plan.bots.includes('mcts')
  let done = 0
  let inPlay = 0
  const bar = (): string =>
    `${entry.game.id} ${progressBar(done, races, progress.elapsed())}${searching && done < races ? `  (race in play: ${inPlay} decisions)` : ''}`
  // Named from the plan, so that a share with no race still says what it raced.
  const tally = { ...emptyTally(), title: entry.describeConfig(plan.config), measure: entry.game.info.measure }
  // Asked for, the workers start at once; by default only when the batch is worth their warm-up.
  const played = await raceBatch(
    entry,
    plan,
    seeds.first,
    races,
    threads,
    line.flags.workers !== undefined ? 'now' : 'when-worth-it',
    {
      race: (summary) => addRace(tally, summary),
      run: (part) => mergeTally(tally, part),
      progress: (n) => {
        done = n
        inPlay = 0
        progress.show(bar)
      },
      ...(searching
        ? {
            decided: (n: number) => {
              inPlay = n
              progress.show(bar)
            },
          }
        : {}),
    },
  )
  // The bar's last state stays on its line, in a terminal or not.
  term.err(`${entry.game.id} ${progressBar(done, races, progress.elapsed())}\n`)
  if (isLeft(played)) return left(failed(term, `${entry.game.id}, seed ${played.left.seed}: ${played.left.message}`))
  return right(tally)
}

/** Runs `pitwall simulate`; the exit code. */
export const simulate = async (
  entries: ReadonlyArray<AnyEntry>,
  line: CommandLine,
  term: TerminalIo,
): Promise<number> => {
  const { flags, words } = line
  noMoreWords(words, 1, 'simulate takes one game (or all)')
  const target = words[0]
  const chosen = target === 'all' ? entries : [gameOf(entries, target, 'simulate')]
  // Boards, rule sets and lap counts are each game's own: one name cannot mean the same in all.
  for (const name of ['board', 'rules', 'laps'] as const)
    if (target === 'all' && flags[name] !== undefined) throw new UsageError(`--${name} needs one game, not all`)
  const races = flags.races ?? 1
  if (flags.save !== undefined && (chosen.length > 1 || races > 1))
    throw new UsageError('--save needs one game and one race')
  if (flags.save !== undefined && (flags.shard !== undefined || flags.json === true))
    throw new UsageError('--save writes one race, not a share or a report of a batch')
  // Workers import the built-in games by id: a catalog of one's own plays on this thread.
  if (flags.workers !== undefined && flags.workers > 1 && entries !== builtIn)
    throw new UsageError('--workers plays the built-in games only')
  const arenaBot = flags.bots?.find((b) => !(BOT_NAMES as ReadonlyArray<string>).includes(b))
  if (arenaBot !== undefined)
    throw new UsageError(
      `simulate seats ${BOT_NAMES.join(', ')} (mcts with --budget); ${arenaBot} plays in pitwall arena`,
    )
  const plans = chosen.map((entry) => ({
    entry,
    plan: usable(planRace(entry, optionsOf(flags), flags.bots, flags.budget)),
  }))
  // A file that cannot be written is told before the race, not after it.
  if (flags.save !== undefined) {
    const writable = checkWritable(flags.save)
    if (isLeft(writable)) return failed(term, writable.left)
  }
  const whole: Seeds = { first: flags.seed ?? 1, races }
  const shard = flags.shard ?? { index: 0, count: 1 }
  const seeds = shardSeeds(whole, shard)
  // A share or a report is a batch's statistics, whatever its number of races.
  const asBatch = seeds.races !== 1 || flags.shard !== undefined || flags.json === true
  const { threads, note } = threadsFor(entries === builtIn ? flags.workers : 1, seeds.races, availableParallelism())
  if (note !== undefined && asBatch) term.err(`pitwall: ${note}\n`)
  const parts: BatchPart[] = []
  for (const { entry, plan } of plans) {
    if (!asBatch) {
      const code = oneRace(entry, plan, seeds.first, line, term)
      if (code !== 0) return code
      continue
    }
    const tally = await batch(entry, plan, seeds, line, threads, term)
    if (isLeft(tally)) return tally.left
    if (flags.json === true) parts.push(batchPart(entry.game.id, plan, whole, shard, tallyData(tally.right)))
    else term.out(formatSummary(entry.game.name, tally.right, flags.lang))
  }
  if (flags.json === true)
    term.out(formatReport({ format: BATCH_FORMAT, version: BATCH_VERSION, pitwall: version, batches: parts }))
  return 0
}
