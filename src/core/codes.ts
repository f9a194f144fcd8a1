/**
 * The codes pitwall itself gives, the same in every game: a refusal with one of these codes
 * comes from the protocol (the input is not a state, not an action, not for this node),
 * never from a game's rules. A game's own codes are a union type next to its rules.
 */
import { setupError, violation, type RefusalParams, type RuleViolation, type SetupError } from './violation.js'

/** The rule reference of every protocol refusal. @group Refusals */
export const PROTOCOL_RULE = 'pitwall protocol'

/** Why `reduce` refused an action before any game rule was consulted. @group Refusals */
export type ProtocolCode =
  /** The state is not a state of this game: it does not decode, or it could never be reached. */
  | 'BAD_STATE'
  /** The action is not an action of this game: wrong shape, extra or inherited fields. */
  | 'BAD_ACTION'
  /** The action does not answer this node: a decision at a chance node, or the reverse. */
  | 'WRONG_PHASE'
  /** The action is for a seat that is not the one to act. */
  | 'NOT_YOUR_TURN'
  /** At a chance node, the value is not one of the listed outcomes. */
  | 'NOT_AN_OUTCOME'
  /** The race (or season) is over: nothing more can be played. */
  | 'RACE_OVER'
  /** A seat number the race does not have. */
  | 'NO_SUCH_SEAT'
  /** The engine failed on a well-formed input: a defect of pitwall, to be reported. */
  | 'ENGINE_DEFECT'

/** Why `setup` refused a config before any game rule was consulted. @group Refusals */
export type ProtocolSetupCode =
  /** The config does not decode exactly (shape, extra or inherited fields). */
  | 'BAD_CONFIG'
  /** The config or its board is over a documented size limit. */
  | 'OVER_LIMIT'
  /** The options of `configFromOptions` (players, board, laps, rules) are not the game's. */
  | 'BAD_OPTIONS'

/** Why a driver (`playout`, `resolveChance`, `replay`) stopped. @group Refusals */
export type DriverCode =
  /** The run reached its step limit without an end. */
  | 'STEP_LIMIT'
  /** A seat must act and has no policy. */
  | 'NO_POLICY'
  /** A seat must act and the game lists no legal action for it (a game defect). */
  | 'NO_LEGAL_ACTION'
  /** A chance node lists no outcome (a game defect). */
  | 'EMPTY_CHANCE'
  /** A policy failed (threw) instead of choosing. */
  | 'POLICY_FAILED'

/** Why a saved race log was refused. @group Refusals */
export type LogCode =
  /** Not a pitwall log: wrong shape. */
  | 'BAD_LOG'
  /** A log of another format version, with no migration. */
  | 'LOG_VERSION'
  /** A log of another game. */
  | 'LOG_GAME'
  /** A digest does not match: the header (game, seed, config, seats) or a step was edited, or the engine now plays that step differently. */
  | 'LOG_DIGEST'

/** Every code pitwall gives outside a game's own rules. @group Refusals */
export type CoreCode = ProtocolCode | ProtocolSetupCode | DriverCode | LogCode

/** A refusal with a protocol code. @group Refusals */
export const protocolViolation = <C extends CoreCode>(
  code: C,
  message: string,
  params?: RefusalParams,
): RuleViolation<C> => violation(code, message, PROTOCOL_RULE, params)

/** A setup refusal with a protocol code. @group Refusals */
export const protocolSetupError = <C extends ProtocolSetupCode>(code: C, message: string): SetupError<C> =>
  setupError(code, message, PROTOCOL_RULE)
