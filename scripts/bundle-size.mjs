// The size an app pays for one game: bundles `import { <game>, defaultConfig } from
// 'pitwall/<game>'` from the built package, minified for the browser (io-ts and fp-ts from
// their ES modules, as an app's bundler takes them), and prints the bytes per game. Fails
// when Formula Motor Racing alone passes its budget or when a game's bundle carries another
// game's code. Run after `npm run build`: `npm run size`.
//
// The budget was 55 KB (the bundle was 51.8 KB) before the trust boundary: the guard and the
// exact decoders of core (~8.6 KB) and FMR's state check (~6.9 KB) brought it to 61.6 KB, and
// io-ts alone is 13.3 KB of it. The budget now holds it there until that is won back.
import { build } from 'esbuild'
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const games = [
  { dir: 'formula-motor-racing', value: 'formulaMotorRacing', name: 'Formula Motor Racing', budget: 62 * 1024 },
  { dir: 'formule-de', value: 'formuleDe', name: 'Formule Dé' },
  { dir: 'rallyman', value: 'rallyman', name: 'Rallyman' },
  { dir: 'bolide', value: 'bolide', name: 'Bolide' },
]
const scratch = mkdtempSync(join(tmpdir(), 'pitwall-size-'))
let failed = false
try {
  for (const game of games) {
    const entry = join(scratch, `${game.dir}.js`)
    writeFileSync(
      entry,
      `import { ${game.value}, defaultConfig } from '${join(root, 'dist', game.dir, 'index.js')}'\n` +
        `console.log(${game.value}.setup(defaultConfig()))\n`,
    )
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      nodePaths: [join(root, 'node_modules')],
      logLevel: 'error',
    })
    const code = out.outputFiles[0].text
    const bytes = Buffer.byteLength(code)
    const others = games.filter((g) => g !== game && code.includes(g.name))
    const over = game.budget !== undefined && bytes > game.budget
    console.log(
      `${`pitwall/${game.dir}`.padEnd(30)} ${(bytes / 1024).toFixed(1).padStart(6)} KB minified` +
        (game.budget === undefined ? '' : `  (budget ${game.budget / 1024} KB${over ? ': OVER' : ''})`) +
        (others.length > 0 ? `  carries ${others.map((g) => g.name).join(', ')}` : ''),
    )
    if (over || others.length > 0) failed = true
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
