import { describe, expect, it } from 'vitest'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { hairpin } from '../../src/formule-de/circuits/index.js'
import { legalMoves, type MoveOption } from '../../src/formule-de/rules/movement.js'
import { pathOutcome, walkPath } from '../../src/formule-de/rules/submitted-path.js'
import { at, boardWith, moverAt } from './helpers.js'

// A long straight, then a 2-stop corner (L 7 / C 3, levels 30-36), then a straight.
const line = circuitBuilder('Line', 3, { stagger: false })
  .straight(30)
  .corner({ name: 'Two-stop', stops: 2, lanes: [7, 5, 3] })
  .straight(20)
  .grid(2)
  .build()
// Two 1-stop bends of 3 spaces per lane (levels 10-12 and 23-25) and a 3-stop corner (levels 36-41).
const bends = circuitBuilder('Bends', 3, { stagger: false })
  .straight(10)
  .corner({ name: 'B1', stops: 1, lanes: [3, 3, 3] })
  .straight(10)
  .corner({ name: 'B2', stops: 1, lanes: [3, 3, 3] })
  .straight(10)
  .corner({ name: 'Three', stops: 3, lanes: [6, 6, 6] })
  .straight(10)
  .grid(2)
  .build()

const lvl = (c: Circuit, id: number): number => c.spaces[id]?.level ?? -1
const lane = (c: Circuit, id: number): number => c.spaces[id]?.lane ?? -1
const ends = (c: Circuit, moves: ReadonlyArray<MoveOption>): ReadonlyArray<string> =>
  [...new Set(moves.map((o) => `${lane(c, o.end)}@${lvl(c, o.end)}`))].sort()

describe('Formule Dé movement: paths (FD-B code de conduite, FD-T 7)', () => {
  const L = (l: number, v: number): number => at(line, l, v)
  it('FD-T 7-3-1 (1): on a straight a car may move over by up to two lanes', () => {
    const moves = legalMoves(boardWith(line, []), moverAt(L(0, 0)), 6).filter((o) => o.brake === 0)
    expect(ends(line, moves)).toEqual(['0@6', '1@6', '2@6'])
  })
  it('FD-T 7-3-1 (2): no zig-zag: leaving a free lane and coming back to it is refused', () => {
    const r = walkPath(boardWith(line, []), moverAt(L(0, 0)), [L(1, 1), L(0, 2), L(0, 3)])
    expect(r.ok ? 'ok' : r.code).toBe('ZIGZAG')
  })
  it('FD-T 7-3-1 (3): coming back to the lane is allowed after overtaking a car in it', () => {
    const r = walkPath(boardWith(line, [L(0, 2)]), moverAt(L(0, 0)), [L(1, 1), L(1, 2), L(0, 3)])
    expect(r.ok).toBe(true)
  })
  it('FD-B lignes droites: a car moves over at most two lanes on a straight (here from lane 0 to lane 3 of four)', () => {
    const wide = circuitBuilder('Wide', 4, { stagger: false })
      .straight(20)
      .corner({ name: 'C', stops: 1, lanes: [3, 3, 3, 3] })
      .straight(8)
      .grid(2)
      .build()
    const W = (l: number, v: number): number => at(wide, l, v)
    const three = walkPath(boardWith(wide, []), moverAt(W(0, 0)), [W(1, 1), W(2, 2), W(3, 3)])
    expect(three.ok ? 'ok' : three.code).toBe('TOO_MANY_LANE_CHANGES')
    expect(walkPath(boardWith(wide, []), moverAt(W(0, 0)), [W(1, 1), W(2, 2), W(2, 3)]).ok).toBe(true)
    // Passing cars, more than two changes are fine (FD-T 7-3-2-4: A-C-D-F changes lanes three times).
    const r = walkPath(boardWith(line, [L(1, 2)]), moverAt(L(0, 0)), [L(1, 1), L(2, 2), L(1, 3)])
    expect(r.ok).toBe(true)
  })
  it('FD-T 7-2-4: passing a car just after the finish line justifies coming back to its lane (the zig-zag rule looks across the line)', () => {
    const ring = circuitBuilder('Ring', 3, { stagger: false }).straight(20).grid(2).build()
    const R = (l: number, v: number): number => at(ring, l, v)
    const past = [R(1, 18), R(1, 19), R(1, 0), R(1, 1), R(0, 2)]
    expect(walkPath(boardWith(ring, [R(0, 1)]), moverAt(R(0, 17)), past).ok).toBe(true)
    // With nothing passed it is a zig-zag, across the line as anywhere.
    const r = walkPath(boardWith(ring, []), moverAt(R(0, 17)), past)
    expect(r.ok ? 'ok' : r.code).toBe('ZIGZAG')
  })
  it('FD-T 7-2-5: from the middle lane the car moves over one lane and keeps to it', () => {
    const r = walkPath(boardWith(line, []), moverAt(L(1, 0)), [L(0, 1), L(1, 2)])
    expect(r.ok ? 'ok' : r.code).toBe('ZIGZAG')
  })
  it('FD-B code de conduite: a car never jumps over a car', () => {
    const r = walkPath(boardWith(line, [L(0, 2)]), moverAt(L(0, 0)), [L(0, 1), L(0, 2), L(0, 3)])
    expect(r.ok ? 'ok' : r.code).toBe('SPACE_OCCUPIED')
  })
  it('FD-T 7-3-2: on a crowded straight the car goes around the cars and may come back past them', () => {
    const cars = [L(0, 3), L(1, 5)]
    const moves = legalMoves(boardWith(line, cars), moverAt(L(0, 0)), 7)
    const target = moves.find((o) => o.end === L(0, 7) && o.brake === 0)
    expect(target).toBeDefined()
    for (const s of target?.path ?? []) expect(cars).not.toContain(s)
    expect(new Set(target?.path.map((s) => lane(line, s)))).not.toEqual(new Set([0]))
  })
  it('FD-B lignes droites: on a free lane every detour is refused, only the straight path is listed', () => {
    const moves = legalMoves(boardWith(line, []), moverAt(L(1, 0)), 5).filter((o) => o.end === L(1, 5))
    expect(moves).toHaveLength(1)
    expect(moves[0]?.path.every((s) => lane(line, s) === 1)).toBe(true)
  })
  it('FD-T 7-3-3: leaving a corner after its stops, the car may move over two lanes on the straight', () => {
    const lastInLane0 = line.spaces.filter((s) => s.corner === 0 && s.lane === 0).at(-1)?.id ?? -1
    const moves = legalMoves(boardWith(line, []), moverAt(lastInLane0, { corner: 0, stops: 2 }), 3)
    expect(moves.some((o) => o.brake === 0 && lane(line, o.end) === 2 && o.overshoot === 0)).toBe(true)
  })
  it('FD-T 7-3-4 / FD-B code de conduite (d): inside a corner only the arrows may be followed', () => {
    const inCorner = line.spaces.filter((s) => s.corner === 0 && s.lane === 0)
    const r = walkPath(boardWith(line, []), moverAt(inCorner[0]?.id ?? -1, { corner: 0, stops: 1 }), [
      line.spaces.find((s) => s.corner === 0 && s.lane === 1 && s.level > (inCorner[0]?.level ?? 0))?.id ?? -1,
    ])
    expect(r.ok ? 'ok' : r.code).toBe('NOT_CONNECTED')
  })
  it('FD-T 7-3-8: between two corners the car may not leave its lane and come back without overtaking', () => {
    const B = (l: number, v: number): number => at(bends, l, v)
    const exit = bends.spaces.filter((s) => s.corner === 0 && s.lane === 1).at(-1)?.id ?? -1
    const r = walkPath(boardWith(bends, []), moverAt(exit, { corner: 0, stops: 1 }), [B(1, 13), B(2, 14), B(1, 15)])
    expect(r.ok ? 'ok' : r.code).toBe('ZIGZAG')
    const passing = walkPath(boardWith(bends, [B(1, 14)]), moverAt(exit, { corner: 0, stops: 1 }), [
      B(1, 13),
      B(2, 14),
      B(1, 15),
    ])
    expect(passing.ok).toBe(true)
  })
  it('FD-T 7-3-9: an 8 in 3rd before a 2-stop corner of 7 spaces at most: brake or be eliminated', () => {
    const moves = legalMoves(boardWith(line, []), moverAt(L(0, 29)), 8)
    const full = moves.filter((o) => o.brake === 0)
    expect(full.length).toBeGreaterThan(0)
    for (const o of full) expect(o.eliminated).toBe('no-stop-in-corner')
    const braked = moves.filter((o) => o.brake === 1)
    expect(braked.some((o) => o.eliminated === null && o.corner === 0 && o.stops === 1)).toBe(true)
  })
})

describe('Formule Dé movement: overshoot, braking, blocking (FD-B, FD-T 10, 11, 12)', () => {
  const B = (l: number, v: number): number => at(bends, l, v)
  it('FD-B sortie de virage incontrôlée: one tyre point per space beyond the corner', () => {
    const moves = legalMoves(boardWith(bends, []), moverAt(B(0, 9)), 6).filter((o) => o.brake === 0)
    expect(moves.length).toBeGreaterThan(0)
    for (const o of moves) {
      expect(o.overshoot).toBe(3)
      expect(o.tyresLost).toBe(3)
    }
    const braked = legalMoves(boardWith(bends, []), moverAt(B(0, 9)), 6).find((o) => o.brake === 3)
    expect(braked?.overshoot).toBe(0)
    expect(braked?.brakesLost).toBe(3)
  })
  it('FD-T 10-2-1: after overshooting, the car keeps the lane it left the corner by', () => {
    const moves = legalMoves(boardWith(bends, []), moverAt(B(1, 9)), 8).filter((o) => o.overshoot > 0)
    for (const o of moves) {
      const beyond = o.path.filter((s) => lvl(bends, s) >= 13)
      expect(new Set(beyond.map((s) => lane(bends, s))).size).toBe(1)
      const lastInCorner = o.path.filter((s) => bends.spaces[s]?.corner === 0).at(-1) ?? -1
      expect(lane(bends, beyond[0] ?? -1)).toBe(lane(bends, lastInCorner))
    }
  })
  it('FD-T 10-2-2: an overshoot into a car is a blocking (no going around)', () => {
    const wall = [B(0, 14), B(1, 14), B(2, 14)]
    const moves = legalMoves(boardWith(bends, wall), moverAt(B(0, 9)), 6)
    const blocked = moves.filter((o) => o.blocked > 0)
    expect(blocked.length).toBeGreaterThan(0)
    for (const o of blocked) {
      expect(lvl(bends, o.end)).toBe(13)
      expect(o.overshoot).toBe(1)
    }
    expect(blocked.find((o) => o.brake === 0)?.blocked).toBe(2)
  })
  it('FD-B sortie de virage (rule 2) / FD-T 10-2-3: a stop reached by an overshoot does not count for the next corner', () => {
    const inB1 = B(0, 12)
    const moves = legalMoves(
      boardWith(bends, []),
      moverAt(inB1, { corner: 0, stops: 0, wear: { tyres: 20, brakes: 4, fuel: 3, body: 3, engine: 3 } }),
      12,
    )
    const intoB2 = moves.filter((o) => o.brake === 0 && o.corner === 1)
    expect(intoB2.length).toBeGreaterThan(0)
    for (const o of intoB2) expect(o.stops).toBe(0)
    const normal = legalMoves(boardWith(bends, []), moverAt(B(0, 20)), 4).filter((o) => o.corner === 1 && o.brake === 0)
    for (const o of normal) expect(o.stops).toBe(1)
  })
  it('FD-B sortie de virage: no stop in a 2-stop corner eliminates', () => {
    const moves = legalMoves(boardWith(line, []), moverAt(at(line, 2, 29)), 6).filter((o) => o.brake === 0)
    for (const o of moves) expect(o.eliminated).toBe('no-stop-in-corner')
  })
  it('FD-B sortie de virage: fewer than 2 stops in a 3-stop corner eliminates; with 2 it is an overshoot', () => {
    const last = bends.spaces.filter((s) => s.corner === 2 && s.lane === 0).at(-1)?.id ?? -1
    const one = legalMoves(boardWith(bends, []), moverAt(last, { corner: 2, stops: 1 }), 2).filter((o) => o.brake === 0)
    for (const o of one) expect(o.eliminated).toBe('no-stop-in-corner')
    const two = legalMoves(boardWith(bends, []), moverAt(last, { corner: 2, stops: 2 }), 2).filter((o) => o.brake === 0)
    for (const o of two) {
      expect(o.eliminated).toBeNull()
      expect(o.overshoot).toBe(2)
    }
  })
  it('FD-B sortie de virage: losing more tyre points than left eliminates', () => {
    const worn = { tyres: 2, brakes: 0, fuel: 3, body: 3, engine: 3 }
    const moves = legalMoves(boardWith(bends, []), moverAt(B(0, 9), { wear: worn }), 6)
    for (const o of moves) expect(o.eliminated).toBe('tyres')
  })
  it('FD-B tête-à-queue: losing the last tyre point spins the car; without tyres one more space spins it again, more eliminates', () => {
    const at3 = { tyres: 3, brakes: 0, fuel: 3, body: 3, engine: 3 }
    for (const o of legalMoves(boardWith(bends, []), moverAt(B(0, 9), { wear: at3 }), 6)) expect(o.spin).toBe(true)
    const none = { tyres: 0, brakes: 0, fuel: 3, body: 3, engine: 3 }
    for (const o of legalMoves(boardWith(bends, []), moverAt(B(0, 9), { wear: none }), 4)) {
      expect(o.spin).toBe(true)
      expect(o.eliminated).toBeNull()
    }
    for (const o of legalMoves(boardWith(bends, []), moverAt(B(0, 9), { wear: none }), 5))
      expect(o.eliminated).toBe('tyres')
  })
  it('FD-B freinage: one brake point per space not moved, and no braking without brake points', () => {
    const L = (l: number, v: number): number => at(line, l, v)
    const moves = legalMoves(boardWith(line, []), moverAt(L(1, 0)), 6)
    for (const o of moves) expect(o.brake).toBe(6 - o.path.length)
    expect(moves.some((o) => o.brake === 4)).toBe(true)
    expect(moves.some((o) => o.brake === 5)).toBe(false)
    const noBrakes = legalMoves(
      boardWith(line, []),
      moverAt(L(1, 0), { wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 } }),
      6,
    )
    expect(noBrakes.every((o) => o.brake === 0)).toBe(true)
  })
  it('FD-T 12-2: blocked with 5 spaces to go costs 3 brakes and 2 tyres; voluntary braking first is allowed (12-0-3)', () => {
    const L = (l: number, v: number): number => at(line, l, v)
    const wall = [L(0, 10), L(1, 10), L(2, 10)]
    const moves = legalMoves(
      boardWith(line, wall),
      moverAt(L(1, 0), { wear: { tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3 } }),
      14,
    )
    const blocked = moves.filter((o) => o.blocked > 0)
    const pure = blocked.find((o) => o.brake === 0)
    expect(pure).toMatchObject({ blocked: 5, brakesLost: 3, tyresLost: 2, eliminated: null })
    expect(blocked.find((o) => o.brake === 1)).toMatchObject({
      blocked: 4,
      brakesLost: 4,
      tyresLost: 1,
      eliminated: null,
    })
    for (const o of blocked) expect(lvl(line, o.end)).toBe(9)
  })
  it('FD-B blocage / FD-T 12-1-1: blocked by 7 spaces or without the points to pay, the car is eliminated', () => {
    const L = (l: number, v: number): number => at(line, l, v)
    const wall = [L(0, 5), L(1, 5), L(2, 5)]
    const seven = legalMoves(
      boardWith(line, wall),
      moverAt(L(1, 0), { wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 } }),
      11,
    )
    expect(seven.filter((o) => o.blocked > 0).every((o) => o.eliminated === 'blocking')).toBe(true)
    const poor = legalMoves(
      boardWith(line, wall),
      moverAt(L(1, 0), { wear: { tyres: 6, brakes: 1, fuel: 3, body: 3, engine: 3 } }),
      7,
    )
    expect(poor.find((o) => o.blocked === 3)?.eliminated).toBe('blocking')
  })
  it('FD-T 12-1-3: a blocked car stops on the farthest space', () => {
    const L = (l: number, v: number): number => at(line, l, v)
    const cars = [L(0, 4), L(0, 6), L(1, 6), L(2, 6)]
    const moves = legalMoves(boardWith(line, cars), moverAt(L(1, 0)), 12)
    const blocked = moves.filter((o) => o.blocked > 0)
    expect(blocked.length).toBeGreaterThan(0)
    const far = Math.max(...moves.map((o) => o.path.length))
    for (const o of blocked) expect(o.path.length).toBe(far)
    expect(new Set(blocked.map((o) => lvl(line, o.end)))).toEqual(new Set([5]))
  })
  it('paths that differ only in the way taken are listed once; the reducer check accepts any legal one', () => {
    const L = (l: number, v: number): number => at(line, l, v)
    const moves = legalMoves(boardWith(line, []), moverAt(L(0, 0)), 4).filter((o) => o.end === L(1, 4) && o.brake === 0)
    expect(moves).toHaveLength(1)
    const other = pathOutcome(boardWith(line, []), moverAt(L(0, 0)), [L(0, 1), L(0, 2), L(0, 3), L(1, 4)], 4, 0)
    const alt = pathOutcome(boardWith(line, []), moverAt(L(0, 0)), [L(1, 1), L(1, 2), L(1, 3), L(1, 4)], 4, 0)
    expect(other.ok && alt.ok).toBe(true)
  })
})

describe('Formule Dé movement: pit lane (FD-B arrêt au stand)', () => {
  // The pit lane of Hairpin: entered from the one track space that leads into it.
  const entry =
    hairpin.spaces.find((s) => s.kind === 'track' && s.next.some((m) => hairpin.spaces[m]?.kind === 'pit'))?.id ?? -1
  const stand = (team: number): number => hairpin.spaces.find((s) => s.kind === 'stand' && s.stand === team)?.id ?? -1
  it('FD-B arrêt au stand: the car enters at any gear and stops at its own stand when the roll is enough', () => {
    expect(hairpin.spaces[entry]?.level).toBe(hairpin.pitEntryLevel)
    const moves = legalMoves(boardWith(hairpin, []), moverAt(entry, { pitAllowed: true, team: 2 }), 20)
    const pit = moves.find((o) => o.stand)
    expect(pit?.end).toBe(stand(2))
    expect(pit?.brake).toBe(0)
  })
  it('FD-B arrêt au stand: no pit lane when the race does not allow it', () => {
    const moves = legalMoves(boardWith(hairpin, []), moverAt(entry, { pitAllowed: false }), 4)
    expect(moves.every((o) => hairpin.spaces[o.end]?.kind === 'track')).toBe(true)
  })
  it('FD-B arrêt au stand: in the pit lane a car may not pass the car in front; it waits without penalty', () => {
    const pitLane = hairpin.spaces.filter((s) => s.kind === 'pit')
    const ahead = pitLane[3]?.id ?? -1
    const moves = legalMoves(boardWith(hairpin, [ahead]), moverAt(pitLane[0]?.id ?? -1, { team: 5 }), 8)
    expect(moves).toHaveLength(1)
    expect(moves[0]).toMatchObject({ end: pitLane[2]?.id, brakesLost: 0, tyresLost: 0 })
  })
})
