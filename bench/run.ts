/**
 * `npm run bench [-- <entry prefix>] [-- --json]`: for every registered game, the figures a
 * user meets, each a median and a 90th percentile: a full race's time (CPU time per race,
 * after the JIT has settled), the first `legalActions` and `reduce` call on each state of
 * real races (heuristic and random bots), the ratio to the game's hand-written mutable
 * baseline when it has one, and the game's own figures. Every figure says its clock and the
 * load averages when it was taken. Numbers, never assertions. `--json` prints one JSON
 * object with every figure, to compare versions.
 */
import { cpus } from 'node:os'
import { loadNow } from './clock.js'
import type { Figure } from './entry.js'
import { entries } from './games.js'
import { formatJson, formatTable, loadLine } from './measure.js'

const args = process.argv.slice(2)
const json = args.includes('--json')
const only = args.find((a) => !a.startsWith('--'))
const chosen = only === undefined ? entries : entries.filter((e) => e.label.startsWith(only))
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`
if (chosen.length === 0) {
  console.error(only === undefined ? 'No game registered for the bench yet.' : `No bench entry starts with "${only}".`)
  process.exitCode = 1
} else {
  const start = loadNow()
  const figures: Figure[] = []
  const lines: string[] = []
  for (const entry of chosen) {
    process.stderr.write(`measuring ${entry.label}... (${loadLine(loadNow())})\n`)
    figures.push(...entry.measure())
    const extra = entry.extras?.() ?? []
    if (extra.length > 0) lines.push(`${entry.label}:`, ...extra.map((line) => `  ${line}`))
  }
  const end = loadNow()
  if (json) console.log(formatJson({ machine, load: { start, end }, figures, lines }))
  else {
    console.log(
      `pitwall bench on ${machine}; ${loadLine(start)} at the start, ${loadLine(end)} at the end.\n` +
        `Clock cpu: CPU time of this process (every thread), which does not count the time spent waiting for a core.\n` +
        `Races: CPU time of each race after 2 s of warm-up (at least 30 races, about 1.5 s of them).\n` +
        `Baseline ratios: 27 pairs of 100 ms runs in alternation after 2 s of warm-up each, the median of the pairs' time ratios.\n` +
        `Mixed ratios (race (mixed)): the baseline and several bots' races in one round robin, 27 rounds of 100 ms each.\n` +
        `Clock wall: legalActions and reduce, the first call on each state of replayed races (no cache hit), each call\n` +
        `  too short for the CPU clock's microseconds; a call the scheduler interrupts shows in the p90 first.\n` +
        `The load column gives the load averages when each figure was taken; this bench counts 1 in them.\n` +
        `On a shared machine every figure is noisy: compare runs taken side by side.\n`,
    )
    console.log(formatTable(figures))
    if (lines.length > 0) console.log(['', ...lines].join('\n'))
  }
}
