import { defineConfig } from 'tsup'
import { esm } from './tsup.config.js'

// `npm start`: the ESM build alone, without the declarations, which take most of a full build's
// time. `npm run build` and `npm pack` build everything.
export default defineConfig({ ...esm, dts: false })
