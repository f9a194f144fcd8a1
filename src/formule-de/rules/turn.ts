/**
 * The turn of a car and the round (FD-T 6-2-2, 6-3). A round plays the racing cars in play
 * order (`order.ts`, FD-T 6-2-2 to 6-2-5), wrecks are taken off the track when the next round
 * begins (FD-T 12-1-2, 14-2), and a car that has not started, or that spun in the tournament,
 * begins its turn with the black die (FD-B départ, FD-T 10-4-6).
 *
 * A car's turn follows FD-T 6-3. Steps 1 to 9 are the move: the gear announced and the
 * overrev paid (1 to 3, `gear-choice.ts`), the gear die (4) and the move with its slide, the
 * soft tyres' +1 and the braking (5 to 7 and 9, `move.ts`), the slipstreams (8,
 * `slipstream.ts`); the blocking rules (11) are part of the move. What follows the move is
 * the list {@link TURN_STAGES}, run in order by one loop until a stage needs a die or a
 * decision; the pending step then records where the turn stands, and the reducer resumes
 * the loop after that stage once its dice are rolled. Promises: every car's turn passes
 * through these stages in this order, and ends by handing the turn to the next car.
 */
import { current, type Event, type Handled } from '../flow.js'
import type { Car, CollisionStep, EngineStep, HoldingStep, PitStep, StandStep, State, WeatherStep } from '../state.js'
import { collisionStep } from './collision.js'
import { engineStep } from './engine.js'
import { testsOwed, type MoveTally } from './hazards.js'
import { playOrder } from './order.js'
import { standStep } from './pits.js'
import { skyEvolves } from './weather.js'
import { carWith, stateWith } from '../records.js'

/** A stage of a car's turn after its move. */
export type Stage = 'holding' | 'collisions' | 'wall' | 'engine-tests' | 'weather' | 'stand' | 'end'

/**
 * The order of a car's turn once its move is over (FD-T 6-3, steps 10 to 15, then the Nota).
 * The stand comes right after the road-holding tests: the driver announces his tyres "avant
 * toute autre action (arrêt rapide, reprise de pneus, tirage météo...)" (FD-T 19-2-6), and a
 * quick stop's exit is a new move of the turn whose collision and engine tests are the turn's.
 */
export const TURN_STAGES: ReadonlyArray<Stage> = [
  // 10) Road-holding and wall tests of the spaces entered, rolled at the end of the move (FD-T 15, 17).
  'holding',
  // 12) and 13) At its stand: tyres and stop announced, then the quick stop's die (and its exit
  // move, which runs these stages again) or the long stop (FD-T 19-2-6, 19-3, 19-4).
  'stand',
  // 14) Body tests: the collisions with the cars and wrecks around the car (FD-T 14, 12-1-5).
  'collisions',
  // FD-T 15-1: the wall test of a move that ended entering the lane along the wall, after the collisions.
  'wall',
  // 15) Engine tests after a 20 in 5th or a 30 in 6th (FD-T 16).
  'engine-tests',
  // Nota: the weather die after a 20 or a 30 under a variable sky (FD-A 4 at once; FD-T 3-2-5 at the round's end).
  'weather',
  // The next car plays (FD-T 6-2-2).
  'end',
]

/** What the turn still owes once the move is over (kept in the pending step between dice). */
export interface TurnFacts {
  /** The gear die showed 20 in 5th or 30 in 6th: engine tests, and the weather die under a variable sky. */
  readonly engineTest: boolean
  /** The move ended entering the lane along the wall next to other cars: its wall test follows the collisions. */
  readonly wallAfter: boolean
  /** The road-holding and wall tests owed by the move (FD-T 6-3 step 10). */
  readonly tests: ReadonlyArray<'holding' | 'wall'>
}

const wait = (state: State): Handled => ({ state, done: false })
const go = (state: State): Handled => ({ state, done: true })

// Each stage opens its step (a die or a decision) or lets the turn go on.
const STAGES: Readonly<Record<Stage, (state: State, facts: TurnFacts, events: Event[]) => Handled>> = {
  holding: (s, { tests, engineTest, wallAfter }) =>
    tests.length > 0
      ? wait(stateWith(s, { step: { kind: 'holding', tests, engineTest, wallAfter, collided: false } }))
      : go(s),
  collisions: (s, { engineTest, wallAfter }) => {
    const step = collisionStep(s, engineTest, wallAfter)
    return step ? wait(stateWith(s, { step })) : go(s)
  },
  wall: (s, { engineTest, wallAfter }) =>
    wallAfter && (s.cars[current(s)] as Car | undefined)?.status === 'racing'
      ? wait(stateWith(s, { step: { kind: 'holding', tests: ['wall'], engineTest, wallAfter: false, collided: true } }))
      : go(s),
  'engine-tests': (s, { engineTest }) => {
    const step = engineTest ? engineStep(s) : null
    return step ? wait(stateWith(s, { step })) : go(s)
  },
  weather: (s, { engineTest }) => {
    if (!engineTest || !s.rules.weather || s.sky === null || !skyEvolves(s.sky)) return go(s)
    // FD-A 4: the weather die at once; FD-T 3-2-5: at the end of the round.
    if (s.rules.preset === 'tournament') return go(stateWith(s, { skyRollDue: true }))
    return wait(stateWith(s, { step: { kind: 'weather', session: 'evolution' } }))
  },
  stand: (s, { engineTest }) => {
    const step = standStep(s, engineTest)
    return step ? wait(stateWith(s, { step })) : go(s)
  },
  end: (s, _, events) => wait(endTurn(s, events)),
}

// Runs the pending stages in order until one waits for a die or a decision.
const runStages = (state: State, pending: ReadonlyArray<Stage>, facts: TurnFacts, events: Event[]): State => {
  let s = state
  for (const stage of pending) {
    const { state: next, done } = STAGES[stage](s, facts, events)
    if (!done) return next
    s = next
  }
  return s
}

/** The move is over (FD-T 6-3 steps 4 to 9, slipstreams included): the rest of the turn from step 10. */
export const restOfTurn = (state: State, tally: MoveTally, engineTest: boolean, events: Event[]): State => {
  const { tests, wallAfter } = testsOwed(state, tally)
  return runStages(state, TURN_STAGES, { engineTest, wallAfter, tests }, events)
}

/** The steps at which a turn waits once its move is over. */
export type TurnStep = HoldingStep | CollisionStep | EngineStep | WeatherStep | StandStep | PitStep

// The stage a waiting step belongs to, and what the turn still owes after it.
const pendingOf = (step: TurnStep): readonly [Stage, TurnFacts] => {
  switch (step.kind) {
    case 'holding':
      return [step.collided ? 'wall' : 'holding', { engineTest: step.engineTest, wallAfter: step.wallAfter, tests: [] }]
    case 'collision':
      return ['collisions', { engineTest: step.engineTest, wallAfter: step.wallAfter, tests: [] }]
    case 'engine':
      // Engine tests are rolled only after a 20 or a 30: the weather stage follows them.
      return ['engine-tests', { engineTest: true, wallAfter: false, tests: [] }]
    case 'weather':
      return ['weather', NOTHING_OWED]
    case 'stand':
    case 'pit':
      // At its stand the car has no wall test left (it is off the track); its engine tests may be due.
      return ['stand', { engineTest: step.engineTest, wallAfter: false, tests: [] }]
  }
}

// After the weather stage the turn owes nothing more than its end.
const NOTHING_OWED: TurnFacts = { engineTest: false, wallAfter: false, tests: [] }

/** The dice of `step` are rolled (or its decision made): the turn goes on with the next stage. */
export const continueTurn = (state: State, step: TurnStep, events: Event[]): State => {
  const [stage, facts] = pendingOf(step)
  return runStages(state, TURN_STAGES.slice(TURN_STAGES.indexOf(stage) + 1), facts, events)
}

/**
 * The next car to play: the first racing car of the order; at the end of the round the
 * tournament's weather roll if due (FD-T 3-2-4, 3-2-5), the wrecks taken off (FD-T 12-1-2,
 * 14-2) and the next round in play order; the race is over when no car is racing.
 */
export const beginTurn = (state: State, events: Event[]): State => {
  let s = state
  for (;;) {
    const order = s.order.filter((i) => s.cars[i]?.status === 'racing')
    if (order.length === 0) {
      // Tournament: the weather roll of a 20/30 comes at the end of the round (FD-T 3-2-4, 3-2-5).
      if (s.skyRollDue && s.sky !== null && skyEvolves(s.sky) && playOrder(s).length > 0) {
        return stateWith(s, { order: [], skyRollDue: false, step: { kind: 'weather', session: 'evolution' } })
      }
      const next = playOrder(s)
      // Wrecks are taken off the track at the next round (FD-T 12-1-2, 14-2).
      if (s.cars.some((c) => c.wreck))
        s = stateWith(s, { cars: s.cars.map((c) => (c.wreck ? carWith(c, { wreck: false }) : c)) })
      if (next.length === 0) return stateWith(s, { order: [], step: { kind: 'over' } })
      events.push({ type: 'round', round: s.round + 1, order: next })
      s = stateWith(s, { round: s.round + 1, order: next })
      continue
    }
    const car = s.cars[order[0] as number] as Car
    // Tournament: a spun car restarts with the black die (FD-T 10-4-6).
    const restart = !car.started || (s.rules.preset === 'tournament' && car.spun)
    return stateWith(s, { order, step: restart ? { kind: 'start' } : { kind: 'gear' } })
  }
}

/** The current car's turn is over: the next car plays. */
export const endTurn = (state: State, events: Event[]): State =>
  beginTurn(stateWith(state, { order: state.order.slice(1) }), events)
