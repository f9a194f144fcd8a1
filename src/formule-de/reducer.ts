/**
 * The reducer: hands the action to the rule chapter of the step the race is at and, when the
 * chapter's part is over, to what comes next (the next stage of the turn, the next qualifying
 * lap, the start of the race). Core's guard has already checked the state (`validate.ts`), the
 * action's shape, that a die's outcome answers a die and a decision a decision, and that the
 * race is not over: only the rules are left here. Promises: pure and total (a refusal is a
 * Left with a stable code and the paragraph), the input state is never modified, every state
 * it returns is one a race reaches.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { violation, type CoreCode, type RuleViolation, type Transition } from '../core/index.js'
import type { Action } from './actions.js'
import type { Code } from './codes.js'
import type { Event as NamedEvent } from './events.js'
import { current, refuse, type Event, type Handled } from './flow.js'
import type { State, Step } from './state.js'
import { fillBuild } from './rules/build-sheet.js'
import { rollCollision } from './rules/collision.js'
import { rollEngine } from './rules/engine.js'
import { chooseGear } from './rules/gear-choice.js'
import { afterQualifyingLap, chooseTyres, gridOrder, rollGrid, startRace } from './rules/grid.js'
import { rollHolding } from './rules/hazards.js'
import { applyMove, matchMove, rollGearDie } from './rules/move.js'
import { announceStop, chooseStand, rollPit } from './rules/pits.js'
import { enterChrono, qualifyingMove, qualifyingNow } from './rules/qualifying-session.js'
import { matchSlipstream } from './rules/slipstream.js'
import { rollStart } from './rules/start.js'
import { continueTurn, endTurn, restOfTurn, type TurnStep } from './rules/turn.js'
import { rollWeather } from './rules/weather-rolls.js'
import { ruleAt } from './status.js'

/** A refusal of the reducer: a rule of the game, or (behind the guard, never) the protocol's. */
export type Refusal = RuleViolation<Code | CoreCode>

type Result = Either<Refusal, State>
type Handler<K extends Step['kind']> = (
  state: State,
  step: Extract<Step, { kind: K }>,
  action: Action,
  events: Event[],
) => Result

// A die roll handed to the chapter of its step. The guard lets through only the faces of the
// step's die (`isOutcome`); a decision here could only come from a caller of `apply` that
// bypassed it.
const onRoll =
  <K extends Step['kind']>(
    apply: (state: State, step: Extract<Step, { kind: K }>, value: number, events: Event[]) => State,
  ): Handler<K> =>
  (state, step, action, events) =>
    'value' in action
      ? right(apply(state, step, action.value, events))
      : left(violation('WRONG_PHASE', 'Chance acts first: a die must be rolled.', ruleAt(state), { node: 'chance' }))

// A chapter's answer: when its part is over, the sequence goes on with `next`.
const then = (handled: Either<Refusal, Handled>, next: (state: State) => State): Result =>
  isLeft(handled) ? handled : right(handled.right.done ? next(handled.right.state) : handled.right.state)

// A stage of the turn rolled its die: the turn goes on once the stage is over.
const resume = (handled: Handled, step: TurnStep, events: Event[]): State =>
  handled.done ? continueTurn(handled.state, step, events) : handled.state

// Taking a slipstream or not (FD-T 6-3 step 8); without one the move is over.
const slipstream: Handler<'slipstream'> = (s, step, action, ev) => {
  if (action.type === 'no-slipstream') return right(restOfTurn(s, step, step.engineTest, ev))
  if (action.type !== 'slipstream')
    return refuse('WRONG_ACTION', { car: current(s), expected: 'slipstream', got: action.type }, ruleAt(s))
  const matched = matchSlipstream(s, step, action)
  if (isLeft(matched)) return matched
  const { option, path } = matched.right
  const carried = {
    hazards: step.hazards,
    walls: step.walls,
    slid: step.slid,
    slipstream: true,
    wallLast: step.wallLast,
  }
  return right(applyMove(s, option, path, step.engineTest, ev, carried))
}

// Each step's action, handed to its rule chapter, in the order of a race.
const HANDLERS: { readonly [K in Step['kind']]: Handler<K> } = {
  // Before the race: weather, qualifying, grid, stands, builds, tyres (rules/grid.ts).
  weather: onRoll(rollWeather),
  chrono: (s, step, action, ev) => then(enterChrono(s, step, action, ev), (t) => afterQualifyingLap(t, ev)),
  grid: onRoll(rollGrid),
  stands: (s, _, action, ev) => then(chooseStand(s, action), (t) => startRace(t, gridOrder(t), ev)),
  build: (s, step, action, ev) => then(fillBuild(s, step, action, ev), (t) => startRace(t, gridOrder(t), ev)),
  tyres: (s, _, action, ev) => chooseTyres(s, action, ev),
  // A car's turn (FD-T 6-3, rules/turn.ts): the start, the gear, the die, the move, the slipstreams...
  start: onRoll((s, _, v, ev) => {
    const r = rollStart(s, v, ev)
    return r.done ? endTurn(r.state, ev) : r.state
  }),
  gear: (s, _, action, ev) => chooseGear(s, action, ev),
  roll: onRoll(rollGearDie),
  move: (s, step, action, ev) => {
    const matched = matchMove(s, step, action)
    if (isLeft(matched)) return matched
    const { option, path } = matched.right
    if (!qualifyingNow(s)) return right(applyMove(s, option, path, step.engineTest, ev))
    return then(right(qualifyingMove(s, option, path, ev)), (t) => afterQualifyingLap(t, ev))
  },
  slipstream,
  // ...then the stages after the move, each resuming the turn once its dice are rolled.
  holding: onRoll((s, step, v, ev) => resume(rollHolding(s, step, v, ev), step, ev)),
  collision: onRoll((s, step, v, ev) => resume(rollCollision(s, step, v, ev), step, ev)),
  engine: onRoll((s, step, v, ev) => resume(rollEngine(s, step, v, ev), step, ev)),
  stand: (s, step, action, ev) => then(announceStop(s, action, ev), (t) => continueTurn(t, step, ev)),
  pit: onRoll((s, step, v, ev) => resume(rollPit(s, v, ev), step, ev)),
  // Behind the guard never reached: the race is over (FD-B arrivée).
  over: (s) => left(violation('RACE_OVER', 'The Formule Dé race is over: nothing more can be played.', ruleAt(s))),
}

// The action handed to the chapter of the step; the events the rules pushed.
const reduceRaw = (
  state: State,
  action: Action,
): Either<Refusal, { readonly state: State; readonly events: Event[] }> => {
  const events: Event[] = []
  const handler = HANDLERS[state.step.kind] as Handler<Step['kind']>
  const next = handler(state, state.step, action, events)
  return isLeft(next) ? next : right({ state: next.right, events })
}

// Events name their car (names never change during a race). The rules push a fresh object for
// every event of the step (`flow.ts`), seen by nobody yet: each is named in place, where a copy
// of every event (of a dozen shapes) cost about a tenth of a random race.
const nameEvents = (state: State, events: Event[]): ReadonlyArray<NamedEvent> => {
  for (const e of events) if ('car' in e) (e as { name?: string }).name = state.cars[e.car]?.name ?? `car ${e.car + 1}`
  return events as ReadonlyArray<NamedEvent>
}

/** Applies an action to a race state: the next state and what happened, or why the action is refused. */
export const reduce = (state: State, action: Action): Either<Refusal, Transition<State, NamedEvent>> => {
  const result = reduceRaw(state, action)
  if (isLeft(result)) return result
  return right({ state: result.right.state, events: nameEvents(result.right.state, result.right.events) })
}
