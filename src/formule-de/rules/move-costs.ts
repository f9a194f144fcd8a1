/**
 * What a move costs (FD-B freinage, blocage, sortie de virage; FD-T 10, 11, 12): stopping at a
 * search node after braking and being blocked, priced (brake and tyre points, the spin, the
 * elimination, the stops counted in the corner), as a `MoveOption` with its path, and the key
 * under which two moves are the same move.
 */
import { flatOf, STAND, type FlatCircuit } from '../circuit/flat.js'
import type { CircuitIndex } from '../circuit/graph.js'
import type { Space } from '../circuit/model.js'
import type { Node } from './driving-code.js'
import type { Board, MoveElimination, MoveOption, Mover } from './movement.js'
import { blockingCost } from './wear.js'

// The spaces entered, filled from the end (a node's depth is its path's length).
const pathOf = (n: Node): number[] => {
  const out = new Array<number>(n.depth)
  for (let x: Node | null = n; x !== null && x.parent !== null; x = x.parent) out[x.depth - 1] = x.space
  return out
}

/** How far a node is round the circuit: its level, plus a lap once it has crossed the line. */
export const progressOf = (board: Board, n: Node): number => {
  const s = board.index.circuit.spaces[n.space] as Space
  return s.level + (n.crossed ? board.index.circuit.levels : 0)
}

// What stopping at node `n` after braking `brake` and being blocked by `blocked` costs (no path yet).
interface Cost {
  brakesLost: number
  overshootLoss: number
  tyresLost: number
  spin: boolean
  eliminated: MoveElimination | null
  stops: number
}

// The cost into `c` (the search prices one move at a time into one record).
// The circuit is read from its flat arrays, not its space objects: a listing prices its moves
// one after another, and a space object is one more memory read that may miss the cache.
const priceInto = (c: Cost, f: FlatCircuit, mover: Mover, n: Node, brake: number, blocked: number): Cost => {
  const table = blockingCost(blocked)
  const brakesLost = brake + table.brakes
  const overshootLoss = n.overshoot * (mover.overshootFactor ?? 1)
  const tyresLost = overshootLoss + table.tyres
  const tyres = mover.wear.tyres
  let eliminated: MoveElimination | null = null
  let spin = false
  if (n.noStop) eliminated = 'no-stop-in-corner'
  else if (table.eliminated || brakesLost > mover.wear.brakes || table.tyres > tyres) eliminated = 'blocking'
  else if (tyresLost > 0) {
    // FD-T 10-4-2: a spun car spins again on losing one more point; more eliminates.
    if (tyres > 0) {
      if (tyresLost > tyres) eliminated = 'tyres'
      else if (tyresLost === tyres) spin = true
    } else if (tyresLost > 1) eliminated = 'tyres'
    else spin = true
  }
  c.brakesLost = brakesLost
  c.overshootLoss = overshootLoss
  c.tyresLost = tyresLost
  c.spin = spin
  c.eliminated = eliminated
  c.stops = (f.corner[n.space] as number) < 0 ? 0 : n.sameCorner ? n.cornerStops + 1 : n.byOvershoot ? 0 : 1
  return c
}

const newCost = (): Cost => ({ brakesLost: 0, overshootLoss: 0, tyresLost: 0, spin: false, eliminated: null, stops: 0 })
const scratch = newCost()

const ELIMINATIONS: ReadonlyArray<MoveElimination | null> = [null, 'no-stop-in-corner', 'tyres', 'blocking']

// The same move as far as the rules go (see `outcomeKey`), as one number: a cheap test before the path is built.
const costKey = (n: Node, brake: number, blocked: number, c: Cost): number =>
  ((((((((n.space * 64 + brake) * 64 + blocked) * 64 + n.overshoot) * 4 + ELIMINATIONS.indexOf(c.eliminated)) * 2 +
    (c.spin ? 1 : 0)) *
    8 +
    c.stops) *
    2 +
    (n.crossed ? 1 : 0)) *
    64 +
    n.hazards) *
    64 +
  n.walls

const optionOf = (f: FlatCircuit, n: Node, brake: number, blocked: number, c: Cost): MoveOption => {
  const corner = f.corner[n.space] as number
  return {
    path: pathOf(n),
    end: n.space,
    brake,
    blocked,
    overshoot: n.overshoot,
    overshootLoss: c.overshootLoss,
    hazards: n.hazards,
    walls: n.walls,
    slid: n.slid,
    brakesLost: c.brakesLost,
    tyresLost: c.tyresLost,
    spin: c.spin,
    eliminated: c.eliminated,
    corner: corner < 0 ? null : corner,
    stops: c.stops,
    crossed: n.crossed,
    stand: f.kind[n.space] === STAND && n.depth > 0,
  }
}

/** The outcome of stopping at node `n` after braking `brake` and being blocked by `blocked`. */
export const outcome = (board: Board, mover: Mover, n: Node, brake: number, blocked: number): MoveOption => {
  const f = flatOf(board.index.circuit)
  return optionOf(f, n, brake, blocked, priceInto(newCost(), f, mover, n, brake, blocked))
}

// Per circuit, two index tables (a search lists the moves of a roll, and at most one other roll
// beside it): the last move listed on each space, valid while the space's stamp is the listing's.
interface SpaceIndex {
  readonly stamp: Int32Array
  readonly last: Int32Array
}
// Scratch, not a cache: a listing stamps what it writes and reads only its own stamp (at
// most two listings are filled at once, one per slot; the engine never re-enters one).
const spaceIndexes = new WeakMap<CircuitIndex, readonly [SpaceIndex, SpaceIndex]>()
let listingStamp = 0

/**
 * Moves listed once each, in the order found, with their `costKey`s: the same move is looked
 * for among the moves listed on its end space (a numeric key in a map would be boxed: it
 * does not fit in a small integer).
 */
export interface Listing {
  /** The moves. */
  readonly list: MoveOption[]
  /** Their keys. */
  readonly keys: number[]
  /** The previous move listed on the same space (-1: none). */
  readonly before: number[]
  readonly index: SpaceIndex
  readonly stamp: number
  /** The circuit's flat arrays. */
  readonly flat: FlatCircuit
}

/** An empty listing for a search on `board` (`slot` 0 or 1: two listings may be filled at once). */
export const newListing = (board: Board, slot: 0 | 1): Listing => {
  let pair = spaceIndexes.get(board.index)
  if (pair === undefined) {
    const n = board.index.circuit.spaces.length
    const make = (): SpaceIndex => ({ stamp: new Int32Array(n), last: new Int32Array(n) })
    pair = [make(), make()]
    spaceIndexes.set(board.index, pair)
  }
  listingStamp += 1
  return { list: [], keys: [], before: [], index: pair[slot], stamp: listingStamp, flat: flatOf(board.index.circuit) }
}

/** The position in `found` of the move of `key` ending on `space`, or -1. */
export const findMove = (found: Listing, space: number, key: number): number => {
  const { index, before, keys } = found
  for (let i = index.stamp[space] === found.stamp ? (index.last[space] as number) : -1; i >= 0; i = before[i] as number)
    if (keys[i] === key) return i
  return -1
}

/**
 * Lists the move of stopping at node `n` after braking `brake` and being blocked by `blocked`
 * in `found`, unless the same move is there already (the first path found is kept) or, when
 * `clean`, the move eliminates the car.
 */
export const addMove = (
  found: Listing,
  mover: Mover,
  n: Node,
  brake: number,
  blocked: number,
  clean: boolean,
): void => {
  const c = priceInto(scratch, found.flat, mover, n, brake, blocked)
  if (clean && c.eliminated !== null) return
  const k = costKey(n, brake, blocked, c)
  if (findMove(found, n.space, k) >= 0) return
  const { index } = found
  found.before.push(index.stamp[n.space] === found.stamp ? (index.last[n.space] as number) : -1)
  index.stamp[n.space] = found.stamp
  index.last[n.space] = found.list.length
  found.keys.push(k)
  found.list.push(optionOf(found.flat, n, brake, blocked, c))
}

/** The key under which two moves are the same move (same end, same costs). */
export const outcomeKey = (o: MoveOption): string =>
  `${o.end}|${o.brake}|${o.blocked}|${o.overshoot}|${o.eliminated ?? ''}|${o.spin ? 1 : 0}|${o.stops}|${o.crossed ? 1 : 0}|${o.hazards}|${o.walls}`
