/**
 * What happens next in a sound state: the node (whose decision, which die), the legal
 * actions, and the standings once the race is over.
 */
import {
  deepFreeze,
  plainDie,
  rankSeats,
  rollOutcomes,
  uniform,
  type Node,
  type Placing,
  type PlayStatus,
  type Standings,
} from '../core/index.js'
import type { BolideAction } from './actions.js'
import { describeOutReason } from './describe.js'
import type { BolideState, Car } from './state.js'
import { remaining } from './rules/context.js'
import { legalMoveDecisions } from './rules/legal-moves.js'
import { pitExitPoints, tyreChoices } from './rules/pits.js'
import { repositionPoints } from './rules/collision.js'
import { gridPool } from './rules/grid.js'
import { spotsOf } from './rules/safety-car.js'
import { boosterAllowed, brakeAllowed } from './rules/booster-brake.js'
import { chanceSource } from './rules/steps.js'

/** Every strategy decision (BO 11): 4 strategies × 2 treads × 3 set-ups; frozen, as every node shares it. */
const STRATEGY_CHOICES: ReadonlyArray<BolideAction> = deepFreeze(
  (['8+2', '7+3', '6/7+2', '5/7+3'] as const).flatMap((strategy) =>
    (['slick', 'rain'] as const).flatMap((tread) =>
      (['booster', 'brake', 'none'] as const).map((setUp) => ({ type: 'strategy' as const, strategy, tread, setUp })),
    ),
  ),
)

/** The d12 (BO appendix: one die with faces 1 to 12). */
export const D12 = plainDie(12)

// The twelve faces as roll outcomes: the same frozen list at every roll.
const D12_OUTCOMES = deepFreeze(rollOutcomes(D12, (value) => ({ type: 'roll' as const, value })))

/** Final standings: finishers in order, then the others by progress (measure: laps completed). */
export const standingsOf = (s: BolideState): Standings => {
  const laps = (c: Car): number => Math.max(0, Math.min(s.laps, c.crossings - 1))
  const sorted = [...s.cars].sort((a, b) => {
    if (a.finishRank !== null || b.finishRank !== null) return (a.finishRank ?? 99) - (b.finishRank ?? 99)
    const outA = a.mode === 'out' ? 1 : 0
    const outB = b.mode === 'out' ? 1 : 0
    return outA - outB || remaining(s, a) - remaining(s, b) || a.seat - b.seat
  })
  const placings: Placing[] = sorted.map((c, i) => {
    const base = { place: i + 1, competitor: c.driver.name, seat: c.seat, score: laps(c) }
    if (c.finishRank !== null) return base
    return {
      ...base,
      eliminated:
        c.outReason === null
          ? `not classified: the software round limit (maxRounds ${s.maxRounds}, not a rule of Bolide) stopped the race`
          : describeOutReason(c.outReason),
    }
  })
  if (s.session === 'qualifying') {
    // BO 12: the time is the number of turns from the start to the finish line.
    const timed = placings.map((p) => {
      const c = s.cars[p.seat ?? 0]
      return { ...p, score: c?.finishRound ?? s.maxRounds + 1 }
    })
    return {
      measure: 'time',
      placings: timed,
      seats: rankSeats(
        'time',
        timed.map((p) => ({ seat: p.seat ?? 0, score: p.score, tieBreak: p.place })),
      ),
    }
  }
  return {
    measure: 'laps',
    placings,
    seats: rankSeats(
      'laps',
      placings.map((p) => ({ seat: p.seat ?? 0, score: p.score, tieBreak: p.place })),
    ),
  }
}

/** Where the race stands; every chance node says whose die and which table (`source`). */
export const statusOf = (s: BolideState): PlayStatus<BolideAction> => {
  const ph = s.phase
  const source = chanceSource(s)
  switch (ph.kind) {
    case 'over':
      return { kind: 'over', standings: standingsOf(s) }
    case 'grid-draw': {
      const outcomes = uniform(gridPool(s).map((seat) => ({ type: 'draw-grid' as const, seat })))
      return source === null ? { kind: 'chance', outcomes } : { kind: 'chance', outcomes, source }
    }
    case 'roll':
      return source === null
        ? { kind: 'chance', outcomes: D12_OUTCOMES }
        : { kind: 'chance', outcomes: D12_OUTCOMES, source }
    default:
      return { kind: 'decision', seat: ph.seat, phase: ph.kind }
  }
}

/** The node of a state from its phase alone (the guard asks on every step). */
export const nodeOf = (s: BolideState): Node => {
  const ph = s.phase
  switch (ph.kind) {
    case 'over':
      return { kind: 'over' }
    case 'grid-draw':
    case 'roll':
      return { kind: 'chance' }
    default:
      return { kind: 'decision', seat: ph.seat }
  }
}

/** Whether a chance action is one of the node's outcomes, without listing them. */
export const isOutcome = (s: BolideState, a: BolideAction): boolean => {
  const ph = s.phase
  if (ph.kind === 'roll')
    return a.type === 'roll' && Number.isSafeInteger(a.value) && a.value >= 1 && a.value <= D12.length
  if (ph.kind === 'grid-draw') return a.type === 'draw-grid' && gridPool(s).includes(a.seat)
  return false
}

/** Every legal action, complete and exact. */
export const legalBolide = (s: BolideState, seat?: number): ReadonlyArray<BolideAction> => {
  const st = statusOf(s)
  if (st.kind === 'over') return []
  if (st.kind === 'chance') return st.outcomes.map((o) => o.action)
  if (st.kind !== 'decision' || (seat !== undefined && seat !== st.seat)) return []
  const ph = s.phase
  switch (ph.kind) {
    case 'reposition':
      return repositionPoints(s).map((to) => ({ type: 'reposition' as const, to }))
    case 'regroup':
      return spotsOf(s).map((p) => ({ type: 'regroup' as const, to: p.at }))
    case 'strategy':
      return STRATEGY_CHOICES
    case 'pit-exit': {
      const tyres = tyreChoices(s, ph.seat)
      return pitExitPoints(s, ph.seat).flatMap((to) =>
        tyres.map((t) => ({ type: 'pit-exit' as const, to, strategy: t.strategy, tread: t.tread })),
      )
    }
    case 'move': {
      const out: BolideAction[] = legalMoveDecisions(s, ph.seat)
      if (boosterAllowed(s, ph.seat)) out.push({ type: 'booster' })
      if (brakeAllowed(s, ph.seat)) out.push({ type: 'brake' })
      return out
    }
    default:
      return []
  }
}
