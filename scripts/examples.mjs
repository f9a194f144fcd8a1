// `npm run examples`: runs every example of examples/ (through tsx, `pitwall/*` mapped to the
// sources by tsconfig paths) and fails if one exits with an error, so the examples the guides
// point at keep working.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

// Folders too: examples/custom-game/ is a game of one's own, with its race.
const files = readdirSync('examples', { recursive: true })
  .filter((f) => f.endsWith('.ts'))
  .sort()
let failed = 0
for (const file of files) {
  const started = Date.now()
  const run = spawnSync(process.execPath, ['--import', 'tsx', `examples/${file}`], {
    encoding: 'utf8',
    timeout: 180_000,
  })
  const ok = run.status === 0
  if (!ok) failed++
  console.log(`${ok ? 'ok  ' : 'FAIL'} examples/${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (!ok) console.log((run.stderr || run.stdout || String(run.error)).split('\n').slice(0, 20).join('\n'))
}
console.log(`${files.length - failed} of ${files.length} examples ran`)
process.exitCode = failed === 0 ? 0 : 1
