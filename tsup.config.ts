import type { Plugin } from 'esbuild'
import { defineConfig, type Options } from 'tsup'

// One entry per public subpath; a game joins this list (and package.json `exports`) once
// it is playable end to end.
export const libraryEntries = {
  index: 'src/index.ts',
  'core/index': 'src/core/index.ts',
  'formule-de/index': 'src/formule-de/index.ts',
  'formula-motor-racing/index': 'src/formula-motor-racing/index.ts',
  'rallyman/index': 'src/rallyman/index.ts',
  'bolide/index': 'src/bolide/index.ts',
  'search/index': 'src/search/index.ts',
  'colyseus/index': 'src/colyseus/index.ts',
  'boardgame-io/index': 'src/boardgame-io/index.ts',
}

// The `pitwall` command and its race worker (`simulate --workers`). They join the ESM build,
// so they import the library's own chunks instead of carrying a second copy of every game.
export const commandEntries = {
  cli: 'src/cli/bin.ts',
  'cli-worker': 'src/cli/worker.ts',
}

const library: Options = {
  entry: libraryEntries,
  sourcemap: true,
  target: 'node20',
  treeshake: true,
  // The maps name each line's source file and line (stack traces under --enable-source-maps)
  // without a copy of the sources, which are not in the package and were most of its size.
  esbuildOptions(options) {
    options.sourcesContent = false
  },
}

// The source imports fp-ts as `fp-ts/lib/*.js` (CommonJS), which Node's ESM and the node16
// typings both resolve. The ESM build bundles the few fp-ts functions it uses from fp-ts's
// ES modules instead, so an app's bundler can tree-shake them (fp-ts's `es6` files use
// extensionless imports that Node cannot load, hence bundled, not imported). The values
// are the same plain `{ _tag, left | right }` objects, so an app's own fp-ts reads them.
const fpTsAsEsModules: Plugin = {
  name: 'fp-ts-es6',
  setup(build) {
    build.onResolve({ filter: /^fp-ts\/lib\// }, async (args) => {
      const es6 = args.path.replace(/^fp-ts\/lib\//, 'fp-ts/es6/')
      const resolved = await build.resolve(es6, { resolveDir: args.resolveDir, kind: 'import-statement' })
      return { path: resolved.path }
    })
  },
}

/** The ESM build: the library's subpaths and the command, sharing their chunks. */
export const esm: Options = {
  ...library,
  entry: { ...libraryEntries, ...commandEntries },
  format: ['esm'],
  dts: { entry: libraryEntries },
  clean: true,
  splitting: true,
  noExternal: [/^fp-ts/],
  esbuildPlugins: [fpTsAsEsModules],
}

export default defineConfig([
  esm,
  {
    ...library,
    format: ['cjs'],
    dts: true,
  },
])
