import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson, playout, seedRng } from '../../src/core/index.js'
import type { Action } from '../../src/formule-de/actions.js'
import { defaultConfig } from '../../src/formule-de/options.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { randomBot } from '../../src/formule-de/bots.js'
import type { State } from '../../src/formule-de/state.js'
import { circuitOf } from '../../src/formule-de/board.js'

type Move = Extract<Action, { type: 'move' }>

// A state's JSON without its board (the board never changes; it is checked by reference).
const stateKey = (before: State, after: State): string => {
  expect(after.board).toBe(before.board)
  return canonicalJson({ ...after, board: null })
}

// Every path of `length` steps along the arrows from `from` (occupied spaces, lane changes and
// zig-zags included: the reducer must sort them out), at most `cap` of them.
const pathsFrom = (state: State, from: number, length: number, cap: number): ReadonlyArray<ReadonlyArray<number>> => {
  const out: number[][] = []
  const walk = (at: number, path: number[]): void => {
    if (out.length >= cap) return
    if (path.length === length) {
      out.push(path)
      return
    }
    for (const m of circuitOf(state).spaces[at]?.next ?? []) walk(m, [...path, m])
  }
  walk(from, [])
  return out
}

// Alternative spellings of the listed moves: other ways to the same length (other lanes, other
// zig-zags, through occupied spaces), one space shorter or longer, other braking.
const variants = (state: State, listed: ReadonlyArray<Move>): ReadonlyArray<Move> => {
  const car = state.cars[state.order[0] ?? 0]
  if (car === undefined) return []
  const out: Move[] = []
  for (const m of listed) {
    for (const path of pathsFrom(state, car.space, m.path.length, 8)) out.push({ type: 'move', path, brake: m.brake })
    out.push({ type: 'move', path: m.path.slice(0, -1), brake: m.brake })
    const last = m.path[m.path.length - 1]
    for (const n of last === undefined ? [] : (circuitOf(state).spaces[last]?.next ?? []))
      out.push({ type: 'move', path: [...m.path, n], brake: m.brake })
    out.push({ type: 'move', path: m.path, brake: m.brake + 1 })
  }
  return out
}

describe('Formule Dé: equivalent paths (law kit option equivalentActions)', () => {
  it('FD-B code de conduite: an unlisted path is accepted only when it leads to the very state of a listed move; the others are refused by rule', () => {
    let accepted = 0
    let refused = 0
    const codes = new Set<string>()
    for (const [seed, circuit] of [
      [1, 'hairpin'],
      [2, 'riviera'],
      [3, 'speedbowl'],
    ] as const) {
      const start = formuleDe.setup(defaultConfig({ board: circuit, players: 6, laps: 2 }))
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(
        formuleDe,
        start.right,
        seedRng(seed),
        Array.from({ length: 6 }, () => randomBot),
        { collectEvents: false, maxSteps: 4000 },
      )
      if (isLeft(run)) throw new Error(run.left.message)
      let s = start.right
      for (const [k, a] of run.right.actions.entries()) {
        if (s.step.kind === 'move' && k % 4 === 0) {
          const legal = formuleDe.legalActions(s).filter((x): x is Move => x.type === 'move')
          const keys = new Set(legal.map((x) => canonicalJson(x)))
          const results = new Set(
            legal.map((x) => {
              const r = formuleDe.reduce(s, x)
              return isRight(r) ? stateKey(s, r.right.state) : 'refused'
            }),
          )
          expect(results.has('refused')).toBe(false)
          for (const v of variants(s, legal)) {
            if (keys.has(canonicalJson(v))) continue
            const r = formuleDe.reduce(s, v)
            if (isRight(r)) {
              accepted++
              expect(
                results.has(stateKey(s, r.right.state)),
                `accepted ${canonicalJson(v)} leads to an unlisted state`,
              ).toBe(true)
            } else {
              refused++
              codes.add(r.left.code)
              expect(r.left.code).toMatch(/^[A-Z][A-Z0-9_]*$/)
              expect(r.left.message.length).toBeGreaterThan(0)
              expect(r.left.rule.length).toBeGreaterThan(0)
            }
          }
        }
        const next = formuleDe.reduce(s, a)
        if (isLeft(next)) throw new Error(next.left.message)
        s = next.right.state
      }
    }
    // Both sides of the law were exercised, with several different rules refusing.
    expect(accepted).toBeGreaterThan(20)
    expect(refused).toBeGreaterThan(20)
    expect(codes.size).toBeGreaterThanOrEqual(3)
  })
})
