/**
 * `pitwall selfplay`: races of a game with bots in the seats, every decision written as a row
 * of a dataset for learning code (dataset.ts): the observation tensor, the legal mask, the
 * action id, the seat's final reward, the seat and the race, in `.npy` files numpy loads, with
 * a manifest. Races play in seed order on this thread, so a seed gives the same files byte for
 * byte; a batch splits across processes or machines with `--shard I/N`.
 */
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { version } from '../../package.json'
import type { Encoding, Policy } from '../core/index.js'
import { loadModules } from './arena-races.js'
import { shardSeeds, type Seeds } from './batch-report.js'
import { botSpecOf, policyOf, type BotSpec } from './bot-spec.js'
import type { AnyEntry } from './catalog.js'
import { failed, gameOf, noMoreWords, optionsOf, usable } from './common.js'
import { datasetWriter, playDatasetRace } from './dataset.js'
import { makeFolder } from './files.js'
import { UsageError, type CommandLine } from './options.js'
import { progressOn } from './progress.js'
import { configOf, DEFAULT_BOTS, DEFAULT_BUDGET, seatBots } from './race.js'
import { progressBar } from './report.js'
import type { TerminalIo } from './terminal.js'

// The seats of a race: those that can observe its first state.
const seatCount = (entry: AnyEntry, start: unknown): number => {
  let seats = 0
  while (seats < 100 && isRight(entry.game.observe(start, seats))) seats++
  return seats
}

// A bot as `--bots` names it; plain `mcts` searches `--budget` iterations.
const specOf = (word: string, budget: number | undefined): BotSpec => {
  const spec = botSpecOf(word, process.cwd())
  return spec.kind === 'mcts' && word === 'mcts'
    ? { ...spec, label: `mcts:${budget ?? DEFAULT_BUDGET}`, iterations: budget ?? DEFAULT_BUDGET }
    : spec
}

/** Runs `pitwall selfplay`; the exit code. */
export const selfplay = async (
  entries: ReadonlyArray<AnyEntry>,
  line: CommandLine,
  term: TerminalIo,
): Promise<number> => {
  const { flags, words } = line
  noMoreWords(words, 1, 'selfplay takes one game')
  const entry = gameOf(entries, words[0], 'selfplay')
  const folder = flags.out
  if (folder === undefined) throw new UsageError('selfplay needs --out DIR, the folder to write the dataset into')
  if (entry.encoding === undefined)
    throw new UsageError(`${entry.game.name} has no learning encoding (its game module gives no encoding)`)
  const config = usable(configOf(entry, optionsOf(flags)))
  const start = entry.game.setup(config)
  if (isLeft(start)) throw new UsageError(`${start.left.message} [${start.left.rule}]`)
  const made = entry.encoding(config)
  if (isLeft(made)) return failed(term, `${entry.game.name} has no encoding of this race: ${made.left.message}`)
  const encoding = made.right as Encoding<unknown, unknown, unknown>
  const specs = seatBots(flags.bots ?? DEFAULT_BOTS, seatCount(entry, start.right)).map((w) => specOf(w, flags.budget))
  const loaded = await loadModules(specs)
  if (isLeft(loaded)) return failed(term, loaded.left)
  const whole: Seeds = { first: flags.seed ?? 1, races: flags.races ?? 1 }
  const shard = flags.shard ?? { index: 0, count: 1 }
  const seeds = shardSeeds(whole, shard)
  const madeFolder = makeFolder(folder, 'a dataset')
  if (isLeft(madeFolder)) return failed(term, madeFolder.left)
  const writer = datasetWriter(
    folder,
    encoding,
    {
      game: entry.game.id,
      title: entry.describeConfig(config),
      config,
      bots: specs.map((s) => s.label),
      seeds: whole,
      shard: { ...shard, first: seeds.first - whole.first, races: seeds.races },
    },
    version,
  )
  if (isLeft(writer)) return failed(term, writer.left)
  const progress = progressOn(term)
  const bar = (done: number): string => `${entry.game.id} ${progressBar(done, seeds.races, progress.elapsed())}`
  for (let r = 0; r < seeds.races; r++) {
    const seed = seeds.first + r
    // A bot module makes its policy once a race (it may keep caches for one race).
    const bots: Policy<unknown, unknown>[] = []
    for (const spec of specs) {
      const policy = policyOf(entry, spec, loaded.right)
      if (typeof policy === 'string') return failed(term, policy)
      bots.push(policy)
    }
    const rows = playDatasetRace(entry, encoding, config, bots, seed)
    if (isLeft(rows)) {
      writer.right.abandon()
      term.clearStatus()
      return failed(term, `${entry.game.id}, seed ${seed}: ${rows.left}`)
    }
    writer.right.race(seed - whole.first, rows.right)
    progress.show(() => bar(r + 1))
  }
  const rows = writer.right.close()
  term.clearStatus()
  if (isLeft(rows)) return failed(term, rows.left)
  term.out(
    `${rows.right} decisions of ${seeds.races} ${entry.game.name} race${seeds.races === 1 ? '' : 's'} written to ${folder} (manifest.json and one .npy file a column)\n`,
  )
  return 0
}
