/**
 * A big attack `legalActions` lists can be played to its end (RM ART.5, ART.20): thrown with
 * no warning face, its dice can all be used, one after the other, by the uses play accepts.
 * The lists decide it by a search of their own, ahead of play; this law checks the search
 * against play itself (the colour of each gas die, the room on each cell, the notes) along
 * seeded rallies, on asphalt and on dirt.
 */
import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { bots, defaultConfig, rallyman, type Action, type Config, type State } from '../../src/rallyman/index.js'
import { setupOrThrow } from './helpers.js'

// What ends a move: a loss of control, a car off the road or retired, a wrong turn, a car
// stuck in a ford.
const BREAKS = new Set(['loss', 'off', 'retired', 'wrong-turn', 'stuck', 'ford-stop'])

// Whether every die left in the pool can be used, trying each use play lists (and each outcome
// of a chance node met on the way, a cord card for one), within `budget` states: the pool used
// up, or the special over, with nothing breaking the move off before its last die.
const completable = (s: State, budget: { left: number }): boolean => {
  if (budget.left-- <= 0) throw new Error('search budget exhausted')
  const turn = s.turn
  if (turn === null || turn.mode !== 'attack' || turn.pool.length === 0) return true
  const status = rallyman.status(s)
  const next: ReadonlyArray<Action> =
    status.kind === 'chance'
      ? status.outcomes.map((o) => o.action)
      : rallyman.legalActions(s).filter((a) => a.type === 'use')
  return next.some((a) => {
    const r = rallyman.reduce(s, a)
    if (isLeft(r)) return false
    // The last die may end the move in a loss of control (a line above the note, RM ART.7): its
    // dice are used; any earlier break leaves dice unused.
    if (r.right.events.some((e) => BREAKS.has(e.type))) return a.type === 'use' && turn.pool.length === 1
    return completable(r.right.state, budget)
  })
}

// The listed big attacks at the first move starts of a seeded rally, each declared, thrown with
// no warning and played out. Returns how many were checked.
const check = (config: Config, seed: number, starts: number): number => {
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
  let seen = 0
  let checked = 0
  for (const action of run.right.actions) {
    if (seen >= starts) break
    const turn = s.turn
    if (s.pending === null && turn !== null && turn.mode === 'none' && turn.dice === 0) {
      seen++
      for (const a of rallyman.legalActions(s)) {
        if (a.type !== 'attack') continue
        const declared = rallyman.reduce(s, a)
        expect(isLeft(declared)).toBe(false)
        if (isLeft(declared)) continue
        const faces: Action = { type: 'attack-faces', gears: a.gears.map(() => false), gas: 0, orange: 0 }
        const thrown = rallyman.reduce(declared.right.state, faces)
        expect(isLeft(thrown)).toBe(false)
        if (isLeft(thrown)) continue
        const ok = completable(thrown.right.state, { left: 20_000 })
        if (!ok) expect.fail(`seed ${seed}: ${JSON.stringify(a)} was listed but cannot be played out`)
        checked++
      }
    }
    const r = rallyman.reduce(s, action)
    if (isLeft(r)) throw new Error(r.left.message)
    s = r.right.state
  }
  return checked
}

describe('RM ART.5, ART.20: a listed big attack can be played to its end', () => {
  it.each([
    ['asphalt', 'basic', 'asphalt'],
    ['dirt', 'dirt', 'dirt'],
  ] as const)('on %s, along seeded rallies of random drivers', (_, rules, board) => {
    const config = defaultConfig({ players: 4, rules, board })
    let checked = 0
    for (const seed of [1, 2, 3, 4, 5, 6]) checked += check(config, seed, 60)
    expect(checked).toBeGreaterThan(50)
  })
})
