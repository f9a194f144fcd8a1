import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { carAt, play, raceState } from './helpers.js'

// The worked examples of the code of conduct (FD-T 7-3-2, 7-3-3, 7-3-5, 7-3-6, 7-3-7) on the
// printed board's staggered lanes. The figures are not in the seed: each board below is
// reconstructed so that every sentence and every length the text gives holds, and the test
// says how. Positions are written (lane, x): x counts spaces from the red line that starts
// the straight; lanes 0 and 2 have their spaces at whole x, lane 1 is offset by half a space
// (x = k + 0.5), so a lane change gains half a space and going out and back costs a space.

const moveStep = (roll: number): Step => ({ kind: 'move', roll, reason: 'gear', engineTest: false })
const tournament = (circuit: Circuit, cars: ReadonlyArray<Car>, step: Step, patch: Partial<State> = {}): State =>
  raceState(circuit, cars, step, { rules: resolveRules('tournament'), laps: 3, ...patch })

// A straight between two corners; `from` is the level of its red line.
const straightAfter = (name: string, length: number, offsets?: ReadonlyArray<number>): Circuit =>
  circuitBuilder(name, 3)
    .corner({ name: 'Before', stops: 1, lanes: [3, 3, 3], angle: -90 })
    .straight(length, offsets === undefined ? {} : { offsets })
    .corner({ name: 'After', stops: 1, lanes: [3, 3, 3], angle: -90 })
    .straight(8)
    .grid(6)
    .build()

// The space of a lane whose extent starts x spaces after the red line of the straight that follows corner 0.
const spaceAt =
  (c: Circuit) =>
  (lane: number, x: number): number => {
    const red = Math.max(...c.spaces.filter((s) => s.corner === 0).map((s) => s.level))
    const first = Math.min(
      ...c.spaces.filter((s) => s.corner === null && s.kind === 'track' && s.level > red).map((s) => s.level),
    )
    const level = first + Math.round(x * (c.layout?.spacing ?? 1))
    const s = c.spaces.find((t) => t.kind === 'track' && t.lane === lane && t.level === level)
    if (!s) throw new Error(`no space in lane ${lane} at ${x}`)
    return s.id
  }

const refusal = (s: State, path: ReadonlyArray<number>): { code: string; rule: string } | null => {
  const r = formuleDe.reduce(s, { type: 'move', path, brake: 0 })
  return isLeft(r) ? { code: r.left.code, rule: r.left.rule } : null
}

// 7-3-2 "Ligne droite encombrée". Three cars X, Y, Z, two more cars K and L, one dangerous
// space. X at (0,6) with K at (0,9) in front of it in its lane; Y at (2,4), two spaces behind
// X in the far lane, its lane free up to G (2,13); Z at (1,5.5) in the middle lane, L at
// (1,7.5) just ahead of it; the dangerous space at (1,11.5). Waypoints: A (0,7), B (2,7),
// C (1,9.5), D (0,12), E (2,11), F (1,13.5), G (2,13): D and E lie on either side of the
// dangerous space, the ways around it; C before it and F after it in its lane.
const crowded = straightAfter('Crowded straight', 30)
const P = spaceAt(crowded)
const X = P(0, 6)
const Y = P(2, 4)
const Z = P(1, 5.5)
const A = P(0, 7)
const B = P(2, 7)
const C = P(1, 9.5)
const D = P(0, 12)
const E = P(2, 11)
const F = P(1, 13.5)
const G = P(2, 13)
const danger = P(1, 11.5)
const crowd = (mover: number, roll: number): State => {
  const cars = [X, Y, Z, P(0, 9), P(1, 7.5)]
  const order = [mover, ...cars.filter((c) => c !== mover)]
  return tournament(
    crowded,
    order.map((space) => carAt(space, { gear: 4, holding: 3 })),
    moveStep(roll),
    {
      dangerous: [danger],
    },
  )
}
// Paths written as the book's waypoints joined by the spaces between them.
const path = (...xs: ReadonlyArray<readonly [number, number]>): number[] => xs.map(([l, x]) => P(l, x))

describe('Formule Dé driving-code examples: the crowded straight (FD-T 7-3-2)', () => {
  it('FD-T 7-3-2-1: X goes to D by A-C-D in 7 spaces (round K, back past it); B-C-D takes 8 and breaks 7-2-3', () => {
    const aCD = path([0, 7], [0, 8], [1, 8.5], [1, 9.5], [1, 10.5], [0, 11], [0, 12])
    expect([aCD[0], aCD[3], aCD[6]]).toEqual([A, C, D])
    expect(refusal(crowd(X, 7), aCD)).toBeNull()
    const bCD = path([1, 6.5], [2, 7], [2, 8], [1, 8.5], [1, 9.5], [1, 10.5], [0, 11], [0, 12])
    expect([bCD[1], bCD[4], bCD[7]]).toEqual([B, C, D])
    // Nothing else is wrong with it: it passes L before coming back to the middle lane, and K
    // before coming back to lane 0; it is just one space too long.
    expect(refusal(crowd(X, 8), bCD)).toEqual({ code: 'NOT_SHORTEST', rule: 'FD-T 7-2-3' })
    expect(currentMoves(crowd(X, 8)).some((m) => m.end === D && m.brake === 0)).toBe(false)
  })
  it('FD-T 7-3-2-2: Y goes to G straight along its lane, B-E-G (9 spaces); every path that pulls out of that lane is refused', () => {
    const s = crowd(Y, 9)
    const bEG = path([2, 5], [2, 6], [2, 7], [2, 8], [2, 9], [2, 10], [2, 11], [2, 12], [2, 13])
    expect([bEG[2], bEG[6], bEG[8]]).toEqual([B, E, G])
    expect(refusal(s, bEG)).toBeNull()
    // Every path from Y to G that leaves lane 2, of any length up to 11, is refused.
    const out: number[][] = []
    const walk = (at: number, so: number[]): void => {
      if (at === G) {
        if (so.some((id) => crowded.spaces[id]?.lane !== 2)) out.push(so)
        return
      }
      if (so.length >= 11) return
      for (const m of crowded.spaces[at]?.next ?? []) walk(m, [...so, m])
    }
    walk(Y, [])
    expect(out.length).toBeGreaterThan(3)
    const byRoll = new Map<number, State>()
    for (const p of out) {
      const t = byRoll.get(p.length) ?? crowd(Y, p.length)
      byRoll.set(p.length, t)
      expect(refusal(t, p)).not.toBeNull()
    }
  })
  it('FD-T 7-3-2-3: Y goes to C by B-C in 6 spaces; A-C takes 7 and breaks 7-2-3', () => {
    const bC = path([2, 5], [2, 6], [2, 7], [2, 8], [2, 9], [1, 9.5])
    expect([bC[2], bC[5]]).toEqual([B, C])
    expect(refusal(crowd(Y, 6), bC)).toBeNull()
    const aC = path([2, 5], [2, 6], [1, 6.5], [0, 7], [0, 8], [1, 8.5], [1, 9.5])
    expect([aC[3], aC[6]]).toEqual([A, C])
    expect(refusal(crowd(Y, 7), aC)).toEqual({ code: 'NOT_SHORTEST', rule: 'FD-T 7-2-3' })
  })
  it('FD-T 7-3-2-4: X goes to F around the dangerous space by A-C-D-F, A-C-E-F or B-E-F (9 spaces); B-C-D-F takes 10', () => {
    const s = crowd(X, 9)
    const aCDF = path([0, 7], [0, 8], [1, 8.5], [1, 9.5], [1, 10.5], [0, 11], [0, 12], [0, 13], [1, 13.5])
    const aCEF = path([0, 7], [0, 8], [1, 8.5], [1, 9.5], [2, 10], [2, 11], [2, 12], [2, 13], [1, 13.5])
    const bEF = path([1, 6.5], [2, 7], [2, 8], [2, 9], [2, 10], [2, 11], [2, 12], [2, 13], [1, 13.5])
    expect([aCDF[0], aCDF[3], aCDF[6], aCDF[8]]).toEqual([A, C, D, F])
    expect([aCEF[0], aCEF[3], aCEF[5], aCEF[8]]).toEqual([A, C, E, F])
    expect([bEF[1], bEF[5], bEF[8]]).toEqual([B, E, F])
    for (const p of [aCDF, aCEF, bEF]) {
      expect(p).not.toContain(danger)
      const t = play(s, [{ type: 'move', path: p, brake: 0 }])
      // No road-holding test: the dangerous space was avoided.
      expect(t.events.some((e) => e.type === 'holding-roll')).toBe(false)
      expect(t.state.step.kind).not.toBe('holding')
    }
    const bCDF = path([1, 6.5], [2, 7], [2, 8], [1, 8.5], [1, 9.5], [1, 10.5], [0, 11], [0, 12], [0, 13], [1, 13.5])
    expect(refusal(crowd(X, 10), bCDF)).toEqual({ code: 'NOT_SHORTEST', rule: 'FD-T 7-2-3' })
  })
  it('FD-T 7-3-2-5: X goes to F over the dangerous space by A-C-F (8 spaces, one road-holding test); B-C-F takes 9', () => {
    const aCF = path([0, 7], [0, 8], [1, 8.5], [1, 9.5], [1, 10.5], [1, 11.5], [1, 12.5], [1, 13.5])
    expect(aCF).toContain(danger)
    const t = play(crowd(X, 8), [{ type: 'move', path: aCF, brake: 0 }])
    expect(t.state.step).toMatchObject({ kind: 'holding', tests: ['holding'] })
    const bCF = path([1, 6.5], [2, 7], [2, 8], [1, 8.5], [1, 9.5], [1, 10.5], [1, 11.5], [1, 12.5], [1, 13.5])
    expect(refusal(crowd(X, 9), bCF)).toEqual({ code: 'NOT_SHORTEST', rule: 'FD-T 7-2-3' })
    // The listed moves to F: 8 spaces with the test, 9 without; never 9 with the test.
    const listed = [8, 9, 10].flatMap((roll) =>
      currentMoves(crowd(X, roll))
        .filter((m) => m.end === F && m.brake === 0)
        .map((m) => `${m.path.length}/${m.hazards}`),
    )
    expect(listed.sort()).toEqual(['8/1', '9/0'])
  })
  it('FD-T 7-3-2-6: Z goes to F around the dangerous space by B-E-F (9 spaces); B-C-D-F, A-C-D-F and A-C-E-F take 10; B-C-E-F is a zig-zag', () => {
    const bEF = path([2, 6], [2, 7], [2, 8], [2, 9], [2, 10], [2, 11], [2, 12], [2, 13], [1, 13.5])
    expect(refusal(crowd(Z, 9), bEF)).toBeNull()
    const wrong = [
      path([2, 6], [2, 7], [2, 8], [1, 8.5], [1, 9.5], [1, 10.5], [0, 11], [0, 12], [0, 13], [1, 13.5]),
      path([1, 6.5], [0, 7], [0, 8], [1, 8.5], [1, 9.5], [1, 10.5], [0, 11], [0, 12], [0, 13], [1, 13.5]),
      path([1, 6.5], [0, 7], [0, 8], [1, 8.5], [1, 9.5], [2, 10], [2, 11], [2, 12], [2, 13], [1, 13.5]),
    ]
    for (const p of wrong) {
      expect(p).toHaveLength(10)
      expect(p).not.toContain(danger)
      expect(refusal(crowd(Z, 10), p)).toEqual({ code: 'NOT_SHORTEST', rule: 'FD-T 7-2-3' })
    }
    // Nota: B-C-E-F leaves lane 2 at B to pass L, then goes back to lane 2 at E with nothing passed there.
    const bCEF = path([2, 6], [2, 7], [2, 8], [1, 8.5], [1, 9.5], [2, 10], [2, 11], [2, 12], [2, 13], [1, 13.5])
    expect([bCEF[1], bCEF[4], bCEF[6]]).toEqual([B, C, E])
    expect(refusal(crowd(Z, 10), bCEF)).toEqual({ code: 'ZIGZAG', rule: 'FD-T 7-2-4' })
  })
})

// 7-3-3 "Entrée en ligne droite". A corner of 4 spaces a lane with an arrow from lane 0's second
// space into lane 1, then a straight. A and B are lane 0's first two corner spaces, C and D lane
// 1's last two (B to C is the printed arrow), E is lane 1's first space on the straight (the
// half space after the red line), F lane 0's first space there, beside E and half a space
// ahead of it, G and H the next spaces of lane 0. The car at A has made its stop (7-3-3-0).
const entry = circuitBuilder('Entry', 3)
  .corner({ name: 'Bend', stops: 1, lanes: [4, 4, 4], arrows: [{ lane: 0, index: 1, to: 1 }], angle: -90 })
  .straight(12)
  .corner({ name: 'Next', stops: 1, lanes: [3, 3, 3], angle: -90 })
  .straight(6)
  .grid(2)
  .build()
const inCorner = (lane: number, k: number): number =>
  entry.spaces.filter((s) => s.corner === 0 && s.lane === lane).sort((a, b) => a.level - b.level)[k]?.id ?? -1
const Q = spaceAt(entry)

describe('Formule Dé driving-code examples: into a straight (FD-T 7-3-3)', () => {
  const [a, b, c, d] = [inCorner(0, 0), inCorner(0, 1), inCorner(1, 2), inCorner(1, 3)]
  const [e, f, g, h] = [Q(1, 0), Q(0, 0), Q(0, 1), Q(0, 2)]
  const fromA = (roll: number): State => tournament(entry, [carAt(a, { gear: 3, corner: 0, stops: 1 })], moveStep(roll))
  it('FD-T 7-3-3-1: from A the car follows the corner code through B to C, then takes the straight by E and goes straight on', () => {
    expect(entry.spaces[b]?.next).toContain(c)
    const straightOn = [b, c, d, e, Q(1, 0.5), Q(1, 1.5)]
    const t = play(fromA(6), [{ type: 'move', path: straightOn, brake: 0 }])
    expect(t.events.find((x) => x.type === 'move')).toMatchObject({ path: straightOn, overshoot: 0 })
  })
  it('FD-T 7-3-3-2: A-B-C-D-E-F-G-H breaks 7-2-3 between D and F (D-F is one space, D-E-F two); A-B-C-D-F-G-H is the move', () => {
    expect(entry.spaces[e]?.next).toContain(f)
    expect(entry.spaces[d]?.next).toContain(f)
    const long = [b, c, d, e, f, g, h]
    const r = formuleDe.reduce(fromA(7), { type: 'move', path: long, brake: 0 })
    expect(isLeft(r) && r.left).toMatchObject({ code: 'NOT_SHORTEST', rule: 'FD-T 7-2-3' })
    expect(isLeft(r) && r.left.message).toContain('Step 5')
    const short = [b, c, d, f, g, h]
    expect(refusal(fromA(6), short)).toBeNull()
  })
})

describe('Formule Dé driving-code examples: dangerous spaces (FD-T 7-3-5, 7-3-6)', () => {
  const board = straightAfter('Dangers', 24)
  const W = spaceAt(board)
  const ends = (s: State, end: number): ReadonlyArray<string> =>
    currentMoves(s)
      .filter((m) => m.end === end && m.brake === 0)
      .map((m) => `${m.hazards}:${m.path.filter((id) => s.dangerous.includes(id)).join(',')}`)
      .sort()
  it('FD-T 7-3-5: across a wall of dangerous spaces a 6 goes through A, a 7 through B (A an obstacle), an 8 through C (A and B obstacles)', () => {
    // The car at (0,2), the arrival (0,8); the wall across the lanes: A (0,5), B (1,4.5), C (2,5).
    const [A, B, C] = [W(0, 5), W(1, 4.5), W(2, 5)]
    const at = (roll: number): State =>
      tournament(board, [carAt(W(0, 2), { gear: 3, holding: 3 })], moveStep(roll), { dangerous: [A, B, C] })
    expect(ends(at(6), W(0, 8))).toEqual([`1:${A}`])
    expect(ends(at(7), W(0, 8))).toEqual([`1:${B}`])
    expect(ends(at(8), W(0, 8))).toEqual([`1:${C}`])
    // Each is one road-holding test, on the space driven through.
    const t = play(at(7), [
      { type: 'move', path: currentMoves(at(7)).find((m) => m.end === W(0, 8) && m.brake === 0)?.path ?? [], brake: 0 },
    ])
    expect(t.state.step).toMatchObject({ kind: 'holding', tests: ['holding'] })
  })
  it('FD-T 7-3-6: between two walls of dangerous spaces a 12 goes through C and D, an 11 through C and E or B and D, zig-zagging round the others', () => {
    // The car at (0,2), the arrival (1,11.5); walls A (0,5), B (1,4.5), C (2,5) and D (0,9), E (1,8.5), F (2,9).
    const [A, B, C, D, E, F] = [W(0, 5), W(1, 4.5), W(2, 5), W(0, 9), W(1, 8.5), W(2, 9)]
    const at = (roll: number): State =>
      tournament(board, [carAt(W(0, 2), { gear: 4, holding: 3 })], moveStep(roll), { dangerous: [A, B, C, D, E, F] })
    const w = (...xs: ReadonlyArray<readonly [number, number]>): number[] => xs.map(([l, x]) => W(l, x))
    const cd = w(
      [0, 3],
      [1, 3.5],
      [2, 4],
      [2, 5],
      [2, 6],
      [2, 7],
      [1, 7.5],
      [0, 8],
      [0, 9],
      [0, 10],
      [0, 11],
      [1, 11.5],
    )
    const ce = w([1, 2.5], [2, 3], [2, 4], [2, 5], [2, 6], [2, 7], [1, 7.5], [1, 8.5], [1, 9.5], [1, 10.5], [1, 11.5])
    const bd = w([0, 3], [0, 4], [1, 4.5], [1, 5.5], [1, 6.5], [0, 7], [0, 8], [0, 9], [0, 10], [0, 11], [1, 11.5])
    for (const [p, through, roll] of [
      [cd, [C, D], 12],
      [ce, [C, E], 11],
      [bd, [B, D], 11],
    ] as const) {
      expect(p).toHaveLength(roll)
      expect(p.filter((id) => [A, B, C, D, E, F].includes(id))).toEqual(through)
      // Back and forth between the walls: allowed, the others being obstacles (no ZIGZAG).
      expect(play(at(roll), [{ type: 'move', path: p, brake: 0 }]).state.step).toMatchObject({
        kind: 'holding',
        tests: ['holding', 'holding'],
      })
    }
    // Through C and D takes 12: no 11 gets there that way.
    expect(currentMoves(at(11)).some((m) => m.end === W(1, 11.5) && m.path.includes(C) && m.path.includes(D))).toBe(
      false,
    )
  })
})

describe('Formule Dé driving-code examples: the wall (FD-T 7-3-7)', () => {
  // A straight with a wall along lane 2; lanes 1 and 2 side by side (a lane change between them
  // is a free diagonal), lane 0 offset by half a space. The red car at (1,2) wants A (1,9), 7
  // spaces on; C (1,5) is dangerous; B is any space of the wall lane, D of lane 0.
  const walled = circuitBuilder('Wall', 3)
    .corner({ name: 'Before', stops: 1, lanes: [3, 3, 3], angle: -90 })
    .straight(24, { wall: 2, offsets: [0.5, 0, 0] })
    .corner({ name: 'After', stops: 1, lanes: [3, 3, 3], angle: -90 })
    .straight(8)
    .grid(2)
    .build()
  const V = spaceAt(walled)
  const [A, C] = [V(1, 9), V(1, 5)]
  const at = (roll: number): State =>
    tournament(walled, [carAt(V(1, 2), { gear: 3, holding: 3 })], moveStep(roll), { dangerous: [C] })
  const tests = (roll: number): ReadonlyArray<string> =>
    currentMoves(at(roll))
      .filter((m) => m.end === A && m.brake === 0)
      .map((m) => `${m.path.length} ${m.walls ? 'wall' : ''}${m.hazards ? 'holding' : ''}`.trim())
      .sort()
  it('FD-T 7-3-7: by B along the wall (7 spaces, wall test) or through C (7, road-holding test), or by D around both with no test (8 spaces)', () => {
    expect(tests(7)).toEqual(['7 holding', '7 wall'])
    expect(tests(8)).toEqual(['8'])
    const byD = currentMoves(at(8)).find((m) => m.end === A && m.brake === 0)
    expect(byD?.path.some((id) => walled.spaces[id]?.lane === 0)).toBe(true)
    const clean = play(at(8), [{ type: 'move', path: byD?.path ?? [], brake: 0 }])
    expect(clean.events.some((e) => e.type === 'holding-roll')).toBe(false)
  })
})
