// The size an app pays for one game: bundles `import { <game>, defaultConfig } from
// 'pitwall/<game>'` from the built package, minified for the browser (io-ts and fp-ts from
// their ES modules, as an app's bundler takes them), and prints the bytes per game. Fails
// when Formula Motor Racing alone passes its budget or when a game's bundle carries another
// game's code. Run after `npm run build`: `npm run size`.
//
// The budget is 56 KB. The trust boundary (core's guard and exact decoders, FMR's state check)
// had brought the bundle to 61.6 KB; it was won back by keeping what a `setup` + `reduce` app
// never calls out of the bundle (FMR's `bots`, `LIMITS` and position decoder and core's
// `RngCodec` are pure annotated constants, core's log decoders are built on the first read),
// by core's `union` (io-ts's `t.union` without its 2.8 KB builder of tagged indexes) and by a
// more compact FMR state check and config check (54.8 KB). The speed work and the saved-state
// version checks of the next round took it to 56.7 KB; it came back to 54.2 KB by the same
// means: core's `struct` and `list` build the io-ts classes of `t.type`, of `t.intersection`
// of `t.type` and `t.partial`, and of `t.readonlyArray`, decoding the same values, without
// io-ts's builders (-1.6 KB), and FMR and the guard lost duplicate helpers (-0.8 KB: FMR's
// d12 outcomes are built face by face, its targets read from the listed plays). What io-ts
// always brings (its classes and constants, about 7.4 KB) and the parts of fp-ts it imports
// (1.7 KB) stay. FMR's shared frozen plays and core's faster exact copies took it to 55.4 KB; a
// smaller exact copier and the rare decisions frozen as they are listed (not tabled) brought it
// back to 54.9 KB. The budget went to 56 KB for the cards as one table (CARD_SPECS: each kind's
// section, target and effect, read by the reducer, the legal plays, the bots and the state check
// instead of if-chains over the kinds; +0.5 KB net, the faces kept out in the picture's
// CARD_FACES) and core's chain of saved-state migrations (+0.3 KB, which every game carries):
// 55.7 KB.
// `esbuild --metafile` on the same entry shows what each module weighs.
import { build } from 'esbuild'
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const games = [
  { dir: 'formula-motor-racing', value: 'formulaMotorRacing', name: 'Formula Motor Racing', budget: 56 * 1024 },
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
