// Runs a TypeScript entry bundled with esbuild on plain Node: `node scripts/bundled.mjs
// bench/run.ts [args]`. Running it through tsx would measure tsx too: its keepNames wrapper
// runs on every closure created in a hot path, which costs some games several percent.
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import { mkdirSync, renameSync } from 'node:fs'
import { basename } from 'node:path'

const [entry, ...args] = process.argv.slice(2)
if (entry === undefined) {
  console.error('usage: node scripts/bundled.mjs <entry.ts> [args]')
  process.exit(2)
}
const outdir = 'node_modules/.cache/pitwall-bundled'
mkdirSync(outdir, { recursive: true })
// Each run builds and runs its own file, so checkouts that share node_modules (git worktrees)
// can bench at once; it is then kept as `<entry>.mjs` for `node --cpu-prof` (bench/profile.ts).
const kept = `${outdir}/${basename(entry, '.ts')}.mjs`
const outfile = `${outdir}/${basename(entry, '.ts')}-${process.pid}.mjs`
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
const result = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' })
renameSync(outfile, kept)
process.exitCode = result.status ?? 1
