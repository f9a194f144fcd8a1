/**
 * Who acts: status and the complete list of legal actions. Every chance node lists its
 * outcomes with exact integer weights: one die (warning or not), the joint faces of a big
 * attack, the back of a loss-of-control card, a cord card, a weather die.
 */
import { rememberFrozen } from '../core/memo.js'
import {
  deepFreeze,
  rankSeats,
  weighted,
  type ChanceOutcome,
  type SeatResult,
  type Standings,
  type PlayStatus,
} from '../core/index.js'
import type { BackChance, RallymanAction, Tyres, WeatherChance } from './actions.js'
import { attackOutcomes, faceOutcomes, warningFaces } from './dice.js'
import type { Car, RallymanState } from './state.js'
import { legalAttacks } from './rules/attack.js'
import { legalUses } from './rules/attack-uses.js'
import { legalDice } from './rules/chain.js'
import { cordOutcomes } from './rules/cord.js'
import { countsOnSnow, warningLimit } from './rules/dashboard.js'
import { chanceSource, weatherDie } from './nodes.js'
import { stagesOf } from './stage/board.js'

// The joint faces of a big attack depend only on the dice and the dice thrown: kept (frozen)
// per dice config, as a rally throws the same few sets again and again. Sound: a dice config
// is stored only frozen (core/memo.ts), and a frozen object never changes.
const attackLaws = new WeakMap<object, Map<string, ReadonlyArray<ChanceOutcome<RallymanAction>>>>()

const attackLaw = (
  dice: RallymanState['config']['dice'],
  gears: ReadonlyArray<number>,
  gas: number,
  orange: number,
): ReadonlyArray<ChanceOutcome<RallymanAction>> => {
  let laws = attackLaws.get(dice)
  if (laws === undefined) {
    laws = rememberFrozen(attackLaws, dice, new Map())
  }
  const key = `${gears.join(',')}|${gas}|${orange}`
  let law = laws.get(key)
  if (law === undefined) {
    law = deepFreeze(
      attackOutcomes(
        dice,
        gears,
        gas,
        orange,
        (g, k, j): RallymanAction => ({ type: 'attack-faces', gears: g, gas: k, orange: j }),
      ),
    )
    laws.set(key, law)
  }
  return law
}

/** The chance outcomes of the pending node, or `null` at a decision. */
export const chanceOutcomes = (state: RallymanState): ReadonlyArray<ChanceOutcome<RallymanAction>> | null => {
  const p = state.pending
  if (p === null) return null
  const dice = state.config.dice
  switch (p.kind) {
    case 'face':
      return faceOutcomes(dice, p.die, p.orange)
    case 'attack':
      return attackLaw(dice, p.gears, p.gas, p.orange)
    case 'back': {
      const b = state.config.cards.backs
      return weighted<BackChance>([
        [{ type: 'back', back: 'spin' }, b.spin],
        [{ type: 'back', back: 'left' }, b.left],
        [{ type: 'back', back: 'right' }, b.right],
      ])
    }
    case 'cord':
      return cordOutcomes(state)
    case 'weather': {
      const w = Math.min(dice.faces, warningFaces(dice, weatherDie(p.tile), false))
      return weighted<WeatherChance>([
        [{ type: 'weather', snow: false }, dice.faces - w],
        [{ type: 'weather', snow: true }, w],
      ])
    }
    default:
      return null
  }
}

/** The car at the wheel. */
export const driver = (state: RallymanState): Car | undefined =>
  state.turn === null ? undefined : state.cars[state.turn.seat]

/** Two warnings are showing (or one on snow in asphalt tyres): dice may be placed with seconds (RM ART.6). */
export const mayRelease = (state: RallymanState, car: Car): boolean => {
  const turn = state.turn
  if (turn === null || !state.config.rules.releaseSeconds || turn.mode === 'attack') return false
  if (car.seconds < turn.placed + 1) return false
  const cell = stagesOf(state)[state.special]?.cells[car.cell] ?? null
  return (
    turn.warnings >= warningLimit(state, car, cell) - 1 || (turn.snowWarnings >= 1 && countsOnSnow(state, car, cell))
  )
}

/** The spare wheel may be fitted: start of the turn, gear 0 or 1, a puncture to repair (RM ART.10). */
export const mayFitSpare = (state: RallymanState, car: Car): boolean => {
  const turn = state.turn
  return turn !== null && turn.dice === 0 && car.spareWheel && car.punctures > 0 && turn.gear <= 1
}

/** Tyres on offer (RM ART.15.3; RM ART.24 adds dirt and soft). */
export const tyreChoices = (state: RallymanState): ReadonlyArray<Tyres> =>
  state.config.rules.dirt ? ['asphalt', 'snow', 'dirt', 'soft'] : ['asphalt', 'snow']

/** Every legal driving decision of the car at the wheel. */
export const driveActions = (state: RallymanState): ReadonlyArray<RallymanAction> => {
  const turn = state.turn
  const car = driver(state)
  if (turn === null || car === undefined) return []
  if (turn.mode === 'attack') return legalUses(state, car, turn)
  const plans = legalDice(state, car, turn)
  const out: RallymanAction[] = plans.map((p) => ({ type: 'roll', die: p.die, to: p.to }))
  if (mayRelease(state, car)) for (const p of plans) out.push({ type: 'place', die: p.die, to: p.to })
  const attacks = legalAttacks(state, car, turn)
  if (turn.dice > 0) out.push({ type: 'stop' })
  if (mayFitSpare(state, car)) out.push({ type: 'spare-wheel' })
  if (turn.dice === 0 && plans.length === 0 && attacks.length === 0) out.push({ type: 'stuck' })
  for (const a of attacks) out.push(a)
  return out
}

/** The final classification: total time over the specials; retired cars last (RM ART.13). @group Rules */
export const standingsOf = (state: RallymanState): Standings => {
  const total = (c: Car): number => c.times.reduce((a, b) => a + b, 0)
  const finishers = state.cars.filter((c) => c.status !== 'retired')
  const retired = state.cars
    .filter((c) => c.status === 'retired')
    .sort((a, b) => b.times.length - a.times.length || a.seat - b.seat)
  const ranked = rankSeats(
    'time',
    finishers.map((c) => ({ seat: c.seat, score: total(c) })),
  )
  const seats: SeatResult[] = [
    ...ranked,
    ...retired.map((c, i) => ({ seat: c.seat, place: finishers.length + i + 1, score: total(c) })),
  ]
  const placings = seats.map((s) => {
    const car = state.cars[s.seat] as Car
    const base = { place: s.place, competitor: car.name, seat: s.seat, score: s.score }
    // The reason's id; `describeRetirement` says it in words.
    return car.retired === null ? base : { ...base, eliminated: car.retired }
  })
  return { measure: 'time', placings, seats }
}

/** What happens next. */
export const rallymanStatus = (state: RallymanState): PlayStatus<RallymanAction> => {
  if (state.over) return { kind: 'over', standings: standingsOf(state) }
  const outcomes = chanceOutcomes(state)
  if (outcomes !== null) {
    const source = chanceSource(state)
    return source === undefined ? { kind: 'chance', outcomes } : { kind: 'chance', outcomes, source }
  }
  const p = state.pending
  if (p?.kind === 'tyres') return { kind: 'decision', seat: p.seat, phase: 'tyres' }
  if (p?.kind === 'spare') return { kind: 'decision', seat: p.seats[0] ?? 0, phase: 'spare-wheel' }
  if (p?.kind === 'penalty')
    return {
      kind: 'simultaneous',
      seats: p.tokens.flatMap((t, seat) => (t === null ? [seat] : [])),
      phase: 'time-control',
    }
  const seat = state.turn?.seat ?? 0
  return { kind: 'decision', seat, phase: p?.kind === 'sisu' ? 'sisu' : 'drive' }
}

/** Every legal action (at chance nodes: the outcomes' actions); with `seat`, only that seat's. */
export const rallymanLegalActions = (state: RallymanState, seat?: number): ReadonlyArray<RallymanAction> => {
  const status = rallymanStatus(state)
  if (status.kind === 'over') return []
  if (status.kind === 'chance') return status.outcomes.map((o) => o.action)
  if (status.kind === 'simultaneous') {
    const seats = seat === undefined ? status.seats : status.seats.filter((s) => s === seat)
    const max = state.config.cards.maxPenaltyTokens
    return seats.flatMap((s) =>
      Array.from({ length: max + 1 }, (_, tokens) => ({ type: 'penalty' as const, seat: s, tokens })),
    )
  }
  if (seat !== undefined && seat !== status.seat) return []
  if (status.phase === 'tyres') return tyreChoices(state).map((tyres) => ({ type: 'tyres', tyres }))
  if (status.phase === 'sisu')
    return [
      { type: 'sisu', use: true },
      { type: 'sisu', use: false },
    ]
  if (status.phase === 'spare-wheel') return [{ type: 'spare-wheel' }, { type: 'keep-wheel' }]
  return driveActions(state)
}
