import { nextInt, randomPolicy, type Policy, faceOutcomes } from '../core/index.js'
import type { Action } from './actions.js'
import { GEAR_DICE, type Gear } from './dice.js'
import { boardOf, currentMoves, moverOf, type Observation } from './game.js'
import { moveOdds } from './odds.js'
import { overrevCost } from './rules/gearbox.js'
import { legalMoves, type MoveOption } from './rules/movement.js'
import type { State } from './state.js'

/** Picks uniformly among the legal actions. */
export const randomBot: Policy<Action, Observation> = randomPolicy

/** How good a move is for the heuristic bot: levels gained, minus what it costs. */
export const moveValue = (state: State, car: number, o: MoveOption): number => {
  const c = state.cars[car]
  const from = c === undefined ? undefined : state.circuit.spaces[c.space]
  const to = state.circuit.spaces[o.end]
  const gained = (to?.level ?? 0) - (from?.level ?? 0) + (o.crossed ? state.circuit.levels : 0)
  if (o.eliminated !== null) return -10_000
  const cornerDebt = o.corner !== null ? Math.max(0, (state.circuit.corners[o.corner]?.stops ?? 1) - o.stops) : 0
  return gained - o.tyresLost * 6 - o.brakesLost * 4 - (o.spin ? 40 : 0) - cornerDebt * 0.5
}

const bestMove = (state: State, car: number, moves: ReadonlyArray<MoveOption>): number => {
  let best = -1
  let value = -Infinity
  moves.forEach((o, k) => {
    const v = moveValue(state, car, o)
    if (v > value) {
      value = v
      best = k
    }
  })
  return best
}

/** The expected value of choosing `gear` now: the best move for each face, weighted by its count. */
export const gearValue = (state: State, car: number, gear: Gear): number => {
  const c = state.cars[car]
  if (c === undefined) return -Infinity
  const board = boardOf(state, car)
  const base = moverOf(state, car)
  const cost = c.spun || c.pit !== 'none' ? { fuel: 0, brakes: 0, engine: 0 } : overrevCost(c.gear, gear)
  const mover = { ...base, wear: { ...base.wear, brakes: Math.max(0, base.wear.brakes - cost.brakes) } }
  let total = 0
  let faces = 0
  for (const face of faceOutcomes(GEAR_DICE[gear])) {
    const moves = legalMoves(board, mover, face.value)
    const k = bestMove(state, car, moves)
    total += face.count * (k < 0 ? -10_000 : moveValue(state, car, moves[k] as MoveOption))
    faces += face.count
  }
  return total / faces - cost.fuel * 3 - cost.brakes * 4 - cost.engine * 8
}

/**
 * A heuristic bot: avoids the gears whose `moveOdds` give more than a 10% chance of
 * elimination, picks among the others the gear with the best expected value over the die
 * faces, and the move that gains the most levels for the least wear.
 */
export const heuristicBot: Policy<Action, Observation> = ({ seat, observation, legal, rng }) => {
  const state = observation
  const first = legal[0] as Action
  if (first.type === 'gear') {
    // Risk from moveOdds: gears that may eliminate the car more than 1 time in 10 are
    // avoided when a safer gear exists; among the rest, the best expected value wins.
    const risk = new Map<Gear, number>()
    for (const g of moveOdds(state, seat)) {
      risk.set(g.gear, g.lines.filter((l) => l.outcome.kind === 'eliminated').reduce((sum, l) => sum + l.probability, 0))
    }
    const safe = legal.filter((a) => a.type === 'gear' && (risk.get(a.gear) ?? 0) <= 0.1)
    let best = first
    let value = -Infinity
    for (const a of safe.length > 0 ? safe : legal) {
      if (a.type !== 'gear') continue
      const v = gearValue(state, seat, a.gear)
      if (v > value) {
        value = v
        best = a
      }
    }
    return [best, rng]
  }
  if (first.type === 'move') {
    const moves = currentMoves(state)
    const k = bestMove(state, seat, moves)
    const o = moves[k]
    const chosen = o === undefined ? undefined : legal.find((a) => a.type === 'move' && a.brake === o.brake && a.path.length === o.path.length && a.path.every((p, j) => p === o.path[j]))
    return [chosen ?? first, rng]
  }
  const [i, next] = nextInt(rng, 0, legal.length - 1)
  return [legal[i] as Action, next]
}

