// The library's public subpaths, read from package.json's "exports": the one list the build
// (tsup entries), the API reference (typedoc entry points), the playground's aliases (vite,
// vitest), the tests' aliases and the bundle sizes derive from. A subpath `pitwall/<name>` is
// built from src/<name>/index.ts to dist/<name>/index.*; the root `pitwall` from src/index.ts.
//
// Run as a script, it adds a subpath to package.json (its "exports" and "typesVersions"):
//   node scripts/subpaths.mjs <folder-of-src>
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// From import.meta.url, which the config bundlers (tsup, vite) keep as this file's own address.
const root = fileURLToPath(new URL('..', import.meta.url))

/** Every subpath of package.json's exports, the root first as `pitwall`. */
export const subpaths = () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  return Object.keys(pkg.exports)
    .filter((key) => key !== './package.json')
    .map((key) => {
      const entry = key === '.' ? 'index' : `${key.slice(2)}/index`
      return { specifier: key === '.' ? 'pitwall' : `pitwall/${key.slice(2)}`, entry, source: `src/${entry}.ts` }
    })
}

/** The tsup entries of the subpaths: `{ 'core/index': 'src/core/index.ts', ... }`. */
export const libraryEntries = () => Object.fromEntries(subpaths().map((s) => [s.entry, s.source]))

/**
 * Aliases from each subpath's specifier to its source, for a bundler or a test runner that
 * imports the library as an app does (`pitwall/rallyman`) from the sources.
 */
export const sourceAliases = () =>
  subpaths().map((s) => ({ find: new RegExp(`^${s.specifier}$`), replacement: join(root, s.source) }))

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2]
  if (!folder || !/^[a-z-]+$/.test(folder)) {
    console.error('usage: node scripts/subpaths.mjs <folder-of-src>')
    process.exit(2)
  }
  const file = join(root, 'package.json')
  const pkg = JSON.parse(readFileSync(file, 'utf8'))
  const base = `./dist/${folder}/index`
  const { './package.json': self, ...exportsMap } = pkg.exports
  exportsMap[`./${folder}`] = {
    import: { types: `${base}.d.ts`, default: `${base}.js` },
    require: { types: `${base}.d.cts`, default: `${base}.cjs` },
  }
  pkg.exports = { ...exportsMap, './package.json': self }
  pkg.typesVersions['*'][folder] = [`${base}.d.cts`]
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
  console.log(`pitwall/${folder} added to package.json`)
}
