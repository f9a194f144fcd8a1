/**
 * The limits of the circuit format (issue 13): what a circuit may hold, checked by
 * `validateCircuit` before any walk over the board, so a hostile or absurd circuit is refused
 * with a sentence instead of exhausting the stack or the clock. Ten times the built-in circuits
 * fits with room to spare (Riviera has 517 spaces).
 */
import type { Circuit } from './model.js'

/**
 * The limits of a circuit (inclusive): the counts `validateCircuit` checks before anything
 * walks the board, then the ranges of the numbers its codec (`CircuitCodec`) decodes.
 * Formule Dé's `LIMITS.circuit`.
 */
export const CIRCUIT_LIMITS = Object.freeze({
  /** Spaces in all (track, pit lane and stands). */
  spaces: 20_000,
  /** Racing lanes. */
  lanes: 10,
  /** Moves out of one space. */
  next: 12,
  /** Corners. */
  corners: 500,
  /** Spaces inside one corner (every lane together). */
  cornerSpaces: 600,
  /** Spaces of the pit lane. */
  pitSpaces: 500,
  /** Stands (one per team). */
  stands: 100,
  /** Grid places. */
  grid: 100,
  /** Characters of the circuit's name and of each corner's name. */
  name: 80,
  /** Levels of one lap. */
  levels: 1_000_000,
  /** Pieces of the centre line of the layout. */
  segments: 2_000,
  /** The highest space number the codec reads (the spaces of the grid and the walls too). */
  spaceId: 100_000,
  /** The highest lane index of a space (the pit lane and the stands have the lanes after the track's). */
  spaceLane: 100,
  /** The highest corner number the codec reads. */
  cornerId: 10_000,
  /** The highest stand number the codec reads. */
  standId: 100,
})

/** A broken limit, explained. */
export interface LimitDefect {
  /** Stable code, e.g. `TOO_MANY_SPACES`. */
  readonly code: string
  /** English explanation with the limit. */
  readonly message: string
}

const over = (code: string, what: string, count: number, limit: number): LimitDefect => ({
  code,
  message: `The circuit has ${count} ${what}; the format allows at most ${limit}.`,
})

/**
 * The limits a circuit breaks (empty when it keeps to all of them). Only counts and lengths
 * are read, in loops over the arrays: nothing here follows a move.
 */
export const limitDefects = (circuit: Circuit): ReadonlyArray<LimitDefect> => {
  const L = CIRCUIT_LIMITS
  const out: LimitDefect[] = []
  const spaces = circuit.spaces
  if (spaces.length > L.spaces) out.push(over('TOO_MANY_SPACES', 'spaces', spaces.length, L.spaces))
  if (circuit.lanes > L.lanes) out.push(over('TOO_MANY_LANES', 'lanes', circuit.lanes, L.lanes))
  if (circuit.levels > L.levels) out.push(over('TOO_MANY_LEVELS', 'levels in a lap', circuit.levels, L.levels))
  if (circuit.corners.length > L.corners)
    out.push(over('TOO_MANY_CORNERS', 'corners', circuit.corners.length, L.corners))
  if (circuit.grid.length > L.grid) out.push(over('GRID_TOO_LONG', 'grid places', circuit.grid.length, L.grid))
  if (circuit.name.length > L.name)
    out.push({
      code: 'NAME_TOO_LONG',
      message: `The circuit's name has ${circuit.name.length} characters; at most ${L.name}.`,
    })
  circuit.corners.forEach((c, i) => {
    if (c.name.length > L.name)
      out.push({
        code: 'NAME_TOO_LONG',
        message: `Corner ${i}'s name has ${c.name.length} characters; at most ${L.name}.`,
      })
  })
  if (spaces.length > L.spaces) return out
  let pit = 0
  let stands = 0
  let wide = -1
  const perCorner = new Map<number, number>()
  for (let i = 0; i < spaces.length; i++) {
    const s = spaces[i]
    if (s === undefined) continue
    if (s.kind === 'pit') pit++
    if (s.kind === 'stand') stands++
    if (s.next.length > L.next && wide < 0) wide = i
    if (s.corner !== null) perCorner.set(s.corner, (perCorner.get(s.corner) ?? 0) + 1)
  }
  if (pit > L.pitSpaces) out.push(over('PIT_LANE_TOO_LONG', 'pit-lane spaces', pit, L.pitSpaces))
  if (stands > L.stands) out.push(over('TOO_MANY_STANDS', 'stands', stands, L.stands))
  if (wide >= 0)
    out.push({
      code: 'TOO_MANY_MOVES',
      message: `Space ${wide} leads to ${spaces[wide]?.next.length} spaces; a space leads to at most ${L.next}.`,
    })
  for (const [corner, count] of perCorner) {
    if (count > L.cornerSpaces) {
      const name = circuit.corners[corner]?.name ?? `#${corner}`
      out.push({
        code: 'CORNER_TOO_LONG',
        message: `Corner ${corner} (${name}) has ${count} spaces; a corner has at most ${L.cornerSpaces} (all lanes together).`,
      })
    }
  }
  const segments = circuit.layout?.segments.length ?? 0
  if (segments > L.segments) out.push(over('LAYOUT_TOO_LONG', 'pieces of centre line', segments, L.segments))
  return out
}
