import { defineConfig } from 'tsup'

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
}

export default defineConfig([
  {
    entry: libraryEntries,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: true,
    treeshake: true,
  },
  {
    // The `pitwall` command: ESM only, no declarations.
    entry: { cli: 'src/cli/bin.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
])
