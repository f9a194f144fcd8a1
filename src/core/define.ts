/**
 * One guarded door for every game. A game writes only its rules (`GameRules`); `defineGame`
 * wraps them in the checks every game needs, once, with the same codes everywhere
 * (after OpenSpiel's `State::ApplyAction`, which does the shared work and leaves
 * `DoApplyAction` to the game):
 *
 * 1. the state is one the game handed out (frozen all the way down), or decodes exactly and is
 *    consistent (`BAD_STATE`); every state the game hands out is frozen first;
 * 2. the action decodes exactly into a fresh copy (`BAD_ACTION`);
 * 3. the action fits the node: not after the end (`RACE_OVER`), a chance outcome only at a
 *    chance node and a decision only at a decision (`WRONG_PHASE`), by the seat to act
 *    (`NOT_YOUR_TURN`), a listed outcome (`NOT_AN_OUTCOME`);
 * 4. then the game's own rules, which may refuse with the game's codes.
 *
 * Every member of the resulting `Game` is total: an exception escaping a game's code on a
 * well-formed input is reported as `ENGINE_DEFECT` (the law kit checks none is ever reached).
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolSetupError, protocolViolation, type CoreCode } from './codes.js'
import { exactDecoder, ExactProblem } from './exact.js'
import type { ChanceSampler, Game, GameCodecs, GameInfo, Transition } from './game.js'
import type { PlayStatus, SeatId, Status, Viewer } from './status.js'
import { nodeFit, nodeOfStatus } from './node-fit.js'
import { defect, Refused, stateGuard, type StateGuard } from './state-guard.js'
import { registerDoor, type DriverDoor } from './door.js'
import { freezeFresh } from './freeze.js'
import type { MigrationChain, MigrationStep } from './state-version.js'
import type { RuleViolation, SetupError } from './violation.js'

/** The node a state is at, without its chance outcomes (the guard asks on every step). @group Game */
export type Node =
  | {
      /** One seat decides. */
      readonly kind: 'decision'
      /** The seat to act. */
      readonly seat: SeatId
    }
  | {
      /** Several seats choose in secret. */
      readonly kind: 'simultaneous'
      /** The seats still to choose. */
      readonly seats: ReadonlyArray<SeatId>
    }
  | {
      /** A die is rolled or a card drawn. */
      readonly kind: 'chance'
    }
  | {
      /** The race is over. */
      readonly kind: 'over'
    }

/** What a game writes: its rules, behind the guard of {@link defineGame}. @group Game */
export interface GameRules<C, S, A, E, O, R extends string> {
  /** What the game is. */
  readonly info: GameInfo
  /** Codecs of config, state and action; the guard decodes with them exactly. */
  readonly codecs: GameCodecs<C, S, A>
  /**
   * The format version of the game's saved states: every state carries it in its `version`
   * field (its codec checks it), and a saved state of another version is refused with a
   * message naming both versions instead of being misread.
   */
  readonly stateVersion?: number
  /**
   * How saved states of older format versions are read: one step from each version to the
   * next, up to `stateVersion` (see {@link MigrationChain}). The guard runs the steps from the
   * input's own `version`; a version no step starts from is refused naming it. Given plain
   * data only, before it is decoded; what the last step returns is decoded and checked like
   * any saved state.
   */
  readonly migrations?: ReadonlyArray<MigrationStep>
  /** Seats of a state (seat ids are `0 .. seats - 1`). */
  readonly seats: (state: S) => number
  /** The first state of a config that decoded exactly; the game checks its meaning and limits. */
  readonly create: (config: C) => Either<SetupError, S>
  /** What is wrong with a decoded state: empty when some race could reach it. */
  readonly inconsistencies: (state: S) => ReadonlyArray<string>
  /** What happens next in a sound state. */
  readonly status: (state: S) => PlayStatus<A>
  /** The node of a sound state, cheaper than `status` (default: read from `status`). */
  readonly node?: (state: S) => Node
  /** Legal actions in a sound state. */
  readonly legalActions: (state: S, seat?: SeatId) => ReadonlyArray<A>
  /**
   * Whether every decision `legalActions` lists is frozen all the way down and every list is
   * a new array: then no policy can have changed a listed action, and the drivers take a
   * pick that is one of the listed objects itself as the game listed it, without copying and
   * fitting it again (any other pick goes through `reduce`). Default false.
   */
  readonly sharedDecisions?: boolean
  /** A sound state as a viewer sees it; must share nothing mutable with the state. */
  readonly observe: (state: S, viewer: Viewer) => O
  /** Events as a viewer sees them (default: every event is public). */
  readonly observeEvents?: (events: ReadonlyArray<E>, viewer: Viewer) => ReadonlyArray<E>
  /**
   * The rulebook paragraph of the node a sound state is at (its die, its step of the turn):
   * the rule reference of the protocol refusals made there (default `pitwall protocol`).
   */
  readonly ruleAt?: (state: S) => string
  /** Whether an action answers a chance node (a die, a draw) rather than a decision. */
  readonly isChanceAction: (action: A) => boolean
  /** The seat an action names, for actions that carry one. */
  readonly seatOf?: (action: A) => SeatId | undefined
  /** An exact copy of an untrusted action, faster than the codec's (default: the action codec, exactly). */
  readonly exactAction?: (input: unknown) => A | ExactProblem
  /** At a chance node, whether the action is one of its outcomes (default: compared with `status`). */
  readonly isOutcome?: (state: S, action: A) => boolean
  /** Applies a well-formed action that fits the node to a sound state. */
  readonly apply: (state: S, action: A) => Either<RuleViolation<R | CoreCode>, Transition<S, E>>
  /** Optional fast chance sampling for sound states. */
  readonly sampler?: ChanceSampler<S, A>
}

// A game's sampler on a sound state; where its code throws, no draw (0) and no outcome.
const totalOf = <S, A>(sampler: ChanceSampler<S, A>, s: S): number => {
  try {
    return sampler.total(s)
  } catch {
    return 0
  }
}
const pickOf = <S, A>(sampler: ChanceSampler<S, A>, s: S, ticket: number): A | undefined => {
  try {
    return sampler.pick(s, ticket)
  } catch {
    return undefined
  }
}

// A game's sampler behind the guard: nothing drawn from a refused state or for a bad ticket.
const guardedSampler = <S, A>(sound: StateGuard<S>['sound'], sampler: ChanceSampler<S, A>): ChanceSampler<S, A> => ({
  total: (state) => {
    const s = sound(state)
    return s instanceof Refused ? 0 : totalOf(sampler, s)
  },
  pick: (state, ticket) => {
    const s = sound(state)
    return s instanceof Refused || !Number.isSafeInteger(ticket) || ticket < 0 ? undefined : pickOf(sampler, s, ticket)
  },
})

// What the rules answer of a sound state, each member total (an exception is a defect).
interface Answers<S, A, E, O, R extends string> {
  readonly status: (s: S) => Status<A>
  readonly legalActions: (s: S, seat?: SeatId) => ReadonlyArray<A>
  readonly observe: (s: S, viewer: unknown) => Either<RuleViolation, O>
  readonly apply: (s: S, action: A) => Either<RuleViolation<R | CoreCode>, Transition<S, E>>
  readonly reduce: (s: S, action: A) => Either<RuleViolation<R | CoreCode>, Transition<S, E>>
}

const answersOf = <C, S, A, E, O, R extends string>(
  rules: GameRules<C, S, A, E, O, R>,
  nodeOf: (state: S) => Node,
): Answers<S, A, E, O, R> => {
  const { info } = rules
  const exactAction = rules.exactAction ?? exactDecoder(rules.codecs.action)
  const misfit = nodeFit(rules, nodeOf)
  const viewerProblem = (s: S, viewer: unknown): RuleViolation<CoreCode> | null =>
    viewer === 'spectator' ||
    (Number.isSafeInteger(viewer) && (viewer as number) >= 0 && (viewer as number) < rules.seats(s))
      ? null
      : protocolViolation('NO_SUCH_SEAT', `No seat ${String(viewer)} in this race (a seat number or 'spectator').`, {
          seat: String(viewer),
        })
  const apply = (s: S, action: A): Either<RuleViolation<R | CoreCode>, Transition<S, E>> => {
    try {
      return rules.apply(s, action)
    } catch (error) {
      return left(defect('reduce', error))
    }
  }
  return {
    status: (s) => {
      try {
        return rules.status(s)
      } catch (error) {
        return { kind: 'invalid', violation: defect('status', error) }
      }
    },
    legalActions: (s, seat) => {
      try {
        return rules.legalActions(s, seat)
      } catch {
        return []
      }
    },
    observe: (s, viewer) => {
      const bad = viewerProblem(s, viewer)
      if (bad !== null) return left(bad)
      try {
        return right(rules.observe(s, viewer as Viewer))
      } catch (error) {
        return left(defect('observe', error))
      }
    },
    apply,
    reduce: (s, action) => {
      try {
        // A game's own exact copy is its code too: inside the guard.
        const a = exactAction(action)
        if (a instanceof ExactProblem)
          return left(protocolViolation('BAD_ACTION', `Not a ${info.name} action:\n${a.lines.slice(0, 4).join('\n')}`))
        const refused = misfit(s, a)
        return refused !== null ? left(refused) : rules.apply(s, a)
      } catch (error) {
        return left(defect('reduce', error))
      }
    },
  }
}

// The door of the drivers and the search (door.ts): owned states go to the rules as they are.
const doorOf = <C, S, A, E, O, R extends string>(
  rules: GameRules<C, S, A, E, O, R>,
  { sound, handOut }: StateGuard<S>,
  nodeOf: (state: S) => Node,
  answers: Answers<S, A, E, O, R>,
): DriverDoor<S, A, E, O> => {
  const { sampler } = rules
  return {
    enter: (input) => {
      const s = sound(input)
      return s instanceof Refused ? left(s.violation) : right(s)
    },
    node: (s) => {
      try {
        return nodeOf(s)
      } catch {
        return null
      }
    },
    status: answers.status,
    legalActions: answers.legalActions,
    observe: answers.observe,
    sample: (s, cursor) => {
      if (sampler === undefined) return null
      const total = totalOf(sampler, s)
      return total > 0 ? pickOf(sampler, s, cursor.int(0, total - 1)) : null
    },
    sampler:
      sampler === undefined
        ? undefined
        : { total: (s) => totalOf(sampler, s), pick: (s, ticket) => pickOf(sampler, s, ticket) },
    step: answers.apply,
    reduce: answers.reduce,
    handOut,
    sharedDecisions: rules.sharedDecisions === true,
  }
}

/** Wraps a game's rules in the shared guard: the result is a total, checked {@link Game}. @group Game */
export const defineGame = <C, S, A, E, O, R extends string>(
  rules: GameRules<C, S, A, E, O, R>,
): Game<C, S, A, E, O, R> => {
  const { info, codecs } = rules
  const guard = stateGuard(rules)
  const { sound, handOut } = guard
  const exactConfig = exactDecoder(codecs.config)
  const nodeOf = rules.node ?? ((s: S) => nodeOfStatus(rules.status(s)))
  const answers = answersOf(rules, nodeOf)
  const sampler = rules.sampler
  // Every state the game hands out is frozen all the way down first (see state-guard.ts).
  const game: Game<C, S, A, E, O, R> = {
    id: info.id,
    name: info.name,
    info,
    codecs,
    setup: (config) => {
      const copy = exactConfig(config)
      if (copy instanceof ExactProblem)
        return left(
          protocolSetupError('BAD_CONFIG', `Not a ${info.name} config:\n${copy.lines.slice(0, 8).join('\n')}`),
        )
      try {
        // The copy is the engine's own, frozen: what the rules derive from its boards is remembered.
        const created = rules.create(freezeFresh(copy as C & object))
        return isLeft(created) ? created : right(handOut(created.right))
      } catch (error) {
        return left(defect('setup', error))
      }
    },
    admit: (input) => {
      const s = sound(input)
      return s instanceof Refused ? left(s.violation) : right(s)
    },
    status: (state) => {
      const s = sound(state)
      return s instanceof Refused ? { kind: 'invalid', violation: s.violation } : answers.status(s)
    },
    legalActions: (state, seat) => {
      const s = sound(state)
      return s instanceof Refused ? [] : answers.legalActions(s, seat)
    },
    reduce: (state, action) => {
      const s = sound(state)
      if (s instanceof Refused) return left(s.violation)
      const result = answers.reduce(s, action)
      if (!isLeft(result)) handOut(result.right.state)
      return result
    },
    observe: (state, viewer) => {
      const s = sound(state)
      return s instanceof Refused ? left(s.violation) : answers.observe(s, viewer)
    },
    observeEvents: (events, viewer) => {
      try {
        return rules.observeEvents === undefined ? events.slice() : rules.observeEvents(events, viewer)
      } catch {
        return []
      }
    },
    ...(sampler === undefined ? {} : { sampler: guardedSampler(sound, sampler) }),
  }
  registerDoor(game, doorOf(rules, guard, nodeOf, answers))
  return game
}
