import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, resolveChance, seedRng, type Policy } from '../../src/core/index.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { closureGap } from '../../src/formule-de/circuit/geometry.js'
import type { Circuit, Space } from '../../src/formule-de/circuit/model.js'
import { validateCircuit } from '../../src/formule-de/circuit/validate.js'
import {
  defaultConfig,
  formuleDe,
  heuristicBot,
  randomBot,
  renderBoardSvg,
  renderSvg,
  type Action,
  type Observation,
  type State,
} from '../../src/formule-de/index.js'
import { hairpin, riviera, speedbowl } from '../../src/formule-de/circuits/index.js'
import { drawingOf, type P } from '../../src/formule-de/svg/drawing.js'
import { overlappingCells } from './overlap.js'
import { circuitOf } from '../../src/formule-de/board.js'
import { BOARD_IDS } from '../../src/formule-de/circuits/ids.js'

const BUILT_INS: ReadonlyArray<Circuit> = [riviera, hairpin, speedbowl]

/** The `data-<name>` values of the elements of a picture that carry one. */
const dataOf = (svg: string, name: string): number[] =>
  [...svg.matchAll(new RegExp(`data-${name}="(\\d+)"`, 'g'))].map((m) => Number(m[1]))

const inside = (p: P, poly: ReadonlyArray<P>): boolean => {
  let c = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as P
    const [xj, yj] = poly[j] as P
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c
  }
  return c
}

/** The geometry a picture must satisfy: the loop closes, no two cells overlap, each space drawn once. */
const checkGeometry = (circuit: Circuit): void => {
  const gap = closureGap(drawingOf(circuit).track)
  expect(gap.distance).toBeLessThan(0.05)
  expect(gap.degrees).toBeLessThan(0.5)
  expect(overlappingCells(circuit)).toEqual([])
  const drawn = dataOf(renderBoardSvg(circuit), 'space').sort((a, b) => a - b)
  expect(drawn).toEqual(circuit.spaces.map((s) => s.id))
}

/**
 * On a straight, the engine's lane changes are the picture's: a space leads to the cells of the
 * lanes beside that touch it (side by side, or corner to corner on lanes laid side by side) and
 * whose middle lies ahead of its own; and on the page that cell lies ahead.
 */
const checkLaneChanges = (circuit: Circuit): void => {
  const d = drawingOf(circuit)
  const lap = circuit.levels
  const track = circuit.spaces.filter((s) => s.kind === 'track')
  const length = (t: Space): number => (d.ends[t.id] ?? t.level) - t.level
  for (const s of track) {
    if (s.corner !== null) continue
    // Where t's cell starts, from s's start, within half a lap either way.
    const from = (t: Space): number => ((((t.level - s.level) % lap) + lap + lap / 2) % lap) - lap / 2
    const beside = track.filter((t) => {
      if (Math.abs(t.lane - s.lane) !== 1 || t.corner !== null) return false
      const r = from(t)
      return r <= length(s) && r + length(t) > 0 && r + length(t) / 2 > length(s) / 2
    })
    const lateral = s.next.filter((m) => circuit.spaces[m]?.kind === 'track' && circuit.spaces[m]?.lane !== s.lane)
    const straightLateral = lateral.filter((m) => circuit.spaces[m]?.corner === null)
    expect(new Set(straightLateral)).toEqual(new Set(beside.map((t) => t.id)))
    for (const m of lateral) {
      const [a, b] = [d.centres[s.id] as P, d.centres[m] as P]
      const h = ((d.headings[s.id] ?? 0) * Math.PI) / 180
      expect((b[0] - a[0]) * Math.cos(h) + (b[1] - a[1]) * Math.sin(h)).toBeGreaterThan(0)
    }
  }
}

describe('Formule Dé board pictures: one geometry for the engine and the picture', () => {
  it('FD-B plateau: every built-in circuit closes its loop, no two space cells overlap, every space is drawn once', () => {
    for (const c of BUILT_INS) checkGeometry(c)
  })

  it('FD-T 7-2-3: on a straight a space leads to a space of the lane beside exactly when their cells touch and its middle lies ahead', () => {
    for (const c of BUILT_INS) checkLaneChanges(c)
  })

  it('FD-B plateau: any rectangle of straights and equal corners is laid out cleanly (generated circuits)', () => {
    const spec = fc.record({
      lanes: fc.integer({ min: 2, max: 4 }),
      stagger: fc.boolean(),
      left: fc.boolean(),
      long: fc.integer({ min: 12, max: 30 }),
      short: fc.integer({ min: 3, max: 12 }),
      inner: fc.integer({ min: 1, max: 4 }),
      step: fc.integer({ min: 1, max: 3 }),
      pit: fc.boolean(),
    })
    fc.assert(
      fc.property(spec, (g) => {
        const counts = Array.from({ length: g.lanes }, (_, l) => g.inner + g.step * l)
        const corner = (name: string) => ({
          name,
          stops: 1,
          lanes: g.left ? counts : [...counts].reverse(),
          angle: g.left ? 90 : -90,
        })
        // The finish line a third of the way down a long side: the grid and the pit lane on the rest of it.
        const third = Math.floor(g.long / 3)
        let b = circuitBuilder('Generated', g.lanes, { stagger: g.stagger })
          .straight(g.long - third)
          .corner(corner('A'))
          .straight(g.short)
          .corner(corner('B'))
          .straight(g.long)
          .corner(corner('C'))
          .straight(g.short)
          .corner(corner('D'))
          .straight(third)
          .grid(2)
        if (g.pit) b = b.pit({ side: g.left ? g.lanes - 1 : 0, from: 1, to: g.long - third - 1, stands: 2 })
        const circuit = b.build()
        expect(validateCircuit(circuit)).toEqual([])
        checkGeometry(circuit)
        checkLaneChanges(circuit)
      }),
      { numRuns: 25, seed: 2026 },
    )
  })
})

/** States at a decision, from seeded races of bots stopped after `steps` actions. */
const stateAt = (
  circuit: 'riviera' | 'hairpin' | 'speedbowl',
  preset: 'basic' | 'tournament',
  seed: number,
  steps: number,
): State | null => {
  const start = formuleDe.setup(defaultConfig({ board: circuit, players: 6, rules: preset }))
  if (isLeft(start)) throw new Error(start.left.message)
  const bots: Array<Policy<Action, Observation>> = Array.from({ length: 6 }, (_, i) =>
    i % 3 === 0 ? heuristicBot : randomBot,
  )
  const run = playout(formuleDe, start.right, seedRng(seed), bots, { maxSteps: steps, collectEvents: false })
  if (!isLeft(run)) return run.right.state
  if (run.left.code !== 'STEP_LIMIT') throw new Error(run.left.message)
  const settled = resolveChance(formuleDe, run.left.state, seedRng(seed + 1))
  if (isLeft(settled)) throw new Error(settled.left.message)
  return settled.right.state
}

/** Each car on the board drawn once, on its space's cell. */
const checkCars = (s: State, svg: string): void => {
  const d = drawingOf(circuitOf(s))
  const cars = [...svg.matchAll(/data-car="(\d+)" data-space="(\d+)" transform="translate\(([-\d.]+),([-\d.]+)\)"/g)]
  const onBoard = s.cars.flatMap((c, i) => (c.space >= 0 && (c.status === 'racing' || c.wreck) ? [i] : []))
  expect(cars.map((m) => Number(m[1])).sort((a, b) => a - b)).toEqual(onBoard)
  for (const m of cars) {
    const car = s.cars[Number(m[1])]
    expect(Number(m[2])).toBe(car?.space)
    expect(inside([Number(m[3]), Number(m[4])], d.outlines[car?.space ?? -1] ?? [])).toBe(true)
  }
}

/** At a move or a slipstream, the highlighted spaces are exactly the ends of the legal moves. */
const checkHighlight = (s: State, svg: string): void => {
  const legal = formuleDe.legalActions(s)
  const ends = new Set(
    legal.flatMap((a) => (a.type === 'move' || a.type === 'slipstream' ? [a.path[a.path.length - 1] ?? -1] : [])),
  )
  const drawn = dataOf(svg, 'target')
  expect(new Set(drawn)).toEqual(ends)
  expect(drawn.length).toBe(ends.size)
}

describe('Formule Dé race pictures', () => {
  it('renderSvg never throws on a reachable state, draws each car on its cell and highlights exactly the legal targets', () => {
    const circuits = BOARD_IDS
    let highlighted = 0
    fc.assert(
      fc.property(
        fc.nat(2),
        fc.boolean(),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 900 }),
        (c, basic, seed, steps) => {
          const s = stateAt(circuits[c] ?? 'riviera', basic ? 'basic' : 'tournament', seed, steps)
          if (s === null) return
          const plain = renderSvg(s)
          const lit = renderSvg(s, { highlight: true, seat: s.order[0] ?? 0 })
          expect(plain.startsWith('<svg')).toBe(true)
          checkCars(s, plain)
          checkCars(s, lit)
          if (s.step.kind === 'move' || s.step.kind === 'slipstream') {
            checkHighlight(s, lit)
            highlighted++
          }
          // Formule Dé hides nothing: every seat sees the same race.
          expect(renderSvg(s, { seat: 1 })).toBe(plain)
        },
      ),
      { numRuns: 30, seed: 17 },
    )
    expect(highlighted).toBeGreaterThan(0)
  })

  it("the board picture shows each corner's stops and longest / shortest paths in the legend's words, the grid and the stands", () => {
    const svg = renderBoardSvg(riviera)
    const fr = renderBoardSvg(riviera, { lang: 'fr' })
    expect(dataOf(svg, 'corner')).toEqual(riviera.corners.map((_, i) => i))
    for (const c of riviera.corners) {
      expect(svg).toContain(`>long ${c.longest} · short ${c.shortest}<`)
      expect(svg).toContain(`>${c.stops} stop${c.stops === 1 ? '' : 's'}<`)
      expect(fr).toContain(`>L ${c.longest} · C ${c.shortest}<`)
      expect(fr).toContain(`>${c.stops} arrêt${c.stops === 1 ? '' : 's'}<`)
    }
    expect(svg).toContain('long / short: the longest / shortest path')
    expect(fr).toContain('L / C : trajectoire la plus longue / courte')
    expect(fr).toContain('>Légende<')
    expect(fr).not.toContain('>Legend<')
    expect((svg.match(/class="grid"/g) ?? []).length).toBe(riviera.grid.length)
    expect(svg).toContain('Legend')
  })
})
