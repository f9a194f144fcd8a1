/**
 * The cars of a Bolide race on the board: each car on its point with its number, its last
 * move (the car came from `pos - vel`), its Pion at `pos + vel` and the 5×5 square of the
 * points the next move may reach (BO 1), the car to play ringed, and optionally the legal
 * targets of that car, read from the game's own legal actions.
 */
import type { Lang } from '../../core/index.js'
import type { Point } from '../grid/point.js'
import { legalBolide, statusOf } from '../game.js'
import type { BolideAction } from '../actions.js'
import type { BolideState, Car } from '../state.js'
import { colourOf, esc, label, px } from './board.js'
import type { PictureWords } from './words.js'
import { describeOutReason } from '../describe.js'
import { circuitOf } from '../board.js'
import { terrainOf } from '../circuit/terrain.js'

/** The seat to act on the board, if a driver decides now. */
export const actingSeat = (s: BolideState): number | null => {
  const status = statusOf(s)
  return status.kind === 'decision' ? status.seat : null
}

/** Whether a car is drawn on the board. */
export const onTheBoard = (c: Car): boolean => c.mode !== 'unplaced' && c.mode !== 'finished'

// The Pion of a moving car; the 5×5 square of its next move only for the car to play.
// A car's speed: the longer side of its last move (BO 1).
const speedOf = (v: Point): number => Math.max(Math.abs(v.x), Math.abs(v.y))

const pion = (c: Car, colour: string, acting: boolean, words: PictureWords): string => {
  if (c.mode !== 'running' || (c.vel.x === 0 && c.vel.y === 0)) return ''
  const p = { x: c.pos.x + c.vel.x, y: c.pos.y + c.vel.y }
  return [
    `<line x1="${px(c.pos.x)}" y1="${px(c.pos.y)}" x2="${px(p.x)}" y2="${px(p.y)}" stroke="${colour}" stroke-width="1" stroke-dasharray="2 2"/>`,
    acting
      ? `<rect x="${px(p.x - 2)}" y="${px(p.y - 2)}" width="48" height="48" fill="none" stroke="${colour}" stroke-opacity="0.7"/>`
      : '',
    `<circle data-pion="${c.seat}" cx="${px(p.x)}" cy="${px(p.y)}" r="4" fill="none" stroke="${colour}" stroke-width="2"><title>${esc(words.pion(c.driver.name, speedOf(c.vel)))}</title></circle>`,
  ].join('')
}

const lastMove = (c: Car, colour: string): string => {
  if (c.vel.x === 0 && c.vel.y === 0) return ''
  const from = { x: c.pos.x - c.vel.x, y: c.pos.y - c.vel.y }
  return `<line data-last-move="${c.seat}" x1="${px(from.x)}" y1="${px(from.y)}" x2="${px(c.pos.x)}" y2="${px(c.pos.y)}" stroke="${colour}" stroke-width="2.5" stroke-linecap="round" opacity="0.9"/><circle cx="${px(from.x)}" cy="${px(from.y)}" r="2" fill="${colour}"/>`
}

/** One car at its point. */
export const carDot = (x: number, y: number, seat: number, grey: boolean, attrs = '', title = ''): string =>
  `<g ${attrs}>${title === '' ? '' : `<title>${esc(title)}</title>`}<circle cx="${x}" cy="${y}" r="6.5" fill="${grey ? '#616161' : colourOf(seat)}" stroke="#000" stroke-width="1.2"/>${label(x, y + 3.3, String(seat + 1), 'font-size="8.5" font-weight="bold" text-anchor="middle" fill="#fff"')}</g>`

/** The cars, their last moves and Pions; the car to act ringed. */
export const drawCars = (s: BolideState, words: PictureWords, lang: Lang = 'en'): string => {
  const acting = actingSeat(s)
  // A car's tooltip: who, its mode, speed, lap, blocks left, damage and tyres.
  const titleOf = (c: Car): string =>
    words.car({
      name: c.driver.name,
      number: c.seat + 1,
      mode: c.mode,
      rank: c.finishRank,
      out: c.outReason === null ? null : describeOutReason(c.outReason, { lang }),
      speed: speedOf(c.vel),
      lap: c.crossings,
      laps: s.laps,
      blocks: c.blocks,
      speedLoss: c.speedLoss,
      tread: s.rules === 'advanced' ? c.tread : null,
    })
  const out: string[] = []
  for (const c of s.cars)
    if (onTheBoard(c) && c.mode !== 'out')
      out.push(lastMove(c, colourOf(c.seat)), pion(c, colourOf(c.seat), c.seat === acting, words))
  for (const c of s.cars) {
    if (!onTheBoard(c)) continue
    const x = px(c.pos.x)
    const y = px(c.pos.y)
    if (c.seat === acting)
      out.push(`<circle cx="${x}" cy="${y}" r="11" fill="none" stroke="#ffeb3b" stroke-width="3"/>`)
    out.push(carDot(x, y, c.seat, c.mode === 'out', `data-car="${c.seat}" data-x="${x}" data-y="${y}"`, titleOf(c)))
    if (c.mode === 'out')
      out.push(
        `<path d="M${x - 5},${y - 5} L${x + 5},${y + 5} M${x - 5},${y + 5} L${x + 5},${y - 5}" stroke="#fff" stroke-width="1.6"/>`,
      )
    if (c.mode === 'spun')
      out.push(
        `<path d="M${x + 7},${y - 3} A7,7 0 1 1 ${x + 3},${y - 7}" fill="none" stroke="#000" stroke-width="1.4"/>`,
      )
  }
  return out.join('\n')
}

const targetOf = (
  a: BolideAction,
): { readonly to: Point; readonly kind: 'move' | 'attack' | 'block' | 'place' } | null => {
  switch (a.type) {
    case 'move':
      return { to: a.to, kind: 'move' }
    case 'attack':
      return { to: a.to, kind: 'attack' }
    case 'block':
      return { to: a.to, kind: 'block' }
    case 'reposition':
    case 'regroup':
    case 'pit-exit':
      return { to: a.to, kind: 'place' }
    default:
      return null
  }
}

const TARGET: Readonly<Record<'move' | 'attack' | 'block' | 'place', string>> = {
  move: '#ffeb3b',
  attack: '#ff1744',
  block: '#00e5ff',
  place: '#ffeb3b',
}

/** The points the car to act may reach, by kind of move. */
export const targetsOf = (
  s: BolideState,
): ReadonlyArray<{ readonly to: Point; readonly kind: 'move' | 'attack' | 'block' | 'place' }> => {
  const seat = actingSeat(s)
  if (seat === null) return []
  const seen = new Map<string, { readonly to: Point; readonly kind: 'move' | 'attack' | 'block' | 'place' }>()
  for (const a of legalBolide(s, seat)) {
    const t = targetOf(a)
    if (t === null) continue
    const key = `${t.to.x},${t.to.y}`
    const had = seen.get(key)
    // An attack or a block on a point outranks a plain move there.
    if (had === undefined || had.kind === 'move') seen.set(key, t)
  }
  return [...seen.values()]
}

const sectorLetter = (sector: number): string | null => (sector < 0 ? null : String.fromCharCode(97 + sector))

/** The legal targets as rings, each with what a move there does. */
export const drawTargets = (s: BolideState, targets: ReturnType<typeof targetsOf>, words: PictureWords): string => {
  const seat = actingSeat(s)
  const car = seat === null ? undefined : s.cars[seat]
  const T = terrainOf(circuitOf(s))
  return targets
    .map((t) => {
      const moving = car !== undefined && t.kind !== 'place'
      const title = words.target({
        kind: t.kind,
        x: t.to.x,
        y: t.to.y,
        speed: moving ? speedOf({ x: t.to.x - car.pos.x, y: t.to.y - car.pos.y }) : null,
        sector: sectorLetter(T.sector(t.to.x, t.to.y)),
      })
      return `<circle data-target="${t.kind}" cx="${px(t.to.x)}" cy="${px(t.to.y)}" r="3.6" fill="${TARGET[t.kind]}" fill-opacity="0.35" stroke="${TARGET[t.kind]}" stroke-width="1.8"><title>${esc(title)}</title></circle>`
    })
    .join('')
}

/** The colour of a target ring, for the legend. */
export const targetColour = (kind: 'move' | 'attack' | 'block' | 'place'): string => TARGET[kind]
