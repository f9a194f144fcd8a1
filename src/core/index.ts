/**
 * The protocol every pitwall game implements, the guard that checks every input once for
 * all games, the seeded generator, dice, chance helpers, the generic drivers (chance
 * resolution, playouts, replays, exact decoding, batches) and saved race logs. The guide,
 * attached below, explains the protocol once for the four games.
 * @document ../../docs/core.md
 * @packageDocumentation
 */
export type { RuleViolation, SetupError, RefusalParams } from './violation.js'
export { violation, setupError } from './violation.js'
export type { Lang, LangOption, Catalogue } from './i18n.js'
export { LANGS, isLang, langOfLocale, langOfEnv, plural, count, ordinal, listOf } from './i18n.js'
export { badNotationFr, wordRefusal } from './refusal-words.js'
export type { ProtocolCode, ProtocolSetupCode, DriverCode, LogCode, CoreCode } from './codes.js'
export { PROTOCOL_RULE, protocolViolation, protocolSetupError } from './codes.js'
export type {
  SeatId,
  Viewer,
  ChanceOutcome,
  ChanceSource,
  DecisionStatus,
  SimultaneousStatus,
  ChanceStatus,
  OverStatus,
  InvalidStatus,
  PlayStatus,
  Status,
} from './status.js'
export type { Measure, Placing, SeatResult, Standings } from './standings.js'
export { rankSeats } from './standings.js'
export type {
  ChanceSampler,
  Transition,
  GameId,
  GameInfo,
  CountRange,
  GameCodecs,
  Game,
  AnyGame,
  ConfigOf,
  StateOf,
  ActionOf,
  EventOf,
  ObservationOf,
} from './game.js'
export type { GameRules, Node } from './define.js'
export { defineGame } from './define.js'
export type { MigrationStep, MigrationChain } from './state-version.js'
export { exactDecoder, exactDecoderWith, ExactProblem } from './exact.js'
export { deepFreeze } from './freeze.js'
export type { Rng } from './rng.js'
export { RngCodec, seedRng, nextInt, pick, streamRng } from './rng.js'
export type { Die, FaceOutcome } from './dice.js'
export { plainDie, faceOutcomes, rollOutcomes, dieRange, dieMean } from './dice.js'
export { outcome, weighted, uniform, sampleOutcome } from './chance.js'
export { formatErrors, decodeWith, canonicalJson, integer, intRange, oneOf } from './codec.js'
export { union } from './union.js'
export { struct } from './struct.js'
export { list } from './list.js'
export { contentHash } from './hash.js'
export type { PolicyInput, Policy, Bots } from './policy.js'
export { randomPolicy } from './policy.js'
export { policyInput } from './policy-input.js'
export type { RaceOptions } from './options.js'
export { readOptions, optionsOrThrow } from './options.js'
export type { PositionError } from './position.js'
export { positionRefused } from './position.js'
export type { Run, DriverError, RunOptions, ReplayError, Replayed } from './drivers.js'
export { resolveChance, playout, replay, decodeAction, decodeConfig, decodeState } from './drivers.js'
export type { SimulateOptions, SimulatedRace, SimulateError } from './simulate.js'
export { simulate } from './simulate.js'
export type { TensorField, ActionRange, EncodingRules, Encoding } from './encoding.js'
export { TensorLayout, ActionSpace, defineEncoding } from './encoding.js'
export type { RaceLog, LogStep, LogError, ReadLog, RecordOptions } from './log.js'
export { LOG_FORMAT, LOG_VERSION, recordLog, readLog, stepDigest, headerDigest } from './log.js'
