/**
 * A self-play dataset as `pitwall selfplay` writes it: one row per decision of every seat, in
 * six NumPy `.npy` files (one per column, read with `np.load` alone), and a manifest naming
 * what was raced and how the rows are encoded. Rows are written as each race finishes (a
 * decision's final reward is known only then), so the memory holds one race at a time.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { canonicalJson, playout, seedRng, type Encoding, type Policy } from '../core/index.js'
import { placingReward } from '../learn/rewards.js'
import type { AnyEntry } from './catalog.js'
import { writeText } from './files.js'
import { npyWriter, type NpyDtype, type NpyWriter } from './npy.js'

/** The manifest's `format`. */
export const DATASET_FORMAT = 'pitwall-selfplay'
/** The manifest's `version`: raised whenever a file, a column or the manifest changes meaning. */
export const DATASET_VERSION = 1

/** The columns, each an `.npy` file of that name: its element type and the shape of a row. */
export type Column = 'observations' | 'masks' | 'actions' | 'rewards' | 'seats' | 'races'

/** A column's file as the manifest describes it. */
export interface ColumnFile {
  readonly file: string
  readonly dtype: NpyDtype
  /** The array's shape: the rows, then a row's shape. */
  readonly shape: ReadonlyArray<number>
  /** What a row holds. */
  readonly holds: string
}

const COLUMNS: ReadonlyArray<{ readonly name: Column; readonly dtype: NpyDtype; readonly holds: string }> = [
  {
    name: 'observations',
    dtype: 'float32',
    holds: "the observation tensor of the seat deciding, from its own observation (the encoding's)",
  },
  { name: 'masks', dtype: 'uint8', holds: "1 at the ids of that seat's legal actions" },
  { name: 'actions', dtype: 'int32', holds: 'the id of the action its bot chose' },
  {
    name: 'rewards',
    dtype: 'float32',
    holds:
      "that seat's final placing in the race: +1 first to -1 last, evenly spaced, tied seats sharing their place's",
  },
  { name: 'seats', dtype: 'int8', holds: 'the seat deciding' },
  { name: 'races', dtype: 'int32', holds: "the race's index in the batch: its seed is seeds.first + index" },
]

// A column's row shape, from the encoding.
const rowShape = (column: Column, encoding: Encoding<unknown, unknown, unknown>): ReadonlyArray<number> =>
  column === 'observations' ? encoding.observationShape : column === 'masks' ? [encoding.numDistinctActions] : []

/** One decision of a race, before its race's end says its reward. */
export interface Decision {
  readonly observation: Float32Array
  readonly mask: Uint8Array
  readonly action: number
  readonly seat: number
}

/** A row of the dataset: a decision and its seat's final placing reward. */
export interface DatasetRow extends Decision {
  readonly reward: number
}

/**
 * Plays race `seed` of a game with a bot per seat and returns every decision as a row's
 * columns, each with the final placing reward of its seat. The bots are asked exactly as
 * `playout` asks them (the same race as `pitwall simulate` plays from that seed); each
 * decision is encoded from the observation and legal actions its bot was handed. A Left says
 * what stopped the race, or names a decision the encoding gives no id.
 */
export const playDatasetRace = (
  entry: AnyEntry,
  encoding: Encoding<unknown, unknown, unknown>,
  config: unknown,
  bots: ReadonlyArray<Policy<unknown, unknown>>,
  seed: number,
): Either<string, ReadonlyArray<DatasetRow>> => {
  const { game } = entry
  const start = game.setup(config)
  if (isLeft(start)) return left(start.left.message)
  const decisions: Decision[] = []
  let noId: string | undefined
  const recorded = bots.map(
    (bot, seat): Policy<unknown, unknown> =>
      (input) => {
        const observation = encoding.observationTensor(input.observation)
        const ids = encoding.observedIdsOf(input.observation, input.legal)
        const chosen = bot(input)
        // The bot's action is one of the listed objects, or one equal to it (a bot module's).
        let at = input.legal.indexOf(chosen[0])
        if (at < 0) {
          const wanted = canonicalJson(chosen[0])
          at = input.legal.findIndex((a) => canonicalJson(a) === wanted)
        }
        const action = at < 0 ? -1 : (ids[at] as number)
        if (action < 0) noId ??= `seat ${seat}'s decision ${canonicalJson(chosen[0])} has no id in the encoding`
        const mask = new Uint8Array(encoding.numDistinctActions)
        for (let k = 0; k < ids.length; k++) if ((ids[k] as number) >= 0) mask[ids[k] as number] = 1
        decisions.push({ observation, mask, action, seat })
        return chosen
      },
  )
  const run = playout(game, start.right, seedRng(seed), recorded, { collectEvents: false })
  if (isLeft(run)) return left(`step ${run.left.step}: ${run.left.code}: ${run.left.message} [${run.left.rule}]`)
  if (noId !== undefined) return left(noId)
  const over = game.status(run.right.state)
  if (over.kind !== 'over') return left('the race stopped before its end')
  const { seats } = over.standings
  const places = new Map(seats.map((s) => [s.seat, s.place]))
  return right(
    decisions.map((d) => ({ ...d, reward: placingReward(places.get(d.seat) ?? seats.length, seats.length) })),
  )
}

/** What the manifest records beyond the files: what was raced, by whom, on which seeds. */
export interface DatasetRun {
  readonly game: string
  /** One line naming the race (board, cars, laps, rules). */
  readonly title: string
  readonly config: unknown
  /** Each seat's bot, seat 0 first. */
  readonly bots: ReadonlyArray<string>
  /** The whole batch's seeds: race `i` is seed `first + i`. */
  readonly seeds: { readonly first: number; readonly races: number }
  /** The share of the batch this dataset holds, and its races' indices. */
  readonly shard: { readonly index: number; readonly count: number; readonly first: number; readonly races: number }
}

/** A dataset being written, race by race. */
export interface DatasetWriter {
  /** Appends a race's rows: the race's index in the batch, and its decisions. */
  readonly race: (index: number, rows: ReadonlyArray<DatasetRow>) => void
  /** Closes the files and writes the manifest; the rows written, or why the manifest could not be. */
  readonly close: () => Either<string, number>
  /** Closes the files of a run that failed, without a manifest: no tool takes them for a dataset. */
  readonly abandon: () => void
}

/**
 * Opens the six column files of a dataset in `folder` (an existing folder), emptying any of the
 * same names. A Left says which file cannot be written.
 */
export const datasetWriter = (
  folder: string,
  encoding: Encoding<unknown, unknown, unknown>,
  run: DatasetRun,
  pitwall: string,
): Either<string, DatasetWriter> => {
  // A manifest left by an earlier run would name files this run rewrites: it goes first.
  try {
    rmSync(join(folder, 'manifest.json'), { force: true })
  } catch (error) {
    return left(
      `cannot write ${join(folder, 'manifest.json')}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const writers = new Map<Column, NpyWriter>()
  for (const { name, dtype } of COLUMNS) {
    const opened = npyWriter(join(folder, `${name}.npy`), dtype, rowShape(name, encoding))
    if (isLeft(opened)) {
      for (const w of writers.values()) w.close()
      return opened
    }
    writers.set(name, opened.right)
  }
  const column = (name: Column): NpyWriter => writers.get(name) as NpyWriter
  return right({
    race: (index, rows) => {
      for (const row of rows) {
        column('observations').append(row.observation)
        column('masks').append(row.mask)
        column('actions').append([row.action])
        column('rewards').append([row.reward])
        column('seats').append([row.seat])
        column('races').append([index])
      }
    },
    abandon: () => {
      for (const w of writers.values()) w.close()
    },
    close: () => {
      let rows = 0
      for (const w of writers.values()) rows = w.close()
      const files = Object.fromEntries(
        COLUMNS.map(({ name, dtype, holds }): [Column, ColumnFile] => [
          name,
          { file: `${name}.npy`, dtype, shape: [rows, ...rowShape(name, encoding)], holds },
        ]),
      )
      const manifest = {
        format: DATASET_FORMAT,
        version: DATASET_VERSION,
        pitwall,
        ...run,
        rows,
        encoding: {
          version: encoding.encodingVersion,
          numDistinctActions: encoding.numDistinctActions,
          observationShape: encoding.observationShape,
          actionRanges: encoding.actionRanges,
          observationFields: encoding.observationFields,
        },
        files,
      }
      const written = writeText(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`)
      return isLeft(written) ? written : right(rows)
    },
  })
}
