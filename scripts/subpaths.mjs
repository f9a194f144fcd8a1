// Adds a game's subpath to every list that names the subpaths (package.json exports and
// typesVersions, tsup entries, typedoc entry points). Usage: node scripts/subpaths.mjs <game>
import { readFileSync, writeFileSync } from 'node:fs'

const game = process.argv[2]
if (!game || !/^[a-z-]+$/.test(game)) {
  console.error('usage: node scripts/subpaths.mjs <game-folder>')
  process.exit(2)
}
const base = `./dist/${game}/index`
const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const exportsMap = { ...pkg.exports }
delete exportsMap['./package.json']
exportsMap[`./${game}`] = {
  import: { types: `${base}.d.ts`, default: `${base}.js` },
  require: { types: `${base}.d.cts`, default: `${base}.cjs` },
}
pkg.exports = { ...exportsMap, './package.json': './package.json' }
pkg.typesVersions['*'][game] = [`${base}.d.cts`]
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`)

const typedoc = JSON.parse(readFileSync('typedoc.json', 'utf8'))
const entry = `src/${game}/index.ts`
if (!typedoc.entryPoints.includes(entry)) typedoc.entryPoints.push(entry)
writeFileSync('typedoc.json', `${JSON.stringify(typedoc, null, 2)}\n`)

const tsup = readFileSync('tsup.config.ts', 'utf8')
const line = `  '${game}/index': 'src/${game}/index.ts',\n`
if (!tsup.includes(line))
  writeFileSync('tsup.config.ts', tsup.replace(/(export const libraryEntries = \{\n(?:  .*\n)*)/, `$1${line}`))
console.log(`subpath pitwall/${game} added`)
