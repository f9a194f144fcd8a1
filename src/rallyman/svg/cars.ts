/**
 * The Micro Rally Cars on the road: each on its cell, in its driver's colour, with the
 * gear engaged (the big number of its last speed card, RM ART.4). A spun car faces back,
 * a car off the road stands on the verge of that side (RM ART.7.2), a drifting car is
 * crosswise (RM ART.9.2), so is a car on a half cell (RM ART.18). Cars waiting for their
 * start queue before the start line in start order (RM ART.3).
 */
import type { Car } from '../state.js'
import type { Stage } from '../stage/stage.js'
import { degrees, r1, type Vec } from './geometry.js'
import { cellShapes } from './cells.js'
import { ROAD, SIDE_ROAD, VERGE, layoutOf } from './layout.js'
import { esc, label, seatColour } from './kit.js'
import type { CarPlace, PictureWords } from './words.js'
import { gasDice, gearDice } from '../rules/dashboard.js'

/** Where a car is drawn: its centre and its heading. */
export interface CarSpot {
  /** Centre. */
  readonly at: Vec
  /** Heading, radians. */
  readonly heading: number
}

/** The spot of the `k`-th of `n` cars standing on a cell, or `undefined` for a cell the stage does not have. */
export const spotOnCell = (stage: Stage, car: Car, k: number, n: number): CarSpot | undefined => {
  const cell = stage.cells[car.cell]
  const shape = cellShapes(stage)[car.cell]
  if (cell === undefined || shape === undefined) return undefined
  const tm = (shape.t[0] + shape.t[1]) / 2
  const heading = shape.piece.heading(tm)
  if (car.off === 'left' || car.off === 'right') {
    // On the verge beside its cell, spread along it when several cars went off there.
    const half = cell.line === 'side' ? SIDE_ROAD / 2 : ROAD / 2
    const u = (car.off === 'left' ? 1 : -1) * (half + VERGE / 2 + 2)
    const t = shape.t[0] + ((shape.t[1] - shape.t[0]) * (k + 0.5)) / n
    return { at: shape.piece.at(t, u), heading: heading + (car.off === 'left' ? -0.5 : 0.5) }
  }
  const [u0, u1] = shape.u
  const u = n > 1 ? u0 + ((u1 - u0) * (k + 0.5)) / n : (u0 + u1) / 2
  const along = n > 2 && cell.line !== 'road' ? shape.t[0] + ((shape.t[1] - shape.t[0]) * (k + 0.5)) / n : tm
  const at = shape.piece.at(along, n > 2 && cell.line !== 'road' ? (u0 + u1) / 2 : u)
  // A car on a side road has turned round there to drive back (RM ART.25.2).
  const back = (car.off === 'spin') !== (cell.line === 'side')
  const turn = back
    ? Math.PI
    : cell.line === 'half'
      ? Math.PI / 2
      : cell.line === 'drift'
        ? cell.inside === 'left'
          ? -0.8
          : 0.8
        : 0
  return { at, heading: heading + turn }
}

/** The spot of the `k`-th car waiting before the start line. */
export const spotWaiting = (stage: Stage, k: number): CarSpot => {
  const a = layoutOf(stage).approach
  const row = Math.floor(k / 2)
  return { at: a.at(Math.max(0.05, 0.83 - row * 0.3), k % 2 === 0 ? 11 : -11), heading: a.heading(0) }
}

/** One car: body, windscreen and the gear engaged. */
export const carIcon = (spot: CarSpot, seat: number, gear: number, title: string, attrs: string): string => {
  const { x, y } = spot.at
  const body = `<g transform="rotate(${degrees(spot.heading)})"><rect x="-14" y="-8" width="28" height="16" rx="5" fill="${seatColour(seat)}" stroke="#111" stroke-width="1.2"/><rect x="4" y="-6" width="5" height="12" rx="1.5" fill="#cfe8ff" stroke="#111" stroke-width="0.6"/></g>`
  const gearText =
    gear > 0
      ? `<circle r="6.5" fill="#fff" stroke="#111" stroke-width="0.8"/>${label(0, 3.6, String(gear), 'font-size="10" font-weight="bold" text-anchor="middle" fill="#111"')}`
      : ''
  return `<g ${attrs} transform="translate(${r1(x)},${r1(y)})"><title>${esc(title)}</title>${body}${gearText}</g>`
}

/** Every car of the special on the road or waiting for its start; finished and retired cars are left to the dashboards. */
export const drawCars = (
  stage: Stage,
  cars: ReadonlyArray<Car>,
  startOrder: ReadonlyArray<number>,
  words: PictureWords,
  tyres: boolean,
): string => {
  // A car's tooltip: who, where, gear, the dice left on its dashboard, its tyres.
  const title = (car: Car, place: CarPlace): string =>
    words.car({
      name: car.name,
      gear: car.gear,
      place,
      tyres: tyres ? car.tyres : null,
      gearDice: gearDice(car),
      gasDice: gasDice(car),
      punctures: car.punctures,
    })
  const out: string[] = []
  const byCell = new Map<string, Car[]>()
  for (const car of cars) {
    if (car.status !== 'racing' || car.cell < 0) continue
    const key = `${car.cell}:${car.off === 'left' || car.off === 'right' ? car.off : 'road'}`
    byCell.set(key, [...(byCell.get(key) ?? []), car])
  }
  for (const group of byCell.values())
    group.forEach((car, k) => {
      const spot = spotOnCell(stage, car, k, group.length)
      if (spot === undefined) return
      out.push(
        carIcon(
          spot,
          car.seat,
          car.gear,
          title(car, { kind: 'cell', cell: car.cell, off: car.off }),
          `data-car="${car.seat}" data-on="${car.cell}" data-x="${r1(spot.at.x)}" data-y="${r1(spot.at.y)}"`,
        ),
      )
    })
  // Waiting cars in start order (RM ART.3.2), plus any racing car still behind the line.
  const waiting = [...startOrder, ...cars.map((c) => c.seat).filter((s) => !startOrder.includes(s))]
    .map((seat) => cars[seat])
    .filter((c): c is Car => c !== undefined && (c.status === 'waiting' || (c.status === 'racing' && c.cell < 0)))
  waiting.forEach((car, k) => {
    const spot = spotWaiting(stage, k)
    out.push(
      carIcon(
        spot,
        car.seat,
        car.gear,
        title(car, { kind: 'waiting' }),
        `data-car="${car.seat}" data-on="start" data-x="${r1(spot.at.x)}" data-y="${r1(spot.at.y)}"`,
      ),
    )
  })
  return out.join('\n')
}
