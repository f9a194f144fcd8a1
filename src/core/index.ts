/**
 * The protocol every pitwall game implements, the seeded generator, dice, chance helpers
 * and the generic drivers (chance resolution, playouts, replays, decoding).
 * @packageDocumentation
 */
export type { RuleViolation, SetupError } from './violation.js'
export { violation, setupError } from './violation.js'
export type {
  SeatId,
  ChanceOutcome,
  DecisionStatus,
  SimultaneousStatus,
  ChanceStatus,
  OverStatus,
  Status,
} from './status.js'
export type { Measure, Placing, SeatResult, Standings } from './standings.js'
export { rankSeats } from './standings.js'
export type {
  ChanceSampler,
  Transition,
  GameId,
  GameCodecs,
  Game,
  AnyGame,
  ConfigOf,
  StateOf,
  ActionOf,
  EventOf,
  ObservationOf,
} from './game.js'
export type { Rng } from './rng.js'
export { RngCodec, seedRng, nextInt, pick } from './rng.js'
export type { Die, FaceOutcome } from './dice.js'
export { plainDie, faceOutcomes, rollOutcomes, dieRange, dieMean } from './dice.js'
export { outcome, weighted, uniform, sampleOutcome } from './chance.js'
export { formatErrors, decodeWith, canonicalJson, integer, intRange } from './codec.js'
export type { PolicyInput, Policy } from './policy.js'
export { randomPolicy } from './policy.js'
export type { Run, DriverError, RunOptions, ReplayError, Replayed } from './drivers.js'
export { resolveChance, playout, replay, decodeAction, decodeConfig } from './drivers.js'
export { totalReduce, MALFORMED_INPUT } from './total.js'
