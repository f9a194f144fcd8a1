/**
 * Who acts next and what they may do: the status of a state (a die with its faces and whose
 * it is, a seat's decision, or the standings once the race is over), the node and the
 * paragraph of the step the race is at, and the complete list of legal actions. Promises:
 * every chance node lists the printed faces of its die with integer weights and names the
 * die, the car that rolls it and why; a decision's actions are exactly those the reducer
 * accepts.
 */
import {
  deepFreeze,
  rankSeats,
  rollOutcomes,
  type ChanceOutcome,
  type ChanceSource,
  type Die,
  type Node,
  type Placing,
  type PlayStatus,
  type SeatId,
  type Standings,
} from '../core/index.js'
import type { Action } from './actions.js'
import { BLACK_DIE, GEAR_DICE, type Gear } from './dice.js'
import { current } from './flow.js'
import type { Car, State, Step } from './state.js'
import { buildOptions } from './rules/build-sheet.js'
import { gearOptions } from './rules/gear-choice.js'
import { movesOf } from './rules/moves.js'
import { progress } from './rules/order.js'
import { freeStands, standOptions } from './rules/pits.js'
import { chronoOptions, qualifyingNow } from './rules/qualifying-session.js'
import { slipstreamsOf } from './rules/slipstream.js'
import { TYRE_TYPES } from './rules/tyres.js'

/** The chance actions: one per reason a die is rolled. */
export type ChanceType = Exclude<Extract<Action, { value: number }>['type'], 'chrono'>

/** The chance action types (dice), as opposed to the decisions. */
export const CHANCE_TYPES: ReadonlySet<Action['type']> = new Set<ChanceType>([
  'grid',
  'start',
  'roll',
  'collision',
  'engine',
  'pit',
  'weather',
  'holding',
])

/** Whether an action is a die's outcome rather than a decision. */
export const isChanceAction = (action: Action): boolean => CHANCE_TYPES.has(action.type)

/**
 * The ids of the dice, as chance sources name them: `gear-1` … `gear-6` (the six gear dice,
 * with their printed faces) and `black` (the black d20).
 * @group Rules
 */
export type DieId = `gear-${Gear}` | 'black'

// The outcomes of each die for each chance type never change: built once, frozen, shared.
// Sound: keyed by values (the type and the die).
const outcomeCache = new Map<string, ReadonlyArray<ChanceOutcome<Action>>>()
const outcomesOf = (type: ChanceType, die: DieId, faces: Die): ReadonlyArray<ChanceOutcome<Action>> => {
  const key = `${type}/${die}`
  const hit = outcomeCache.get(key)
  if (hit) return hit
  const made = deepFreeze(rollOutcomes(faces, (value): Action => ({ type, value }) as Action))
  outcomeCache.set(key, made)
  return made
}

/** The die a chance step rolls: the action type, the die and its faces, whose car and why. */
export interface ChanceRoll {
  /** The type of the actions that answer it. */
  readonly type: ChanceType
  /** Which die. */
  readonly die: DieId
  /** Its printed faces. */
  readonly faces: Die
  /** The seat whose car rolls it, or null (the weather). */
  readonly seat: SeatId | null
  /** Why it is rolled, for people. */
  readonly reason: string
}

const black = (type: ChanceType, seat: SeatId | null, reason: string): ChanceRoll => ({
  type,
  die: 'black',
  faces: BLACK_DIE,
  seat,
  reason,
})

const WEATHER_REASON: Readonly<Record<Extract<Step, { kind: 'weather' }>['session'], string>> = {
  qualifying: 'the weather of the qualifying session (FD-T 3-1)',
  race: 'the race weather (FD-A 4, FD-T 3-2)',
  evolution: 'the evolution of a variable sky after a 20 in 5th or a 30 in 6th (FD-A 4, FD-T 3-2-5)',
}

/** The die the race waits for, or null at a decision or at the end. */
export const chanceRoll = (state: State): ChanceRoll | null => {
  const step = state.step
  const i = current(state)
  switch (step.kind) {
    case 'grid': {
      const slot = step.slots.find((s) => s.length > 1) ?? []
      return black('grid', slot[step.rolls.length] ?? null, 'its place on the grid (FD-B la grille de départ)')
    }
    case 'start': {
      const spun = state.rules.preset === 'tournament' && (state.cars[i] as Car | undefined)?.spun === true
      return black('start', i, spun ? 'its restart after a spin (FD-T 10-4-6)' : 'its start (FD-B départ)')
    }
    case 'roll':
      return {
        type: 'roll',
        die: `gear-${step.gear}`,
        faces: GEAR_DICE[step.gear],
        seat: i,
        reason: `its move in gear ${step.gear}`,
      }
    case 'collision':
      return black('collision', step.others[0] ?? i, 'a collision test (FD-B accrochage)')
    case 'engine':
      return black('engine', step.queue[0] ?? i, 'an engine test after a 20 in 5th or a 30 in 6th (FD-B casse moteur)')
    case 'pit':
      return black('pit', i, 'its crew at the stand: 1–10 leaves at once (FD-B arrêt au stand)')
    case 'weather':
      return black('weather', null, WEATHER_REASON[step.session])
    case 'holding':
      return black(
        'holding',
        i,
        step.tests[0] === 'wall' ? 'a wall test (FD-T 15)' : 'a road-holding test on a dangerous space (FD-A 6)',
      )
    default:
      return null
  }
}

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

/** What comes next in a sound state. */
export const status = (state: State): PlayStatus<Action> => {
  if (state.step.kind === 'over') return { kind: 'over', standings: standings(state) }
  const roll = chanceRoll(state)
  if (roll === null) return { kind: 'decision', seat: current(state), phase: state.step.kind }
  const source: ChanceSource = { seat: roll.seat, die: roll.die, reason: roll.reason }
  return { kind: 'chance', outcomes: outcomesOf(roll.type, roll.die, roll.faces), source }
}

/** The node of a sound state, from its step alone (the guard asks on every step). */
export const node = (state: State): Node => {
  switch (state.step.kind) {
    case 'over':
      return { kind: 'over' }
    case 'grid':
    case 'start':
    case 'roll':
    case 'collision':
    case 'engine':
    case 'pit':
    case 'weather':
    case 'holding':
      return { kind: 'chance' }
    default:
      return { kind: 'decision', seat: current(state) }
  }
}

/** Whether a chance action is one of the node's outcomes: the die's type, and one of its faces. */
export const isOutcome = (state: State, action: Action): boolean => {
  const roll = chanceRoll(state)
  return roll !== null && roll.type === action.type && 'value' in action && roll.faces.includes(action.value)
}

/** The paragraph of the step the race is at: the rule reference of the protocol's refusals there. */
export const ruleAt = (state: State): string => {
  const step = state.step
  const tournament = state.rules.preset === 'tournament'
  const qualifying = qualifyingNow(state)
  switch (step.kind) {
    case 'weather':
      return step.session === 'qualifying'
        ? 'FD-T 3-1'
        : !tournament
          ? 'FD-A 4'
          : step.session === 'race'
            ? 'FD-T 3-2'
            : 'FD-T 3-2-5'
    case 'chrono':
      return 'FD-T 1-1-13'
    case 'grid':
      return 'FD-B la grille de départ'
    case 'stands':
      return 'FD-T 4-0-1'
    case 'build':
      return tournament ? 'FD-T 5' : 'FD-A 5'
    case 'tyres':
      return qualifying ? 'FD-T 1-1-4' : 'FD-A 3'
    case 'start':
      return tournament && state.cars[current(state)]?.spun === true ? 'FD-T 10-4-6' : 'FD-B départ'
    case 'gear':
      return qualifying ? 'FD-T 1-0-1' : 'FD-B boîte de vitesse'
    case 'roll':
      return qualifying ? 'FD-T 1-1-10' : 'FD-B déplacements'
    case 'move':
      return qualifying ? 'FD-T 1-0-1' : 'FD-B déplacements'
    case 'slipstream':
      return tournament ? 'FD-T 18' : 'FD-A 1'
    case 'holding':
      return step.tests[0] === 'wall' ? 'FD-T 15' : tournament ? 'FD-T 17' : 'FD-A 6'
    case 'collision':
      return 'FD-B accrochage'
    case 'engine':
      return 'FD-B casse moteur'
    case 'stand':
      return tournament ? 'FD-T 19-2-6' : 'FD-A 7'
    case 'pit':
      return 'FD-B arrêt au stand'
    case 'over':
      return 'FD-B arrivée'
  }
}

// A move's path is the cached search's own array: each action gets its copy.
const moveAction = (type: 'move' | 'slipstream', path: ReadonlyArray<number>, brake: number): Action => ({
  type,
  path: path.slice(),
  brake,
})

/** Every legal action now (of `seat` only, when given). */
export const legalActions = (state: State, seat?: SeatId): ReadonlyArray<Action> => {
  const st = status(state)
  if (st.kind === 'chance') return st.outcomes.map((o) => o.action)
  if (st.kind !== 'decision') return []
  if (seat !== undefined && seat !== st.seat) return []
  switch (state.step.kind) {
    case 'gear':
      return gearOptions(state, st.seat).map((gear): Action => ({ type: 'gear', gear }))
    case 'tyres':
      return TYRE_TYPES.map((tyre): Action => ({ type: 'tyres', tyre }))
    case 'stands':
      return freeStands(state).map((stand): Action => ({ type: 'choose-stand', stand }))
    case 'stand':
      return standOptions(state, st.seat)
    case 'build':
      return buildOptions(state)
    case 'chrono':
      return chronoOptions(state.step.unit)
    case 'slipstream':
      return [...slipstreamsOf(state).map((o) => moveAction('slipstream', o.path, o.brake)), { type: 'no-slipstream' }]
    default:
      return movesOf(state).map((o) => moveAction('move', o.path, o.brake))
  }
}
