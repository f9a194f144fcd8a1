/**
 * Who acts next and what they may do: the status of a state (a die with its faces, a seat's
 * decision, or the standings once the race is over) and the complete list of legal actions.
 * Promises: every chance node lists the printed faces of its die with integer weights; a
 * decision's actions are exactly those the reducer accepts; a state that is not well-formed
 * has no legal action.
 */
import {
  rankSeats,
  rollOutcomes,
  type ChanceOutcome,
  type Placing,
  type SeatId,
  type Standings,
  type PlayStatus,
} from '../core/index.js'
import type { Action } from './actions.js'
import { BLACK_DIE, GEAR_DICE } from './dice.js'
import { current } from './flow.js'
import type { Car, State } from './state.js'
import { buildOptions } from './rules/build-sheet.js'
import { gearOptions } from './rules/gear-choice.js'
import { currentMoves } from './rules/moves.js'
import { progress } from './rules/order.js'
import { freeStands, standOptions } from './rules/pits.js'
import { chronoOptions } from './rules/qualifying-session.js'
import { slipstreamMoves } from './rules/slipstream.js'
import { TYRE_TYPES } from './rules/tyres.js'

const chance = <A>(outcomes: ReadonlyArray<ChanceOutcome<A>>): PlayStatus<A> => ({ kind: 'chance', outcomes })
const blackDie = (type: 'grid' | 'start' | 'collision' | 'engine' | 'pit' | 'weather' | 'holding'): PlayStatus<Action> =>
  chance(rollOutcomes(BLACK_DIE, (value): Action => ({ type, value })))

/** The standings: the finishers in crossing order, then the others by how far they went. */
export const standings = (state: State): Standings => {
  const finished = state.finishers
  const rest = state.cars
    .map((c, i) => ({ c, i }))
    .filter(({ i }) => !finished.includes(i))
    .sort((a, b) => progress(state, b.c) - progress(state, a.c) || a.i - b.i)
    .map(({ i }) => i)
  const ordered = [...finished, ...rest]
  const placings: Placing[] = ordered.map((i, k) => {
    const car = state.cars[i] as Car
    const score = car.status === 'finished' ? state.laps : Math.max(0, car.lap - 1)
    const base = { place: k + 1, competitor: car.name, seat: i, score }
    return car.out === null ? base : { ...base, eliminated: car.out }
  })
  const seats = rankSeats(
    'laps',
    placings.map((p) => ({ seat: p.seat ?? 0, score: p.score, tieBreak: p.place })),
  )
  return { measure: 'laps', placings, seats }
}

/** What comes next in a well-formed state. */
export const status = (state: State): PlayStatus<Action> => {
  const step = state.step
  switch (step.kind) {
    case 'grid':
      return blackDie('grid')
    case 'start':
      return blackDie('start')
    case 'gear':
      return { kind: 'decision', seat: current(state), phase: 'gear' }
    case 'roll':
      return chance(rollOutcomes(GEAR_DICE[step.gear], (value): Action => ({ type: 'roll', value })))
    case 'move':
      return { kind: 'decision', seat: current(state), phase: 'move' }
    case 'collision':
      return blackDie('collision')
    case 'engine':
      return blackDie('engine')
    case 'pit':
      return blackDie('pit')
    case 'weather':
      return blackDie('weather')
    case 'holding':
      return blackDie('holding')
    case 'slipstream':
      return { kind: 'decision', seat: current(state), phase: 'slipstream' }
    case 'tyres':
      return { kind: 'decision', seat: current(state), phase: 'tyres' }
    case 'stands':
      return { kind: 'decision', seat: current(state), phase: 'stands' }
    case 'build':
      return { kind: 'decision', seat: current(state), phase: 'build' }
    case 'stand':
      return { kind: 'decision', seat: current(state), phase: 'stand' }
    case 'chrono':
      return { kind: 'decision', seat: current(state), phase: 'chrono' }
    case 'over':
      return { kind: 'over', standings: standings(state) }
  }
}

/** Every legal action now (of `seat` only, when given). */
export const legalActions = (state: State, seat?: SeatId): ReadonlyArray<Action> => {
  const st = status(state)
  if (st.kind === 'chance') return st.outcomes.map((o) => o.action)
  if (st.kind !== 'decision') return []
  if (seat !== undefined && seat !== st.seat) return []
  if (state.step.kind === 'gear') return gearOptions(state, st.seat).map((gear): Action => ({ type: 'gear', gear }))
  if (state.step.kind === 'tyres') return TYRE_TYPES.map((tyre): Action => ({ type: 'tyres', tyre }))
  if (state.step.kind === 'stands') return freeStands(state).map((stand): Action => ({ type: 'choose-stand', stand }))
  if (state.step.kind === 'stand') return standOptions(state, st.seat)
  if (state.step.kind === 'build') return buildOptions(state)
  if (state.step.kind === 'chrono') return chronoOptions(state.step.unit)
  if (state.step.kind === 'slipstream') {
    return [
      ...slipstreamMoves(state).map((o): Action => ({ type: 'slipstream', path: o.path, brake: o.brake })),
      { type: 'no-slipstream' },
    ]
  }
  return currentMoves(state).map((o): Action => ({ type: 'move', path: o.path, brake: o.brake }))
}
