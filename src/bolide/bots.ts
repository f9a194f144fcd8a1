/**
 * Bots: a random bot, and a heuristic bot that plans on (position, velocity) with the
 * distance-to-finish field, keeping a way to stay on the track.
 */
import { isRight } from 'fp-ts/lib/Either.js'
import { nextInt, type Policy } from '../core/index.js'
import { circuitOf } from './board.js'
import type { BolideAction } from './actions.js'
import type { BolideObservation } from './game.js'
import { speedOf, type Point } from './grid/point.js'
import { carOf, remaining, terrain } from './rules/context.js'
import { regroupSpots } from './rules/safety-car.js'
import { isMoveDecision, planDecision } from './rules/movement.js'
import { safeTopSpeed } from './rules/speed.js'
import type { BolideState } from './state.js'
import { countLines, DEAD_END, lookAhead, remainingSteps } from './planner.js'

/**
 * The choices a bot makes among the legal actions: all but the sand-glass's forced move to the
 * Pion (`timeout`, BO 3), which an app applies when a player's real time runs out and a bot,
 * whose time never does, never asks for; the forced move alone when nothing else is legal.
 * @group Bots
 */
export const botChoices = (legal: ReadonlyArray<BolideAction>): ReadonlyArray<BolideAction> => {
  const kept = legal.filter((a) => a.type !== 'timeout')
  return kept.length > 0 ? kept : legal
}

/** Chooses uniformly among the bot's choices ({@link botChoices}: never the sand-glass's forced move). */
export const randomBot: Policy<BolideAction, BolideObservation> = ({ legal, rng }) => {
  const choices = botChoices(legal)
  const [index, next] = nextInt(rng, 0, choices.length - 1)
  return [choices[index] as BolideAction, next]
}

/** Options of {@link makeHeuristicBot}. @group Bots */
export interface HeuristicOptions {
  /** Moves looked ahead after the one chosen (default 2). */
  readonly depth?: number
  /** Unit steps one block is worth (default 6): blocks are kept for when they save the car. */
  readonly blockCost?: number
}

const pointValue = (s: BolideState, seat: number, p: Point): number => {
  const c = carOf(s, seat)
  return remaining(s, { ...c, pos: p })
}

/**
 * The heuristic's score of each move decision of `legal` (fewer is better: the unit steps
 * left to the finish after the move and `depth` moves of look-ahead, plus the costs of a
 * block used, an attack, a spin or a wreck), in the order of `legal`; the moves it would
 * never take (the pit lane when the car needs nothing there, a plan refused) are left out.
 * `memo` keeps the lone-car plans of the look-ahead: they depend on the circuit, the laps, the
 * top speed and the car's point, velocity and line counters only, so a caller may keep one
 * across calls for the same circuit, laps and top speed (the search bench does).
 */
export const moveScores = (
  s: BolideState,
  seat: number,
  legal: ReadonlyArray<BolideAction>,
  depth: number,
  blockCost: number,
  memo: Map<string | number, number>,
): Array<{ readonly action: BolideAction; readonly value: number }> => {
  const car = carOf(s, seat)
  const top = safeTopSpeed(s, car)
  const wantsPit = car.speedLoss > 0 || car.no4th || (s.rules === 'advanced' && !car.fuelled)
  const out: Array<{ readonly action: BolideAction; readonly value: number }> = []
  for (const a of legal) {
    // The sand-glass's forced move is the app's, never a bot's choice (botChoices).
    if (!isMoveDecision(a) || a.type === 'timeout') continue
    if (a.type === 'move' && a.pit !== null && !wantsPit) continue
    const plan = planDecision(s, seat, a)
    if (!isRight(plan)) continue
    const p = plan.right
    let v: number
    if (p.kind === 'wreck') v = DEAD_END * 4
    else if (p.kind === 'stay') v = remaining(s, car) + 3
    else if (p.kind === 'attack') v = pointValue(s, seat, p.at) + 12
    else if (p.mode !== 'running') v = pointValue(s, seat, p.final) + 30
    else {
      const lines = countLines(circuitOf(s), car.pos, p.final, car.crossings, car.halfway)
      v = lookAhead(circuitOf(s), s.laps, p.final, p.vel, lines.crossings, lines.half, top, depth, memo)
      if (a.type === 'move' && a.pit !== null) v -= 50
    }
    if (p.kind === 'go' && p.blockUsed) v += blockCost
    // Prefer keeping speed among equals: fewer remaining steps first, then higher speed.
    if (p.kind === 'go') v -= speedOf(p.vel) * 0.01
    out.push({ action: a, value: v })
  }
  return out
}

/** A heuristic bot with its own look-ahead and block cost; `bots.heuristic` is the default one. @group Bots */
export const makeHeuristicBot = (options: HeuristicOptions = {}): Policy<BolideAction, BolideObservation> => {
  const depth = options.depth ?? 2
  const blockCost = options.blockCost ?? 6
  return (input) => {
    const s = input.observation
    const seat = input.seat
    const legal = input.legal
    const phase = s.phase
    if (phase.kind === 'strategy') {
      // A full tank (no compulsory stop), tyres for the weather, the Brake joker it may need.
      const tread = s.weather === 'rain' ? 'rain' : 'slick'
      const pick = legal.find(
        (a) => a.type === 'strategy' && a.strategy === '6/7+2' && a.tread === tread && a.setUp === 'brake',
      )
      return [pick ?? (legal[0] as BolideAction), input.rng]
    }
    if (phase.kind === 'regroup') {
      // Behind the safety car: the closest free point behind the car ahead.
      const T = terrain(s)
      let best = legal[0] as BolideAction
      let bestV = Infinity
      for (const spot of regroupSpots(s)) {
        const v = remainingSteps(T, s.laps, T.distance(spot.at.x, spot.at.y), spot.crossings, spot.halfway)
        if (v < bestV) {
          bestV = v
          best = { type: 'regroup', to: spot.at }
        }
      }
      return [best, input.rng]
    }
    if (phase.kind === 'reposition' || phase.kind === 'pit-exit') {
      let best = legal[0] as BolideAction
      let bestV = Infinity
      for (const a of legal) {
        if ((a.type === 'reposition' || a.type === 'pit-exit') && pointValue(s, seat, a.to) < bestV) {
          bestV = pointValue(s, seat, a.to)
          best = a
        }
      }
      return [best, input.rng]
    }
    let best: BolideAction | null = null
    let bestV = Infinity
    for (const { action, value } of moveScores(s, seat, legal, depth, blockCost, new Map())) {
      if (value < bestV) {
        bestV = value
        best = action
      }
    }
    // Nothing keeps the car on the track: a Brake may still save it.
    if ((best === null || bestV >= DEAD_END) && legal.some((a) => a.type === 'brake'))
      return [{ type: 'brake' }, input.rng]
    if (best === null) return randomBot(input)
    return [best, input.rng]
  }
}

/** The heuristic bot with default options (look-ahead 2 moves). */
export const heuristicBot: Policy<BolideAction, BolideObservation> = makeHeuristicBot()
