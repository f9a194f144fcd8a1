/**
 * Where a circuit's spaces lie on the plane, from its layout: the centre line is followed
 * level by level (straights and arcs), lanes are bands beside it (lane 0 on the left), the pit
 * lane and the stands are bands beyond the lane they branch from. A space is the cell of its
 * band between its level and the next space's. Pure arithmetic: loops only, no recursion.
 */
import type { Circuit, Layout, Space } from './model.js'

/** A point on the plane (x to the east, y to the north) with the direction of the race there. */
export interface Pose {
  /** East. */
  readonly x: number
  /** North. */
  readonly y: number
  /** Direction of the race, radians from the east, counter-clockwise. */
  readonly heading: number
}

/** The centre line, ready to be followed: each segment's first level and starting pose. */
export interface Track {
  /** The layout followed. */
  readonly layout: Layout
  /** Levels in a lap. */
  readonly levels: number
  /** First level of each segment. */
  readonly starts: ReadonlyArray<number>
  /** Pose at the start of each segment. */
  readonly poses: ReadonlyArray<Pose>
  /** Pose after the last segment (the start again, on a closed circuit). */
  readonly end: Pose
}

const rad = (deg: number): number => (deg * Math.PI) / 180

// Pose after `u` spaces along a segment that starts at `p`, is `length` long and turns `turn` degrees.
const advance = (p: Pose, length: number, turn: number, u: number): Pose => {
  const theta = rad(turn)
  if (Math.abs(theta) < 1e-9 || length <= 0)
    return { x: p.x + u * Math.cos(p.heading), y: p.y + u * Math.sin(p.heading), heading: p.heading }
  const r = length / theta // signed radius: positive turns left
  const h = p.heading + (theta * u) / length
  return {
    x: p.x + r * (Math.sin(h) - Math.sin(p.heading)),
    y: p.y - r * (Math.cos(h) - Math.cos(p.heading)),
    heading: h,
  }
}

/** The centre line of a layout, followed once. */
export const trackOf = (layout: Layout, levels: number): Track => {
  const starts: number[] = []
  const poses: Pose[] = []
  let level = 0
  let pose: Pose = { x: 0, y: 0, heading: 0 }
  for (const s of layout.segments) {
    starts.push(level)
    poses.push(pose)
    pose = advance(pose, s.length, s.turn, s.length)
    level += s.levels
  }
  return { layout, levels: Math.max(1, levels), starts, poses, end: pose }
}

/** How far the end of the centre line misses its start (distance in spaces, heading in degrees). */
export const closureGap = (track: Track): { readonly distance: number; readonly degrees: number } => {
  const d = Math.hypot(track.end.x, track.end.y)
  const turn = ((((track.end.heading * 180) / Math.PI) % 360) + 360) % 360
  return { distance: d, degrees: Math.min(turn, 360 - turn) }
}

/** The pose of the centre line at a level (any real number: it wraps round the lap). */
export const poseAt = (track: Track, level: number): Pose => {
  const segs = track.layout.segments
  if (segs.length === 0) return { x: 0, y: 0, heading: 0 }
  const lap = track.levels
  const lv = ((level % lap) + lap) % lap
  let lo = 0
  let hi = segs.length - 1
  while (lo < hi) {
    const m = (lo + hi + 1) >> 1
    if ((track.starts[m] ?? 0) <= lv) lo = m
    else hi = m - 1
  }
  const s = segs[lo] as (typeof segs)[number]
  const u = ((lv - (track.starts[lo] ?? 0)) / s.levels) * s.length
  return advance(track.poses[lo] as Pose, s.length, s.turn, u)
}

/** The point `offset` spaces to the right of the centre line at a level. */
export const pointAt = (track: Track, level: number, offset: number): readonly [number, number] => {
  const p = poseAt(track, level)
  return [p.x + offset * Math.sin(p.heading), p.y - offset * Math.cos(p.heading)]
}

/** The lateral extent of a band, in spaces to the right of the centre line. */
export interface Band {
  /** Left edge. */
  readonly left: number
  /** Right edge. */
  readonly right: number
}

/** Gap between the track and the pit lane, and between the pit lane and the stands (in lane widths). */
const GAP = 0.35

/** The band of a lane, the pit lane (`lanes`) or the stands (`lanes + 1`); the pit side is left or right. */
export const bandOf = (circuit: Circuit, lane: number, pitLeft: boolean): Band => {
  const w = circuit.layout?.laneWidth ?? 0.6
  const half = (circuit.lanes * w) / 2
  if (lane < circuit.lanes) return { left: -half + lane * w, right: -half + (lane + 1) * w }
  const out = lane - circuit.lanes // 0: pit lane, 1: stands
  const inner = half + GAP * w + out * (w + GAP * w)
  return pitLeft ? { left: -inner - w, right: -inner } : { left: inner, right: inner + w }
}

/** Whether the pit lane lies on the left of the track (it branches from a lane left of the middle). */
export const pitOnLeft = (circuit: Circuit): boolean => {
  for (const s of circuit.spaces) {
    if (s.kind !== 'track') continue
    for (const m of s.next) if (circuit.spaces[m]?.kind === 'pit') return s.lane <= (circuit.lanes - 1) / 2
  }
  return true
}

/** Where each space ends along the lap (the next space of its lane or pit lane), unwrapped past its level. */
export const spanEnds = (circuit: Circuit): ReadonlyArray<number> => {
  const spacing = circuit.layout?.spacing ?? 1
  const groups = new Map<string, Space[]>()
  for (const s of circuit.spaces) {
    const key = `${s.kind}:${s.lane}`
    const list = groups.get(key)
    if (list) list.push(s)
    else groups.set(key, [s])
  }
  const end: number[] = circuit.spaces.map((s) => s.level + spacing)
  for (const [key, list] of groups) {
    if (key.startsWith('stand')) continue
    list.sort((a, b) => a.level - b.level)
    list.forEach((s, i) => {
      const nextLevel = list[i + 1]?.level
      if (nextLevel !== undefined) end[s.id] = nextLevel
      else if (s.kind === 'track') end[s.id] = (list[0]?.level ?? 0) + circuit.levels
      else {
        // The last pit space reaches the track space it rejoins.
        const rejoin = s.next.map((m) => circuit.spaces[m]).find((t) => t?.kind === 'track')
        end[s.id] = rejoin && rejoin.level > s.level ? rejoin.level : s.level + spacing
      }
    })
  }
  return end
}

/**
 * The outline of a space: points along its band's left edge from its level to its end, then back
 * along the right edge (arcs sampled every quarter space).
 */
export const cellOutline = (
  track: Track,
  band: Band,
  from: number,
  to: number,
): ReadonlyArray<readonly [number, number]> => {
  const spacing = track.layout.spacing
  const steps = Math.max(1, Math.min(64, Math.ceil(((to - from) / spacing) * 4)))
  const left: Array<readonly [number, number]> = []
  const right: Array<readonly [number, number]> = []
  for (let i = 0; i <= steps; i++) {
    const lv = from + ((to - from) * i) / steps
    left.push(pointAt(track, lv, band.left))
    right.push(pointAt(track, lv, band.right))
  }
  return [...left, ...right.reverse()]
}
