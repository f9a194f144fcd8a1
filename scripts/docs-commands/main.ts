/**
 * `npm run test:docs [-- --only TEXT] [--keep] [--in DIR] [--ci]`: runs every ```sh command and ```ts block of
 * README.md, docs/*.md and playground/README.md in a scratch copy of the project (its tracked
 * and untracked files, as a fresh clone with this checkout's edits: no node_modules, no dist),
 * in the guides' order, and fails when one fails, outlasts its budget, or a guide marks a block
 * `not run` without saying why. `--only` runs the commands and blocks whose text or place
 * (`README.md:61`) contains TEXT, or of a kind (`sh`, `ts`); `--keep` keeps the scratch copy;
 * `--in DIR` runs in a copy kept before (the guides are read from this checkout); `--ci` leaves
 * out the guides' commands that `.ci/run` runs itself, a line of its own each (`npm test`).
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { runDocs, type Outcome } from './run-docs.js'

const root = resolve(import.meta.dirname, '..', '..')
const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const keep = args.includes('--keep')
const reuse = args.includes('--in') ? args[args.indexOf('--in') + 1] : undefined
// The commands CI runs in the same job, read from .ci/run itself (no list to keep in step).
const runByCi = args.includes('--ci')
  ? new Set(
      readFileSync(join(root, '.ci', 'run'), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
    )
  : undefined

const guides = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
  'playground/README.md',
]

/** The checkout's files as git lists them (tracked and untracked, not ignored), copied. */
const scratchCopy = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-docs-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  for (const file of files.split('\0'))
    if (file !== '' && existsSync(join(root, file))) {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      copyFileSync(join(root, file), join(dir, file))
    }
  return dir
}

/** `npx pitwall` in the copy left a link to it in npm's cache (`_npx`): removed with the copy. */
const forgetNpx = (copy: string): void => {
  const npx = join(execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim(), '_npx')
  if (!existsSync(npx)) return
  for (const entry of readdirSync(npx)) {
    const manifest = join(npx, entry, 'package.json')
    if (!existsSync(manifest)) continue
    const packages = (JSON.parse(readFileSync(manifest, 'utf8')) as { _npx?: { packages?: string[] } })._npx?.packages
    if (packages?.includes(copy)) rmSync(join(npx, entry), { recursive: true, force: true })
  }
}

// The commands see the user's environment, not the one `npm run` gives this script; npx must
// never fetch a package named in a guide from the registry (`pitwall` is this project's bin).
const env: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
)
env.npm_config_yes = 'false'
env.NO_COLOR = '1'

const where = (o: Outcome): string => o.places.map((p) => `${p.file}:${p.line}`).join(', ') || 'setup'
const times = (o: Outcome): string =>
  o.run === null
    ? ''
    : `${o.run.cpuSeconds === null ? '?' : o.run.cpuSeconds.toFixed(1)} s CPU, ${o.run.wallSeconds.toFixed(1)} s wall, load ${o.run.load.toFixed(1)}`

const dir = reuse === undefined ? scratchCopy() : resolve(reuse)
console.log(`docs test: ${guides.join(', ')}, run in ${dir}`)
const started = performance.now()
const report = await runDocs({
  dir,
  docs: guides.map((file) => ({ file, markdown: readFileSync(join(root, file), 'utf8') })),
  ...(only === undefined ? {} : { only }),
  ...(runByCi === undefined ? {} : { runElsewhere: runByCi }),
  ensure: [
    { path: 'node_modules', command: 'npm ci --no-audit --no-fund' },
    // The blocks need the declarations, which `npm start`'s quick build leaves out.
    { path: 'dist/index.d.ts', command: 'npm run build' },
  ],
  env,
  onStart: (label) => console.log(`  ... ${label}`),
  onOutcome: (o) => {
    console.log(`${o.problems.length === 0 ? 'ok  ' : 'FAIL'} ${where(o)}  ${o.label}  (${times(o)})`)
    if (o.problems.length === 0 && o.run?.stopped) console.log(`       ${o.run.stopped}`)
    for (const p of o.problems.slice(0, 12)) console.log(`       ${p}`)
    if (o.problems.length > 12) console.log(`       and ${o.problems.length - 12} more`)
    if (o.problems.length > 0 && o.run !== null)
      console.log(
        o.run.output
          .trimEnd()
          .split('\n')
          .slice(-30)
          .map((l) => `       | ${l}`)
          .join('\n'),
      )
  },
})
const failed = report.outcomes.filter((o) => o.problems.length > 0)
const unexplained = report.notRun.filter((n) => n.why === '')
console.log(`\nnot run (${report.notRun.length}), as the guides mark them:`)
for (const n of report.notRun)
  console.log(`  ${n.place.file}:${n.place.line} (${n.lang}): ${n.why === '' ? 'NO REASON GIVEN' : n.why}`)
if (report.runElsewhere.length > 0) {
  console.log(`\nrun by .ci/run itself, not again here (${report.runElsewhere.length}):`)
  for (const e of report.runElsewhere)
    console.log(`  ${e.command}  (${e.places.map((p) => `${p.file}:${p.line}`).join(', ')})`)
}
const ran = report.outcomes.filter((o) => o.kind !== 'setup')
console.log(
  `\ndocs test: ${ran.length - failed.filter((o) => o.kind !== 'setup').length} of ${ran.length} commands and blocks passed` +
    (failed.length === 0 ? '' : `; failed: ${failed.map(where).join('; ')}`) +
    ` (${((performance.now() - started) / 1000).toFixed(0)} s)`,
)
if (keep || reuse !== undefined) console.log(`kept ${dir}`)
else {
  rmSync(dir, { recursive: true, force: true })
  forgetNpx(dir)
}
process.exitCode = failed.length === 0 && unexplained.length === 0 && ran.length > 0 ? 0 : 1
