/**
 * Learning: a vectorised environment over any pitwall game and its encoding (each game's
 * `encoding(config)`): N races in lockstep for the learning seats, the other seats played by
 * given policies, observations, action masks, rewards and done flags as typed arrays.
 * @packageDocumentation
 */
export type { VectorEnvOptions, Batch, VectorEnv } from './types.js'
export type { EnvCode } from './vector-env.js'
export { vectorEnv } from './vector-env.js'
export { moduleEnv } from './module-env.js'
export { encodedPolicy } from './encoded-policy.js'
export { placingReward } from './rewards.js'
