/**
 * Bench entry `online`: the load of `pitwall serve` (bench/online-load.ts, run in its own
 * process against the built command: `npm run build` first). N Formula Motor Racing tables race
 * at once on loopback, a client bot against two server bots each; the figures are an action's
 * round trip (p50 and p99 over every action of the measured seconds), the server's CPU share
 * and its resident memory per table, with the load average beside them, since other jobs
 * share the machine.
 */
import { spawnSync } from 'node:child_process'
import { loadNow } from './clock.js'
import type { Bench, Figure } from './entry.js'

const SIZES = [50, 200] as const
const SECONDS = 20

interface Load {
  readonly tables: number
  readonly trips: number
  readonly p50: number
  readonly p99: number
  readonly serverCpu: number
  readonly kbPerTable: number
  readonly races: number
  readonly failures: number
  readonly load: readonly [number, number]
}

const runs: Load[] = []

const measureOnline = (): ReadonlyArray<Figure> => {
  const figures: Figure[] = []
  for (const tables of SIZES) {
    const run = spawnSync(
      process.execPath,
      ['scripts/bundled.mjs', 'bench/online-load.ts', String(tables), String(SECONDS)],
      {
        encoding: 'utf8',
        timeout: 180_000,
      },
    )
    const line = run.stdout.trim().split('\n').at(-1) ?? ''
    let load: Load
    try {
      load = JSON.parse(line) as Load
    } catch {
      process.stderr.write(`online bench, ${tables} tables: ${run.stderr || line}\n`)
      continue
    }
    runs.push(load)
    const note = `${tables} tables, ${load.trips} actions, load average ${load.load[0].toFixed(1)}-${load.load[1].toFixed(1)}`
    figures.push({
      game: `online (${tables} tables)`,
      measure: 'action round trip',
      median: load.p50,
      p90: load.p99,
      unit: 'ms',
      // A round trip crosses processes and sockets: wall clock, with the load beside it.
      clock: 'wall',
      load: loadNow(),
      note: `p99 in the p90 column; ${note}`,
    })
  }
  return figures
}

export const onlineBench: Bench = {
  label: 'online',
  measure: measureOnline,
  extras: () =>
    runs.map(
      (r) =>
        `${r.tables} tables: round trip p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; server CPU ${(r.serverCpu * 100).toFixed(0)}% of a core; resident memory ${r.kbPerTable.toFixed(0)} KB per table; ${r.races} races, ${r.failures} joins refused under load; load average ${r.load[0].toFixed(1)} then ${r.load[1].toFixed(1)}`,
    ),
}
