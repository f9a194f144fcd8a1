/**
 * Bolide in the playground, from `pitwall/bolide` alone. A pasted circuit is the game's
 * ASCII map (a header of `key: value` lines, `---`, the map); `parseCircuitMap`,
 * `validateCircuit` and the game's setup check it and their messages are shown.
 */
import { isLeft, left, right } from 'fp-ts/lib/Either.js'
import * as bo from 'pitwall/bolide'
import { closest, pack, type Kit, type Pick } from './kit.js'
import { configOf, moduleKit, refusalWords } from './module-kit.js'

const isBoard = (id: string): id is bo.BoardId => Object.prototype.hasOwnProperty.call(bo.boards, id)

type Point = { readonly x: number; readonly y: number }
const pointOf = (action: bo.Action): Point | null => ('to' in action ? action.to : null)
const samePoint = (a: Point | null, b: Point): boolean => a !== null && a.x === b.x && a.y === b.y
const toPoint =
  (p: Point): Pick<bo.Action> =>
  (action) =>
    samePoint(pointOf(action), p)

// The target rings carry their kind but not their grid point: they are drawn one per
// distinct point of the legal actions, in the order of the list, which the playground
// checks against the rings' pixel centres (one scale and offset for every ring) before
// trusting it. A ring that does not fit selects nothing; the action list still works.
const ringPoints = (svg: Element, legal: ReadonlyArray<bo.Action>): ReadonlyArray<Point> | null => {
  const points: Point[] = []
  for (const a of legal) {
    const p = pointOf(a)
    if (p !== null && !points.some((q) => samePoint(q, p))) points.push(p)
  }
  const rings = [...svg.querySelectorAll('[data-target]')]
  if (rings.length !== points.length || points.length === 0) return null
  const centre = (i: number): Point => ({
    x: Number(rings[i]?.getAttribute('cx')),
    y: Number(rings[i]?.getAttribute('cy')),
  })
  const first = points[0] as Point
  const other = points.findIndex((p) => p.x !== first.x)
  if (other < 0) return points.length === 1 ? points : null
  const scale = (centre(other).x - centre(0).x) / ((points[other] as Point).x - first.x)
  const fits = points.every((p, i) => {
    const c = centre(i)
    return (
      Math.abs(c.x - centre(0).x - scale * (p.x - first.x)) < 0.01 &&
      Math.abs(c.y - centre(0).y - scale * (p.y - first.y)) < 0.01
    )
  })
  return fits ? points : null
}

const kit: Kit<bo.Config, bo.State, bo.Action, bo.Event, bo.Observation> = {
  ...moduleKit(bo.gameModule),
  boardFormat: {
    label: {
      en: 'ASCII map: a header of "key: value" lines, a line "---", then the map',
      fr: 'Carte ASCII : un en-tête de lignes "clé: valeur", une ligne "---", puis la carte',
    },
    help: {
      en: 'Header keys: name, rain-risk, arrows, finish, halfway, grid, pit-in, pit-out, pit-services. The legend is in the Bolide guide.',
      fr: "Clés de l'en-tête : name, rain-risk, arrows, finish, halfway, grid, pit-in, pit-out, pit-services. La légende est dans le guide de Bolide.",
    },
    example: (board) => bo.printCircuitMap(bo.boards[isBoard(board) ? board : 'test-ring']),
  },
  describeRefusal: refusalWords(bo.gameModule, bo),
  config: configOf(bo.gameModule, (text, base) => {
    const parsed = bo.parseCircuitMap(text)
    if (isLeft(parsed)) return left(parsed.left)
    const defects = bo.validateCircuit(parsed.right)
    return defects.length > 0 ? left(defects) : right({ ...base, circuit: parsed.right })
  }),
  pick: (target, state, legal) => {
    const pion = closest(target, 'data-pion')
    if (pion !== null) {
      const car = state.cars[Number(pion.getAttribute('data-pion'))]
      return car === undefined ? null : toPoint({ x: car.pos.x + car.vel.x, y: car.pos.y + car.vel.y })
    }
    const ring = closest(target, 'data-target')
    const svg = ring?.closest('svg')
    if (ring === null || svg === null || svg === undefined) return null
    const points = ringPoints(svg, legal)
    const index = [...svg.querySelectorAll('[data-target]')].indexOf(ring)
    const point = points?.[index]
    return point === undefined ? null : toPoint(point)
  },
  zoom: 'double',
  missing: [
    'target rings carry no grid point (data-x/data-y): the playground matches them to the legal actions by order',
  ],
}

export const bolideKit = pack(kit)
