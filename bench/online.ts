/**
 * Bench entry `online`: the load of `pitwall serve` (bench/online-load.ts, run in its own
 * process against the built command: `npm run build` first). N Formula Motor Racing tables race
 * at once on loopback, a client bot against two server bots each; the figures are an action's
 * round trip (p50 and p99 over every action of the measured seconds), the servers' CPU time
 * per action, their memory per table, with the load average beside them, since other jobs share
 * the machine. The last rows run two server processes sharing their tables through a Redis
 * started on loopback (when /usr/bin/redis-server and the Redis packages are there).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadNow } from './clock.js'
import type { Bench, Figure } from './entry.js'

// Client bots that act at once measure how many actions a server takes (a table's round trip
// grows with the tables); with a second of thinking before each action, the round trip at the
// pace of people.
const RUNS: ReadonlyArray<{ readonly tables: number; readonly think: number; readonly redis: boolean }> = [
  { tables: 50, think: 0, redis: false },
  { tables: 200, think: 0, redis: false },
  { tables: 200, think: 1000, redis: false },
  { tables: 200, think: 1000, redis: true },
  { tables: 400, think: 1000, redis: true },
]
const SECONDS = 20

interface Load {
  readonly tables: number
  readonly processes: number
  readonly think: number
  readonly trips: number
  readonly steps: number
  readonly p50: number
  readonly p99: number
  readonly serverCpu: number
  readonly cpuMsPerTrip: number
  readonly cpuMsPerStep: number
  readonly kbPerTable: number
  readonly heapKbPerTable: number
  readonly races: number
  readonly failures: number
  readonly load: readonly [number, number]
}

const runs: Load[] = []

const redisThere = (): boolean =>
  existsSync('/usr/bin/redis-server') &&
  existsSync('node_modules/@colyseus/redis-presence') &&
  existsSync('node_modules/@colyseus/redis-driver')

const measureOnline = (): ReadonlyArray<Figure> => {
  const figures: Figure[] = []
  for (const { tables, think, redis } of RUNS) {
    if (redis && !redisThere()) {
      process.stderr.write(
        'online bench: no /usr/bin/redis-server or Redis packages, the two-process rows are left out\n',
      )
      continue
    }
    const run = spawnSync(
      process.execPath,
      [
        'scripts/bundled.mjs',
        'bench/online-load.ts',
        String(tables),
        String(SECONDS),
        redis ? 'redis' : 'local',
        String(think),
      ],
      { encoding: 'utf8', timeout: 300_000 },
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
    const label = `online (${tables} tables, ${think === 0 ? 'at once' : `${think / 1000} s thinking`}${redis ? ', 2 processes + Redis' : ''})`
    const note = `${load.trips} actions, load average ${load.load[0].toFixed(1)}-${load.load[1].toFixed(1)}`
    figures.push(
      {
        game: label,
        measure: 'action round trip',
        median: load.p50,
        p90: load.p99,
        unit: 'ms',
        // A round trip crosses processes and sockets: wall clock, with the load beside it.
        clock: 'wall',
        load: loadNow(),
        note: `p99 in the p90 column; ${note}`,
      },
      {
        game: label,
        measure: 'server CPU per action',
        median: load.cpuMsPerTrip,
        p90: load.cpuMsPerTrip,
        unit: 'ms',
        clock: 'cpu',
        load: loadNow(),
        note: `the servers' CPU time over the client actions, the bots' and chance's steps between included (${load.cpuMsPerStep.toFixed(2)} ms a step); ${note}`,
      },
    )
  }
  return figures
}

export const onlineBench: Bench = {
  label: 'online',
  measure: measureOnline,
  extras: () =>
    runs.map(
      (r) =>
        `${r.tables} tables on ${r.processes} process${r.processes > 1 ? 'es (Redis)' : ''}, ${r.think === 0 ? 'acting at once' : `${r.think} ms thinking`}: round trip p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; server CPU ${r.cpuMsPerTrip.toFixed(2)} ms per action (${r.cpuMsPerStep.toFixed(2)} ms per step, ${(r.serverCpu * 100).toFixed(0)}% of a core); memory per table ${r.heapKbPerTable.toFixed(0)} KB of live heap, ${r.kbPerTable.toFixed(0)} KB resident; ${r.races} races, ${r.failures} joins refused under load; load average ${r.load[0].toFixed(1)} then ${r.load[1].toFixed(1)}`,
    ),
}
