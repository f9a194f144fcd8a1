/**
 * Records the saved-data fixtures of test/fixtures/ with the pitwall of a checkout: a seeded
 * race's log and the state saved halfway through it, as that pitwall writes them. Run it in
 * a checkout of the last commit of a format version (a throwaway `git worktree` or
 * `git archive`), with the node_modules of this one:
 *
 *   cd /tmp/old && npx tsx /path/to/pitwall/scripts/saved-fixtures.ts . formule-de out/ --board hairpin --players 2 --laps 1
 *
 * It writes `<game>-state-<version>.json` ({ step, state }: the state after the race's first
 * `step` steps; version: the state's format version, `v1`..., or `unversioned` before states
 * carried one) and `<game>-state-<version>.log.json` (the race's log). The test of saved data
 * (test/saved-data.test.ts) reads every fixture with this pitwall. Only what every pitwall since the catalog exports
 * is used: the catalog, `playout`, `recordLog`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const [root = '.', id = '', out = '.', ...rest] = process.argv.slice(2)
const flag = (name: string): string | undefined => {
  const at = rest.indexOf(`--${name}`)
  return at < 0 ? undefined : rest[at + 1]
}
const number = (name: string): number | undefined => {
  const value = flag(name)
  return value === undefined ? undefined : Number(value)
}

interface Either<L, R> {
  readonly _tag: 'Left' | 'Right'
  readonly left: L
  readonly right: R
}
interface Entry {
  readonly game: {
    readonly id: string
    readonly setup: (config: unknown) => Either<{ message: string }, unknown>
    readonly reduce: (state: unknown, action: unknown) => Either<{ message: string }, { state: unknown }>
  }
  readonly defaultConfig: (options: object) => unknown
  readonly bots: Readonly<Record<string, unknown>>
}
const { catalog } = (await import(resolve(root, 'src/cli/catalog.ts'))) as { catalog: ReadonlyArray<Entry> }
const core = (await import(resolve(root, 'src/core/index.ts'))) as {
  seedRng: (seed: number) => unknown
  playout: (
    game: unknown,
    state: unknown,
    rng: unknown,
    policies: ReadonlyArray<unknown>,
  ) => Either<{ message: string }, { actions: ReadonlyArray<unknown> }>
  recordLog: (
    game: unknown,
    config: unknown,
    actions: ReadonlyArray<unknown>,
    options: object,
  ) => Either<unknown, unknown>
}
const entry = catalog.find((e) => e.game.id === id)
if (entry === undefined) throw new Error(`no game ${id} in ${root}`)

const options = {
  players: number('players') ?? 2,
  board: flag('board'),
  rules: flag('rules'),
  laps: number('laps') ?? 1,
}
const config = entry.defaultConfig(options)
const seed = number('seed') ?? 1
const bot = flag('bot') ?? 'random'
const policies = Array.from({ length: options.players }, () => entry.bots[bot])
const start = entry.game.setup(config)
if (start._tag === 'Left') throw new Error(start.left.message)
const race = core.playout(entry.game, start.right, core.seedRng(seed), policies)
if (race._tag === 'Left') throw new Error(race.left.message)
const actions = race.right.actions
const step = Math.floor(actions.length / 2)
let state = start.right
for (const action of actions.slice(0, step)) {
  const next = entry.game.reduce(state, action)
  if (next._tag === 'Left') throw new Error(next.left.message)
  state = next.right.state
}
const log = core.recordLog(entry.game, config, actions, { seed, seats: policies.map(() => bot) })
if (log._tag === 'Left') throw new Error(JSON.stringify(log.left))

const version = (state as { version?: unknown }).version
const name = `${id}-state-${typeof version === 'number' ? `v${version}` : 'unversioned'}`
mkdirSync(out, { recursive: true })
writeFileSync(join(out, `${name}.log.json`), `${JSON.stringify(log.right)}\n`)
writeFileSync(join(out, `${name}.json`), `${JSON.stringify({ step, state })}\n`)
console.log(`${name}: ${actions.length} steps, the state after ${step}`)
