/**
 * `npm run bench`: for every registered game, random full races per second, `reduce` and
 * `legalActions` calls per second (medians of timed runs after a warm-up), and the ratio
 * to the game's hand-written mutable baseline when it has one. Numbers, never assertions.
 */
import { entries } from './games.js'
import { formatTable } from './measure.js'

const only = process.argv[2]
const chosen = only === undefined ? entries : entries.filter((e) => e.label.startsWith(only))
if (chosen.length === 0) {
  console.error(only === undefined ? 'No game registered for the bench yet.' : `No bench entry starts with "${only}".`)
  process.exitCode = 1
} else {
  console.log(
    `pitwall bench on Node ${process.version} (per CPU second: medians of 7 runs of 300 ms CPU time after a warm-up;\n` +
      `races and baseline: 2 s of warm-up each, then 27 runs of 100 ms each in alternation, the ratio is the median of the pairs' ratios,\n` +
      `their quartiles in brackets)\n`,
  )
  const rows = chosen.map((entry) => {
    process.stderr.write(`measuring ${entry.label}...\n`)
    return entry.measure()
  })
  console.log(formatTable(rows))
  const extras = chosen.flatMap((entry) =>
    entry.extras ? [`${entry.label}:`, ...entry.extras().map((line) => `  ${line}`)] : [],
  )
  if (extras.length > 0) console.log(['', ...extras].join('\n'))
}
