/**
 * Runs the code of the guides in a project directory, in the guides' order: every shell command
 * (one run for a command shown in several guides), then every TypeScript block, and judges
 * each: it must exit 0, and take at most a minute of CPU time (its budget; a few commands have a
 * longer one, listed below with why). CPU time, not wall time: other jobs on the machine slow a
 * command down, but a command within a minute of CPU finishes within a minute on a machine it
 * has to itself. A command that serves a page is started, probed and stopped.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { blocksOf, type Command, type NotRun, type Place, type TsBlock } from './blocks.js'
import { probe, runCommand, type Probe, type Run } from './shell.js'
import { runBlock, typeCheck } from './typescript.js'

/** How long a command may take, and why when it is not the usual minute. */
export interface Budget {
  readonly seconds: number
  readonly why: string | null
}

const MINUTE: Budget = { seconds: 60, why: null }

/** The commands allowed more than a minute of CPU. */
export const LONGER: Readonly<Record<string, Budget>> = {
  'npm test': { seconds: 300, why: 'the whole test suite, whose limit is five minutes' },
  'npm ci && npm start': {
    seconds: 180,
    why: 'installs every development dependency: better-sqlite3 (for pitwall serve) compiles from source, about 80 s of CPU, where its prebuilt binary cannot be downloaded',
  },
}

/** A command (or block) hangs when it runs this much longer than its budget, in wall time. */
const HANG_FACTOR = 15

/** What one command or block did, and what is wrong with it (nothing: it passed). */
export interface Outcome {
  readonly kind: 'command' | 'ts' | 'setup'
  /** Where it is written: several places for a command two guides show. */
  readonly places: ReadonlyArray<Place>
  readonly label: string
  readonly budget: Budget
  readonly run: Run | null
  readonly problems: ReadonlyArray<string>
}

export interface DocsOptions {
  /** The project the commands run in (a scratch copy: they write files). */
  readonly dir: string
  /** The guides, by their path as reported. */
  readonly docs: ReadonlyArray<{ readonly file: string; readonly markdown: string }>
  /** Only the commands and blocks whose text or place contains this, or of this kind (`sh`, `ts`). */
  readonly only?: string
  /** Commands run before the TypeScript blocks when their path is missing in `dir`. */
  readonly ensure?: ReadonlyArray<{ readonly path: string; readonly command: string }>
  /** The environment of the commands. */
  readonly env?: NodeJS.ProcessEnv
  /** Called with each outcome as it is known (progress). */
  readonly onOutcome?: (outcome: Outcome) => void
  /** Called before each command or block starts. */
  readonly onStart?: (label: string) => void
  /**
   * Commands the caller runs itself in the same job (`.ci/run` runs `npm test` before this
   * test): not run twice, reported as such.
   */
  readonly runElsewhere?: ReadonlySet<string>
}

export interface DocsReport {
  readonly outcomes: ReadonlyArray<Outcome>
  readonly notRun: ReadonlyArray<NotRun>
  /** The guides' commands left to the caller (`runElsewhere`), with where they are shown. */
  readonly runElsewhere: ReadonlyArray<{ readonly command: string; readonly places: ReadonlyArray<Place> }>
}

const budgetOf = (command: string): Budget => LONGER[command] ?? MINUTE

const overBudget = (run: Run, budget: Budget): string[] =>
  run.cpuSeconds !== null && run.cpuSeconds > budget.seconds
    ? [
        `${run.cpuSeconds.toFixed(1)} s of CPU, over its budget of ${budget.seconds} s` +
          (budget.why === null ? '' : ` (${budget.why})`),
      ]
    : []

/** The problems of a finished run: its exit, its stop, its CPU time over the budget. */
const judge = (run: Run, budget: Budget): string[] => [
  ...(run.stopped !== null ? [run.stopped] : run.exitCode !== 0 ? [`exit code ${run.exitCode}`] : []),
  ...overBudget(run, budget),
]

const runShell = async (command: Command, places: Place[], options: DocsOptions): Promise<Outcome> => {
  const budget = budgetOf(command.command)
  const base = { kind: 'command' as const, places, label: command.command, budget }
  const killAfterSeconds = budget.seconds * HANG_FACTOR
  if (command.serves === null) {
    const run = await runCommand(command.text, { cwd: options.dir, env: options.env, killAfterSeconds })
    return { ...base, run, problems: judge(run, budget) }
  }
  const url = command.serves
  const gone = new AbortController()
  const found: { probe: Probe | null } = { probe: null }
  const run = await runCommand(command.text, {
    cwd: options.dir,
    env: options.env,
    killAfterSeconds,
    whileRunning: async (output) => {
      found.probe = await probe(url, budget.seconds, output, gone.signal)
      return `served: stopped (${found.probe.message})`
    },
  })
  gone.abort()
  const problems =
    found.probe === null
      ? [`exit code ${run.exitCode} before it served ${url}`]
      : found.probe.ok
        ? []
        : [found.probe.message]
  return { ...base, run, problems: [...problems, ...overBudget(run, budget)] }
}

/** A block's first line past its imports and comments, to name it. */
const label = (block: TsBlock): string => {
  const code = block.code.replace(/^import[\s\S]*?from\s*'[^']*'\s*$/gm, '')
  const first = code.split('\n').find((l) => l.trim() !== '' && !l.trim().startsWith('//')) ?? ''
  return `ts: ${first.trim().slice(0, 70)}`
}

/** Runs the guides' code in `options.dir`; the outcomes come in the guides' order. */
export const runDocs = async (options: DocsOptions): Promise<DocsReport> => {
  const all = options.docs.flatMap((d) => blocksOf(d.file, d.markdown))
  const wanted = (kind: 'sh' | 'ts', text: string, place: Place): boolean =>
    options.only === undefined ||
    options.only === kind ||
    (options.only !== 'sh' &&
      options.only !== 'ts' &&
      (text.includes(options.only) || `${place.file}:${place.line}`.includes(options.only)))
  const outcomes: Outcome[] = []
  const done = (outcome: Outcome): void => {
    outcomes.push(outcome)
    options.onOutcome?.(outcome)
  }

  // A command two guides show runs once, where it is first shown.
  const commands = new Map<string, { command: Command; places: Place[] }>()
  for (const b of all)
    if (b.kind === 'command' && wanted('sh', b.text, b.place)) {
      const seen = commands.get(b.command)
      if (seen === undefined) commands.set(b.command, { command: b, places: [b.place] })
      else seen.places.push(b.place)
    }
  const elsewhere: Array<{ command: string; places: ReadonlyArray<Place> }> = []
  for (const { command, places } of commands.values()) {
    if (options.runElsewhere?.has(command.command) === true) {
      elsewhere.push({ command: command.command, places })
      continue
    }
    options.onStart?.(command.command)
    done(await runShell(command, places, options))
  }

  const blocks = all.filter((b): b is TsBlock => b.kind === 'ts' && wanted('ts', b.code, b.place))
  if (blocks.length > 0) {
    for (const need of options.ensure ?? [])
      if (!existsSync(join(options.dir, need.path))) {
        options.onStart?.(need.command)
        const run = await runCommand(need.command, { cwd: options.dir, env: options.env, killAfterSeconds: 1800 })
        const problems = run.exitCode === 0 ? [] : [`exit code ${run.exitCode}`]
        done({
          kind: 'setup',
          places: [],
          label: `${need.command} (${need.path} was missing)`,
          budget: MINUTE,
          run,
          problems,
        })
      }
    options.onStart?.(`type-check of ${blocks.length} TypeScript blocks`)
    const { check, written } = typeCheck(options.dir, blocks)
    // The errors in blocks are told with each block; the others (a broken configuration) here.
    const broken = check.unplaced.length > 0 || (check.run.exitCode !== 0 && check.errors.size === 0)
    done({
      kind: 'setup',
      places: [],
      label: `type-check of ${blocks.length} TypeScript blocks`,
      budget: MINUTE,
      run: check.run,
      problems: broken ? [`exit code ${check.run.exitCode}`, ...check.unplaced] : overBudget(check.run, MINUTE),
    })
    for (const w of written) {
      options.onStart?.(label(w.block))
      const run = await runBlock(options.dir, w, MINUTE.seconds * HANG_FACTOR)
      const typeProblems = (check.errors.get(w.block) ?? []).map((e) => `${e.place.file}:${e.place.line}: ${e.message}`)
      done({
        kind: 'ts',
        places: [w.block.place],
        label: label(w.block),
        budget: MINUTE,
        run,
        problems: [...typeProblems, ...judge(run, MINUTE)],
      })
    }
  }
  return { outcomes, notRun: all.filter((b): b is NotRun => b.kind === 'not-run'), runElsewhere: elsewhere }
}
