/**
 * `pitwall arena`: every pairing of the bots listed races the same seeded races, seats swapped,
 * and the bots are rated from the results. Races play on this thread or on worker threads;
 * the report depends only on the results, kept in pairing and race order, so it is the same
 * from one thread or many.
 */
import { availableParallelism } from 'node:os'
import { isLeft } from 'fp-ts/lib/Either.js'
import Tinypool from 'tinypool'
import { playArenaRace, loadModules, type ArenaRace, type ArenaTask } from './arena-races.js'
import { formatArena } from './arena-report.js'
import { workerOf } from './batch.js'
import { botSpecOf, policyOf, type BotSpec } from './bot-spec.js'
import { catalog as builtIn, type AnyEntry } from './catalog.js'
import { failed, gameOf, noMoreWords, optionsOf, usable } from './common.js'
import { UsageError, type CommandLine } from './options.js'
import { progressOn } from './progress.js'
import { configOf } from './race.js'
import { progressBar } from './report.js'
import { threadsFor } from './simulate.js'
import type { TerminalIo } from './terminal.js'
import type { PairResult } from './rating.js'

/** Races per pairing when `--races` is not given. */
export const ARENA_RACES = 10

interface Pairing {
  readonly a: number
  readonly b: number
}

// Every pairing of k bots, in order: (0, 1), (0, 2), ..., (1, 2), ...
const pairingsOf = (k: number): ReadonlyArray<Pairing> =>
  Array.from({ length: k }, (_, a) => Array.from({ length: k - a - 1 }, (_, i) => ({ a, b: a + 1 + i }))).flat()

// The arena's bots from `--bots`: two at least, none twice.
const botsOf = (words: ReadonlyArray<string> | undefined): ReadonlyArray<BotSpec> => {
  if (words === undefined || words.length < 2)
    throw new UsageError('arena needs --bots with two bots or more, e.g. --bots heuristic,mcts:300,random')
  const specs = words.map((w) => {
    const spec = botSpecOf(w, process.cwd())
    return spec.kind === 'mcts' && w === 'mcts' ? { ...spec, label: `mcts:${spec.iterations}` } : spec
  })
  const labels = specs.map((s) => s.label)
  const twice = labels.find((l, i) => labels.indexOf(l) !== i)
  if (twice !== undefined) throw new UsageError(`--bots names ${twice} twice: an arena rates different bots`)
  return specs
}

// The results of each pairing, played on `threads` threads; a string says which race failed.
const playAll = async (
  entry: AnyEntry,
  tasks: ReadonlyArray<ArenaTask>,
  threads: number,
  done: () => void,
): Promise<ReadonlyArray<ReadonlyArray<ArenaRace>> | string> => {
  const results = tasks.map((): ArenaRace[] => [])
  const failure = (task: ArenaTask, message: string): string =>
    `${task.bots[0].label} against ${task.bots[1].label}: ${message}`
  if (threads <= 1) {
    const loaded = await loadModules(tasks.flatMap((t) => t.bots))
    if (isLeft(loaded)) return loaded.left
    for (const [k, task] of tasks.entries())
      for (const race of task.races) {
        const result = playArenaRace(entry, task, race, loaded.right)
        if (isLeft(result)) return failure(task, result.left)
        results[k]!.push(result.right)
        done()
      }
    return results
  }
  // On workers, each pairing's races go out one at a time: a search race takes seconds.
  const pool = new Tinypool({ ...workerOf(), minThreads: threads, maxThreads: threads })
  let error: string | undefined
  try {
    await Promise.all(
      tasks.flatMap((task, k) =>
        task.races.map(async (race) => {
          if (error !== undefined) return
          const [result] = (await pool.run({ ...task, races: [race] }, { name: 'arena' })) as ReadonlyArray<
            ReturnType<typeof playArenaRace>
          >
          if (result === undefined || isLeft(result)) error ??= failure(task, result?.left ?? 'no result')
          else {
            results[k]![task.races.indexOf(race)] = result.right
            done()
          }
        }),
      ),
    )
  } finally {
    await pool.destroy()
  }
  return error ?? results
}

/** Runs `pitwall arena`; the exit code. */
export const arena = async (entries: ReadonlyArray<AnyEntry>, line: CommandLine, term: TerminalIo): Promise<number> => {
  const { flags, words } = line
  noMoreWords(words, 1, 'arena takes one game')
  const entry = gameOf(entries, words[0], 'arena')
  const bots = botsOf(flags.bots)
  const races = flags.races ?? ARENA_RACES
  const { players } = entry.game.info
  const seats = flags.seats ?? Math.max(2, players.min)
  if (seats < Math.max(2, players.min) || seats > players.max)
    throw new UsageError(
      `--seats ${seats}: ${entry.game.name} races ${Math.max(2, players.min)} to ${players.max} seats in an arena`,
    )
  const config = usable(configOf(entry, { ...optionsOf(flags), players: seats }))
  if (flags.workers !== undefined && flags.workers > 1 && entries !== builtIn)
    throw new UsageError('--workers plays the built-in games only')
  const seed = flags.seed ?? 1
  // A bot module that cannot play is told before any race.
  const loaded = await loadModules(bots)
  if (isLeft(loaded)) return failed(term, loaded.left)
  for (const bot of bots) {
    const policy = policyOf(entry, bot, loaded.right)
    if (typeof policy === 'string') return failed(term, policy)
  }
  const pairings = pairingsOf(bots.length)
  const total = pairings.length * races
  const { threads, note } = threadsFor(entries === builtIn ? flags.workers : 1, total, availableParallelism())
  if (note !== undefined) term.err(`pitwall: ${note}\n`)
  const tasks: ReadonlyArray<ArenaTask> = pairings.map(({ a, b }) => ({
    game: entry.game.id,
    config,
    seats,
    bots: [bots[a]!, bots[b]!],
    seed,
    races: Array.from({ length: races }, (_, r) => r),
  }))
  const progress = progressOn(term)
  let done = 0
  const bar = (): string => `arena ${entry.game.id} ${progressBar(done, total, progress.elapsed())}`
  const played = await playAll(entry, tasks, threads, () => {
    done++
    progress.show(bar)
  })
  term.clearStatus()
  if (typeof played === 'string') return failed(term, `arena ${entry.game.id}: ${played}`)
  const results: PairResult[] = pairings.map(({ a, b }, k) => ({
    a,
    b,
    races,
    score: played[k]!.reduce((s, r) => s + r.score, 0),
  }))
  term.out(
    formatArena({
      game: entry.game.name,
      title: entry.title(config),
      bots: bots.map((b) => b.label),
      races,
      seats,
      seed,
      results,
    }),
  )
  return 0
}
