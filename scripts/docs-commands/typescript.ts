/**
 * The ```ts blocks of the guides as a user's code: each its own module in the project, importing
 * `pitwall/...` by the package's name (Node and TypeScript resolve a package's own name through
 * its `exports`, so the blocks get the built dist/ and its declarations, as an installed
 * package gives them), type-checked together under strict settings, then each run by Node.
 */
import { createRequire } from 'node:module'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { transformSync } from 'esbuild'
import type { Place, TsBlock } from './blocks.js'
import { runCommand, type Run } from './shell.js'

/** A block's file in the project: the block after its setup. */
interface Written {
  readonly block: TsBlock
  readonly name: string
  readonly setupLines: number
}

/** A type error, placed in the markdown. */
export interface TypeProblem {
  readonly place: Place
  readonly message: string
}

/** The type-check of every block at once. */
export interface Check {
  readonly run: Run
  /** The errors, each at its block's line in the guide, by block. */
  readonly errors: ReadonlyMap<TsBlock, ReadonlyArray<TypeProblem>>
  /** Errors the check gave outside any block (a broken configuration). */
  readonly unplaced: ReadonlyArray<string>
}

const FOLDER = '.docs-blocks'

// What an app with strict settings sets; the guides' code must compile for it.
const tsconfig = (files: ReadonlyArray<string>) => ({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022'],
    module: 'node16',
    moduleResolution: 'node16',
    moduleDetection: 'force',
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: true,
    noEmit: true,
  },
  files,
})

const nameOf = (place: Place): string => `${place.file.replace(/[^\w]+/g, '_')}_L${place.line}`

/** Writes each block (and its setup) as a module of the project in `dir`. */
const write = (dir: string, blocks: ReadonlyArray<TsBlock>): Written[] => {
  const folder = join(dir, FOLDER)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const written = blocks.map((block) => {
    const setup = block.setup === null ? [] : block.setup.code.replace(/\n+$/, '').split('\n')
    const name = nameOf(block.place)
    writeFileSync(join(folder, `${name}.ts`), [...setup, block.code, ''].join('\n'))
    return { block, name, setupLines: setup.length }
  })
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(tsconfig(written.map((w) => `${w.name}.ts`)), null, 2))
  return written
}

/** The guide's line of line `line` of a written block: in its setup comment, or in the block. */
const placeOf = (w: Written, line: number): Place =>
  line <= w.setupLines
    ? { file: w.block.place.file, line: (w.block.setup?.line ?? w.block.place.line) + line - 1 }
    : { file: w.block.place.file, line: w.block.place.line + line - w.setupLines }

/** Type-checks every block with the project's own TypeScript. */
export const typeCheck = async (
  dir: string,
  blocks: ReadonlyArray<TsBlock>,
  killAfterSeconds: number,
): Promise<{ check: Check; written: ReadonlyArray<Written> }> => {
  const written = write(dir, blocks)
  const tsc = createRequire(join(dir, 'package.json')).resolve('typescript/bin/tsc')
  const run = await runCommand(`node '${tsc}' -p ${FOLDER}/tsconfig.json --pretty false`, {
    cwd: dir,
    killAfterSeconds,
  })
  const errors = new Map<TsBlock, TypeProblem[]>()
  const unplaced: string[] = []
  const byName = new Map(written.map((w) => [w.name, w]))
  // `.docs-blocks/<name>.ts(12,5): error TS2304: Cannot find name 'x'.` and its indented lines.
  for (const entry of run.output.split(/\n(?!\s)/)) {
    const m = /^(?:\.docs-blocks\/)?([\w]+)\.ts\((\d+),\d+\): (error [\s\S]*)$/.exec(entry)
    const w = m === null ? undefined : byName.get(m[1] ?? '')
    if (m === null || w === undefined) {
      if (entry.trim() !== '') unplaced.push(entry)
      continue
    }
    const list = errors.get(w.block) ?? []
    list.push({ place: placeOf(w, Number(m[2])), message: m[3] ?? '' })
    errors.set(w.block, list)
  }
  return { check: { run, errors, unplaced }, written }
}

/** Runs a written block with Node, from a directory of its own (a block may write files). */
export const runBlock = async (dir: string, w: Written, killAfterSeconds: number): Promise<Run> => {
  const file = join(dir, FOLDER, `${w.name}.mjs`)
  const source = [w.block.setup?.code.replace(/\n+$/, '') ?? null, w.block.code].filter((s) => s !== null).join('\n')
  writeFileSync(
    file,
    transformSync(source, { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'inline' }).code,
  )
  const cwd = mkdtempSync(join(tmpdir(), 'pitwall-docs-block-'))
  try {
    return await runCommand(`node --enable-source-maps '${file}'`, { cwd, killAfterSeconds })
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
}
