/**
 * Formule Dé's refusals as data: for each code the facts its message is made of
 * ({@link RefusalParams}) and the English message from them. The rules refuse by code and
 * facts (`refusal`), so a refusal's `params` always say what its message says, and
 * `describeRefusal` can word it again in French from the same facts.
 */
import { violation, type RuleViolation } from '../../core/index.js'
import type { Action } from '../actions.js'
import type { Code } from '../codes.js'
import type { BuildPart } from '../rules/build.js'
import { STEP_RULES, type StepRefusal } from '../rules/driving-code.js'
import type { ChronoUnit } from '../rules/qualifying.js'

/** No facts: the message says it all. */
export type NoFacts = Readonly<Record<string, never>>

/** The step of a path that breaks a rule of movement: its number from 1, in a move or a slipstream. */
export type StepFacts = { readonly step: number; readonly of: 'path' | 'slipstream' }

/** What the race waits for when another decision comes (`WRONG_ACTION`). */
export type Expected = 'gear' | 'move' | 'slipstream' | 'chrono' | 'build' | 'choose-stand' | 'stand' | 'tyres'

/** The facts of each refusal code's message. */
export type RefusalParams = { readonly [C in StepRefusal]: StepFacts } & {
  readonly WRONG_ACTION: { readonly car: number; readonly expected: Expected; readonly got: Action['type'] }
  readonly GEAR_SKIPPED_UP: { readonly from: number }
  readonly GEAR_DROP_TOO_LARGE: NoFacts
  readonly NO_FUEL_TO_SKIP: NoFacts
  readonly NO_BRAKES_TO_SKIP: NoFacts
  readonly ENGINE_TOO_WORN_TO_SKIP: NoFacts
  readonly SPUN_RESTART_IN_FIRST: NoFacts
  readonly STALLED_RESTART_IN_FIRST: NoFacts
  readonly PIT_RESTART_MAX_FOURTH: NoFacts
  readonly INERTIA_GEAR: NoFacts
  readonly NO_FIRST_IN_PIT_LANE: NoFacts
  readonly MUST_REACH_STAND: NoFacts
  readonly NO_BRAKING_IN_PIT_LANE: NoFacts
  readonly NO_BRAKING_IN_QUALIFYING: NoFacts
  readonly PATH_TOO_LONG: { readonly roll: number; readonly spaces: number }
  readonly NOT_ENOUGH_BRAKES: { readonly brakes: number; readonly brake: number }
  readonly NOT_FARTHEST_SPACE: NoFacts
  readonly NOT_A_LEGAL_MOVE: { readonly inertia: boolean }
  readonly SLIPSTREAM_LENGTH: NoFacts
  readonly NOT_A_LEGAL_SLIPSTREAM: { readonly why: 'corner' | 'eliminated' }
  readonly STAND_TAKEN: { readonly stand: number }
  readonly NO_LONG_STOP: NoFacts
  readonly NO_TYRE_CHOICE: NoFacts
  readonly BAD_REPAIRS: NoFacts
  readonly BUILD_ORDER: { readonly car: number; readonly part: BuildPart; readonly got: BuildPart }
  readonly BUILD_RANGE: {
    readonly points: number
    readonly part: BuildPart
    readonly min: number
    readonly max: number
    readonly kept: number
  }
  readonly CHRONO_ORDER: { readonly unit: ChronoUnit; readonly got: ChronoUnit }
  readonly CHRONO_RANGE: { readonly unit: ChronoUnit; readonly max: number }
}

/** A catalogue of refusal messages: one template per code, from its facts. */
export type RefusalWords = { readonly [C in Code]: (params: RefusalParams[C]) => string }

const WAITS: Readonly<Record<Expected, string>> = {
  gear: 'must choose a gear',
  move: 'must move',
  slipstream: 'may take a slipstream or not',
  chrono: "must enter its lap's chronometer reading",
  build: 'must build its car',
  'choose-stand': 'must choose its stand',
  stand: 'must announce its tyres and stop',
  tyres: 'must choose its tyres',
}

const step =
  (code: StepRefusal) =>
  (p: StepFacts): string =>
    `Step ${p.step} of the ${p.of}: ${STEP_RULES[code][0]}`

/** The English messages (the `message` of every refusal). */
export const REFUSALS: RefusalWords = {
  NOT_CONNECTED: step('NOT_CONNECTED'),
  SPACE_OCCUPIED: step('SPACE_OCCUPIED'),
  TOO_MANY_LANE_CHANGES: step('TOO_MANY_LANE_CHANGES'),
  ZIGZAG: step('ZIGZAG'),
  NOT_SHORTEST: step('NOT_SHORTEST'),
  OVERSHOOT_LANE: step('OVERSHOOT_LANE'),
  PIT_CLOSED: step('PIT_CLOSED'),
  OTHER_STAND: step('OTHER_STAND'),
  MUST_STOP_AT_STAND: step('MUST_STOP_AT_STAND'),
  MOVE_OVER: step('MOVE_OVER'),
  PAST_THE_ROLL: step('PAST_THE_ROLL'),
  WRONG_ACTION: (p) => `Car ${p.car} ${WAITS[p.expected]}, not submit a ${p.got}.`,
  GEAR_SKIPPED_UP: (p) => `From gear ${p.from} the car may go up to gear ${p.from + 1} only.`,
  GEAR_DROP_TOO_LARGE: () => 'The car may drop at most 4 gears and never from 6th to 1st.',
  NO_FUEL_TO_SKIP: () => 'With no fuel point left the car may not skip a gear when dropping.',
  NO_BRAKES_TO_SKIP: () => 'With no brake point left the car may not drop 3 or 4 gears at once.',
  ENGINE_TOO_WORN_TO_SKIP: () => 'With 1 engine point left the car may not drop 4 gears at once.',
  SPUN_RESTART_IN_FIRST: () => 'After a spin the car restarts in 1st gear.',
  STALLED_RESTART_IN_FIRST: () => 'After stalling at the start the car starts in 1st gear.',
  PIT_RESTART_MAX_FOURTH: () => 'After a missed quick stop or a long stop the car leaves in 4th gear or lower.',
  INERTIA_GEAR: () => 'A car in inertia plays the 4th-gear die, then goes down at least one gear a turn.',
  NO_FIRST_IN_PIT_LANE: () => 'No 1st gear between the stand and the pit exit.',
  MUST_REACH_STAND: () => 'In the pit lane the car engages a gear that can reach its stand.',
  NO_BRAKING_IN_PIT_LANE: () =>
    'The braking rule does not apply in the pit lane: the car moves its whole roll there, or waits behind a car.',
  NO_BRAKING_IN_QUALIFYING: () =>
    'In qualifying the points do not count, so the car may not brake: it moves the whole roll.',
  PATH_TOO_LONG: (p) => `The roll is ${p.roll}: the path and the braking cover ${p.spaces} spaces.`,
  NOT_ENOUGH_BRAKES: (p) => `The car has ${p.brakes} brake points and cannot brake ${p.brake} spaces.`,
  NOT_FARTHEST_SPACE: () =>
    'The car stops short without braking: it must move the whole roll, brake, or (when blocked) reach the farthest space.',
  NOT_A_LEGAL_MOVE: (p) =>
    p.inertia
      ? 'A car rolling on its inertia goes to the farthest space that does not eliminate it.'
      : 'That move is not among the legal moves for this roll.',
  SLIPSTREAM_LENGTH: () => "A slipstream is always 3 spaces, braking included (4 with the soft tyres' +1).",
  NOT_A_LEGAL_SLIPSTREAM: (p) =>
    p.why === 'corner'
      ? 'Entering a corner on a slipstream costs a brake point, and the car has none left.'
      : 'That slipstream would eliminate the car: none is offered that does.',
  STAND_TAKEN: (p) => `Stand ${p.stand} is taken or does not exist.`,
  NO_LONG_STOP: () => 'Long stops need the stand-points rule.',
  NO_TYRE_CHOICE: () => 'Without the tyres rule the car keeps its tyres.',
  BAD_REPAIRS: () => 'The crew restores only lost points, within the stand points left, at a long stop.',
  BUILD_ORDER: (p) => `Car ${p.car} fills its ${p.part} next, not its ${p.got}.`,
  BUILD_RANGE: (p) =>
    `${p.points} points on ${p.part}: ${p.min} to ${p.max} are allowed (${
      p.part === 'stand'
        ? `0 to ${p.kept} points are kept at the stand`
        : 'every part gets at least 1 point and the points left must cover the parts still to fill'
    }).`,
  CHRONO_ORDER: (p) => `The ${p.unit} of the reading come next, not the ${p.got}.`,
  CHRONO_RANGE: (p) => `The ${p.unit} of a reading go from 0 to ${p.max}.`,
}

/** A refusal of Formule Dé: its code, its English message from its facts, the paragraph, the facts. */
export const refusal = <C extends Code>(code: C, params: RefusalParams[C], rule: string): RuleViolation<Code> => {
  const message = (REFUSALS[code] as (p: RefusalParams[C]) => string)(params)
  return Object.keys(params).length === 0 ? violation(code, message, rule) : violation(code, message, rule, params)
}
