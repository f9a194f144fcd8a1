import type { Bench, BenchEntry } from './entry.js'
import { measure } from './measure.js'
import { entries as formuleDe } from './formule-de.js'
import { entries as formulaMotorRacing } from './formula-motor-racing.js'
import { entries as rallyman } from './rallyman.js'

const bench = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>): Bench => ({
  label: entry.label,
  measure: () => measure(entry),
  ...(entry.extras ? { extras: entry.extras } : {}),
})

/** Every game's bench entries, in print order. */
export const entries: ReadonlyArray<Bench> = [
  ...formulaMotorRacing.map(bench),
  ...formuleDe.map(bench),
  ...rallyman.map(bench),
]
