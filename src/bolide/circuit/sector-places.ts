/**
 * Points named as players find them on the board: the letter of their sector (the sectors
 * between the dashed black lines, lettered from `a` at the finish line, BO 3), the line across
 * the sector's red arrow, counted from the rear of the sector forward, and the point on that
 * line, counted from the left of the direction of the race: `c12.3`. A sector's points are its
 * track, its edges and its run-off (the black intersections nearest to it); its first line is
 * the rearmost that holds one of them, and each line's first point its leftmost. Box cells,
 * white intersections and points off the map are in no sector: they have no such name.
 */
import { COMPASS, dot, turnRight, type Point } from '../grid/point.js'
import { circuitOverLimits } from './limits.js'
import { circuitMemo } from './memo.js'
import type { Circuit } from './model.js'
import { terrainOf } from './terrain.js'

/** A point by its sector letter, its line across the sector and its number on the line. @group Boards */
export interface SectorPlace {
  /** The sector's letter, `a` to `z`. */
  readonly sector: string
  /** The line across the red arrow, from 1 at the rear of the sector. */
  readonly line: number
  /** The point on its line, from 1 on the left of the direction of the race. */
  readonly n: number
}

interface SectorPlaces {
  readonly names: ReadonlyMap<string, SectorPlace>
  readonly points: ReadonlyMap<string, Point>
}

const letterOf = (sector: number): string => String.fromCharCode(97 + sector)

const placesOf = (circuit: Circuit): SectorPlaces => {
  const T = terrainOf(circuit)
  const bySector: Point[][] = []
  for (let y = 0; y < T.height; y++)
    for (let x = 0; x < T.width; x++) {
      const s = T.sector(x, y)
      if (s >= 0) (bySector[s] ??= []).push({ x, y })
    }
  const names = new Map<string, SectorPlace>()
  const points = new Map<string, Point>()
  bySector.forEach((list, s) => {
    const arrow = circuit.arrows[s]
    // Without an arrow (a circuit the checks refuse) the map's own order: row by row.
    const ahead = arrow === undefined ? { x: 0, y: 1 } : COMPASS[arrow]
    const across = turnRight(ahead)
    const sorted = [...list].sort((p, q) => dot(p, ahead) - dot(q, ahead) || dot(p, across) - dot(q, across))
    const rear = dot(sorted[0] as Point, ahead)
    let n = 0
    sorted.forEach((p, i) => {
      const line = dot(p, ahead) - rear + 1
      n = i > 0 && dot(sorted[i - 1] as Point, ahead) === dot(p, ahead) ? n + 1 : 1
      const place = { sector: letterOf(s), line, n }
      names.set(`${p.x},${p.y}`, place)
      points.set(`${place.sector}${line}.${n}`, p)
    })
  })
  return { names, points }
}

// Kept like the terrain: a circuit over the limits has an empty one, and is not kept by content.
const memo = circuitMemo(placesOf, (c) => circuitOverLimits(c).length === 0)

/** The sector, line and number of a point, or null for a point in no sector. @group Boards */
export const sectorPlaceOf = (circuit: Circuit, p: Point): SectorPlace | null =>
  memo(circuit).names.get(`${p.x},${p.y}`) ?? null

/** The point a sector letter (either case), line and number name, or null when the circuit has none. @group Boards */
export const pointOfSectorPlace = (circuit: Circuit, place: SectorPlace): Point | null =>
  memo(circuit).points.get(`${place.sector.toLowerCase()}${place.line}.${place.n}`) ?? null

/** A point's name on the board, `c12.3`, or null for a point in no sector. @group Boards */
export const sectorPlaceName = (circuit: Circuit, p: Point): string | null => {
  const place = sectorPlaceOf(circuit, p)
  return place === null ? null : `${place.sector}${place.line}.${place.n}`
}
