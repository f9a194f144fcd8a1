/**
 * The vectorised environment of a game module: the game and its encoding of the config taken
 * from the module (`gameModule` of each game's subpath, or a game of one's own that has an
 * encoding), so a learner names the game once.
 */
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import { PROTOCOL_RULE, violation, type RuleViolation } from '../core/index.js'
import type { GameModule } from '../games/module.js'
import type { VectorEnv, VectorEnvOptions } from './types.js'
import { vectorEnv } from './vector-env.js'

/**
 * {@link vectorEnv} over `module.game` and `module.encoding(options.config)`. A module without
 * an encoding, or a config the encoding refuses, is `BAD_CONFIG`.
 * @group Learning
 */
export const moduleEnv = <C, S, A, E, O>(
  module: GameModule<C, S, A, E, O>,
  options: Omit<VectorEnvOptions<C, S, A, E, O>, 'game' | 'encoding'>,
): Either<RuleViolation, VectorEnv> => {
  if (module.encoding === undefined)
    return left(violation('BAD_CONFIG', `${module.game.name} has no encoding to learn from.`, PROTOCOL_RULE))
  const encoding = module.encoding(options.config)
  if (isLeft(encoding)) return left(violation('BAD_CONFIG', encoding.left.message, PROTOCOL_RULE))
  return vectorEnv({ ...options, game: module.game, encoding: encoding.right })
}
