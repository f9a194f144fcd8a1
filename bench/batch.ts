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
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import type { Bench, Figure } from './entry.js'
import { figureOf, median } from './measure.js'

// From the package root, where `npm run bench` runs (the bench itself runs from a bundle elsewhere).
const cli = resolve(process.cwd(), 'dist', 'cli.js')

// The command's default seats (heuristic and random drivers in turn). Each game twice: a batch
// that one thread plays in a few seconds, three runs each way, and a long one (about 14 s on
// one thread), one run each way. Every worker warms up on its own (JIT, per-board tables),
// about a second of CPU that one thread pays once: a short batch gains less. The games' races
// differ in length (a Bolide race takes about 35 ms, a Formula Motor Racing one under 1 ms),
// and so do the gains.
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

// Wall milliseconds of one `simulate` run, or why it failed.
const wallMillis = (game: string, races: number, workers: number): number | string => {
  const started = performance.now()
  const run = spawnSync(
    process.execPath,
    [cli, 'simulate', game, '--races', String(races), '--workers', String(workers), '--seed', '1'],
    {
      encoding: 'utf8',
    },
  )
  const millis = performance.now() - started
  return run.status === 0 ? millis : `exit ${run.status ?? 'signal'}: ${run.stderr.slice(0, 200)}`
}

// A throwaway parent that starts `k` one-thread runs of the command at once, on consecutive shares
// of the seeds, and prints the wall milliseconds until all have ended and their exit codes (JSON).
const splitScript = `
const { spawn } = require('node:child_process')
const [cli, game, races, k] = process.argv.slice(1).map((arg, i) => (i < 2 ? arg : Number(arg)))
const started = performance.now()
const shares = Array.from({ length: k }, (_, i) => {
  const from = Math.floor((races * i) / k)
  const to = Math.floor((races * (i + 1)) / k)
  const args = [cli, 'simulate', game, '--races', String(to - from), '--workers', '1', '--seed', String(1 + from)]
  return new Promise((done) => spawn(process.execPath, args, { stdio: 'ignore' }).on('exit', done))
})
Promise.all(shares).then((codes) => console.log(JSON.stringify({ codes, millis: performance.now() - started })))
`

// Wall milliseconds of `k` one-thread processes on a share of the batch each, at once, or why not.
const splitMillis = (game: string, races: number, k: number): number | string => {
  const run = spawnSync(process.execPath, ['-e', splitScript, cli, game, String(races), String(k)], {
    encoding: 'utf8',
  })
  if (run.status !== 0) return `exit ${run.status ?? 'signal'}: ${run.stderr.slice(0, 200)}`
  const { codes, millis } = JSON.parse(run.stdout) as { codes: ReadonlyArray<number | null>; millis: number }
  return codes.every((code) => code === 0) ? millis : `a share exited ${codes.join(', ')}`
}

const measureBatches = (): ReadonlyArray<Figure> => {
  const cores = availableParallelism()
  if (!existsSync(cli)) {
    process.stderr.write('batch: dist/cli.js is missing (run `npm run build` first); no batch figure.\n')
    return []
  }
  const figures: Figure[] = []
  for (const { game, races, rounds } of batches) {
    const one: number[] = []
    const all: number[] = []
    const split: number[] = []
    const load: number[] = []
    for (let round = 0; round < rounds; round++) {
      load.push(loadavg()[0] ?? 0)
      for (const [workers, into] of [
        [1, one],
        [cores, all],
      ] as const) {
        const millis = wallMillis(game, races, workers)
        if (typeof millis === 'string') {
          process.stderr.write(`batch: ${game} on ${workers} threads failed (${millis})\n`)
          return figures
        }
        into.push(millis / 1000)
      }
      const millis = splitMillis(game, races, cores)
      if (typeof millis === 'string') {
        process.stderr.write(`batch: ${game} in ${cores} processes failed (${millis})\n`)
        return figures
      }
      split.push(millis / 1000)
    }
    const label = `batch: simulate ${game} --races ${races}`
    const note = `wall time, default seats (heuristic and random in turn), ${rounds === 1 ? 'one run each' : `${rounds} runs each in alternation`}, load average ${median(load).toFixed(1)}`
    figures.push(figureOf(label, '1 thread', one, 's', { note }))
    // The speed-up of each round (one thread's time over every core's), median and worst.
    const speedUps = one.map((t, i) => t / (all[i] as number))
    figures.push(
      figureOf(label, `${cores} threads`, all, 's', {
        ratio: median(speedUps),
        note: `speed-up in the ratio column (one thread's time / ${cores} threads')`,
      }),
    )
    figures.push(
      figureOf(label, `${cores} processes, a share each`, split, 's', {
        ratio: median(one.map((t, i) => t / (split[i] as number))),
        note: `the bound of a split with no coordination: ${cores} one-thread processes at once, a share of the seeds each; one thread's time / theirs in the ratio column`,
      }),
    )
  }
  return figures
}

/** The batch entry (`npm run bench -- batch`). */
export const batchBench: Bench = { label: 'batch', measure: measureBatches }
