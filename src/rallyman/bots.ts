/**
 * Bots. The random bot picks any legal action. The heuristic bot drives die by die: it
 * keeps a gear from which every corner ahead can still be taken (one gear down per die),
 * weighs the exact chance that the next die loses control against the time one more cell
 * saves, releases seconds when the next warning would cost the move, and plays its Sisu.
 */
import { randomPolicy, type Policy } from '../core/index.js'
import type { RallymanAction, RollAction, Tyres } from './actions.js'
import { warningProbability } from './dice.js'
import type { RallymanObservation } from './observe.js'
import type { Car, RallymanState } from './state.js'
import { checkDie, type StepPlan } from './rules/chain.js'
import { cornerAt, notesOf } from './rules/corners.js'
import { countsOnSnow, stageOf, surfaceOf, warningLimit } from './rules/dashboard.js'
import { FINISH } from './stage/stage.js'

/** Picks uniformly among the legal actions. */
export const randomBot: Policy<RallymanAction, RallymanObservation> = randomPolicy

/** Seconds one more cell is worth to the heuristic (a move of about four cells costs a 20-30 s card). @group Bots */
export const CELL_VALUE = 8
/** Seconds a loss of control costs the heuristic: the 60 s card, the restart in first, damage risk. @group Bots */
export const LOSS_COST = 100

const asState = (o: RallymanObservation): RallymanState | null =>
  o.pending?.kind === 'penalty' ? null : (o as RallymanState)

/**
 * The highest gear that can still meet every corner within reach ahead of a cell (one gear down per cell).
 * @group Bots
 */
export const safeGear = (state: RallymanState, cellId: number): number => {
  const stage = stageOf(state)
  let limit = 5
  let frontier = [cellId]
  for (let d = 1; d <= 5 && frontier.length > 0; d++) {
    const nextCells = new Set<number>()
    for (const id of frontier) for (const n of stage.cells[id]?.next ?? []) if (n !== FINISH) nextCells.add(n)
    let best = 0
    let anyCorner = false
    let anyPlain = false
    for (const n of nextCells) {
      const cell = stage.cells[n]
      if (cell === undefined) continue
      const bend = cornerAt(stage, cell)
      if (bend === undefined) {
        anyPlain = true
        if (cell.jump !== null) best = Math.max(best, cell.jump)
        else best = 5
        continue
      }
      anyCorner = true
      const notes = notesOf(state, bend.corner, bend.index)
      best = Math.max(best, cell.line === 'tight' ? notes.tight : cell.line === 'cord' ? (notes.cord ?? 0) : 0)
    }
    if (anyCorner || anyPlain) limit = Math.min(limit, best + d - 1)
    frontier = [...nextCells]
  }
  return Math.max(1, limit)
}

const lossChance = (state: RallymanState, car: Car, plan: StepPlan): number => {
  if (plan.overspeed > 0 || plan.jump === 'loss' || plan.double === 'forbidden') return 1
  const turn = state.turn
  if (turn === null || state.config.rules.shakedown) return 0
  const p = warningProbability(state.config.dice, plan.die, plan.orange)
  if (plan.jump === 'on-warning' || plan.double === 'allowed') return p
  const cell = stageOf(state).cells[plan.landing] ?? null
  const edge =
    turn.warnings + 1 >= warningLimit(state, car, cell) ||
    (countsOnSnow(state, car, cell) && turn.snowWarnings + 1 >= 2)
  return edge && !turn.ignore ? p : 0
}

const tyresFor = (state: RallymanState, legal: ReadonlyArray<RallymanAction>): RallymanAction | undefined => {
  const stage = stageOf(state)
  const count = { asphalt: 0, snow: 0, dirt: 0 }
  for (const c of stage.cells) count[surfaceOf(state, c)]++
  const want: Tyres =
    count.snow > count.asphalt && count.snow >= count.dirt ? 'snow' : count.dirt > count.asphalt ? 'dirt' : 'asphalt'
  return legal.find((a) => a.type === 'tyres' && a.tyres === want) ?? legal[0]
}

/** The heuristic driver. */
export const heuristicBot: Policy<RallymanAction, RallymanObservation> = (input) => {
  const { legal, observation, rng } = input
  const state = asState(observation)
  const first = legal[0]
  if (state === null || first === undefined) {
    const zero = legal.find((a) => a.type === 'penalty' && a.tokens === 0)
    return [zero ?? (first as RallymanAction), rng]
  }
  if (first.type === 'tyres') return [tyresFor(state, legal) ?? first, rng]
  if (first.type === 'sisu') return [{ type: 'sisu', use: true }, rng]
  const spare = legal.find((a) => a.type === 'spare-wheel')
  if (first.type === 'spare-wheel' && spare) return [spare, rng]
  if (spare) return [spare, rng]
  const turn = state.turn
  const car = turn === null ? undefined : state.cars[turn.seat]
  if (turn === null || car === undefined) return randomPolicy(input)
  if (first.type === 'use') {
    // A big attack already thrown: use the die that keeps the most margin.
    return [first, rng]
  }
  const rolls = legal.filter((a): a is RollAction => a.type === 'roll')
  const places = legal.filter((a) => a.type === 'place')
  let best: { action: RallymanAction; value: number } | null = null
  // Several dice land on the same cell: its safe gear is worked out once.
  const safeAt = new Map<number, number>()
  for (const roll of rolls) {
    const plan = checkDie(state, car, turn, roll.die, roll.to)
    if ('code' in plan) continue
    const landing = plan.landing === FINISH ? null : plan.landing
    let safe = landing === null ? 5 : (safeAt.get(landing) ?? -1)
    if (safe < 0 && landing !== null) {
      safe = safeGear(state, landing)
      safeAt.set(landing, safe)
    }
    if (plan.gear > safe) continue
    const p = lossChance(state, car, plan)
    const finishing = plan.landing === FINISH ? 200 : 0
    const gain = CELL_VALUE * (plan.landing === plan.to ? 1 : 2) + finishing + plan.gear
    let value = (1 - p) * gain - p * LOSS_COST
    let action: RallymanAction = roll
    if (p > 0) {
      const place = places.find((a) => a.type === 'place' && a.die === roll.die && a.to === roll.to)
      const cost = turn.placed + 1
      if (place && cost <= 3 && gain - cost > value) {
        value = gain - cost
        action = place
      }
    }
    if (best === null || value > best.value) best = { action, value }
  }
  const stop = legal.find((a) => a.type === 'stop')
  if (best !== null && (best.value > 0 || stop === undefined)) return [best.action, rng]
  if (stop) return [stop, rng]
  const stuck = legal.find((a) => a.type === 'stuck')
  if (stuck) return [stuck, rng]
  // Every die breaks a note: take the least bad one.
  const fallback = rolls.length > 0 ? rolls[0] : first
  return [fallback as RallymanAction, rng]
}
