// The size an app pays for one game: bundles `import { <game>, defaultConfig } from
// 'pitwall/<game>'` from the built package, minified for the browser (io-ts and fp-ts from
// their ES modules, as an app's bundler takes them), and prints the bytes per game. Fails
// when Formula Motor Racing alone passes its budget or when a game's bundle carries another
// game's code. Then checks that the `pitwall` command (dist/cli.js, dist/cli-worker.js) imports
// the library's own ESM chunks: the code only the command reaches must carry no game, or the
// package would hold the library twice. Run after `npm run build`: `npm run size`.
//
// The budget was 55 KB. The trust boundary (core's guard and exact decoders, FMR's state check)
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
// back to 54.9 KB. Refusing wrong options instead of dropping them (`defaultConfig` checks its
// options by core's exact decoding against `game.info`, with messages naming them) took it to
// 55.7 KB (+0.84 KB, of which the check itself is about 0.7 KB): the budget was 56 KB. The cards
// as one table (CARD_SPECS: each kind's section, target and effect, read by the reducer, the
// legal plays, the bots and the state check instead of if-chains over the kinds; +0.5 KB net,
// the faces kept out in the picture's CARD_FACES) and core's chain of saved-state migrations
// (+0.3 KB, which every game carries) took it to 56.5 KB: the budget was 57 KB.
// Freezing every state handed out (core's door), words in two languages (core's refusal words)
// and encodings for learners took it to 57.9 KB: the budget was 58 KB. The state check reading
// spread copies of a frozen state's lists (the search admits a determinised state at every
// iteration, and Node 20 reads frozen arrays several times slower: +0.35 KB) and race logs going
// through core's chain of migrations with saved states (`runMigrations` now takes a chain's first
// version: +0.2 KB) took it to 58.4 KB: the budget is 59 KB since.
// `esbuild --metafile` on the same entry shows what each module weighs.
import { build } from 'esbuild'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
// The games of the registry (pitwall/games, built), each measured through its own subpath
// `pitwall/<id>` by the export that is its game value.
const BUDGETS = { 'formula-motor-racing': 59 * 1024 }
const esm = (path) => import(pathToFileURL(join(root, 'dist', path)).href)
const { games: registry } = await esm('games/index.js')
const games = await Promise.all(
  registry.map(async ({ game }) => {
    const exports = await esm(`${game.id}/index.js`)
    const value = Object.keys(exports).find((name) => exports[name] === game)
    if (value === undefined) throw new Error(`pitwall/${game.id} does not export the game of pitwall/games`)
    return { dir: game.id, value, name: game.name, budget: BUDGETS[game.id] }
  }),
)
// A game's name as it is written in a bundle: esbuild writes non-ASCII letters as `\xE9`.
const carries = (code, game) =>
  code.includes(game.name) ||
  code.includes(game.name.replace(/[^\x00-\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase()}`))
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
    const others = games.filter((g) => g !== game && carries(code, g))
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

// The ESM files of dist/ and the files each one imports, followed from every entry: a file
// that only the command's entries reach is the command's own code.
const dist = join(root, 'dist')
const esmFiles = readdirSync(dist, { recursive: true })
  .filter((f) => f.endsWith('.js'))
  .map((f) => join(dist, f))
const importsOf = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    resolve(dirname(file), m[1]),
  )
const reached = (entry, seen = new Set()) => {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const next of importsOf(entry)) reached(next, seen)
  return seen
}
const commandEntries = ['cli.js', 'cli-worker.js'].map((f) => join(dist, f))
const fromLibrary = new Set(
  esmFiles.filter((f) => !commandEntries.includes(f)).flatMap((f) => (f.includes('chunk-') ? [] : [...reached(f)])),
)
const commandOnly = [...new Set(commandEntries.flatMap((e) => [...reached(e)]))].filter((f) => !fromLibrary.has(f))
const commandCode = commandOnly.map((f) => readFileSync(f, 'utf8')).join('\n')
// dist/ is not minified: a game's code is there when its game value is defined there (the
// command's help may name a game without carrying it).
const defines = (code, game) => new RegExp(`\\b(?:var|let|const)\\s+${game.value}\\s*=`).test(code)
const copied = games.filter((g) => defines(commandCode, g))
console.log(
  `${"the command's own code".padEnd(30)} ${(Buffer.byteLength(commandCode) / 1024).toFixed(1).padStart(6)} KB` +
    `  (${commandOnly.map((f) => relative(dist, f)).join(', ')})` +
    (copied.length > 0 ? `  carries ${copied.map((g) => g.name).join(', ')}: a second copy of the library` : ''),
)
if (copied.length > 0) failed = true
process.exitCode = failed ? 1 : 0
