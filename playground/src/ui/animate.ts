/**
 * Pieces that move along their path: when the page draws the step after the one it showed,
 * each car of the new picture starts where it stood in the old one and travels, in about
 * 450 ms, through the places the engine chose for it (the spaces of a Formule Dé move, the
 * cells of a Rallyman die, read from the step's events) to its new place; a car whose game
 * names no path (a Bolide move is its straight trajectory, a Formula Motor Racing car changes
 * its place in the running order) goes straight. A person may turn it off (kept in the
 * browser); it is off when the system asks for reduced motion.
 */

/** How long a move takes on screen, in milliseconds. */
export const MOVE_MS = 450

/** The pieces that move: a car on the board (Formule Dé, Rallyman, Bolide) or on the grid (Formula Motor Racing). */
export const PIECES = '.car[data-car], [data-car][data-x], [data-slot][data-car]'

const KEY = 'pitwall-animate'

// The choice when the page has no storage (file://): it lasts as long as the page.
let fallback: boolean | null = null

/** Whether the system asks for reduced motion. */
const reducedMotion = (): boolean => {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches
  } catch {
    return false
  }
}

/** Whether pieces move along their path: the person's choice, else on unless the system asks for reduced motion. */
export const storedAnimate = (): boolean => {
  try {
    const v = localStorage.getItem(KEY)
    if (v === 'on' || v === 'off') return v === 'on'
  } catch {
    if (fallback !== null) return fallback
  }
  return !reducedMotion()
}

/** Keeps the choice for the next races and reloads. */
export const storeAnimate = (on: boolean): void => {
  fallback = on
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off')
  } catch {
    // A page from file:// may have no storage: `fallback` keeps the choice for the page.
  }
}

/** A point in an SVG's user coordinates. */
interface Pt {
  readonly x: number
  readonly y: number
}

/** Where each piece of a picture stands, by its car, in the picture's own coordinates (its root's). */
export type Places = ReadonlyMap<string, Pt>

// The centre of an element on the screen, in the coordinates of `frame` (an SVG element).
const centreIn = (frame: SVGGraphicsElement, e: Element): Pt | null => {
  const m = frame.getScreenCTM()
  if (m === null) return null
  const r = e.getBoundingClientRect()
  const p = new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(m.inverse())
  return { x: p.x, y: p.y }
}

/** Where the pieces of a picture stand now. */
export const placesOf = (svg: SVGSVGElement): Places => {
  const out = new Map<string, Pt>()
  for (const e of svg.querySelectorAll(PIECES)) {
    const car = e.getAttribute('data-car')
    const at = centreIn(svg, e)
    if (car !== null && at !== null && !out.has(car)) out.set(car, at)
  }
  return out
}

/**
 * The places a step's events say each car went through, as selectors of the picture's
 * elements, by car: a Formule Dé move or slipstream (`car`, `path` of spaces), a Rallyman die
 * (`seat`, `cell`). Events of other shapes name no place.
 */
export const pathsOf = (events: ReadonlyArray<unknown>): ReadonlyMap<string, ReadonlyArray<string>> => {
  const out = new Map<string, string[]>()
  const add = (car: unknown, selectors: ReadonlyArray<string>): void => {
    if (typeof car !== 'number') return
    out.set(String(car), [...(out.get(String(car)) ?? []), ...selectors])
  }
  for (const e of events) {
    if (typeof e !== 'object' || e === null) continue
    const r = e as Record<string, unknown>
    if ((r['type'] === 'move' || r['type'] === 'slipstream') && Array.isArray(r['path']))
      add(
        r['car'],
        r['path'].filter((s): s is number => typeof s === 'number').map((s) => `.space[data-space="${s}"]`),
      )
    else if (r['type'] === 'die' && typeof r['cell'] === 'number' && r['cell'] >= 0)
      add(r['seat'], [`[data-cell="${r['cell']}"]`])
  }
  return out
}

// The point at a fraction of a polyline's length.
const along = (points: ReadonlyArray<Pt>, t: number): Pt => {
  const lengths = points.slice(1).map((p, i) => Math.hypot(p.x - (points[i] as Pt).x, p.y - (points[i] as Pt).y))
  const total = lengths.reduce((a, b) => a + b, 0)
  let rest = Math.max(0, Math.min(1, t)) * total
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i] as number
    const a = points[i] as Pt
    const b = points[i + 1] as Pt
    if (rest <= l || i === lengths.length - 1) {
      const f = l === 0 ? 1 : Math.min(1, rest / l)
      return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }
    }
    rest -= l
  }
  return points[points.length - 1] ?? { x: 0, y: 0 }
}

// Slow at both ends, as a car pulls away and stops.
const ease = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * Moves the pieces of `svg` that stood elsewhere in the picture before (`before`, in the
 * same coordinates: the same board) through the places of `paths` to where they stand now.
 * Each moving piece carries `data-moving` until it arrives. Returns how many pieces move.
 */
export const animatePieces = (
  svg: SVGSVGElement,
  before: Places,
  paths: ReadonlyMap<string, ReadonlyArray<string>>,
  ms: number = MOVE_MS,
): number => {
  const root = svg.getScreenCTM()
  if (root === null) return 0
  let moving = 0
  for (const piece of svg.querySelectorAll(PIECES)) {
    const car = piece.getAttribute('data-car')
    const parent = piece.parentNode
    if (car === null || !(parent instanceof SVGGraphicsElement) || !(piece instanceof SVGGraphicsElement)) continue
    const from = before.get(car)
    const to = centreIn(parent, piece)
    const frame = parent.getScreenCTM()
    if (from === undefined || to === null || frame === null) continue
    // The old place, in the root's coordinates, brought into the parent's.
    const start = new DOMPoint(from.x, from.y).matrixTransform(root).matrixTransform(frame.inverse())
    if (Math.hypot(start.x - to.x, start.y - to.y) < 0.5) continue
    const via = (paths.get(car) ?? [])
      .map((selector) => svg.querySelector(selector))
      .flatMap((e) => (e === null ? [] : [centreIn(parent, e)]))
      .filter((p): p is Pt => p !== null)
    const points: Pt[] = [{ x: start.x, y: start.y }, ...via, to]
    const own = piece.getAttribute('transform') ?? ''
    const place = (p: Pt): void =>
      piece.setAttribute('transform', `translate(${(p.x - to.x).toFixed(2)},${(p.y - to.y).toFixed(2)}) ${own}`.trim())
    piece.setAttribute('data-moving', '')
    place(points[0] as Pt)
    const began = performance.now()
    const frameStep = (now: number): void => {
      if (!piece.isConnected) return
      const t = (now - began) / ms
      if (t >= 1) {
        if (own === '') piece.removeAttribute('transform')
        else piece.setAttribute('transform', own)
        piece.removeAttribute('data-moving')
        return
      }
      place(along(points, ease(t)))
      requestAnimationFrame(frameStep)
    }
    requestAnimationFrame(frameStep)
    moving++
  }
  return moving
}
