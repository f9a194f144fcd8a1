/**
 * The flow of a race: turns in running order (BO 3), rounds, the automatic steps between
 * decisions (pit-lane advance, end of round, safety car, weather re-draws) and the end.
 * Every function returns the state at the next decision or chance node.
 */
import type { RaceEvent } from '../events.js'
import type { BolideState, TurnFlags } from '../state.js'
import type { OutReason } from '../results.js'
import { carOf, withCar, withState } from './context.js'
import { racing, runningOrder } from './order.js'
import { advancePit } from './pits.js'
import { restartAfterSafetyCar, startRegroup } from './safety-car.js'

/** Fresh per-turn flags for a car at `start`. */
export const freshFlags = (start: TurnFlags['start']): TurnFlags => ({
  start,
  booster: 'none',
  boosterRolls: 0,
  brake: 'none',
  declared: null,
})

/** The seat whose turn it is, or -1. */
export const turnSeat = (s: BolideState): number => s.order[s.turn] ?? -1

const allDone = (s: BolideState): boolean => s.cars.every((c) => !racing(c))

/**
 * Starts the turn of the car at `turn` (default `s.turn`), skipping cars no longer racing.
 * The turn, the fresh flags and the node go into one copy of the state.
 */
export const beginTurn = (s: BolideState, ev: RaceEvent[], from = s.turn): BolideState => {
  let state = s
  let turn = from
  for (let guard = 0; guard < 64; guard++) {
    if (allDone(state)) return withState(state, { turn, phase: { kind: 'over' } })
    if (turn >= state.order.length) return endRound(turn === state.turn ? state : withState(state, { turn }), ev)
    const seat = state.order[turn] ?? -1
    const car = carOf(state, seat)
    if (!racing(car)) {
      turn++
      continue
    }
    const flags = freshFlags(car.pos)
    if (car.mode === 'pit') {
      const advanced = advancePit(withState(state, { turn, flags }), seat, ev)
      if (advanced.phase.kind !== 'move') return advanced
      state = advanced
      turn = advanced.turn + 1
      continue
    }
    if (car.mode === 'standing' && car.launch === null)
      return withState(state, { turn, flags, phase: { kind: 'roll', roll: 'start', seat } })
    return withState(state, { turn, flags, phase: { kind: 'move', seat } })
  }
  return withState(state, { turn, phase: { kind: 'over' } })
}

/** Ends the current car's turn and starts the next one. */
export const endTurn = (s: BolideState, ev: RaceEvent[]): BolideState => beginTurn(s, ev, s.turn + 1)

/** Ends a round: safety car, weather re-draws, the round limit, the next running order. */
export const endRound = (s: BolideState, ev: RaceEvent[]): BolideState => {
  let state = s
  if (state.safetyCar) {
    state = startRegroup(state, ev)
    if (state.regroup.length >= 2) return state
  }
  return afterRegroup(state, ev)
}

/** The end of a round once the safety-car regrouping (if any) is done. */
export const afterRegroup = (s: BolideState, ev: RaceEvent[]): BolideState => {
  let state = s
  if (state.regroup.length > 0) state = restartAfterSafetyCar(state)
  if (allDone(state)) return withState(state, { phase: { kind: 'over' } })
  if (state.round >= state.maxRounds) {
    ev.push({ type: 'race-over', reason: 'round-limit' })
    return withState(state, { phase: { kind: 'over' } })
  }
  // BO 10: a variable sky is drawn again once the leader has passed the half-way line of laps 1 and 2.
  if (state.rules === 'advanced' && state.variable && state.weatherDraws < 2) {
    const lap = state.weatherDraws + 1
    const leaderPassed = state.cars.some((c) => c.crossings > lap || (c.crossings === lap && c.halfway))
    if (leaderPassed)
      return withState(state, { weatherDraws: lap, phase: { kind: 'roll', roll: 'weather-risk', seat: -1 } })
  }
  return startRound(state, ev)
}

/**
 * The previous order used to break ties, with each collision winner of the round moved
 * just ahead of its loser (BO 6: "le gagnant de l'accrochage doit toujours avancer le premier").
 */
const tieBreakOrder = (s: BolideState): ReadonlyArray<number> => {
  let prev = [...(s.order.length > 0 ? s.order : s.grid)]
  for (const { winner, loser } of s.precedence) {
    const w = prev.indexOf(winner)
    const l = prev.indexOf(loser)
    if (w < 0 || l < 0 || w < l) continue
    prev = prev.filter((x) => x !== winner)
    prev.splice(prev.indexOf(loser), 0, winner)
  }
  return prev
}

/** Starts the next round with the running order of the cars' positions. */
export const startRound = (s: BolideState, ev: RaceEvent[]): BolideState => {
  const order = runningOrder(s, tieBreakOrder(s))
  const round = s.round + 1
  ev.push({ type: 'round', round, order })
  return beginTurn(withState(s, { round, order, turn: 0, precedence: [] }), ev)
}

/** Marks a car out of the race. */
export const retire = (s: BolideState, seat: number, reason: OutReason, ev: RaceEvent[]): BolideState => {
  const c = carOf(s, seat)
  ev.push({ type: 'wrecked', seat, at: c.pos, reason })
  return withCar(s, seat, { mode: 'out', outReason: reason, vel: { x: 0, y: 0 } })
}
