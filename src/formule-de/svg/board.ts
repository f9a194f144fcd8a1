/**
 * A Formule Dé circuit drawn as its board: the lanes of spaces on the asphalt, each corner's
 * zone between its red lines with red and white kerbs along both edges and its yellow flag
 * (the stops, FD-B virages (a), with the longest and shortest paths L and C), the arrows
 * printed inside corners, the chequered finish line, the numbered start grid, the pit lane with
 * its stands, and the walls of an oval. Page coordinates (y down), before the margin.
 */
import { rememberFrozen } from '../../core/memo.js'
import type { Circuit, Space } from '../circuit/model.js'
import { drawingOf, SCALE, type Drawing, type P } from './drawing.js'
import { closed, esc, label, n, open, PALETTE } from './kit.js'
import { placeOfSpace } from '../places.js'
import type { PictureWords } from './words.js'

/** The extent of each corner along the lap: its first level and where its last space ends. */
export const cornerSpans = (circuit: Circuit, d: Drawing): ReadonlyArray<readonly [number, number] | null> =>
  circuit.corners.map((_, ci) => {
    let from = Infinity
    let to = -Infinity
    const lap = circuit.levels
    const cells = circuit.spaces.filter((s) => s.corner === ci && s.kind === 'track')
    if (cells.length === 0) return null
    const early = cells.some((s) => s.level < lap / 4) && cells.some((s) => s.level > (3 * lap) / 4)
    for (const s of cells) {
      const shift = early && s.level < lap / 2 ? lap : 0
      from = Math.min(from, s.level + shift)
      to = Math.max(to, (d.ends[s.id] ?? s.level + 1) + shift)
    }
    return [from, to]
  })

// Points along a lateral offset from one level to another (a quarter space apart).
const edge = (d: Drawing, from: number, to: number, offset: number): P[] => {
  const spacing = d.track.layout.spacing
  const steps = Math.max(1, Math.min(400, Math.ceil(((to - from) / spacing) * 4)))
  return Array.from({ length: steps + 1 }, (_, i) => d.at(from + ((to - from) * i) / steps, offset))
}

const trackEdges = (circuit: Circuit, d: Drawing): readonly [number, number] => [
  d.band(0).left,
  d.band(Math.max(0, circuit.lanes - 1)).right,
]

// A space's tooltip: its place as players count it, its corner and stops, grid place, wall.
const spaceTitle = (circuit: Circuit, s: Space, words: PictureWords): string => {
  const corner = s.corner === null ? undefined : circuit.corners[s.corner]
  const grid = circuit.grid.indexOf(s.id)
  return words.space({
    where: placeOfSpace(circuit, s.id) ?? { id: s.id },
    corner: corner === undefined ? null : { name: corner.name, stops: corner.stops },
    grid: grid < 0 ? null : grid + 1,
    wall: circuit.walls.includes(s.id),
  })
}

// The spaces, coloured by where they lie: a straight, a corner's zone, the pit lane, a stand.
const cells = (circuit: Circuit, d: Drawing, standColour: (s: Space) => string | null, words: PictureWords): string[] =>
  circuit.spaces.slice(0, d.outlines.length).map((s) => {
    const fill =
      s.kind === 'stand'
        ? (standColour(s) ?? PALETTE.stand)
        : s.kind === 'pit'
          ? PALETTE.pit
          : s.corner !== null
            ? PALETTE.corner
            : PALETTE.asphalt
    return `<path class="space" data-space="${s.id}" d="${closed(d.outlines[s.id] ?? [])}" fill="${fill}" stroke="${PALETTE.line}" stroke-width="1.1" stroke-linejoin="round"><title>${esc(spaceTitle(circuit, s, words))}</title></path>`
  })

// Kerbs along both edges of each corner, and the red lines where it starts and ends (FD-B virages (b), (c)).
const kerbs = (circuit: Circuit, d: Drawing): string[] => {
  const [left, right] = trackEdges(circuit, d)
  const out: string[] = []
  for (const span of cornerSpans(circuit, d)) {
    if (span === null) continue
    const [from, to] = span
    for (const side of [left - 0.06, right + 0.06]) {
      const line = open(edge(d, from, to, side))
      out.push(`<path d="${line}" fill="none" stroke="#fff" stroke-width="6"/>`)
      out.push(`<path d="${line}" fill="none" stroke="${PALETTE.kerbRed}" stroke-width="6" stroke-dasharray="7 7"/>`)
    }
    for (const lv of [from, to]) {
      const [a, b] = [d.at(lv, left - 0.12), d.at(lv, right + 0.12)]
      out.push(`<path d="${open([a, b])}" stroke="${PALETTE.kerbRed}" stroke-width="3.5"/>`)
    }
  }
  return out
}

// The arrows printed inside corners: a lane change a car may make there (FD-B virages (d)).
const arrows = (circuit: Circuit, d: Drawing): string[] => {
  const out: string[] = []
  for (const s of circuit.spaces) {
    if (s.corner === null) continue
    for (const m of s.next) {
      const t = circuit.spaces[m]
      if (!t || t.corner !== s.corner || t.lane === s.lane) continue
      const [a, b] = [d.centres[s.id], d.centres[m]]
      if (!a || !b) continue
      const mid: P = [(a[0] * 2 + b[0]) / 3, (a[1] * 2 + b[1]) / 3]
      const tip: P = [(a[0] + b[0] * 2) / 3, (a[1] + b[1] * 2) / 3]
      out.push(`<path d="${open([mid, tip])}" stroke="#fff" stroke-width="2" marker-end="url(#fd-arrow)"/>`)
    }
  }
  return out
}

// The chequered finish line: in each lane where the lap's first space begins (stepped on staggered lanes).
const finishLine = (circuit: Circuit, d: Drawing): string[] => {
  const out: string[] = []
  const sq = 0.16
  for (let lane = 0; lane < circuit.lanes; lane++) {
    const first = circuit.spaces
      .filter((s) => s.kind === 'track' && s.lane === lane)
      .reduce<Space | undefined>((best, s) => (best === undefined || s.level < best.level ? s : best), undefined)
    if (!first) continue
    const b = d.band(lane)
    const across = 4
    const spacing = d.track.layout.spacing
    for (let i = 0; i < across; i++)
      for (let j = -1; j < 1; j++) {
        const o1 = b.left + ((b.right - b.left) * i) / across
        const o2 = b.left + ((b.right - b.left) * (i + 1)) / across
        const l1 = first.level + j * sq * spacing
        const l2 = l1 + sq * spacing
        const quad: P[] = [d.at(l1, o1), d.at(l2, o1), d.at(l2, o2), d.at(l1, o2)]
        out.push(`<path d="${closed(quad)}" fill="${(i + j) % 2 === 0 ? '#111' : '#fff'}"/>`)
      }
  }
  return out
}

// The start grid: each place outlined, numbered pole first.
const grid = (circuit: Circuit, d: Drawing): string[] =>
  circuit.grid.flatMap((g, k) => {
    const o = d.outlines[g]
    const c = d.centres[g]
    if (!o || !c) return []
    return [
      `<path class="grid" d="${closed(o)}" fill="none" stroke="#fff" stroke-width="2.6"/>`,
      label(c[0], c[1] + 4, String(k + 1), 'font-size="11" font-weight="bold" fill="#fff" text-anchor="middle"'),
    ]
  })

// Walls of an oval: a thick line along the far side of each walled space (FD-T 15).
const walls = (circuit: Circuit, d: Drawing): string[] =>
  circuit.walls.flatMap((w) => {
    const s = circuit.spaces[w]
    if (!s || s.kind !== 'track') return []
    const b = d.band(s.lane)
    const side = s.lane * 2 + 1 >= circuit.lanes ? b.right + 0.08 : b.left - 0.08
    return [
      `<path class="wall" d="${open(edge(d, s.level, d.ends[w] ?? s.level + 1, side))}" fill="none" stroke="${PALETTE.wall}" stroke-width="5" stroke-linecap="round"/>`,
    ]
  })

// The stands' team numbers, and dotted links from the track into the pit lane and back.
const pitMarks = (circuit: Circuit, d: Drawing): string[] => {
  const out: string[] = []
  for (const s of circuit.spaces) {
    const c = d.centres[s.id]
    if (!c) continue
    if (s.kind === 'stand')
      out.push(
        label(
          c[0],
          c[1] + 4,
          String((s.stand ?? 0) + 1),
          'font-size="10" font-weight="bold" fill="#123" text-anchor="middle"',
        ),
      )
    for (const m of s.next) {
      const t = circuit.spaces[m]
      if (!t || (s.kind === 'track') === (t.kind === 'track')) continue
      const e = d.centres[m]
      if (e)
        out.push(
          `<path d="${open([c, e])}" stroke="#fff" stroke-width="2" stroke-dasharray="3 3" marker-end="url(#fd-arrow)"/>`,
        )
    }
  }
  return out
}

// Distance from a page point to the nearest space centre, in spaces.
const clearance = (d: Drawing, p: P): number => {
  let best = Infinity
  for (const c of d.centres) best = Math.min(best, Math.hypot(c[0] - p[0], c[1] - p[1]))
  return best / SCALE
}

/** Where a corner's flag stands: outside the turn if there is room, else inside, else farther out. */
export const flagPlace = (circuit: Circuit, d: Drawing, span: readonly [number, number], turnLeft: boolean): P => {
  const [left, right] = trackEdges(circuit, d)
  const middle = (span[0] + span[1]) / 2
  const outside = turnLeft ? right : left
  const inside = turnLeft ? left : right
  const sign = (o: number): number => (o === right ? 1 : -1)
  const tries: P[] = [
    d.at(middle, outside + sign(outside) * 1.5),
    d.at(middle, inside + sign(inside) * 1.6),
    d.at(middle, outside + sign(outside) * 2.6),
  ]
  return tries.find((p) => clearance(d, p) >= 1.2) ?? (tries[0] as P)
}

// The turn of the layout at a level: true for a left turn.
const turnsLeft = (d: Drawing, level: number): boolean => {
  const segs = d.track.layout.segments
  let lo = 0
  for (let i = 0; i < segs.length; i++) if ((d.track.starts[i] ?? 0) <= level % d.track.levels) lo = i
  return (segs[lo]?.turn ?? 0) > 0
}

// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const flagCache = new WeakMap<Circuit, ReadonlyArray<P | null>>()

/** Where each corner's flag stands on the page (null for a corner without spaces). */
export const flagPlaces = (circuit: Circuit): ReadonlyArray<P | null> => {
  const hit = flagCache.get(circuit)
  if (hit) return hit
  const d = drawingOf(circuit)
  const out = cornerSpans(circuit, d).map((span) =>
    span === null ? null : flagPlace(circuit, d, span, turnsLeft(d, (span[0] + span[1]) / 2)),
  )
  return rememberFrozen(flagCache, circuit, out)
}

// The widths of the flag's cloth and of the white box under it, from their words (about 6 px a letter).
const flagWidth = (text: string): number => Math.max(28, 6.2 * text.length + 8)
const boxWidth = (text: string): number => Math.max(32, 4.9 * text.length + 8)

/** A corner's yellow flag: the stops to make, the longest and shortest paths, and its name. */
const flags = (circuit: Circuit, words: PictureWords): string[] => {
  const out: string[] = []
  const places = flagPlaces(circuit)
  circuit.corners.forEach((c, ci) => {
    const place = places[ci]
    if (!place) return
    const [x, y] = place
    out.push(`<g class="flag" data-corner="${ci}"><title>${esc(words.flag(c))}</title>`)
    out.push(`<path d="M${n(x - 15)} ${n(y + 12)}V${n(y - 22)}" stroke="#333" stroke-width="1.6"/>`)
    const stops = words.flagStops(c.stops)
    out.push(
      `<path d="M${n(x - 15)} ${n(y - 22)}h${n(flagWidth(stops))}l-5 8 5 8h-${n(flagWidth(stops))}z" fill="${PALETTE.flag}" stroke="#333" stroke-width="1"/>`,
    )
    out.push(label(x - 12, y - 10.5, stops, 'font-size="10" font-weight="bold" fill="#111"'))
    const paths = words.flagPaths(c.longest, c.shortest)
    const box = boxWidth(paths)
    out.push(
      `<rect x="${n(x + 3 - box / 2)}" y="${n(y - 4)}" width="${n(box)}" height="13" rx="2" fill="#fff" stroke="#333" stroke-width="0.8"/>`,
    )
    out.push(label(x + 3, y + 6, paths, 'font-size="8.5" fill="#111" text-anchor="middle"'))
    out.push(
      label(
        x + 3,
        y + 20,
        c.name,
        'font-size="9" font-style="italic" fill="#fff" text-anchor="middle" stroke="#2f4f2f" stroke-width="2.4" paint-order="stroke"',
      ),
    )
    out.push('</g>')
  })
  return out
}

/** Definitions the board uses (the arrow head). */
export const DEFS =
  '<defs><marker id="fd-arrow" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L6 3L0 6z" fill="#fff"/></marker></defs>'

/**
 * The board of a circuit, in page coordinates: spaces, kerbs and red lines, arrows, pit lane,
 * walls, finish line, grid and flags. `standColour` colours a stand by the car that uses it.
 */
export const drawBoard = (
  circuit: Circuit,
  words: PictureWords,
  standColour: (s: Space) => string | null = () => null,
): string => {
  const d = drawingOf(circuit)
  return [
    ...kerbs(circuit, d),
    ...cells(circuit, d, standColour, words),
    ...arrows(circuit, d),
    ...walls(circuit, d),
    ...pitMarks(circuit, d),
    ...finishLine(circuit, d),
    ...grid(circuit, d),
    ...flags(circuit, words),
  ].join('\n')
}
