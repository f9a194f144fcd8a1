/**
 * The bench's clocks and the machine's load. A figure is CPU time wherever a reading can frame
 * the work: unlike wall time it does not count the time spent waiting for a core, so a machine
 * shared with other jobs skews it far less. Every figure is printed with the load averages of
 * the moment it was taken, since a loaded machine still slows the work itself (caches, the
 * memory bus, V8's helper threads waiting for a core).
 */
import os from 'node:os'

/**
 * CPU time of this process in milliseconds: user and system time of every thread, V8's
 * compiler and garbage-collector threads included. A reading is a system call, and the clock
 * counts whole microseconds: too coarse for a single call of a few microseconds.
 */
export const cpuMillis = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The machine's load averages over the last 1, 5 and 15 minutes (`os.loadavg()`). */
export type Load = readonly [number, number, number]

/** The load averages now. This process counts in them while it runs. */
export const loadNow = (): Load => {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg()
  return [one, five, fifteen]
}

/** The load averages as the bench prints them: `1.25 0.80 0.41` (1, 5 and 15 minutes). */
export const formatLoad = (load: Load): string => load.map((x) => x.toFixed(2)).join(' ')

/** How a figure was timed: CPU time of the process, wall-clock time, or not a time (a size). */
export type Clock = 'cpu' | 'wall' | 'none'
