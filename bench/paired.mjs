// Two builds of pitwall compared row by row in one process: `node bench/paired.mjs <checkout A>
// <checkout B> [row prefix...]` bundles each checkout's bench/races.ts (a checkout older than it:
// copy this one's in) and runs the rows of both in turn, five races of A then five of B (the
// order swapped each round, the same seeds for both), for about 8 s of CPU a row
// (PAIRED_SECONDS). Alternating race by race in one process, the two builds meet the same load:
// on the shared machine, separate runs of one build vary by up to 50%, the ratios here by ~5%.
// Prints each build's median CPU time per race and their ratio (B / A), with the load average.
import { build } from 'esbuild'
import { loadavg } from 'node:os'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

const [first, second, ...prefixes] = process.argv.slice(2)
if (first === undefined || second === undefined) {
  console.error('usage: node bench/paired.mjs <checkout A> <checkout B> [row prefix...]')
  process.exit(2)
}
const seconds = Number(process.env.PAIRED_SECONDS ?? 8)
process.env.PITWALL_ROWS_IMPORTED = '1'

// Each checkout's rows, bundled next to its own node_modules (its own io-ts, fp-ts).
const rowsOf = async (checkout) => {
  const outfile = resolve(checkout, 'node_modules/.cache/pitwall-bundled', `paired-rows-${process.pid}.mjs`)
  await build({
    entryPoints: [resolve(checkout, 'bench/races.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
  const rows = (await import(outfile)).ALL_ROWS
  rmSync(outfile)
  return rows
}
const [rowsA, rowsB] = [await rowsOf(first), await rowsOf(second)]

const cpu = () => {
  const c = process.cpuUsage()
  return (c.user + c.system) / 1000
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]
const ROUND = 5

for (const rowA of rowsA.filter((r) => prefixes.length === 0 || prefixes.some((p) => r.name.startsWith(p)))) {
  const rowB = rowsB.find((r) => r.name === rowA.name)
  if (rowB === undefined) continue
  const raceA = rowA.race()
  const raceB = rowB.race()
  for (let seed = 0; seed < 30; seed++) {
    raceA(seed)
    raceB(seed)
  }
  const timesA = []
  const timesB = []
  const start = cpu()
  for (let seed = 0; cpu() - start < seconds * 1000; seed += ROUND) {
    const pairs = [
      [raceA, timesA],
      [raceB, timesB],
    ]
    for (const [race, times] of (seed / ROUND) % 2 === 0 ? pairs : pairs.reverse()) {
      const before = cpu()
      for (let k = 0; k < ROUND; k++) race(seed + k)
      times.push((cpu() - before) / ROUND)
    }
  }
  const a = median(timesA)
  const b = median(timesB)
  console.log(
    `${rowA.name.padEnd(20)} A ${a.toFixed(3).padStart(8)} ms  B ${b.toFixed(3).padStart(8)} ms  B/A ${(b / a).toFixed(2)}  (${timesA.length} rounds of ${ROUND})  load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  )
}
