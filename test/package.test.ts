import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { libraryEntries } from '../tsup.config.js'
import { load } from '../scripts/typedoc-subpaths.mjs'

// The subpaths are listed in package.json (exports, typesVersions); tsup's entries and
// typedoc's entry points are read from its exports (scripts/subpaths.mjs). A subpath missing
// from one of them builds fine and fails only for some users: they are checked in step.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, unknown>
  typesVersions: Record<string, Record<string, string[]>>
}
// The options typedoc's plugin sets, as typedoc would read them.
const typedocOptions = new Map<string, unknown>()
load({
  options: {
    addReader: (reader: { read: (options: { setValue: (name: string, value: unknown) => void }) => void }) =>
      reader.read({ setValue: (name, value) => typedocOptions.set(name, value) }),
  },
} as never)
const typedoc = { entryPoints: typedocOptions.get('entryPoints') as string[] }
const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json')
const entryOf = (subpath: string) => (subpath === '.' ? 'index' : `${subpath.slice(2)}/index`)

describe('package exports', () => {
  it('every subpath has a tsup entry, a typedoc entry point and a source file', () => {
    for (const subpath of subpaths) {
      const source = (libraryEntries as Record<string, string>)[entryOf(subpath)]
      expect(source, subpath).toBeDefined()
      expect(existsSync(source as string), `${source} exists`).toBe(true)
      expect(typedoc.entryPoints, subpath).toContain(source)
    }
    expect(Object.keys(libraryEntries).length).toBe(subpaths.length)
  })

  it('every subpath puts types first, with ESM and CJS declarations of their own', () => {
    for (const subpath of subpaths) {
      const base = `./dist/${entryOf(subpath)}`
      expect(pkg.exports[subpath]).toEqual({
        import: { types: `${base}.d.ts`, default: `${base}.js` },
        require: { types: `${base}.d.cts`, default: `${base}.cjs` },
      })
      expect(Object.keys((pkg.exports[subpath] as { import: object }).import)[0]).toBe('types')
    }
  })

  it('every subpath but the root resolves for node10 through typesVersions', () => {
    for (const subpath of subpaths.filter((s) => s !== '.')) {
      expect(pkg.typesVersions['*']?.[subpath.slice(2)]).toEqual([`./dist/${entryOf(subpath)}.d.cts`])
    }
  })
})
