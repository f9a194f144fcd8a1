import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { circuitBuilder, type CircuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { CircuitCodec, type Circuit } from '../../src/formule-de/circuit/model.js'
import { validateCircuit } from '../../src/formule-de/circuit/validate.js'
import { cornerPaths } from '../../src/formule-de/circuit/walks.js'
import {
  boards,
  defaultConfig,
  formuleDe,
  LIMITS,
  moveOdds,
  type Action,
  type State,
} from '../../src/formule-de/index.js'
import { circuitOf } from '../../src/formule-de/board.js'

// Issue 13: circuits too big or malformed must be answered (a Left, a defect line), never by a
// throw (a stack overflow once) or an ENGINE_DEFECT.

const issue13 = (): Circuit =>
  circuitBuilder('Big', 3)
    .straight(8)
    .corner({ name: 'Huge', stops: 2, lanes: [10000, 10000, 10000] })
    .straight(20)
    .grid(4)
    .build()

const raceOn = (circuit: unknown) =>
  formuleDe.setup({ ...defaultConfig({ players: 2, laps: 1 }), circuit } as Parameters<typeof formuleDe.setup>[0])

describe('Formule Dé circuits past the format limits (issue 13)', () => {
  it('the corner of 30,000 spaces: validateCircuit lists the limit, setup answers OVER_LIMIT, a saved state carrying it is BAD_STATE', () => {
    const big = issue13()
    expect(big.spaces.length).toBeGreaterThan(LIMITS.circuit.spaces)
    const defects = validateCircuit(big)
    expect(defects.map((d) => d.code)).toContain('TOO_MANY_SPACES')
    const setup = raceOn(big)
    expect(isLeft(setup) && setup.left).toMatchObject({ code: 'OVER_LIMIT' })
    expect(isLeft(setup) && setup.left.message).toContain(`at most ${LIMITS.circuit.spaces}`)
    const race = raceOn(boards.hairpin)
    if (isLeft(race)) throw new Error(race.left.message)
    const admitted = formuleDe.admit(
      JSON.parse(JSON.stringify({ ...race.right, board: { circuit: big, hash: race.right.board.hash } })),
    )
    expect(isLeft(admitted) && admitted.left.code).toBe('BAD_STATE')
    expect(isLeft(admitted) && admitted.left.message).toContain('circuit: TOO_MANY_SPACES')
  })

  it('a corner within the space count but longer than a corner may be: CORNER_TOO_LONG, OVER_LIMIT at setup', () => {
    const wide = circuitBuilder('Wide', 3)
      .straight(8)
      .corner({ name: 'Long', stops: 1, lanes: [300, 300, 300] })
      .straight(20)
      .grid(4)
      .build()
    expect(validateCircuit(wide).map((d) => d.code)).toEqual(['CORNER_TOO_LONG'])
    const setup = raceOn(wide)
    expect(isLeft(setup) && setup.left.code).toBe('OVER_LIMIT')
    expect(isLeft(setup) && setup.left.message).toContain(`at most ${LIMITS.circuit.cornerSpaces}`)
  })

  it('names past the limit: the circuit and a corner (NAME_TOO_LONG)', () => {
    const long = 'x'.repeat(LIMITS.circuit.name + 1)
    const named = { ...boards.hairpin, name: long }
    expect(validateCircuit(named).map((d) => d.code)).toEqual(['NAME_TOO_LONG'])
    const corner = {
      ...boards.hairpin,
      corners: boards.hairpin.corners.map((c, i) => (i === 0 ? { ...c, name: long } : c)),
    }
    expect(validateCircuit(corner).map((d) => d.code)).toEqual(['NAME_TOO_LONG'])
    expect(validateCircuit({ ...boards.hairpin, name: 'x'.repeat(LIMITS.circuit.name) })).toEqual([])
    expect(isLeft(raceOn(named)) && (raceOn(named) as { left: { code: string } }).left.code).toBe('OVER_LIMIT')
  })

  it('the walk through a corner is iterative: a single-lane corner of 50,000 spaces is measured without exhausting the stack', () => {
    // Past the limits on purpose: the walk itself must not recurse, whatever the limits allow.
    const chain = circuitBuilder('Chain', 1)
      .straight(8)
      .corner({ name: 'Spiral', stops: 1, lanes: [50_000] })
      .straight(8)
      .grid(1)
      .build()
    expect(cornerPaths(chain, 0)).toEqual({ longest: 50_000, shortest: 50_000 })
  })
})

// A random circuit from the builder: straights and corners of any size (some past the limits),
// arrows anywhere, a grid and maybe a pit lane.
const built = fc
  .record({
    lanes: fc.integer({ min: 1, max: 4 }),
    stagger: fc.boolean(),
    sections: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('straight' as const), length: fc.integer({ min: 0, max: 40 }) }),
        fc.record({
          kind: fc.constant('corner' as const),
          stops: fc.integer({ min: 0, max: 4 }),
          lanes: fc.array(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom(400, 7000)), {
            minLength: 1,
            maxLength: 5,
          }),
          arrows: fc.array(
            fc.record({
              lane: fc.integer({ min: -1, max: 4 }),
              index: fc.integer({ min: -1, max: 12 }),
              to: fc.integer({ min: -1, max: 4 }),
            }),
            { maxLength: 3 },
          ),
        }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
    grid: fc.integer({ min: 0, max: 12 }),
    pit: fc.option(
      fc.record({
        from: fc.integer({ min: 0, max: 60 }),
        to: fc.integer({ min: 0, max: 80 }),
        stands: fc.integer({ min: 0, max: 12 }),
      }),
    ),
  })
  .map((d): Circuit => {
    let b: CircuitBuilder = circuitBuilder('Hostile', d.lanes, { stagger: d.stagger })
    d.sections.forEach((s, i) => {
      b =
        s.kind === 'straight'
          ? b.straight(s.length)
          : b.corner({ name: `C${i}`, stops: s.stops, lanes: s.lanes, arrows: s.arrows })
    })
    b = b.grid(d.grid)
    if (d.pit !== null) b = b.pit({ side: 0, ...d.pit })
    return b.build()
  })

// Odd but sound circuits: short straights, tight corners of any stops, lanes 1 to 4, so that the
// race half of the property plays on shapes the built-ins do not have.
const tame = fc
  .record({
    lanes: fc.integer({ min: 1, max: 4 }),
    stagger: fc.boolean(),
    sections: fc.array(
      fc.record({
        straight: fc.integer({ min: 2, max: 16 }),
        stops: fc.integer({ min: 1, max: 3 }),
        size: fc.integer({ min: 1, max: 8 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((d): Circuit => {
    let b: CircuitBuilder = circuitBuilder('Odd', d.lanes, { stagger: d.stagger })
    d.sections.forEach((s, i) => {
      b = b
        .straight(s.straight)
        .corner({ name: `C${i}`, stops: s.stops, lanes: Array.from({ length: d.lanes }, (_, l) => s.size + l) })
    })
    return b.straight(12).grid(2).build()
  })

// Edits of a sound circuit's JSON: moves anywhere (backwards, to itself, off the board), spaces
// moved to other lanes, levels, corners and kinds, corners' figures, grid and walls, the layout.
const edited = fc
  .record({
    base: fc.constantFrom(boards.hairpin, boards.speedbowl),
    edits: fc.array(
      fc.record({
        at: fc.nat(),
        field: fc.constantFrom(
          'next',
          'lane',
          'level',
          'corner',
          'kind',
          'stand',
          'grid',
          'walls',
          'longest',
          'levels',
          'segments',
        ),
        value: fc.integer({ min: -2, max: 100_001 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ base, edits }): unknown => {
    const c = JSON.parse(JSON.stringify(base)) as {
      spaces: Array<Record<string, unknown>>
      corners: Array<Record<string, unknown>>
      grid: number[]
      walls: number[]
      levels: number
      layout?: { segments: Array<Record<string, unknown>> }
    }
    for (const e of edits) {
      const s = c.spaces[e.at % c.spaces.length] as Record<string, unknown>
      const small = ((e.value % c.spaces.length) + c.spaces.length) % c.spaces.length
      if (e.field === 'next') s.next = e.value % 3 === 0 ? [e.value] : [small, s.id]
      else if (e.field === 'kind') s.kind = ['track', 'pit', 'stand'][small % 3]
      else if (e.field === 'corner') s.corner = e.value % 2 === 0 ? null : small % (c.corners.length + 2)
      else if (e.field === 'grid') c.grid = [...c.grid, e.value]
      else if (e.field === 'walls') c.walls = [...c.walls, small]
      else if (e.field === 'longest') (c.corners[e.at % c.corners.length] as Record<string, unknown>).longest = e.value
      else if (e.field === 'levels') c.levels = Math.max(1, e.value)
      else if (e.field === 'segments' && c.layout) c.layout.segments = c.layout.segments.slice(0, small % 4)
      else s[e.field] = e.field === 'stand' ? small % 12 : e.value
    }
    return c
  })

// A short race on the circuit: at every decision the legal actions and (at a move) the odds of
// the car to play; chance by the first outcome. Returns the first refusal that is an engine defect.
const shortRace = (start: State, steps: number): string | null => {
  let s = start
  for (let k = 0; k < steps; k++) {
    const st = formuleDe.status(s)
    if (st.kind === 'over' || st.kind === 'invalid') return st.kind === 'invalid' ? 'invalid status' : null
    let action: Action | undefined
    if (st.kind === 'chance') action = st.outcomes[k % st.outcomes.length]?.action
    else {
      const legal = formuleDe.legalActions(s)
      if (s.step.kind === 'gear' || s.step.kind === 'move') moveOdds(s, s.order[0] ?? 0)
      action = legal[k % Math.max(1, legal.length)]
    }
    if (action === undefined) return 'no action'
    const next = formuleDe.reduce(s, action)
    if (isLeft(next)) return next.left.code
    s = next.right.state
  }
  return null
}

describe('Formule Dé hostile circuits: answered, never thrown', () => {
  it('built or edited at random: validateCircuit lists defects, setup answers, and a race it accepts plays without a defect', () => {
    let raced = 0
    fc.assert(
      fc.property(fc.oneof(built, edited, tame), (circuit) => {
        const decoded = CircuitCodec.decode(circuit)
        if (!isLeft(decoded)) expect(Array.isArray(validateCircuit(decoded.right))).toBe(true)
        const setup = raceOn(circuit)
        if (isLeft(setup)) {
          expect(setup.left.code).not.toBe('ENGINE_DEFECT')
          return
        }
        expect(validateCircuit(circuitOf(setup.right))).toEqual([])
        expect(shortRace(setup.right, 40)).toBeNull()
        raced++
      }),
      { numRuns: 150 },
    )
    // Some of the circuits are sound enough to race on (else the race half would test nothing).
    expect(raced).toBeGreaterThan(5)
  })
})
