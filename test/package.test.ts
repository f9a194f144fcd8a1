import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { libraryEntries } from '../tsup.config.js'

// The subpaths are listed in four places (exports, typesVersions, tsup, typedoc); a subpath
// missing from one of them builds fine and fails only for some users. Keep them in step.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, unknown>
  typesVersions: Record<string, Record<string, string[]>>
}
const typedoc = JSON.parse(readFileSync('typedoc.json', 'utf8')) as { entryPoints: string[] }
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
