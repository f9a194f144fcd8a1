/**
 * Roadbook notation (RM ART.1, the P.C. COURSE sheet): a special is written as anchor
 * points such as `L1 C3-J1 J4`. Spaces separate the sheet's START, passage and FINISH
 * columns and hyphens join points; both only separate points, in order.
 *
 * Meaning (the library's own, as the printed tiles are not public): each point `Za`
 * lays a new tile of zone `Z` entered at its anchor `a` and driven to the zone's end;
 * the last point is the FINISH: when it names the same zone as the point before it with
 * a later anchor, the finish panel stands at that anchor of that tile, otherwise a new
 * tile is entered there and the finish is at its end.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { LIMITS } from '../limits.js'

/** One point of a roadbook: a zone letter and an anchor number. @group Boards */
export interface RoutePoint {
  /** Zone letter. */
  readonly zone: string
  /** Anchor number. */
  readonly anchor: number
}

/** One tile of a stage: which zone, from which anchor, to which anchor (`null`: its end). @group Boards */
export interface ZoneVisit {
  /** Zone letter. */
  readonly zone: string
  /** Entry anchor. */
  readonly from: number
  /** Finish anchor, or `null` to drive to the end of the zone. */
  readonly to: number | null
}

/** Splits a roadbook into points, or explains the first bad token. @group Boards */
export const parsePoints = (notation: string): Either<string, ReadonlyArray<RoutePoint>> => {
  if (notation.length > LIMITS.roadbook)
    return left(`The roadbook is ${notation.length} characters long: at most ${LIMITS.roadbook}.`)
  const tokens = notation.split(/[\s\-–]+/).filter((s) => s.length > 0)
  if (tokens.length === 0) return left('The roadbook is empty: write points such as "L1 C3-J1 J4".')
  if (tokens.length > LIMITS.points) return left(`The roadbook has ${tokens.length} points: at most ${LIMITS.points}.`)
  const points: RoutePoint[] = []
  for (const token of tokens) {
    const m = /^([A-Z])(\d{1,3})$/.exec(token)
    if (m === null) return left(`"${token}" is not a roadbook point: expected a zone letter and an anchor, e.g. "C3".`)
    points.push({ zone: m[1] as string, anchor: Number(m[2]) })
  }
  return right(points)
}

/** The tiles of a stage from its roadbook points (see the module comment for the meaning). @group Boards */
export const visitsOf = (points: ReadonlyArray<RoutePoint>): ReadonlyArray<ZoneVisit> => {
  const visits: ZoneVisit[] = points.map((p) => ({ zone: p.zone, from: p.anchor, to: null }))
  const last = points[points.length - 1]
  const before = points[points.length - 2]
  if (
    points.length >= 2 &&
    last !== undefined &&
    before !== undefined &&
    last.zone === before.zone &&
    last.anchor > before.anchor
  ) {
    visits.pop()
    visits[visits.length - 1] = { zone: before.zone, from: before.anchor, to: last.anchor }
  }
  return visits
}

/** Parses a roadbook into the tiles of its stage. @group Boards */
export const parseRoadbook = (notation: string): Either<string, ReadonlyArray<ZoneVisit>> => {
  const points = parsePoints(notation)
  return points._tag === 'Left' ? points : right(visitsOf(points.right))
}
