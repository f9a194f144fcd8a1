import { describe, expect, it } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { CircuitCodec, type Circuit } from '../../src/formule-de/circuit/model.js'
import { cornerPaths, validateCircuit } from '../../src/formule-de/circuit/validate.js'
import { hairpin, riviera, speedbowl } from '../../src/formule-de/circuits/index.js'
import { indexCircuit } from '../../src/formule-de/circuit/graph.js'
import { at } from './helpers.js'

const codes = (c: Circuit): ReadonlyArray<string> => validateCircuit(c).map((d) => d.code)
const small = circuitBuilder('Small', 3)
  .straight(6)
  .corner({ name: 'Bend', stops: 1, lanes: [5, 4, 3] })
  .straight(8)
  .grid(4)
  .build()
const editSpace = (c: Circuit, id: number, patch: Partial<Circuit['spaces'][number]>): Circuit => ({
  ...c,
  spaces: c.spaces.map((s) => (s.id === id ? { ...s, ...patch } : s)),
})

describe('Formule Dé circuits: model, DSL and validator', () => {
  it('the DSL builds straights with diagonal lane changes and corners whose lanes keep to themselves', () => {
    expect(validateCircuit(small)).toEqual([])
    const s = small.spaces[at(small, 1, 2)]
    expect(s?.next.map((m) => small.spaces[m]?.lane).sort()).toEqual([0, 1, 2])
    const inCorner = small.spaces.filter((x) => x.corner === 0)
    expect(inCorner.filter((x) => x.lane === 0)).toHaveLength(5)
    expect(inCorner.filter((x) => x.lane === 2)).toHaveLength(3)
    // Inside the corner, without printed arrows, a car stays in its lane.
    for (const x of inCorner)
      for (const m of x.next) if (small.spaces[m]?.corner === 0) expect(small.spaces[m]?.lane).toBe(x.lane)
  })
  it('the JSON form round-trips through its io-ts codec', () => {
    for (const c of [small, hairpin, riviera, speedbowl]) {
      const decoded = CircuitCodec.decode(JSON.parse(JSON.stringify(c)))
      expect(isRight(decoded) && decoded.right).toEqual(c)
    }
    expect(isRight(CircuitCodec.decode({ name: 'x' }))).toBe(false)
  })
  it('FD-B code de conduite (d): printed arrows are the only lane changes inside a corner', () => {
    const withArrow = circuitBuilder('Arrow', 2)
      .straight(4)
      .corner({ name: 'C', stops: 1, lanes: [4, 4], arrows: [{ lane: 0, index: 1, to: 1 }], longest: 4, shortest: 4 })
      .straight(4)
      .grid(2)
      .build()
    const from = withArrow.spaces.find((s) => s.corner === 0 && s.lane === 0 && s.level === 5)
    expect(from?.next.map((m) => withArrow.spaces[m]?.lane).sort()).toEqual([0, 1])
  })
  it('validator: an unreachable space', () => {
    const orphan: Circuit = {
      ...small,
      spaces: [
        ...small.spaces,
        {
          id: small.spaces.length,
          lane: 0,
          level: 3,
          next: [at(small, 0, 4)],
          corner: null,
          kind: 'track',
          stand: null,
        },
      ],
    }
    expect(codes(orphan)).toContain('UNREACHABLE_SPACE')
  })
  it('validator: a dead end', () => {
    expect(codes(editSpace(small, at(small, 1, 3), { next: [] }))).toContain('DEAD_END')
  })
  it('validator: a corner without exit', () => {
    const c = small
    const cornerIds = new Set(c.spaces.filter((s) => s.corner === 0).map((s) => s.id))
    const closed: Circuit = {
      ...c,
      spaces: c.spaces.map((s) => (s.corner === 0 ? { ...s, next: s.next.filter((m) => cornerIds.has(m)) } : s)),
    }
    expect(codes(closed)).toEqual(expect.arrayContaining(['CORNER_WITHOUT_EXIT']))
  })
  it('validator: declared longest/shortest paths that do not match the graph', () => {
    const wrong: Circuit = { ...small, corners: [{ name: 'Bend', stops: 1, longest: 6, shortest: 3 }] }
    const defects = validateCircuit(wrong)
    expect(defects.map((d) => d.code)).toEqual(['CORNER_PATHS_MISMATCH'])
    expect(defects[0]?.message).toContain('L 5 / C 3')
  })
  it('validator: a grid space off the track', () => {
    expect(codes({ ...small, grid: [at(small, 0, 1), 9999] })).toContain('GRID_OFF_TRACK')
    const cornerSpace = small.spaces.find((s) => s.corner === 0)?.id ?? -1
    expect(codes({ ...small, grid: [cornerSpace] })).toContain('GRID_IN_CORNER')
  })
  it('validator: a pit lane that never rejoins', () => {
    const lastPit = hairpin.spaces.filter((s) => s.kind === 'pit').at(-1)?.id ?? -1
    const broken = editSpace(hairpin, lastPit, { next: [] })
    expect(codes(broken)).toEqual(expect.arrayContaining(['DEAD_END', 'PIT_NEVER_REJOINS']))
  })
  it('validator: a move backwards', () => {
    expect(codes(editSpace(small, at(small, 0, 4), { next: [at(small, 0, 2)] }))).toContain('BACKWARD_MOVE')
  })
  it('built-in circuits are sound', () => {
    for (const c of [hairpin, riviera, speedbowl]) expect(validateCircuit(c)).toEqual([])
  })
  it('Monaco figures (guide: Components): Riviera has 3 lanes and 497 spaces, 168 / 166 / 163 per lane', () => {
    const track = riviera.spaces.filter((s) => s.kind === 'track')
    expect(riviera.lanes).toBe(3)
    expect(track).toHaveLength(497)
    expect([0, 1, 2].map((l) => track.filter((s) => s.lane === l).length)).toEqual([168, 166, 163])
  })
  it('Monaco figures (guide: Components): the 10 corners, their stops and their longest/shortest paths from the graph', () => {
    expect(riviera.corners.map((c) => c.stops)).toEqual([1, 1, 1, 1, 3, 1, 1, 2, 2, 1])
    const fromGraph = riviera.corners.map((_, i) => cornerPaths(riviera, i))
    expect(fromGraph.map((p) => `${p?.longest}/${p?.shortest}`)).toEqual([
      '7/3',
      '10/5',
      '6/2',
      '6/2',
      '18/8',
      '9/5',
      '7/3',
      '13/8',
      '11/6',
      '6/2',
    ])
  })
  it('the oval has walls along its outer lane and a pit lane with a stand per team', () => {
    expect(speedbowl.walls.length).toBeGreaterThan(0)
    for (const w of speedbowl.walls) expect(speedbowl.spaces[w]?.lane).toBe(2)
    expect(speedbowl.spaces.filter((s) => s.kind === 'stand').map((s) => s.stand)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
    expect(speedbowl.pitEntryLevel).not.toBeNull()
  })
  it('side-by-side spaces overlap in level span, in adjacent lanes only', () => {
    const idx = indexCircuit(small)
    const mid = at(small, 1, 2)
    expect(new Set(idx.beside[mid])).toEqual(new Set([at(small, 0, 2), at(small, 2, 2)]))
    expect(idx.ahead[mid]).toBe(at(small, 1, 3))
  })
})
