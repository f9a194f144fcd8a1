// `npm run bench`: bundles bench/run.ts with esbuild and runs it on plain Node. Running it
// through tsx would measure tsx too: its keepNames wrapper runs on every closure created in
// a hot path, which costs some games several percent and distorts the baseline ratios.
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

const outdir = 'node_modules/.cache/pitwall-bench'
mkdirSync(outdir, { recursive: true })
await build({
  entryPoints: ['bench/run.ts'],
  outfile: `${outdir}/run.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
const result = spawnSync(process.execPath, [`${outdir}/run.mjs`, ...process.argv.slice(2)], { stdio: 'inherit' })
process.exitCode = result.status ?? 1
