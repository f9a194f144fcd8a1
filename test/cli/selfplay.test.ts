import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { Encoding } from '../../src/core/index.js'
import { catalog, type AnyEntry } from '../../src/cli/catalog.js'
import { DATASET_FORMAT, DATASET_VERSION } from '../../src/cli/dataset.js'
import { placingReward } from '../../src/learn/index.js'
import { readNpy, type NpyArray } from '../support/npy.js'
import { toyEncoding } from '../support/toy-encoding.js'
import { runBuiltIn, runWith, tmp, toyEntry, type Run } from './helpers.js'

// Dice Derby as a game module of one's own that gives its encoding (simultaneous bids included).
const derby: AnyEntry = { ...toyEntry, encoding: (config) => toyEncoding(config as never) as never }
const runDerby = runWith([derby])

const COLUMNS = ['observations', 'masks', 'actions', 'rewards', 'seats', 'races'] as const
type Column = (typeof COLUMNS)[number]

interface Manifest {
  readonly format: string
  readonly version: number
  readonly game: string
  readonly config: unknown
  readonly bots: ReadonlyArray<string>
  readonly seeds: { readonly first: number; readonly races: number }
  readonly shard: { readonly index: number; readonly count: number; readonly first: number; readonly races: number }
  readonly rows: number
  readonly encoding: {
    readonly version: number
    readonly numDistinctActions: number
    readonly observationShape: ReadonlyArray<number>
  }
  readonly files: Readonly<Record<Column, { readonly file: string; readonly dtype: string; readonly shape: number[] }>>
}

const readDataset = (dir: string): { manifest: Manifest; columns: Record<Column, NpyArray> } => ({
  manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest,
  columns: Object.fromEntries(COLUMNS.map((c) => [c, readNpy(join(dir, `${c}.npy`))])) as Record<Column, NpyArray>,
})

const ok = (run: Run): Run => {
  expect(run.err).toBe('')
  expect(run.code).toBe(0)
  return run
}

// The bytes of a typed array's entries.
const bytesOf = (a: Float32Array | Uint8Array | Int32Array | Int8Array): Buffer =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength)

// A decision as a row should hold it.
interface ExpectedRow {
  readonly observation: Float32Array
  readonly mask: Uint8Array
  readonly action: number
  readonly seat: number
  readonly reward: number
}

// The rows a race should give, worked out apart from the command: the race saved by
// `simulate --save` from the same seed and bots, walked step by step, each decision encoded
// from its state (the seat deciding observes it; its mask and the action's id from the state).
const expectedRows = (
  entry: AnyEntry,
  encoding: Encoding<unknown, unknown, unknown>,
  logFile: string,
): ReadonlyArray<ExpectedRow> => {
  const log = JSON.parse(readFileSync(logFile, 'utf8')) as { config: unknown; steps: { action: unknown }[] }
  const { game } = entry
  const start = game.setup(log.config)
  if (isLeft(start)) throw new Error(start.left.message)
  let state = start.right
  const rows: Omit<ExpectedRow, 'reward'>[] = []
  for (const { action } of log.steps) {
    const status = game.status(state)
    if (status.kind === 'decision' || status.kind === 'simultaneous') {
      // The drivers ask the first seat still to choose at a simultaneous node.
      const seat = status.kind === 'decision' ? status.seat : (status.seats[0] as number)
      const seen = game.observe(state, seat)
      if (isLeft(seen)) throw new Error(seen.left.message)
      rows.push({
        observation: encoding.observationTensor(seen.right),
        mask: encoding.legalMask(state, seat),
        action: encoding.actionId(state, action),
        seat,
      })
    }
    const next = game.reduce(state, action)
    if (isLeft(next)) throw new Error(next.left.message)
    state = next.right.state
  }
  const over = game.status(state)
  if (over.kind !== 'over') throw new Error('the saved race does not end')
  const place = new Map(over.standings.seats.map((s) => [s.seat, s.place]))
  return rows.map((row) => ({ ...row, reward: Math.fround(placingReward(place.get(row.seat) ?? 0, place.size)) }))
}

// Checks a dataset against the races `simulate --save` plays from its manifest's seeds and bots.
const checkAgainstReplays = async (
  run: (...argv: string[]) => Promise<Run>,
  entry: AnyEntry,
  dir: string,
  options: ReadonlyArray<string>,
): Promise<void> => {
  const { manifest, columns } = readDataset(dir)
  const made = entry.encoding?.(manifest.config)
  if (made === undefined || isLeft(made)) throw new Error('no encoding')
  const encoding = made.right
  const size = encoding.observationSize
  const width = encoding.numDistinctActions
  const saved = tmp()
  let at = 0
  for (let k = 0; k < manifest.shard.races; k++) {
    const race = manifest.shard.first + k
    const seed = manifest.seeds.first + race
    const file = join(saved, `race-${seed}.json`)
    const saving = [...options, '--seed', String(seed), '--bots', manifest.bots.join(','), '--save', file]
    expect((await run('simulate', entry.game.id, ...saving)).code).toBe(0)
    const want = expectedRows(entry, encoding, file)
    expect(want.length).toBeGreaterThan(0)
    // The first row that differs, and how (rows of thousands of entries: compared as bytes).
    const differs = want.flatMap((row, i) => {
      const r = at + i
      const got = {
        race: columns.races.data[r],
        action: columns.actions.data[r],
        seat: columns.seats.data[r],
        reward: columns.rewards.data[r],
        observation: bytesOf(columns.observations.data.subarray(r * size, (r + 1) * size)).equals(
          bytesOf(row.observation),
        ),
        mask: bytesOf(columns.masks.data.subarray(r * width, (r + 1) * width)).equals(bytesOf(row.mask)),
      }
      const expected = { race, action: row.action, seat: row.seat, reward: row.reward, observation: true, mask: true }
      return JSON.stringify(got) === JSON.stringify(expected) ? [] : [{ row: r, got, expected }]
    })
    expect(differs.slice(0, 1), `${entry.game.id}, seed ${seed}`).toEqual([])
    at += want.length
  }
  expect(at).toBe(manifest.rows)
}

describe('pitwall selfplay', () => {
  it('writes a row per decision: shapes and types as the manifest says, each action in its mask, one reward a seat and race', async () => {
    const dir = join(tmp(), 'fmr')
    const run = ok(
      await runBuiltIn(
        'selfplay',
        'formula-motor-racing',
        '--players',
        '4',
        '--bots',
        'heuristic,random',
        '--races',
        '3',
        '--seed',
        '11',
        '--out',
        dir,
      ),
    )
    const { manifest, columns } = readDataset(dir)
    expect(run.out).toBe(
      `${manifest.rows} decisions of 3 Formula Motor Racing races written to ${dir} (manifest.json and one .npy file a column)\n`,
    )
    expect(manifest).toMatchObject({
      format: DATASET_FORMAT,
      version: DATASET_VERSION,
      game: 'formula-motor-racing',
      bots: ['heuristic', 'random', 'heuristic', 'random'],
      seeds: { first: 11, races: 3 },
      shard: { index: 0, count: 1, first: 0, races: 3 },
    })
    const { numDistinctActions: width, observationShape } = manifest.encoding
    const rows = manifest.rows
    expect(rows).toBeGreaterThan(3 * 4)
    const dtypes = { observations: '<f4', masks: '|u1', actions: '<i4', rewards: '<f4', seats: '|i1', races: '<i4' }
    for (const c of COLUMNS) {
      expect(columns[c].descr, c).toBe(dtypes[c])
      expect(columns[c].shape, c).toEqual(manifest.files[c].shape)
      expect(columns[c].shape[0], c).toBe(rows)
    }
    expect(columns.observations.shape).toEqual([rows, ...observationShape])
    expect(columns.masks.shape).toEqual([rows, width])
    // Every action id is in its row's mask; every seat of a race has one final reward.
    const rewardOf = new Map<string, number>()
    for (let r = 0; r < rows; r++) {
      const id = columns.actions.data[r] as number
      expect(id >= 0 && id < width && columns.masks.data[r * width + id] === 1, `row ${r}`).toBe(true)
      const key = `${columns.races.data[r]}/${columns.seats.data[r]}`
      const reward = columns.rewards.data[r] as number
      expect(rewardOf.get(key) ?? reward, key).toBe(reward)
      rewardOf.set(key, reward)
    }
    expect([...rewardOf.keys()].length).toBe(3 * 4)
    // Each race's four seats share the places: +1, +1/3, -1/3, -1 (no ties in this race).
    for (const race of [0, 1, 2]) {
      const rewards = [0, 1, 2, 3].map((s) => rewardOf.get(`${race}/${s}`) as number).sort((a, b) => a - b)
      expect(rewards.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 5)
    }
  })

  it('each row is the decision of the race replayed from the manifest: observation, mask, action, seat and final reward', async () => {
    const dir = join(tmp(), 'fmr')
    const options = ['--players', '3']
    ok(
      await runBuiltIn(
        'selfplay',
        'formula-motor-racing',
        ...options,
        '--bots',
        'heuristic,random',
        '--races',
        '2',
        '--seed',
        '4',
        '--out',
        dir,
      ),
    )
    await checkAgainstReplays(runBuiltIn, catalog[0] as AnyEntry, dir, options)
  })

  it('every built-in game writes its datasets, each row its replayed decision', { timeout: 60_000 }, async () => {
    for (const entry of catalog.slice(1)) {
      const dir = join(tmp(), entry.game.id)
      ok(await runBuiltIn('selfplay', entry.game.id, '--bots', 'random,heuristic', '--seed', '3', '--out', dir))
      await checkAgainstReplays(runBuiltIn, entry, dir, [])
    }
  })

  it('a game of one own that gives its encoding is written too, secret simultaneous bids included', async () => {
    const dir = join(tmp(), 'derby')
    ok(
      await runDerby(
        'selfplay',
        'dice-derby',
        '--players',
        '4',
        '--races',
        '3',
        '--bots',
        'heuristic,random',
        '--out',
        dir,
      ),
    )
    const { manifest } = readDataset(dir)
    expect(manifest.encoding.numDistinctActions).toBe(5)
    // Four bids a race, then gears: more rows than the bids alone.
    expect(manifest.rows).toBeGreaterThan(3 * 4)
    await checkAgainstReplays(runDerby, derby, dir, ['--players', '4'])
  })

  it('the same seed writes the same files byte for byte; the shares of a batch are the batch cut in runs of races', async () => {
    const args = ['selfplay', 'dice-derby', '--players', '3', '--races', '5', '--seed', '9', '--bots', 'random']
    const whole = join(tmp(), 'whole')
    const again = join(tmp(), 'again')
    ok(await runDerby(...args, '--out', whole))
    ok(await runDerby(...args, '--out', again))
    const shares = [0, 1].map((i) => join(tmp(), `share-${i}`))
    for (const [i, dir] of shares.entries()) ok(await runDerby(...args, '--shard', `${i}/2`, '--out', dir))
    for (const c of COLUMNS) {
      expect(readFileSync(join(again, `${c}.npy`)).equals(readFileSync(join(whole, `${c}.npy`))), c).toBe(true)
      const parts = shares.map((dir) => Array.from(readNpy(join(dir, `${c}.npy`)).data))
      expect(parts[0]?.length, c).toBeGreaterThan(0)
      expect(parts.flat(), c).toEqual(Array.from(readNpy(join(whole, `${c}.npy`)).data))
    }
    const [first, second] = shares.map((dir) => readDataset(dir).manifest)
    expect(first?.shard).toEqual({ index: 0, count: 2, first: 0, races: 2 })
    expect(second?.shard).toEqual({ index: 1, count: 2, first: 2, races: 3 })
    expect(second?.seeds).toEqual({ first: 9, races: 5 })
    // Another seed, other races.
    const other = join(tmp(), 'other')
    ok(await runDerby(...args.slice(0, 6), '--seed', '10', '--bots', 'random', '--out', other))
    expect(readFileSync(join(other, 'actions.npy')).equals(readFileSync(join(whole, 'actions.npy')))).toBe(false)
  })

  it('refuses a game without an encoding, a missing --out and a folder that is a file, in one line', async () => {
    const noOut = await runWith([toyEntry])('selfplay', 'dice-derby')
    expect(noOut).toMatchObject({ code: 2, out: '' })
    expect(noOut.err).toContain('selfplay needs --out DIR')
    const noEncoding = await runWith([toyEntry])('selfplay', 'dice-derby', '--out', tmp())
    expect(noEncoding).toMatchObject({ code: 2, out: '' })
    expect(noEncoding.err).toContain('Dice Derby has no learning encoding')
    const file = join(tmp(), 'a-file')
    writeFileSync(file, 'x')
    const onFile = await runDerby('selfplay', 'dice-derby', '--out', file)
    expect(onFile).toMatchObject({ code: 1, out: '' })
    expect(onFile.err).toBe(`pitwall: cannot write a dataset into ${file}: it is a file, not a folder\n`)
    const help = await runDerby('selfplay', '--help')
    expect(help.out).toContain('--out DIR')
    expect(help.out).toContain('pitwall selfplay <game> --out DIR')
  })

  // An extra check where numpy is installed: the two lines docs/learn.md gives read the dataset.
  const numpy = spawnSync('python3', ['-c', 'import numpy'], { encoding: 'utf8' }).status === 0
  it.skipIf(!numpy)('numpy loads the dataset as written, each action in its mask', async () => {
    const dir = join(tmp(), 'derby')
    ok(await runDerby('selfplay', 'dice-derby', '--races', '4', '--out', dir))
    const { manifest } = readDataset(dir)
    const script = [
      'import json, sys, numpy as np',
      'd = sys.argv[1]',
      "m = json.load(open(f'{d}/manifest.json'))",
      "obs, masks, actions, rewards, seats, races = (np.load(f'{d}/{c}.npy') for c in ('observations', 'masks', 'actions', 'rewards', 'seats', 'races'))",
      'print(obs.dtype, obs.shape, masks.dtype, masks.shape, actions.dtype, rewards.dtype, seats.dtype, races.dtype)',
      'print(bool(masks[np.arange(len(actions)), actions].all()), m["rows"] == len(actions), races.max())',
    ].join('\n')
    const py = spawnSync('python3', ['-c', script, dir], { encoding: 'utf8' })
    expect(py.stderr).toBe('')
    const { rows } = manifest
    const size = manifest.encoding.observationShape[0]
    expect(py.stdout).toBe(`float32 (${rows}, ${size}) uint8 (${rows}, 5) int32 float32 int8 int32\nTrue True 3\n`)
  })
})
