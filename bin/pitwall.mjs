#!/usr/bin/env node
// The `pitwall` command: runs the built dist/cli.js. In a clone, dist/ is built by `npm start`
// or `npm run build`; this file exists before them, so `npx pitwall` links the command at
// once (npx keeps the link it makes on its first run) and says what to do until it is built.
import { existsSync } from 'node:fs'

const cli = new URL('../dist/cli.js', import.meta.url)
if (existsSync(cli)) await import(cli.href)
else {
  console.error('pitwall: dist/cli.js is not built yet: run `npm run build` (or `npm start`) first.')
  process.exitCode = 1
}
