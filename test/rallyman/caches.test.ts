/**
 * The answers the engine keeps per state (the big attacks `legalActions` listed, the search
 * of the thrown dice' uses) only spare work: `reduce` of a declaration or a use on a state
 * whose lists were just made decides exactly as on a fresh copy of that state (a new object,
 * so nothing kept for it), accepting the same actions into the same states and refusing the
 * others with the same code. The actions tried are every dice set of a big attack and every
 * thrown die towards every cell ahead, listed or not, along seeded rallies.
 */
import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  bots,
  defaultConfig,
  rallyman,
  stagesOf,
  type Action,
  type Config,
  type State,
} from '../../src/rallyman/index.js'
import { setupOrThrow } from './helpers.js'

// Every declaration naming gear dice in order: 32 sets of gear dice, 0-2 gas dice, 0-2 orange.
const declarations: ReadonlyArray<Action> = Array.from({ length: 32 }, (_, mask) =>
  [1, 2, 3, 4, 5].filter((g) => (mask & (1 << (g - 1))) !== 0),
).flatMap((gears) =>
  [0, 1, 2].flatMap((gas) => [0, 1, 2].map((orange): Action => ({ type: 'attack', gears, gas, orange }))),
)

// Every thrown die (its face and colour) towards every cell ahead of the car, and one cell that is not.
const uses = (s: State): ReadonlyArray<Action> => {
  const car = s.cars[s.turn?.seat ?? 0]
  const stage = stagesOf(s)[s.special]
  if (car === undefined || stage === undefined) return []
  const cells = [...(car.cell < 0 ? stage.start : (stage.cells[car.cell]?.next ?? [])), car.cell]
  return ([1, 2, 3, 4, 5, 'gas'] as const).flatMap((die) =>
    [false, true].flatMap((warning) =>
      [false, true].flatMap((orange) => cells.map((to): Action => ({ type: 'use', die, warning, orange, to }))),
    ),
  )
}

// What reduce says of an action: the refusal's code, or the state and events it leads to.
const verdict = (s: State, a: Action): unknown => {
  const r = rallyman.reduce(s, a)
  return isLeft(r) ? r.left.code : r.right
}

// Along a seeded rally, at its first 40 move starts and uses of a big attack: the verdicts
// after `legalActions` against those on a fresh copy. Returns how many actions were compared,
// accepted and listed.
const compare = (
  config: Config,
  seed: number,
): { readonly tried: number; readonly accepted: number; readonly listed: number } => {
  const start = setupOrThrow(config)
  const run = playout(
    rallyman,
    start,
    seedRng(seed),
    config.drivers.map(() => bots.random),
    { collectEvents: false },
  )
  if (isLeft(run)) throw new Error(run.left.message)
  let s = start
  let tried = 0
  let accepted = 0
  let listed = 0
  let points = 0
  for (const action of run.right.actions) {
    if (points >= 40) break
    const turn = s.turn
    const starting = s.pending === null && turn !== null && turn.mode === 'none' && turn.dice === 0
    const attacking = s.pending === null && turn !== null && turn.mode === 'attack'
    if (starting || attacking) {
      points++
      const legal = rallyman.legalActions(s).map((a) => JSON.stringify(a))
      for (const a of starting ? declarations : uses(s)) {
        const kept = verdict(s, a)
        expect(kept).toEqual(verdict({ ...s }, a))
        // The lists and reduce agree: listed exactly when accepted.
        expect(typeof kept !== 'string').toBe(legal.includes(JSON.stringify(a)))
        tried++
        if (typeof kept !== 'string') accepted++
        if (legal.includes(JSON.stringify(a))) listed++
      }
    }
    const next = rallyman.reduce(s, action)
    if (isLeft(next)) throw new Error(next.left.message)
    s = next.right.state
  }
  return { tried, accepted, listed }
}

describe('per-state answers of the big attack (RM ART.5)', () => {
  it('RM ART.5: after legalActions, reduce accepts and refuses every declaration and every use as on a fresh copy of the state', () => {
    const asphalt = compare(defaultConfig({ players: 4 }), 3)
    const dirt = compare(defaultConfig({ players: 3, board: 'dirt' }), 5)
    // The rallies reach both kinds of answer, or the comparison proves nothing.
    for (const r of [asphalt, dirt]) {
      expect(r.accepted).toBeGreaterThan(20)
      expect(r.tried - r.accepted).toBeGreaterThan(500)
      expect(r.listed).toBe(r.accepted)
    }
  }, 120_000)
})

describe('the specials a config builds (RM ART.1)', () => {
  it('RM ART.1: a config builds its specials once; rallies of the same config share its board, another config gets its own', () => {
    const config = defaultConfig({ players: 4 })
    const a = setupOrThrow(config)
    const b = setupOrThrow(JSON.parse(JSON.stringify(config)) as Config)
    // The same content, the same board record and specials.
    expect(b.board).toBe(a.board)
    expect(stagesOf(b)).toBe(stagesOf(a))
    const snow = setupOrThrow(defaultConfig({ players: 4, board: 'snow' }))
    expect(snow.board).not.toBe(a.board)
    expect(snow.board.hash).not.toBe(a.board.hash)
    expect(stagesOf(snow).map((st) => st.name)).not.toEqual(stagesOf(a).map((st) => st.name))
    // A config the rules refuse is refused every time, with the same code.
    const seven = { ...config, drivers: [...config.drivers, ...config.drivers.slice(0, 3)] }
    for (let i = 0; i < 2; i++) {
      const r = rallyman.setup(seven)
      expect(isLeft(r) && r.left.code).toBe('DRIVERS')
    }
    // A saved rally of the first config is still checked against the board it builds.
    expect(isLeft(rallyman.admit(JSON.parse(JSON.stringify(a))))).toBe(false)
    const moved = { ...JSON.parse(JSON.stringify(a)), board: snow.board }
    expect(isLeft(rallyman.admit(moved))).toBe(true)
  })
})
