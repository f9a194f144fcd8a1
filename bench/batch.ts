/**
 * Bench entry of batch simulation on several cores: the wall time of `pitwall simulate <game>
 * --races N` on one thread (`--workers 1`) and on every core (`--workers K`: the command's
 * thread and K - 1 worker threads, started at once), as a user runs it, and the speed-up. It
 * runs the built command (`dist/cli.js`, `npm run build` first): worker threads load the built
 * worker next to it. Each setting runs in its own process, alternately, so a change of the
 * machine's load falls on both. Beside them, the bound of splitting the batch with no
 * coordination at all: as many one-thread processes of the command as cores, started at once,
 * each on its share of the seeds, timed until all have ended. Each pays its own start, compiler
 * and collector, as a worker does.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import type { Bench, Figure } from './entry.js'
import { figureOf, median } from './measure.js'

// From the package root, where `npm run bench` runs (the bench itself runs from a bundle elsewhere).
const cli = resolve(process.cwd(), 'dist', 'cli.js')

// The command's default seats (heuristic and random drivers in turn). Each game twice: a batch
// that one thread plays in a few seconds, three runs each way, and a long one (a quarter of a
// minute or so on one thread), one run each way. Every worker warms up on its own (JIT,
// per-board tables), which one thread pays once: a short batch gains less. The games' races
// differ in length (a Bolide race is long, a Formula Motor Racing one short), and so do the
// gains.
const batches = [
  { game: 'formule-de', races: 100, rounds: 3 },
  { game: 'rallyman', races: 600, rounds: 3 },
  { game: 'bolide', races: 80, rounds: 3 },
  { game: 'formula-motor-racing', races: 4000, rounds: 3 },
  { game: 'formule-de', races: 600, rounds: 1 },
  { game: 'rallyman', races: 3200, rounds: 1 },
  { game: 'bolide', races: 400, rounds: 1 },
  { game: 'formula-motor-racing', races: 50000, rounds: 1 },
] as const

// Loaded into every process the bench starts (`node --import`): at exit, the CPU time of the
// whole process (its main thread, its worker threads and V8's helper threads) on stderr.
const CPU_AT_EXIT =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\npitwall-cpu-us "+(u.user+u.system)+"\\n")})'

// The CPU seconds a process reported at its exit, or null.
const cpuSecondsIn = (stderr: string): number | null => {
  const found = /pitwall-cpu-us (\d+)/.exec(stderr)
  return found === null ? null : Number(found[1]) / 1e6
}

/** One run of the batch: its wall seconds, and the CPU seconds of every process and thread it took. */
interface Run {
  readonly wall: number
  readonly cpu: number
}

// One `simulate` run, or why it failed.
const simulateRun = (game: string, races: number, workers: number): Run | string => {
  const started = performance.now()
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      CPU_AT_EXIT,
      cli,
      'simulate',
      game,
      '--races',
      String(races),
      '--workers',
      String(workers),
      '--seed',
      '1',
    ],
    { encoding: 'utf8' },
  )
  const wall = (performance.now() - started) / 1000
  const cpu = cpuSecondsIn(run.stderr)
  if (run.status !== 0 || cpu === null) return `exit ${run.status ?? 'signal'}: ${run.stderr.slice(0, 200)}`
  return { wall, cpu }
}

// A throwaway parent that starts `k` one-thread runs of the command at once, each on its share of
// the seeds (`--shard I/k`, as a batch split across machines is played), and prints the wall milliseconds until all have ended, their exit codes and the
// CPU microseconds each reported (JSON).
const splitScript = `
const { spawn } = require('node:child_process')
const [hook, cli, game, races, k] = process.argv.slice(1).map((arg, i) => (i < 3 ? arg : Number(arg)))
const started = performance.now()
const shares = Array.from({ length: k }, (_, i) => {
  const args = ['--import', hook, cli, 'simulate', game, '--races', String(races), '--workers', '1', '--seed', '1', '--shard', i + '/' + k]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let err = ''
  child.stderr.on('data', (d) => (err += d))
  return new Promise((done) => child.on('close', (code) => done({ code, cpu: Number((/pitwall-cpu-us (\\d+)/.exec(err) || [])[1]) })))
})
Promise.all(shares).then((ends) => console.log(JSON.stringify({ ends, millis: performance.now() - started })))
`

// `k` one-thread processes on a share of the batch each, at once, or why not.
const splitRun = (game: string, races: number, k: number): Run | string => {
  const run = spawnSync(process.execPath, ['-e', splitScript, CPU_AT_EXIT, cli, game, String(races), String(k)], {
    encoding: 'utf8',
  })
  if (run.status !== 0) return `exit ${run.status ?? 'signal'}: ${run.stderr.slice(0, 200)}`
  const { ends, millis } = JSON.parse(run.stdout) as {
    ends: ReadonlyArray<{ code: number | null; cpu: number | null }>
    millis: number
  }
  if (!ends.every((e) => e.code === 0 && typeof e.cpu === 'number' && Number.isFinite(e.cpu)))
    return `a share failed: ${JSON.stringify(ends)}`
  return { wall: millis / 1000, cpu: ends.reduce((sum, e) => sum + (e.cpu as number), 0) / 1e6 }
}

const measureBatches = (): ReadonlyArray<Figure> => {
  const cores = availableParallelism()
  if (!existsSync(cli)) {
    process.stderr.write('batch: dist/cli.js is missing (run `npm run build` first); no batch figure.\n')
    return []
  }
  const figures: Figure[] = []
  for (const { game, races, rounds } of batches) {
    const one: Run[] = []
    const all: Run[] = []
    const split: Run[] = []
    for (let round = 0; round < rounds; round++) {
      for (const [run, into, what] of [
        [() => simulateRun(game, races, 1), one, 'on 1 thread'],
        [() => simulateRun(game, races, cores), all, `on ${cores} threads`],
        [() => splitRun(game, races, cores), split, `in ${cores} processes`],
      ] as const) {
        const result = run()
        if (typeof result === 'string') {
          process.stderr.write(`batch: ${game} ${what} failed (${result})\n`)
          return figures
        }
        into.push(result)
      }
    }
    const label = `batch: simulate ${game} --races ${races}`
    const runs = rounds === 1 ? 'one run each' : `${rounds} runs each in alternation`
    const wall = (rs: ReadonlyArray<Run>) => rs.map((r) => r.wall)
    const cpu = (rs: ReadonlyArray<Run>) => `CPU ${median(rs.map((r) => r.cpu)).toFixed(2)} s (every thread)`
    // The speed-up of each round (one thread's wall time over the other's), its median in the ratio column.
    const speedUp = (rs: ReadonlyArray<Run>) => median(one.map((r, i) => r.wall / (rs[i] as Run).wall))
    figures.push(
      figureOf(label, '1 thread', wall(one), 's', 'wall', {
        note: `wall clock, default seats (heuristic and random in turn), ${runs}; ${cpu(one)}`,
      }),
      figureOf(label, `${cores} threads`, wall(all), 's', 'wall', {
        ratio: speedUp(all),
        note: `wall clock; speed-up in the ratio column (one thread's time / ${cores} threads'); ${cpu(all)}`,
      }),
      figureOf(label, `${cores} processes, a share each`, wall(split), 's', 'wall', {
        ratio: speedUp(split),
        note: `wall clock; the bound of a split with no coordination: ${cores} one-thread processes at once, a share of the seeds each; one thread's time / theirs in the ratio column; ${cpu(split)}`,
      }),
    )
  }
  return figures
}

/** The batch entry (`npm run bench -- batch`). */
export const batchBench: Bench = { label: 'batch', measure: measureBatches }
