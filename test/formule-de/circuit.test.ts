import { describe, expect, it } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { CircuitCodec, type Circuit } from '../../src/formule-de/circuit/model.js'
import { cornerPaths, validateCircuit } from '../../src/formule-de/circuit/validate.js'
import { hairpin, riviera, speedbowl } from '../../src/formule-de/circuits/index.js'
import { indexCircuit } from '../../src/formule-de/circuit/graph.js'
import { at, cell } from './helpers.js'

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
  it('the DSL lays the printed board: on a straight a space leads to the next of its lane and to the one half a space ahead in each lane beside; in a corner a car keeps its lane', () => {
    expect(validateCircuit(small)).toEqual([])
    const spacing = small.layout?.spacing ?? 0
    expect(spacing).toBe(12)
    // Lane 1 is offset by half a space: its k-th space on the first straight starts half a space after lane 0's.
    const mid = small.spaces[cell(small, 1, 3)]
    const beside = small.spaces[cell(small, 0, 3)]
    expect((mid?.level ?? 0) - (beside?.level ?? 0)).toBe(spacing / 2)
    const next = (mid?.next ?? []).map((m) => small.spaces[m])
    expect(next.map((t) => t?.lane).sort()).toEqual([0, 1, 2])
    for (const t of next) {
      // The next space of its lane is a whole space on; a lane change gains half a space.
      expect((t?.level ?? 0) - (mid?.level ?? 0)).toBe(t?.lane === 1 ? spacing : spacing / 2)
    }
    const inCorner = small.spaces.filter((x) => x.corner === 0)
    expect(inCorner.filter((x) => x.lane === 0)).toHaveLength(5)
    expect(inCorner.filter((x) => x.lane === 2)).toHaveLength(3)
    // Inside the corner, without printed arrows, a car stays in its lane.
    for (const x of inCorner)
      for (const m of x.next) if (small.spaces[m]?.corner === 0) expect(small.spaces[m]?.lane).toBe(x.lane)
  })
  it('with lanes side by side (stagger: false) a lane change is the diagonal, a level per space, as on the level graphs', () => {
    const side = circuitBuilder('Side', 3, { stagger: false })
      .straight(6)
      .corner({ name: 'Bend', stops: 1, lanes: [5, 4, 3] })
      .straight(8)
      .grid(4)
      .build()
    const s = side.spaces[at(side, 1, 2)]
    expect(s?.next.map((m) => side.spaces[m]?.level)).toEqual([3, 3, 3])
    expect(s?.next.map((m) => side.spaces[m]?.lane).sort()).toEqual([0, 1, 2])
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
    const from = withArrow.spaces.filter((s) => s.corner === 0 && s.lane === 0).sort((a, b) => a.level - b.level)[1]
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
          level: small.spaces[cell(small, 0, 3)]?.level ?? 0,
          next: [cell(small, 0, 4)],
          corner: null,
          kind: 'track',
          stand: null,
        },
      ],
    }
    expect(codes(orphan)).toContain('UNREACHABLE_SPACE')
  })
  it('validator: a dead end', () => {
    const dead = validateCircuit(editSpace(small, cell(small, 1, 3), { next: [] }))
    expect(dead.map((d) => d.code)).toContain('DEAD_END')
    // The message names the space and where it lies, for whoever draws the circuit by hand.
    expect(dead.find((d) => d.code === 'DEAD_END')?.message).toBe(
      `Space ${cell(small, 1, 3)} (lane 1, level ${small.spaces[cell(small, 1, 3)]?.level}, on a straight) leads nowhere: a dead end. Every space must lead on to another.`,
    )
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
    expect(codes({ ...small, grid: [cell(small, 0, 1), 9999] })).toContain('GRID_OFF_TRACK')
    const cornerSpace = small.spaces.find((s) => s.corner === 0)?.id ?? -1
    expect(codes({ ...small, grid: [cornerSpace] })).toContain('GRID_IN_CORNER')
  })
  it('validator: a pit lane that never rejoins', () => {
    const lastPit = hairpin.spaces.filter((s) => s.kind === 'pit').at(-1)?.id ?? -1
    const broken = editSpace(hairpin, lastPit, { next: [] })
    expect(codes(broken)).toEqual(expect.arrayContaining(['DEAD_END', 'PIT_NEVER_REJOINS']))
  })
  it('validator: a move backwards', () => {
    expect(codes(editSpace(small, cell(small, 0, 4), { next: [cell(small, 0, 2)] }))).toContain('BACKWARD_MOVE')
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
  it('side by side on staggered lanes: a middle-lane space touches two spaces of each lane beside it (FD-B accrochage: contiguous by the side)', () => {
    const idx = indexCircuit(small)
    const mid = cell(small, 1, 3)
    expect(new Set(idx.beside[mid])).toEqual(
      new Set([cell(small, 0, 3), cell(small, 0, 4), cell(small, 2, 3), cell(small, 2, 4)]),
    )
    expect(idx.ahead[mid]).toBe(cell(small, 1, 4))
  })
})
