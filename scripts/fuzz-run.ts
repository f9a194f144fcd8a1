/**
 * `npm run fuzz`: random races of every game, preset and built-in board, with junk thrown at
 * every state it meets: near misses of the legal actions (a number moved, a string changed,
 * a field dropped or added), actions of other states, random JSON, and states with one
 * field changed. States are frozen as they come, so an engine that writes into one fails
 * loudly. Counts, never assertions; the exit code is 1 when a defect was found.
 *
 *   npm run fuzz [-- --actions N] [-- --seed S]
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { canonicalJson, deepFreeze, nextInt, sampleOutcome, seedRng, type Rng } from '../src/core/index.js'
import { catalog, type AnyEntry, type ConfigOptions } from '../src/cli/catalog.js'

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  const n = i < 0 ? Number.NaN : Number(process.argv[i + 1])
  return Number.isSafeInteger(n) && n > 0 ? n : fallback
}
const target = arg('actions', 1_000_000)
const seed = arg('seed', 1)

interface Counts {
  races: number
  steps: number
  junk: number
  throws: number
  mutations: number
  accepted: number
  examples: string[]
}

let rng: Rng = seedRng(seed)
const int = (lo: number, hi: number): number => {
  const [v, next] = nextInt(rng, lo, hi)
  rng = next
  return v
}
const choose = <T>(xs: ReadonlyArray<T>): T => xs[int(0, xs.length - 1)] as T

const JUNK: ReadonlyArray<unknown> = [
  null,
  0,
  -1,
  1.5,
  1e308,
  '',
  'x',
  true,
  [],
  {},
  [1, 2],
  { type: 'x' },
  Number.MAX_SAFE_INTEGER,
  -0,
]

// One change to a JSON value: a number moved, a string altered, a field dropped or added.
const nearMiss = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return choose(JUNK)
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>
  const keys = Object.keys(copy)
  const key = keys.length > 0 ? choose(keys) : 'x'
  const v = copy[key]
  switch (int(0, 4)) {
    case 0:
      copy[key] = typeof v === 'number' ? v + choose([-1, 1, -100, 1000, 0.5]) : choose(JUNK)
      break
    case 1:
      copy[key] = typeof v === 'string' ? `${v}${choose(['?', '', '-1'])}` : choose(JUNK)
      break
    case 2:
      delete copy[key]
      break
    case 3:
      copy[choose(['note', 'seat', 'value', 'card', 'to'])] = choose(JUNK)
      break
    default:
      copy[key] = nearMiss(v)
  }
  return copy
}

// A JSON value with one leaf replaced.
const editLeaf = (value: unknown): unknown => {
  const leaves: Array<{ holder: Record<string, unknown>; key: string }> = []
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return
    for (const [k, x] of Object.entries(v)) {
      if (x !== null && typeof x === 'object') walk(x)
      else leaves.push({ holder: v as Record<string, unknown>, key: k })
    }
  }
  const copy: unknown = JSON.parse(JSON.stringify(value))
  walk(copy)
  if (leaves.length > 0) {
    const { holder, key } = choose(leaves)
    holder[key] = choose(JUNK)
  }
  return copy
}

const isMutation = (message: string): boolean =>
  /read.only|not extensible|Cannot assign|Cannot add property|object is not extensible/i.test(message)

const fuzzRace = (
  entry: AnyEntry,
  preset: string,
  board: string | undefined,
  counts: Counts,
  stale: unknown[],
): void => {
  const { game } = entry
  const players = int(game.info.players.min, Math.min(game.info.players.max, 8))
  const laps = game.info.laps === null ? undefined : int(game.info.laps.min, Math.min(game.info.laps.max, 2))
  // A preset may race fewer lap counts than the game (the Formule Dé tournament races 3), and a
  // board hold fewer cars (Hairpin's grid has 6 places): then the preset's laps, the game's field.
  const base = { rules: preset, ...(board === undefined ? {} : { board }) }
  const tries = [{ ...base, players, ...(laps === undefined ? {} : { laps }) }, { ...base, players }, base]
  const setUp = (options: ConfigOptions) => {
    const config = entry.configFromOptions(options)
    return isLeft(config) ? config : game.setup(config.right)
  }
  let start = setUp(tries[0] as ConfigOptions)
  for (const options of tries.slice(1)) if (isLeft(start)) start = setUp(options)
  if (isLeft(start)) {
    counts.examples.push(`setup refused a default config: ${start.left.code} ${start.left.message.slice(0, 120)}`)
    counts.throws++
    return
  }
  counts.races++
  let state = deepFreeze(start.right)
  const defect = (what: string, code: string, message: string): void => {
    if (code !== 'ENGINE_DEFECT') return
    if (isMutation(message)) counts.mutations++
    else counts.throws++
    if (counts.examples.length < 10) counts.examples.push(`${game.id}/${preset}: ${what}: ${message.slice(0, 160)}`)
  }
  for (let step = 0; step < 20_000; step++) {
    const status = game.status(state)
    if (status.kind === 'over') return
    if (status.kind === 'invalid')
      return defect('status of its own state', status.violation.code, status.violation.message)
    const legal = game.legalActions(state)
    const keys = new Set(legal.map((a) => canonicalJson(a)))
    // Junk at this state.
    const tries = 3
    for (let k = 0; k < tries; k++) {
      const junk =
        int(0, 3) === 0
          ? stale.length > 0
            ? choose(stale)
            : choose(JUNK)
          : nearMiss(legal.length > 0 ? choose(legal) : {})
      if (keys.has(canonicalJson(junk))) continue
      counts.junk++
      const result = game.reduce(state, junk as never)
      if (isLeft(result)) defect(`junk ${canonicalJson(junk).slice(0, 60)}`, result.left.code, result.left.message)
      else {
        // Another spelling of a listed action (Formule Dé accepts any path of a listed move)
        // leads where that action leads: only a new result is accepted junk.
        const reached = canonicalJson(result.right.state)
        const listed = legal.some((a) => {
          const r = game.reduce(state, a)
          return !isLeft(r) && canonicalJson(r.right.state) === reached
        })
        if (!listed) {
          counts.accepted++
          if (counts.examples.length < 10)
            counts.examples.push(`${game.id}: accepted junk ${canonicalJson(junk).slice(0, 100)}`)
        }
      }
    }
    // Now and then, a state with one field changed.
    if (step % 50 === 0) {
      counts.junk++
      const edited = editLeaf(state)
      const st = game.status(edited as never)
      if (st.kind === 'invalid') defect('status of an edited state', st.violation.code, st.violation.message)
      else
        for (const action of game.legalActions(edited as never).slice(0, 3)) {
          const r = game.reduce(edited as never, action)
          if (isLeft(r))
            defect(
              'an admitted edited state refusing its own legal action',
              r.left.code === 'ENGINE_DEFECT' ? r.left.code : 'ENGINE_DEFECT',
              `${r.left.code}: ${r.left.message}`,
            )
        }
    }
    // The step itself.
    let action: unknown
    if (status.kind === 'chance') {
      const [a, next] = sampleOutcome(status.outcomes, rng)
      rng = next
      action = a
    } else action = legal.length > 0 ? choose(legal) : undefined
    if (action === undefined)
      return defect('no legal action at a decision', 'ENGINE_DEFECT', `${status.kind} node without an action`)
    if (stale.length < 500) stale.push(action)
    else stale[int(0, stale.length - 1)] = action
    const result = game.reduce(state, action as never)
    if (isLeft(result))
      return defect('a legal action refused', 'ENGINE_DEFECT', `${result.left.code}: ${result.left.message}`)
    counts.steps++
    state = deepFreeze(result.right.state)
  }
}

const rows: Array<{ label: string; counts: Counts }> = []
const cases = catalog.flatMap((entry) =>
  entry.game.info.presets.flatMap((preset) =>
    (entry.game.info.boards.length === 0 ? [undefined] : entry.game.info.boards).map((board) => ({
      entry,
      preset,
      board,
    })),
  ),
)
const perCase = Math.ceil(target / cases.length)
for (const { entry, preset, board } of cases) {
  const counts: Counts = { races: 0, steps: 0, junk: 0, throws: 0, mutations: 0, accepted: 0, examples: [] }
  const stale: unknown[] = []
  const label = `${entry.game.id} ${preset}${board === undefined ? '' : ` ${board}`}`
  process.stderr.write(`fuzzing ${label}...\n`)
  while (counts.steps + counts.junk < perCase) {
    const before = counts.steps + counts.junk
    fuzzRace(entry, preset, board, counts, stale)
    // A case whose default config is refused plays nothing: stop it rather than loop for ever.
    if (counts.steps + counts.junk === before) break
  }
  rows.push({ label, counts })
}

const header = ['game preset board', 'races', 'steps', 'junk tried', 'throws', 'mutations', 'accepted junk']
const cells = rows.map(({ label, counts: c }) =>
  [label, c.races, c.steps, c.junk, c.throws, c.mutations, c.accepted].map(String),
)
const sum = (pick: (c: Counts) => number): number => rows.reduce((t, r) => t + pick(r.counts), 0)
const total = {
  races: sum((c) => c.races),
  steps: sum((c) => c.steps),
  junk: sum((c) => c.junk),
  throws: sum((c) => c.throws),
  mutations: sum((c) => c.mutations),
  accepted: sum((c) => c.accepted),
}
cells.push(['all', total.races, total.steps, total.junk, total.throws, total.mutations, total.accepted].map(String))
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)))
const line = (c: ReadonlyArray<string>) =>
  c.map((x, i) => (i === 0 ? x.padEnd(widths[i] as number) : x.padStart(widths[i] as number))).join('  ')
console.log(`pitwall fuzz, seed ${seed}: ${total.steps + total.junk} actions (steps + junk)\n`)
console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n'))
const examples = rows.flatMap((r) => r.counts.examples)
if (examples.length > 0) console.log(['', 'defects:', ...examples.map((e) => `  ${e}`)].join('\n'))
process.exitCode = total.throws + total.mutations + total.accepted > 0 ? 1 : 0
