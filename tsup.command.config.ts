import { defineConfig } from 'tsup'
import { esm } from './tsup.config.js'

// `npm start`: the ESM build alone, without declarations, which are most of a full build's time
// (about 4 s of CPU instead of 50). `npm run build` and `npm pack` build everything.
export default defineConfig({ ...esm, dts: false })
