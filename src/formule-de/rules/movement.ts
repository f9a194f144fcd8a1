/**
 * The legal moves of a car for a roll (FD-B code de conduite, freinage, blocage, sortie de
 * virage; FD-T 7, 10, 11, 12): the search's layers (`move-search.ts`) read as moves, each
 * priced (`move-costs.ts`) and listed once.
 */
import { flatOf, TRACK } from '../circuit/flat.js'
import type { CircuitIndex } from '../circuit/graph.js'
import type { Node } from './driving-code.js'
import { addMove, findMove, newListing, outcomeKey, progressOf, type Listing } from './move-costs.js'
import { contextOf, layers, targetOf } from './move-search.js'
import type { Wear } from './wear.js'

export { STEP_RULES, type StepRefusal } from './driving-code.js'

/** Why a car is eliminated by its own move. @group Rules */
export type MoveElimination = 'no-stop-in-corner' | 'tyres' | 'blocking'

/** What a car needs to know to move: where it is, what it has left, where it may go. @group Rules */
export interface Mover {
  /** The space the move starts from. */
  readonly space: number
  /** The corner the car is in and the stops already counted there (null on a straight). */
  readonly corner: number | null
  /** Stops already counted in `corner`. */
  readonly stops: number
  /** The car's wear before the move. */
  readonly wear: Wear
  /** The car's team (its stand). */
  readonly team: number
  /** Whether the car may turn into the pit lane this move. */
  readonly pitAllowed: boolean
  /** Whether the car has already had its stand service in the current pit visit. */
  readonly serviced: boolean
  /** Whether crossing the finish line ends the car's race (its last lap). */
  readonly lastLap: boolean
  /** Whether the car may brake in the pit lane (tournament, FD-T 19-1-3, 19-3-7; not in FD-B); false when absent. */
  readonly pitBraking?: boolean
  /** Tyre points lost per space of overshoot (FD-T 8-5, 10-0-2: ×1, ×2 or ×3 by tyre type, track and the set's lap); 1 when absent. */
  readonly overshootFactor?: number
  /**
   * Spaces the car slides when its move ends inside a corner where it still owes stops (wet
   * track: +3 hard and soft tyres, +1 rain; FD-T 8-1-2, 8-2-2, 8-3-2); 0 when absent.
   */
  readonly slide?: number
}

/** The outcome of one legal move for a given roll. @group Rules */
export interface MoveOption {
  /** The spaces entered, in order (the start space excluded). */
  readonly path: ReadonlyArray<number>
  /** Where the car ends. */
  readonly end: number
  /** Voluntary brake points (spaces not moved by choice). */
  readonly brake: number
  /** Spaces the car could not move because it was blocked (after its voluntary braking). */
  readonly blocked: number
  /** Spaces moved beyond the limit of a corner without the required stops. */
  readonly overshoot: number
  /** Tyre points the overshoot costs (spaces × the tyre multiplier). */
  readonly overshootLoss: number
  /** Dangerous spaces entered (FD-A 6: one road-holding test each). */
  readonly hazards: number
  /** Entries into a lane along a wall (FD-T 15: one body test each; tournament). */
  readonly walls: number
  /** The car slid on after its main move (wet track, FD-T 8-1-2). */
  readonly slid: boolean
  /** Brake points lost (braking plus the blocking table). */
  readonly brakesLost: number
  /** Tyre points lost (overshoot plus the blocking table). */
  readonly tyresLost: number
  /** The car spins (it lost its last tyre point, or overshot again by one space without tyres). */
  readonly spin: boolean
  /** Why the move eliminates the car, or null. */
  readonly eliminated: MoveElimination | null
  /** The corner the car ends in and the stops counted there. */
  readonly corner: number | null
  /** Stops counted in `corner` after the move. */
  readonly stops: number
  /** The move crosses the finish line. */
  readonly crossed: boolean
  /** The car reached its stand (pit stop). */
  readonly stand: boolean
}

/** Spaces marked on a board: a set of space ids (or, as before, one boolean per space). */
export type Marks = ReadonlySet<number> | ReadonlyArray<boolean>

/** What the search needs besides the mover: the circuit and where the other cars are. @group Rules */
export interface Board {
  /** The circuit lookups. */
  readonly index: CircuitIndex
  /** The spaces other cars stand on. */
  readonly occupied: Marks
  /** Dangerous spaces (FD-A 6); absent = none. */
  readonly dangerous?: Marks
  /** Spaces whose entry from another lane owes a wall test (FD-T 15; tournament); absent = none. */
  readonly walled?: Marks
}

// The moves of `roll` found in the layers `ls[0..top]` of a search, each listed once (by the
// first path found for it) under its `costKey`. `fullOnly`: only the moves that cover the whole
// roll without braking and without being blocked.
const collect = (
  board: Board,
  mover: Mover,
  roll: number,
  ls: ReadonlyArray<ReadonlyArray<Node>>,
  top: number,
  fullOnly: boolean,
  slot: 0 | 1,
): Listing => {
  // The spaces' kinds from the flat arrays: a search's nodes are read here one by one.
  const { kind } = flatOf(board.index.circuit)
  const found = newListing(board, slot)
  let complete = false
  for (let d = 0; d <= top; d++) {
    const layer = ls[d] as ReadonlyArray<Node>
    for (let j = 0; j < layer.length; j++) {
      const n = layer[j] as Node
      if (n.terminal) {
        if (d > 0) addMove(found, mover, n, 0, 0, false)
        continue
      }
      const target = targetOf(mover, roll, n)
      if (d === target) {
        complete = true
        addMove(found, mover, n, 0, 0, false)
        continue
      }
      if (kind[n.space] !== TRACK) {
        // No blocking in the pit lane: a car stops short when it must wait (FD-B arrêt au stand,
        // FD-T 19-1-5); elsewhere in it only by braking, in the tournament (FD-T 19-1-3, 19-3-7).
        if (d === top) addMove(found, mover, n, 0, 0, false)
        else if (!fullOnly && mover.pitBraking === true && target - d <= mover.wear.brakes)
          addMove(found, mover, n, target - d, 0, false)
        continue
      }
      // Braking: never into an elimination.
      const brake = target - d
      if (!fullOnly && brake <= mover.wear.brakes) addMove(found, mover, n, brake, 0, true)
    }
  }
  if (!complete && !fullOnly) {
    // Blocked: the farthest spaces, then the one that plays first next round (higher level).
    const candidates = (ls[top] as Node[]).filter((n) => !n.terminal && kind[n.space] === TRACK)
    let best = -Infinity
    for (const n of candidates) best = Math.max(best, progressOf(board, n))
    for (const n of candidates) {
      if (progressOf(board, n) !== best) continue
      const blockedBy = targetOf(mover, roll, n) - top
      if (blockedBy <= 0) continue
      // Braking first, then blocked: only without elimination (FD-T 12-0-3).
      for (let brake = 0; brake < blockedBy && brake <= mover.wear.brakes; brake++)
        addMove(found, mover, n, brake, blockedBy - brake, brake > 0)
    }
  }
  return found
}

/**
 * Every legal move of a car for a roll (FD-B code de conduite, freinage, blocage, sortie de
 * virage; FD-T 7, 10, 11, 12): the car moves exactly `roll` spaces, or brakes (one brake
 * point per space not moved), or — when no path lets it move that far — stops on the
 * farthest space (the one that plays first next round when several are as far) and pays
 * the blocking table, possibly after braking voluntarily first (FD-T 12-0-3). Moves that
 * differ only in the path taken, with the same end and the same cost, are listed once.
 * @group Rules
 */
export const legalMoves = (board: Board, mover: Mover, roll: number): ReadonlyArray<MoveOption> => {
  const ctx = contextOf(board, mover, roll + (mover.slide ?? 0))
  const ls = layers(board, ctx, mover, roll)
  return collect(board, mover, roll, ls, ls.length - 1, false, 0).list
}

/** The moves of a roll, and the moves an optional extra adds (see {@link movesWithExtra}). */
export interface MovesWithExtra {
  /** `legalMoves(board, mover, roll)`. */
  readonly moves: ReadonlyArray<MoveOption>
  /** The moves of `roll + extra` made in full (no braking, not blocked) that are not moves of `roll`, in their order. */
  readonly extra: ReadonlyArray<MoveOption>
}

/**
 * The moves of `roll`, and those an optional `extra` space adds (the soft tyres' +1, FD-A 3,
 * FD-T 8-2-1, 18-3-1): the moves of `roll + extra` made in full, without braking and without
 * being blocked, that are not already moves of `roll` (braking or being blocked with the extra
 * is the same as without it). One search serves both: without a slide the search of
 * `roll + extra` spaces begins with the very layers of the search of `roll` (a step's verdict
 * does not depend on the roll; the straights' distances within `roll` spaces are the same).
 * With a slide (a wet track: no soft +1 there) two searches are made.
 */
export const movesWithExtra = (board: Board, mover: Mover, roll: number, extra: number): MovesWithExtra => {
  if ((mover.slide ?? 0) > 0) {
    const moves = legalMoves(board, mover, roll)
    const known = new Set(moves.map(outcomeKey))
    const longer = legalMoves(board, mover, roll + extra)
    return { moves, extra: longer.filter((o) => o.brake === 0 && o.blocked === 0 && !known.has(outcomeKey(o))) }
  }
  const ctx = contextOf(board, mover, roll + extra)
  const ls = layers(board, ctx, mover, roll + extra)
  const found = collect(board, mover, roll, ls, Math.min(ls.length - 1, roll), false, 0)
  const longer = collect(board, mover, roll + extra, ls, ls.length - 1, true, 1)
  const added: MoveOption[] = []
  longer.list.forEach((o, i) => {
    // Equal moves have equal keys; an equal key is checked in full (the key packs bounded fields).
    const same = findMove(found, o.end, longer.keys[i] as number)
    if (same < 0 || outcomeKey(found.list[same] as MoveOption) !== outcomeKey(o)) added.push(o)
  })
  return { moves: found.list, extra: added }
}

/** The key under which two moves are the same move (same end, same costs). */
export const moveKey = (o: MoveOption): string => outcomeKey(o)

/** The marks of a board from the spaces of the other cars (or the dangerous spaces). */
export const occupancy = (_spaceCount: number, others: ReadonlyArray<number>): ReadonlySet<number> => new Set(others)
