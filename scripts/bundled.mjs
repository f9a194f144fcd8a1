// Runs a TypeScript entry bundled with esbuild on plain Node: `node scripts/bundled.mjs
// bench/run.ts [args]`. Running it through tsx would measure tsx too: its keepNames wrapper
// runs on every closure created in a hot path, which costs some games several percent.
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { basename } from 'node:path'

const [entry, ...args] = process.argv.slice(2)
if (entry === undefined) {
  console.error('usage: node scripts/bundled.mjs <entry.ts> [args]')
  process.exit(2)
}
const outdir = 'node_modules/.cache/pitwall-bundled'
mkdirSync(outdir, { recursive: true })
const outfile = `${outdir}/${basename(entry, '.ts')}.mjs`
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
process.exitCode = result.status ?? 1
