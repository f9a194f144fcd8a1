/**
 * The ```ts blocks of the guides as a user's code: each its own module in the project, importing
 * `pitwall/...` by the package's name (Node and TypeScript resolve a package's own name through
 * its `exports`, so the blocks get the built dist/ and its declarations, as an installed
 * package gives them), type-checked together under strict settings, then each run by Node.
 */
import { createRequire } from 'node:module'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { transformSync } from 'esbuild'
import type * as TS from 'typescript'
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
  /** Its times, as a command's; its output lists the errors outside any block. */
  readonly run: Run
  /** The errors, each at its line in the guide, by block. */
  readonly errors: ReadonlyMap<TsBlock, ReadonlyArray<TypeProblem>>
  /** Errors outside any block (a broken configuration). */
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

/**
 * Type-checks every block with the project's own TypeScript, through its API: the command
 * line stops at the first block with a syntax error, and would hide the others' type errors.
 */
export const typeCheck = (
  dir: string,
  blocks: ReadonlyArray<TsBlock>,
): { check: Check; written: ReadonlyArray<Written> } => {
  const started = { wall: performance.now(), cpu: process.cpuUsage() }
  const written = write(dir, blocks)
  const ts = createRequire(join(dir, 'package.json'))('typescript') as typeof TS
  const folder = join(dir, FOLDER)
  const config = ts.parseJsonConfigFileContent(tsconfig(written.map((w) => `${w.name}.ts`)), ts.sys, folder)
  const program = ts.createProgram(config.fileNames, config.options)
  const text = (d: TS.Diagnostic): string =>
    `error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  const errors = new Map<TsBlock, TypeProblem[]>()
  for (const w of written) {
    const file = program.getSourceFile(join(folder, `${w.name}.ts`))
    if (file === undefined) continue
    const found = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => ({
      place: placeOf(w, file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1),
      message: text(d),
    }))
    if (found.length > 0) errors.set(w.block, found)
  }
  const unplaced = [
    ...config.errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...written
      .flatMap((w) => (program.getSourceFile(join(folder, `${w.name}.ts`)) === undefined ? [w.name] : []))
      .map((name) => `${name}.ts is not in the program`),
  ].map((d) => (typeof d === 'string' ? d : text(d)))
  const cpu = process.cpuUsage(started.cpu)
  const run: Run = {
    exitCode: unplaced.length === 0 && errors.size === 0 ? 0 : 1,
    stopped: null,
    wallSeconds: (performance.now() - started.wall) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    load: loadavg()[0] ?? 0,
    output: unplaced.join('\n'),
  }
  return { check: { run, errors, unplaced }, written }
}

/** Runs a written block with Node, from a directory of its own (a block may write files). */
export const runBlock = async (dir: string, w: Written, killAfterSeconds: number): Promise<Run> => {
  const file = join(dir, FOLDER, `${w.name}.mjs`)
  const source = [w.block.setup?.code.replace(/\n+$/, '') ?? null, w.block.code].filter((s) => s !== null).join('\n')
  try {
    const js = transformSync(source, {
      loader: 'ts',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: `${w.name}.ts`,
    })
    writeFileSync(file, js.code)
  } catch (error) {
    return {
      exitCode: null,
      stopped: 'esbuild cannot read it as TypeScript',
      wallSeconds: 0,
      cpuSeconds: null,
      load: loadavg()[0] ?? 0,
      output: error instanceof Error ? error.message : String(error),
    }
  }
  const cwd = mkdtempSync(join(tmpdir(), 'pitwall-docs-block-'))
  try {
    return await runCommand(`node --enable-source-maps '${file}'`, { cwd, killAfterSeconds })
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
}
