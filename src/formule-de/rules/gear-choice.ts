/**
 * The gear a car engages at its turn (FD-B boîte de vitesse; FD-T 6-1, 6-3 steps 1 to 3, 13):
 * one gear up, or down as far as the sheet allows (`gearbox.ts`, preset by preset), paying the
 * overrev of the gears skipped; 1st after a spin or a stall; 4th at most leaving the stand,
 * never 1st in the tournament (FD-T 19-1-9, 19-3-4); in the pit lane a gear that reaches the
 * stand (FD-T 19-1-8), the overrev paid there in the tournament (FD-T 19-1-3, 19-3-3) and not
 * in the basic rules (FD-B arrêt au stand); the inertia of a broken engine (FD-T 16-0-3,
 * 16-0-6); in qualifying the gearbox's shape only, without costs (FD-T 1-0-1). An overrev that
 * breaks the last engine point puts the car out at once, in the tournament (FD-T 16-0-3-1).
 * Promises: the gears listed are exactly those the reducer accepts, and a refusal names the
 * rule the gear breaks.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../core/index.js'
import type { Code } from '../codes.js'
import type { Action } from '../actions.js'
import { GEAR_DICE, type Gear } from '../dice.js'
import { current, refuse, spaceOf, withCar, type Event } from '../flow.js'
import type { Car, State } from '../state.js'
import { lose } from './damage.js'
import { allowedGears, checkGearChange, overrevCost, type OverrevCost } from './gearbox.js'
import { engineBreaks, inertiaDie, inertiaGears } from './inertia.js'
import { standDistance } from './pits.js'
import { FREE_GEARBOX } from './qualifying.js'
import { qualifyingNow, sessionOf } from './qualifying-session.js'
import { endTurn } from './turn.js'
import { stateWith } from '../records.js'

// The gearbox without the sheet's limits (where no overrev is paid).
const FREE = { tyres: 1, brakes: 9, fuel: 9, body: 9, engine: 9 }

/**
 * Whether the lever's move is paid as an overrev (FD-T 6-3 step 3): on the track, and in the
 * tournament in the pit lane too (FD-T 19-1-3), where the basic rules do not apply it (FD-B
 * arrêt au stand). Not on a restart: after a spin or a stall (1st), nor leaving the stand after
 * a missed quick stop or a long stop ("4ème vitesse maximum, ou moins", FD-T 19-3-4, 19-4-2),
 * nor on the 4th-gear die of a broken engine (FD-T 16-0-3).
 */
export const paysOverrev = (state: State, car: Car): boolean => {
  if (car.spun || car.stalled || car.pit === 'waiting' || inertiaDie(car) || qualifyingNow(state)) return false
  const kind = spaceOf(state, car)?.kind
  return kind === 'track' || (state.rules.preset === 'tournament' && kind === 'pit')
}

/** What engaging `gear` costs car `i` now, and whether it breaks the last engine point (FD-T 13-1, 16-0-3-1). */
export const gearCost = (
  state: State,
  i: number,
  gear: Gear,
): { readonly cost: OverrevCost; readonly breaks: boolean } => {
  const car = state.cars[i] as Car
  const cost = paysOverrev(state, car) ? overrevCost(car.gear, gear) : { fuel: 0, brakes: 0, engine: 0 }
  return { cost, breaks: cost.engine > 0 && car.wear.engine <= cost.engine }
}

/** The gears car `i` may choose now (FD-B boîte de vitesse, tête-à-queue, arrêt au stand). @group Rules */
export const gearOptions = (state: State, i: number): ReadonlyArray<Gear> => {
  const car = state.cars[i] as Car
  const preset = state.rules.preset
  // Inertia: the 4th-gear die, then at least one gear lower each turn to the finish (FD-T 16-0-3, 16-0-6).
  if (car.inertia) return inertiaGears(car)
  // Qualifying: the gearbox's shape only, no overrev cost (FD-T 1-0-1).
  if (qualifyingNow(state)) return allowedGears(car.gear, FREE_GEARBOX)
  if (car.spun || car.stalled) return [1]
  // No 1st between the stand and the pit exit in the tournament (FD-T 19-1-9, 19-3-4).
  if (car.pit === 'waiting') return preset === 'tournament' ? [2, 3, 4] : [1, 2, 3, 4]
  const kind = spaceOf(state, car)?.kind
  if (kind === 'track') return allowedGears(car.gear, car.wear, preset)
  // The pit lane: no overrev in the basic rules (FD-B arrêt au stand).
  if (preset !== 'tournament') return allowedGears(car.gear, FREE)
  // The tournament keeps the overrev there, with the sheet's limits (FD-T 19-1-3).
  const allowed = allowedGears(car.gear, car.wear, preset)
  if (car.serviced) return allowed.filter((g) => g !== 1)
  // On the way in: a gear whose best roll reaches the stand, else the highest allowed (FD-T 19-1-8).
  const d = standDistance(state, car.space, car.stand)
  const reach = allowed.filter((g) => Math.max(...GEAR_DICE[g]) >= d)
  return reach.length > 0 ? reach : allowed.slice(-1)
}

// Why a gear not in `gearOptions` is refused.
const gearRefusal = (state: State, car: Car, gear: Gear): Either<RuleViolation<Code>, State> => {
  if (qualifyingNow(state)) {
    // `gearOptions` lists exactly the gears the free gearbox accepts: `why` is the refusal.
    const why = checkGearChange(car.gear, gear, FREE_GEARBOX)
    if (why !== null) return left({ ...why, rule: 'FD-T 1-0-1' })
  }
  if (car.inertia) return refuse('INERTIA_GEAR', {}, 'FD-T 16-0-3, 16-0-6')
  if (car.spun) return refuse('SPUN_RESTART_IN_FIRST', {}, 'FD-B tête-à-queue')
  if (car.stalled) return refuse('STALLED_RESTART_IN_FIRST', {}, 'FD-B départ')
  const tournament = state.rules.preset === 'tournament'
  if (tournament && gear === 1 && (car.serviced || car.pit === 'waiting'))
    return refuse('NO_FIRST_IN_PIT_LANE', {}, 'FD-T 19-1-9')
  if (car.pit === 'waiting')
    return refuse('PIT_RESTART_MAX_FOURTH', {}, tournament ? 'FD-T 19-3-4, 19-4-2' : 'FD-B arrêt au stand')
  const wear = spaceOf(state, car)?.kind === 'track' || tournament ? car.wear : FREE
  const why = checkGearChange(car.gear, gear, wear, state.rules.preset)
  if (why !== null) return left(why)
  return refuse('MUST_REACH_STAND', {}, 'FD-T 19-1-8')
}

/** The current car engages a gear (FD-T 6-3 steps 1 to 3): the overrev paid, then its die. */
export const chooseGear = (state: State, action: Action, events: Event[]): Either<RuleViolation<Code>, State> => {
  const i = current(state)
  if (action.type !== 'gear')
    return refuse('WRONG_ACTION', { car: i, expected: 'gear', got: action.type }, 'FD-B déplacements')
  const car = state.cars[i] as Car
  if (!gearOptions(state, i).includes(action.gear)) return gearRefusal(state, car, action.gear)
  const qualifying = qualifyingNow(state)
  // The chronometer starts just before the first throw of the lap (FD-A 2 procédure 1, FD-T 1-1-6).
  if (qualifying && sessionOf(state).throws === 0)
    events.push({ type: 'qualifying-start', car: i, space: car.space, tyre: car.tyre, wet: state.wet })
  events.push({ type: 'gear', car: i, from: car.gear, to: action.gear })
  if (qualifying)
    return right(withCar(stateWith(state, { step: { kind: 'roll', gear: action.gear } }), i, { gear: action.gear }))
  const { cost, breaks } = gearCost(state, i, action.gear)
  let s = withCar(state, i, {
    gear: action.gear,
    spun: false,
    stalled: false,
    pit: car.pit === 'waiting' ? 'stand' : car.pit,
  })
  s = lose(s, i, 'fuel', cost.fuel, 'overrev', events)
  s = lose(s, i, 'brakes', cost.brakes, 'overrev', events)
  s = lose(s, i, 'engine', cost.engine, 'overrev', events)
  // The overrev broke the last engine point: out at once, when the lever goes in (FD-T 16-0-3-1, 20-4-3).
  if (breaks) return right(endTurn(engineBreaks(s, i, events), events))
  return right(stateWith(s, { step: { kind: 'roll', gear: action.gear } }))
}
