import { randomPolicy, type Policy } from '../core/index.js'
import { colourOf, type CarId, type Colour } from './cars.js'
import { playedAtOnce, type CardEffect } from './card-specs.js'
import { cardInfo, type Card } from './cards.js'
import type { FmrAction } from './actions.js'
import type { FmrObservation } from './observe.js'
import { collide, collisionSides } from './rules/collision.js'
import { overloadRoll } from './rules/overload.js'
import { pitStop } from './rules/pit-stop.js'
import type { RunningOrder } from './rules/running-order.js'
import { spin } from './rules/spin.js'

/** A bot that picks uniformly among the legal actions. */
export const randomBot: Policy<FmrAction, FmrObservation> = randomPolicy

/**
 * What a racing car at a 0-based place is worth to the heuristic: the points of the first
 * six places, then a small tail so that gaining ground outside the points still counts
 * (the race is not over). A car out of the race is worth nothing.
 * @group Bots
 */
export const PLACE_VALUE: ReadonlyArray<number> = [10, 6, 4, 3, 2, 1, 0.5, 0.3, 0.2, 0.1, 0.05, 0.02]

const FACES = 12
const FORWARD_FACES = 9 // 1-9 on an overload roll

/** The heuristic value of a running order for a set of team colours. @group Bots */
export const teamValue = (running: RunningOrder, colours: ReadonlyArray<Colour>): number => {
  // An indexed loop: `forEach` on a frozen order (the observation's) is many times slower on Node 20.
  const { order } = running
  let value = 0
  for (let i = 0; i < order.length; i++) if (colours.includes(colourOf(order[i] as CarId))) value += PLACE_VALUE[i] ?? 0
  return value
}

/** Exact expectation of a function of the d12. */
const overD12 = (f: (roll: number) => number): number => {
  let sum = 0
  for (let r = 1; r <= FACES; r++) sum += f(r)
  return sum / FACES
}

/**
 * FMR Surcharge on one's own car: the value of rolling once more, then playing on
 * optimally (stop or roll again), exactly over the d12. A leader gains nothing by rolling.
 */
const overloadRollValue = (
  running: RunningOrder,
  car: CarId,
  damage: 'wheel-loss' | 'engine-blow',
  colours: ReadonlyArray<Colour>,
  mayContinue: boolean,
  depth: number,
): number => {
  const forward = overloadRoll(running, car, 1, damage)
  const broken = overloadRoll(running, car, FACES, damage)
  const afterForward =
    mayContinue && depth < FACES && forward.order.indexOf(car) > 0
      ? Math.max(teamValue(forward, colours), overloadRollValue(forward, car, damage, colours, true, depth + 1))
      : teamValue(forward, colours)
  return (FORWARD_FACES * afterForward + (FACES - FORWARD_FACES) * teamValue(broken, colours)) / FACES
}

/** A spin's value when the first roll is `first`, choosing optimally to keep it or re-roll. */
const spinValues = (running: RunningOrder, major: boolean, colours: ReadonlyArray<Colour>) => {
  const byRoll = Array.from({ length: FACES }, (_, i) => teamValue(spin(running, i + 1, major), colours))
  const reroll = byRoll.reduce((a, b) => a + b, 0) / FACES
  return { byRoll, reroll, play: byRoll.reduce((sum, v) => sum + Math.max(v, reroll), 0) / FACES }
}

const collisionValue = (running: RunningOrder, place: number, colours: ReadonlyArray<Colour>): number => {
  const sides = collisionSides(running, place)
  if (sides.length === 0) return teamValue(collide(running, place, null), colours)
  return Math.max(...sides.map((side) => teamValue(collide(running, place, side), colours)))
}

/** The expected heuristic value of one legal action, exact over the die where a card rolls. @group Bots */
export const actionValue = (obs: FmrObservation, colours: ReadonlyArray<Colour>, action: FmrAction): number => {
  // Copies of the observation's lists (frozen: Node 20 reads each element of a frozen array several
  // times slower): every order this valuation derives from them is read a dozen times.
  const running: RunningOrder = { order: [...obs.order], out: [...obs.out] }
  const pending = obs.pending
  const effect = pending === null ? undefined : cardInfo(pending.card)?.spec.effect
  const major = effect?.kind === 'spin' && effect.major
  switch (action.type) {
    case 'play':
      return playValue(running, colours, action.card, action.car)
    case 'stop':
      return teamValue(running, colours)
    case 'roll-again': {
      if (pending === null || pending.car === null || effect?.kind !== 'overload') return teamValue(running, colours)
      return overloadRollValue(running, pending.car, effect.damage, colours, true, pending.rolls)
    }
    case 'keep':
      return pending?.roll == null ? 0 : teamValue(spin(running, pending.roll, major), colours)
    case 'reroll':
      return spinValues(running, major, colours).reroll
    case 'partner':
      return pending?.roll == null ? 0 : teamValue(collide(running, pending.roll, action.side), colours)
    default:
      return 0
  }
}

const playValue = (running: RunningOrder, colours: ReadonlyArray<Colour>, card: Card, car: CarId | null): number => {
  const info = cardInfo(card)
  return info === undefined ? 0 : effectValue(running, colours, info.spec.effect, car)
}

/**
 * What the heuristic thinks of a card's effect played on `car` (`null`: the die picks the
 * place, or no car qualifies): the exact expectation over the d12 where it rolls. Every effect
 * is a case, so a new kind of effect is a type error here until the bots value it.
 */
const effectValue = (
  running: RunningOrder,
  colours: ReadonlyArray<Colour>,
  effect: CardEffect,
  car: CarId | null,
): number => {
  switch (effect.kind) {
    case 'spin':
      return spinValues(running, effect.major, colours).play
    case 'collision':
      return overD12((p) => collisionValue(running, p, colours))
    case 'overtake':
    case 'turbo':
    case 'setback':
      return teamValue((car === null ? null : playedAtOnce(effect, running, car)) ?? running, colours)
    case 'pit-stop':
      return car === null ? teamValue(running, colours) : overD12((r) => teamValue(pitStop(running, car, r), colours))
    case 'overload':
      return car === null
        ? teamValue(running, colours)
        : overloadRollValue(running, car, effect.damage, colours, colours.includes(colourOf(car)), 0)
  }
}

/**
 * A bot that plays for its team's expected points: it scores every legal action by the
 * exact expectation over the d12 of the value of its cars' places ({@link PLACE_VALUE}),
 * taking its own later choices (keep rolling, keep or re-roll a spin, collision partner)
 * optimally, and plays the best. It only reads its observation and its legal actions.
 */
export const heuristicBot: Policy<FmrAction, FmrObservation> = ({ seat, observation, legal, rng }) => {
  const colours = observation.teams[seat] ?? []
  let best = legal[0]
  let bestValue = -Infinity
  for (const action of legal) {
    const value = actionValue(observation, colours, action)
    if (value > bestValue + 1e-12) {
      best = action
      bestValue = value
    }
  }
  return best === undefined ? randomPolicy({ seat, observation, legal, rng }) : [best, rng]
}
