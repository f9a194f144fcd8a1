/**
 * The gear a car engages at its turn (FD-B boîte de vitesse; FD-T 6-1, 6-3 steps 1 to 3, 13):
 * one gear up, or down as far as the sheet allows, paying the overrev of the gears skipped
 * on the track; 1st after a spin or a stall; 4th at most leaving the stand, never 1st in the
 * tournament (FD-T 19-1-9, 19-3-4); in the pit lane a gear that reaches the stand (FD-T
 * 19-1-8); the single gear of a car in inertia (FD-T 16-0-3, 16-0-6); in qualifying the
 * gearbox's shape only, without costs (FD-T 1-0-1). Promises: the gears listed are exactly
 * those the reducer accepts, and a refusal names the rule the gear breaks.
 */
import { right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action } from '../actions.js'
import { GEAR_DICE, type Gear } from '../dice.js'
import { current, refuse, spaceOf, withCar, type Event } from '../flow.js'
import type { Car, State } from '../state.js'
import { lose } from './damage.js'
import { allowedGears, checkGearChange, overrevCost } from './gearbox.js'
import { inertiaGear } from './inertia.js'
import { standDistance } from './pits.js'
import { FREE_GEARBOX } from './qualifying.js'
import { qualifyingNow, sessionOf } from './qualifying-session.js'

// The gearbox without the sheet's limits (off the track no overrev is paid).
const FREE = { tyres: 1, brakes: 9, fuel: 9, body: 9, engine: 9 }

/** The gears car `i` may choose now (FD-B boîte de vitesse, tête-à-queue, arrêt au stand). */
export const gearOptions = (state: State, i: number): ReadonlyArray<Gear> => {
  const car = state.cars[i] as Car
  // Inertia: the 4th-gear die, then one gear lower each turn to the finish (FD-T 16-0-3, 16-0-6).
  if (car.inertia) return [inertiaGear(car)]
  // Qualifying: the gearbox's shape only, no overrev cost (FD-T 1-0-1).
  if (qualifyingNow(state)) return allowedGears(car.gear, FREE_GEARBOX)
  if (car.spun || car.stalled) return [1]
  // No 1st between the stand and the pit exit in the tournament (FD-T 19-1-9, 19-3-4).
  if (car.pit === 'waiting') return state.rules.preset === 'tournament' ? [2, 3, 4] : [1, 2, 3, 4]
  if (state.rules.preset === 'tournament' && car.serviced && spaceOf(state, car)?.kind !== 'track') {
    return allowedGears(car.gear, FREE).filter((g) => g !== 1)
  }
  if (state.rules.preset === 'tournament' && !car.serviced && spaceOf(state, car)?.kind === 'pit') {
    // In the pit lane: a gear whose best roll reaches the stand, else the highest allowed (FD-T 19-1-8).
    const free = allowedGears(car.gear, FREE)
    const d = standDistance(state, car.space, car.stand)
    const reach = free.filter((g) => Math.max(...GEAR_DICE[g]) >= d)
    return reach.length > 0 ? reach : free.slice(-1)
  }
  if (spaceOf(state, car)?.kind !== 'track') return allowedGears(car.gear, FREE)
  return allowedGears(car.gear, car.wear)
}

// Why a gear not in `gearOptions` is refused.
const gearRefusal = (state: State, car: Car, gear: Gear): Either<RuleViolation<Code>, State> => {
  if (qualifyingNow(state)) {
    const why = checkGearChange(car.gear, gear, FREE_GEARBOX)
    return refuse(why?.code ?? 'GEAR_NOT_ALLOWED', why?.message ?? 'That gear is not allowed now.', 'FD-T 1-0-1')
  }
  if (car.spun)
    return refuse('SPUN_RESTART_IN_FIRST', 'After a spin the car restarts in 1st gear.', 'FD-B tête-à-queue')
  if (car.stalled)
    return refuse('STALLED_RESTART_IN_FIRST', 'After stalling at the start the car starts in 1st gear.', 'FD-B départ')
  // The paragraphs of the gears `gearOptions` restricts beyond the gearbox (the gears accepted are unchanged).
  if (car.inertia)
    return refuse('GEAR_NOT_ALLOWED', `A car rolling on its inertia uses the gear-${inertiaGear(car)} die now.`, car.gear >= 5 ? 'FD-T 16-0-3' : 'FD-T 16-0-6')
  const tournament = state.rules.preset === 'tournament'
  const onTrack = spaceOf(state, car)?.kind === 'track'
  if (tournament && gear === 1 && (car.pit === 'waiting' || (car.serviced && !onTrack)))
    return refuse('GEAR_NOT_ALLOWED', 'No 1st gear between the stop at the stand and the pit exit.', 'FD-T 19-1-9')
  if (car.pit === 'waiting')
    return refuse(
      'PIT_RESTART_MAX_FOURTH',
      'After a missed pit stop the car leaves in 4th gear or lower.',
      'FD-B arrêt au stand',
    )
  if (tournament && !car.serviced && spaceOf(state, car)?.kind === 'pit' && checkGearChange(car.gear, gear, FREE) === null)
    return refuse('GEAR_NOT_ALLOWED', 'In the pit lane the car engages a gear that can reach its stand, or the highest it may.', 'FD-T 19-1-8')
  const why = checkGearChange(car.gear, gear, onTrack ? car.wear : FREE)
  return refuse(
    why?.code ?? 'GEAR_NOT_ALLOWED',
    why?.message ?? 'That gear is not allowed now.',
    why?.rule ?? 'FD-B boîte de vitesse',
  )
}

/** The current car engages a gear (FD-T 6-3 steps 1 to 3): the overrev paid on the track, then its die. */
export const chooseGear = (state: State, action: Action, events: Event[]): Either<RuleViolation<Code>, State> => {
  const i = current(state)
  if (action.type !== 'gear')
    return refuse('WRONG_ACTION', `Car ${i} must choose a gear, not submit a ${action.type}.`, 'FD-B déplacements')
  const car = state.cars[i] as Car
  if (!gearOptions(state, i).includes(action.gear)) return gearRefusal(state, car, action.gear)
  const qualifying = qualifyingNow(state)
  // The chronometer starts just before the first throw of the lap (FD-A 2 procédure 1, FD-T 1-1-6).
  if (qualifying && sessionOf(state).throws === 0)
    events.push({ type: 'qualifying-start', car: i, space: car.space, tyre: car.tyre, wet: state.wet })
  events.push({ type: 'gear', car: i, from: car.gear, to: action.gear })
  if (qualifying)
    return right(withCar({ ...state, step: { kind: 'roll', gear: action.gear } }, i, { gear: action.gear }))
  let s = withCar(state, i, {
    gear: action.gear,
    spun: false,
    stalled: false,
    pit: car.pit === 'waiting' ? 'stand' : car.pit,
  })
  if (spaceOf(state, car)?.kind === 'track' && !car.spun) {
    const cost = overrevCost(car.gear, action.gear)
    s = lose(s, i, 'fuel', cost.fuel, 'overrev', events)
    s = lose(s, i, 'brakes', cost.brakes, 'overrev', events)
    s = lose(s, i, 'engine', cost.engine, 'overrev', events)
  }
  return right({ ...s, step: { kind: 'roll', gear: action.gear } })
}
