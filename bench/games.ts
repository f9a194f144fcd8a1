import type { Bench, BenchEntry } from './entry.js'
import { measure } from './measure.js'
import { entries as formulaMotorRacing } from './formula-motor-racing.js'
import { entries as formuleDe } from './formule-de.js'
import { entries as rallyman } from './rallyman.js'
import { entries as bolide } from './bolide.js'
import { batchBench } from './batch.js'
import { onlineBench } from './online.js'

// An entry with its types erased: its game, config and bots stay together.
type AnyEntry = BenchEntry<never, unknown, unknown, unknown, unknown>
const erase = <C, S, A, E, O>(entry: BenchEntry<C, S, A, E, O>): AnyEntry => entry as unknown as AnyEntry

/** Every entry of every game, in print order (for `bench/profile.ts`). */
export const benchEntries: ReadonlyArray<AnyEntry> = [
  ...formulaMotorRacing.map(erase),
  ...formuleDe.map(erase),
  ...rallyman.map(erase),
  ...bolide.map(erase),
]

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
  ...bolide.map(bench),
  batchBench,
  onlineBench,
]
