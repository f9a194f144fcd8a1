/**
 * The bots of Formule Dé: uniform over the legal actions, and a careful heuristic driver that
 * chooses, at each decision of the race, the action of best worth (`driver/worth.ts`; the
 * qualifying lap: `driver/qualifying.ts`).
 */
import { nextInt, randomPolicy, type Policy } from '../core/index.js'
import type { Action } from './actions.js'
import { GEARS } from './dice.js'
import type { Observation } from './game.js'
import { currentMoves } from './rules/moves.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import { slipstreamMoves } from './rules/slipstream.js'
import { bestQualifyingMove, qualifyingGearValue } from './driver/qualifying.js'
import { bestMove, gearValue, moveValue, nextTurnWorth, screenGears } from './driver/worth.js'
import { faceMovesMemo } from './driver/face-moves.js'
import type { MoveOption } from './rules/movement.js'
import { defaultBuild, STAND_POINTS, type Build } from './rules/build.js'
import type { State } from './state.js'

/**
 * The build the heuristic bot aims at once the weather is known (FD-A 5): the balanced default
 * under sun or a variable sky; on a wet track or under rain one tyre point moves to road holding,
 * whose tests are harder in the wet (FD-T 17). Tournament stand points stay at the stand.
 * @group Bots
 */
export const botBuild = (state: State): Build => {
  const base = defaultBuild(state.rules.preset === 'tournament' ? STAND_POINTS : 0)
  const rainy = state.wet || state.sky === 'rain-definitive' || state.sky === 'rain-temporary'
  return rainy ? { ...base, tyres: base.tyres - 1, holding: base.holding + 1 } : base
}

/** Picks uniformly among the legal actions. @group Bots */
export const randomBot: Policy<Action, Observation> = randomPolicy

// The legal action of `type` that makes move `o` (its path and its braking).
const sameMove = (a: Action, o: MoveOption, type: 'move' | 'slipstream' = 'move'): boolean =>
  a.type === type && a.brake === o.brake && a.path.length === o.path.length && a.path.every((p, j) => p === o.path[j])

// The qualifying lap: the gear of best expected worth, then the listed move of best worth.
const qualifyingChoice = (state: State, seat: number, legal: ReadonlyArray<Action>, first: Action): Action => {
  if (first.type === 'gear') {
    let best = first
    let value = -Infinity
    for (const a of legal) {
      if (a.type !== 'gear') continue
      const v = qualifyingGearValue(state, seat, a.gear)
      if (v > value) {
        value = v
        best = a
      }
    }
    return best
  }
  const moves = currentMoves(state)
  const o = moves[bestQualifyingMove(state, seat, moves)]
  return (o === undefined ? undefined : legal.find((a) => sameMove(a, o))) ?? first
}

/**
 * A careful driver. Gear: a two-turn expectimax over the exact die faces — for each gear it
 * may choose, each face's best legal move, and from where that move ends the best gear of
 * the next turn against the corner ahead (stops still owed, the spaces it may still cover,
 * brakes and tyres left). Move: the listed move of best worth (which includes turning into
 * the pit lane for new tyres in a 2-lap race when they are worth more than the time lost).
 * Uses only the observation and the legal actions; deterministic (the rng is only used at
 * chance nodes, which a bot is normally not asked about).
 * @group Bots
 */
export const heuristicBot: Policy<Action, Observation> = ({ seat, observation, legal, rng }) => {
  const state = observation
  const first = legal[0] as Action
  // Qualifying (FD-A 2, FD-T 1): the fewest throws, penalty throws counted; no braking is listed.
  if (qualifyingNow(state) && (first.type === 'gear' || first.type === 'move'))
    return [qualifyingChoice(state, seat, legal, first), rng]
  switch (first.type) {
    // The chronometer reading, if ever asked: a bot's lap takes no real time.
    case 'chrono':
      return [legal.find((a) => a.type === 'chrono' && a.value === 0) ?? first, rng]
    case 'gear':
      return [gearChoice(state, seat, legal, first), rng]
    case 'move':
      return [moveChoice(state, seat, legal, first), rng]
    case 'build': {
      // The legal value nearest to the target build for this part.
      const want = botBuild(state)[first.part]
      const gap = (a: Action): number => (a.type === 'build' ? Math.abs(a.points - want) : Infinity)
      return [legal.reduce((b, a) => (gap(a) < gap(b) ? a : b), first), rng]
    }
    // The first free stand along the pit lane (its place hardly matters to this driver).
    case 'choose-stand':
      return [first, rng]
    case 'tyres': {
      // Rain tyres on a wet track; otherwise hard ones (soft tyres double every overshoot).
      const want = state.wet ? 'rain' : 'hard'
      return [legal.find((a) => a.type === 'tyres' && a.tyre === want) ?? first, rng]
    }
    case 'stand':
      return [standChoice(state, seat, legal, first), rng]
    case 'slipstream':
    case 'no-slipstream':
      return [slipstreamChoice(state, seat, legal, first), rng]
  }
  const [i, next] = nextInt(rng, 0, legal.length - 1)
  return [legal[i] as Action, next]
}

// The gear: moveOdds screens the gears first; the expectimax ranks the rest.
const gearChoice = (state: Observation, seat: number, legal: ReadonlyArray<Action>, first: Action): Action => {
  // The screening and the values list the same faces' moves: each list searched once.
  const list = faceMovesMemo()
  const screened = screenGears(state, seat, list)
  let best = first
  let value = -Infinity
  for (const a of legal) {
    if (a.type !== 'gear' || !GEARS.includes(a.gear)) continue
    if (screened.size > 0 && !screened.has(a.gear)) continue
    const v = gearValue(state, seat, a.gear, list)
    if (v > value) {
      value = v
      best = a
    }
  }
  return best
}

// The listed move of best worth.
const moveChoice = (state: Observation, seat: number, legal: ReadonlyArray<Action>, first: Action): Action => {
  const moves = currentMoves(state)
  const o = moves[bestMove(state, seat, moves)]
  return (o === undefined ? undefined : legal.find((a) => sameMove(a, o))) ?? first
}

// At the stand: the same choice of tyres; a long stop when the stand points can restore body,
// engine or road holding.
const standChoice = (state: Observation, seat: number, legal: ReadonlyArray<Action>, first: Action): Action => {
  const c = state.cars[seat]
  const want = state.wet ? 'rain' : 'hard'
  const stands = legal.filter((a): a is Extract<Action, { type: 'stand' }> => a.type === 'stand' && a.tyre === want)
  const urgent =
    c !== undefined && (c.wear.body <= 1 || c.wear.engine <= 1 || (state.rules.roadHolding && c.holding <= 1))
  const repair = (a: Extract<Action, { type: 'stand' }>): number =>
    a.repairs.body * 3 + a.repairs.engine * 3 + a.repairs.holding * 3 + a.repairs.brakes + a.repairs.fuel
  const long = stands.filter((a) => a.stop === 'long').sort((a, b) => repair(b) - repair(a))[0]
  const quick = stands.find((a) => a.stop === 'quick')
  return (urgent && long !== undefined && repair(long) > 0 ? long : quick) ?? first
}

// The slipstream worth most, if worth more than staying (levels gained count).
const slipstreamChoice = (state: Observation, seat: number, legal: ReadonlyArray<Action>, first: Action): Action => {
  const moves = slipstreamMoves(state)
  const c = state.cars[seat]
  let best: Action = legal.find((a) => a.type === 'no-slipstream') ?? first
  if (c === undefined) return best
  let value = nextTurnWorth(state, {
    space: c.space,
    corner: c.corner,
    stops: c.stops,
    gear: c.gear,
    wear: c.wear,
    spun: c.spun,
  })
  for (const o of moves) {
    const v = moveValue(state, seat, o)
    if (v > value) {
      value = v
      best = legal.find((a) => sameMove(a, o, 'slipstream')) ?? best
    }
  }
  return best
}
