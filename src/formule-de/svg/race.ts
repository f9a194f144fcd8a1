/**
 * The race on the board: each car on its space, turned the way the race runs (a spun car
 * the other way round), with its gear; the moves of the last turn as dashed lines; and the
 * spaces the car to play may reach, with what getting there costs (FD-B freinage, blocage,
 * sortie de virage) or, before its gear is chosen, which gears may take it there.
 */
import type { Event } from '../events.js'
import { GEAR_DICE, type Gear } from '../dice.js'
import { safestMove } from '../odds.js'
import { gearOptions } from '../rules/gear-choice.js'
import { overrevCost } from '../rules/gearbox.js'
import { legalMoves, type MoveOption } from '../rules/movement.js'
import { boardOf, currentMoves, moverOf } from '../rules/moves.js'
import { slipstreamMoves } from '../rules/slipstream.js'
import type { State } from '../state.js'
import { drawingOf, type P } from './drawing.js'
import { closed, colourOf, esc, label, n, open, PALETTE } from './kit.js'
import type { Points, PictureWords } from './words.js'
import { circuitOf } from '../board.js'

/** The seat whose decision the race waits for, or null (a die to roll, or the race is over). */
export const actingCar = (s: State): number | null => {
  const k = s.step.kind
  const decision = ['gear', 'move', 'slipstream', 'tyres', 'stands', 'build', 'stand', 'chrono'].includes(k)
  return decision ? (s.order[0] ?? null) : null
}

// A car seen from above, its nose towards +x, centred on the origin (in pixels).
const body = (colour: string, stroke: string, dashed: boolean): string =>
  `<rect x="-10" y="-5.6" width="20" height="11.2" rx="4" fill="${colour}" stroke="${stroke}" stroke-width="1.4"${dashed ? ' stroke-dasharray="2 2"' : ''}/>` +
  '<rect x="2" y="-4" width="4" height="8" rx="1" fill="#000" fill-opacity="0.35"/>'

/** A car's tooltip: who, gear, lap, tyres and the points left on its race sheet. */
export const carTitle = (s: State, i: number, words: PictureWords): string => {
  const c = s.cars[i]
  if (c === undefined) return ''
  const corner = c.corner === null ? undefined : circuitOf(s).corners[c.corner]
  const last: Points = s.rules.roadHolding
    ? ['holding', c.holding, c.sheet.holding]
    : ['engine', c.wear.engine, c.sheet.engine]
  return words.car({
    name: c.name,
    gear: c.gear,
    lap: c.lap,
    laps: s.laps,
    tyre: c.tyre,
    points: [
      ['tyres', c.wear.tyres, c.sheet.tyres],
      ['brakes', c.wear.brakes, c.sheet.brakes],
      ['fuel', c.wear.fuel, c.sheet.fuel],
      ['body', c.wear.body, c.sheet.body],
      last,
    ],
    spun: c.spun,
    wreck: c.status !== 'racing',
    pit: c.pit,
    corner: corner === undefined ? null : { name: corner.name, stops: c.stops, of: corner.stops },
  })
}

/** Every car still on the board: colour, gear, and spun or wrecked, with its tooltip. */
export const drawCars = (s: State, words: PictureWords): string[] => {
  const d = drawingOf(circuitOf(s))
  const acting = actingCar(s)
  return s.cars.flatMap((c, i) => {
    const onBoard = c.space >= 0 && (c.status === 'racing' || c.wreck)
    const at = d.centres[c.space]
    if (!onBoard || !at) return []
    const heading = (d.headings[c.space] ?? 0) + (c.spun ? 180 : 0)
    const wreck = c.status !== 'racing'
    const colour = wreck ? '#9e9e9e' : colourOf(i)
    const out = [
      `<g class="car" data-car="${i}" data-space="${c.space}" transform="translate(${n(at[0])},${n(at[1])})"><title>${esc(carTitle(s, i, words))}</title>`,
      acting === i ? '<circle r="14" fill="none" stroke="#ffeb3b" stroke-width="3"/>' : '',
      `<g transform="rotate(${n(heading)})">${body(colour, c.spun ? '#d50000' : '#111', c.inertia)}</g>`,
      label(0, 3.6, wreck ? '×' : String(c.gear), 'font-size="10" font-weight="bold" fill="#fff" text-anchor="middle"'),
      '</g>',
    ]
    return [out.join('')]
  })
}

/** The moves in `events` (a turn's move and slipstreams) as dashed lines from where each car was. */
export const drawMoves = (s: State, events: ReadonlyArray<Event>): string[] => {
  const d = drawingOf(circuitOf(s))
  return events.flatMap((e) => {
    if (e.type !== 'move' && e.type !== 'slipstream') return []
    const points = [e.from, ...e.path].map((id) => d.centres[id]).filter((p): p is P => p !== undefined)
    if (points.length < 2) return []
    const colour = colourOf(e.car)
    const [x, y] = points[0] as P
    return [
      `<g class="last-move" data-car="${e.car}"><path d="${open(points)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>` +
        `<path d="${open(points)}" fill="none" stroke="${colour}" stroke-width="2.6" stroke-dasharray="6 4" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="3.5" fill="${colour}" stroke="#fff" stroke-width="1"/></g>`,
    ]
  })
}

/** One space the car to play may reach, with a short note. */
export interface Target {
  /** The space. */
  readonly space: number
  /** What to write beside it ('' for a clean move). */
  readonly note: string
  /** Something goes wrong there (an overshoot, blocking, a spin, or the car is out). */
  readonly warn: boolean
}

// The note of the cheapest listed move to a space: brake points, blocking, overshoot.
const noteOf = (o: MoveOption, out: string): Target => {
  const warn = o.eliminated !== null || o.spin || o.overshoot > 0 || o.blocked > 0
  const parts = [
    o.brake > 0 ? `−${o.brake}` : '',
    o.blocked > 0 ? `bl${o.blocked}` : '',
    o.overshoot > 0 ? `!${o.overshoot}` : '',
    o.eliminated !== null ? out : '',
  ].filter((x) => x !== '')
  return { space: o.end, note: parts.join(' '), warn }
}

const byCost = (a: MoveOption, b: MoveOption): number =>
  Number(a.eliminated !== null) - Number(b.eliminated !== null) || a.brake + a.blocked - (b.brake + b.blocked)

// Before the gear: where the careful move of each face of each gear the car may choose ends, and with which gears.
const gearTargets = (s: State, car: number): Target[] => {
  const c = s.cars[car]
  if (c === undefined || c.space < 0) return []
  const board = boardOf(s, car)
  const base = moverOf(s, car)
  const gearsAt = new Map<number, Set<Gear>>()
  for (const g of gearOptions(s, car)) {
    const cost = c.spun || c.pit !== 'none' ? { brakes: 0 } : overrevCost(c.gear, g)
    const mover = { ...base, wear: { ...base.wear, brakes: Math.max(0, base.wear.brakes - cost.brakes) } }
    for (const face of new Set(GEAR_DICE[g])) {
      const o = safestMove(legalMoves(board, mover, face))
      if (o === undefined || o.eliminated !== null) continue
      const set = gearsAt.get(o.end) ?? new Set<Gear>()
      set.add(g)
      gearsAt.set(o.end, set)
    }
  }
  return [...gearsAt].map(([space, gears]) => ({ space, note: [...gears].sort().join(''), warn: false }))
}

/**
 * The spaces the car to play may reach: at a move or a slipstream, the ends of the listed moves
 * (the cheapest way to each); at a gear choice, where a careful move may end for each gear.
 */
export const targetsOf = (s: State, words: PictureWords): ReadonlyArray<Target> => {
  const car = actingCar(s)
  if (car === null) return []
  if (s.step.kind === 'gear') return gearTargets(s, car)
  const moves = s.step.kind === 'move' ? currentMoves(s) : s.step.kind === 'slipstream' ? slipstreamMoves(s) : []
  const best = new Map<number, MoveOption>()
  for (const o of [...moves].sort(byCost)) if (!best.has(o.end)) best.set(o.end, o)
  return [...best.values()].map((o) => noteOf(o, words.panel.targetOut))
}

/** The targets outlined on their spaces, each with its note. */
export const drawTargets = (s: State, targets: ReadonlyArray<Target>): string[] => {
  const d = drawingOf(circuitOf(s))
  return targets.flatMap((t) => {
    const o = d.outlines[t.space]
    const c = d.centres[t.space]
    if (!o || !c) return []
    const colour = t.warn ? '#ff7043' : PALETTE.target
    const badge =
      t.note === ''
        ? ''
        : `<rect x="${n(c[0] - 3.2 * t.note.length - 3)}" y="${n(c[1] - 6)}" width="${n(6.4 * t.note.length + 6)}" height="12" rx="3" fill="${colour}" stroke="#333" stroke-width="0.6"/>` +
          label(c[0], c[1] + 3.5, t.note, 'font-size="9.5" font-weight="bold" fill="#111" text-anchor="middle"')
    return [
      `<g class="target" data-target="${t.space}"><path d="${closed(o)}" fill="${colour}" fill-opacity="0.35" stroke="${colour}" stroke-width="2.6"/>${badge}</g>`,
    ]
  })
}
